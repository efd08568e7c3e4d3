import { formatMoney } from "@lottery/rules";
import { Msg } from "@lottery/contract";

/** Where the player goes back to in the app after paying (the recharge page shows the order). */
export function returnUrlOf(orderNo: string): string {
  return `/rechargeType6?orderNo=${encodeURIComponent(orderNo)}`;
}

/** What the cashier page shows: a payable order with its signed notification, or why it cannot be paid. */
export type CashierView =
  | {
      state: "payable";
      orderNo: string;
      channelName: string;
      amountFen: number;
      /** The signed notifications of its three buttons: paid, cancelled by the player, failed. */
      notify: Record<string, string>;
      cancelNotify: Record<string, string>;
      failNotify: Record<string, string>;
      notifyPath: string;
    }
  | { state: "unknownOrder" | "alreadyPaid" | "expired" | "cancelled" | "failed"; orderNo: string | null };

const TEXT = Msg.sandboxCashier;

/**
 * The sandbox cashier page: plain HTML in Chinese. Its pay form holds the notification a provider
 * would send; the separate same-origin script (the CSP allows no inline script) posts it and returns
 * the player to the app. Without the script the form still posts the notification itself.
 */
export function cashierPage(view: CashierView, scriptPath: string): string {
  const body = view.state === "payable" ? payForms(view) : `<p class="notice">${CLOSED_TEXT[view.state]}</p>`;
  const back = view.orderNo ? returnUrlOf(view.orderNo) : "/rechargeType6";
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${TEXT.title}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${TEXT.title}</h1>
${body}
${view.state === "payable" ? "" : `<a class="cancel" href="${escapeHtml(back)}">${TEXT.backToApp}</a>`}
<p class="note">${TEXT.note}</p>
</main>
<script src="${scriptPath}"></script>
</body>
</html>
`;
}

const CLOSED_TEXT = {
  unknownOrder: TEXT.unknownOrder,
  alreadyPaid: TEXT.alreadyPaid,
  expired: TEXT.expired,
  cancelled: TEXT.cancelled,
  failed: TEXT.failedOrder,
};

/**
 * The order and its three buttons, each a form posting its signed notification; the script posts it
 * and returns to the app, where the order then reads paid, cancelled or failed.
 */
function payForms(view: Extract<CashierView, { state: "payable" }>): string {
  const returnUrl = escapeHtml(returnUrlOf(view.orderNo));
  const form = (id: string, fields: Record<string, string>, busyText: string, button: string) => `<form
  id="${id}" class="notify" method="post" action="${escapeHtml(view.notifyPath)}"
  data-return-url="${returnUrl}" data-busy-text="${busyText}" data-fail-text="${TEXT.failed}">
${hiddenFields(fields)}
<button type="submit">${button}</button>
</form>`;
  return `<dl>
<dt>${TEXT.orderNo}</dt><dd>${escapeHtml(view.orderNo)}</dd>
<dt>${TEXT.channel}</dt><dd>${escapeHtml(view.channelName)}</dd>
<dt>${TEXT.amount}</dt><dd class="amount">¥${formatMoney(view.amountFen)}</dd>
</dl>
${form("pay", view.notify, TEXT.paying, TEXT.pay)}
${form("fail", view.failNotify, TEXT.paying, TEXT.simulateFailure)}
${form("cancel", view.cancelNotify, TEXT.cancelling, TEXT.cancel)}
<p id="status" role="status"></p>`;
}

function hiddenFields(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("\n");
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
body{margin:0;font-family:-apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;background:#f5f5f5;color:#333}
main{max-width:420px;margin:0 auto;padding:24px 16px;text-align:center}
h1{font-size:18px;font-weight:600;margin:8px 0 24px}
dl{background:#fff;border-radius:8px;padding:8px 16px;margin:0 0 24px;text-align:left}
dt{color:#999;font-size:13px;margin-top:8px}dd{margin:2px 0 8px;font-size:15px;word-break:break-all}
dd.amount{color:#e4393c;font-size:28px;font-weight:600}
button{width:100%;height:44px;border:0;border-radius:22px;background:#e4393c;color:#fff;font-size:16px}
button:disabled{opacity:.6}
form.notify{margin:0 0 12px}#fail button{background:#fff;color:#e4393c;border:1px solid #e4393c}
#cancel button{background:none;color:#666;height:32px}
.cancel{display:inline-block;margin-top:16px;color:#666}
.notice{background:#fff;border-radius:8px;padding:24px 16px;font-size:15px}
.note{color:#999;font-size:12px;margin-top:24px}#status{color:#e4393c;min-height:1em}`;
