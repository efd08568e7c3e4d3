import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { countTickets, formatMoney, issueRuleOptions, prizeTickets, ticketCostFen } from "@lottery/rules";
import { BASE_URL, launchBrowser, phonePage, screenshot } from "./browser.ts";
import { confirmDialog, register } from "./journeys.ts";
import { adminCall, operatorToken } from "./operator.ts";

/**
 * A new player recharges, buys an SSQ 复式 ticket (7 reds + 1 blue = 7 bets) at multiple 2 chased over 3
 * issues, and the operator enters the first issue's result so the ticket wins fixed tiers. The prize
 * must show in 投注记录, in 资金明细 and in the balance, exactly as packages/rules prices it.
 *
 * The server must run with ALLOW_FORCED_DRAWS=1: the result is entered while the issue is on sale
 * (the entry closes the sale first), which a real deployment refuses.
 */

const TICKET = "FS:01,02,03,04,05,06,07|01";
const REDS = ["01", "02", "03", "04", "05", "06", "07"];
const MULTIPLE = 2;
const CHASE = 3;
const RECHARGE_YUAN = 100;
// 4 of the ticket's reds and its blue: 3 bets hit 4+1 (tier 4) and 4 bets hit 3+1 (tier 5), both fixed.
const DRAW = "01,02,03,04,20,21|01";

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

async function rechargeThroughCashier(page: Page, yuan: number): Promise<void> {
  await page.goto(`${BASE_URL}/rechargeType6`);
  await page.getByText("在线支付（沙箱）").click();
  await page.waitForURL((url) => url.pathname === "/rechargeConfigure");
  await page.getByPlaceholder(/请输入.*元/).fill(String(yuan));
  await page.getByRole("button", { name: "立即充值" }).click();
  await page.waitForURL((url) => url.pathname === "/api/pay/sandbox/cashier");
  await page.getByRole("button", { name: "确认支付" }).click();
  await page.waitForURL((url) => url.pathname === "/rechargeType6" && url.searchParams.has("orderNo"));
  await page.getByText("充值成功").waitFor();
}

/** Picks the 复式 ticket on /ssq and puts it on the bet list. */
async function pickTicket(page: Page): Promise<void> {
  await page.goto(`${BASE_URL}/ssq`);
  await page.getByRole("tab", { name: "复式" }).click();
  const red = page.getByRole("region", { name: "红球" });
  for (const ball of REDS) await red.getByRole("button", { name: ball, exact: true }).click();
  await page.getByRole("region", { name: "蓝球" }).getByRole("button", { name: "01", exact: true }).click();
  await page.getByTestId("bet-summary").getByText("共7注 14.00元").waitFor();
  await screenshot(page, "40-ssq-pick");
  // Switching play keeps what fits: on 胆拖 the reds stay as 拖码; 单式 cannot take seven, so it asks.
  await page.getByRole("tab", { name: "胆拖" }).click();
  assert.equal(await red.getByRole("button", { pressed: true }).count(), REDS.length);
  await screenshot(page, "40a-ssq-switch-dt");
  await page.getByRole("tab", { name: "单式" }).click();
  await page
    .locator(".adm-dialog")
    .getByText(/部分已选号码不适用/)
    .waitFor();
  await screenshot(page, "40b-ssq-switch-ask");
  await page.locator(".adm-dialog").getByRole("button", { name: "取消" }).click();
  await page.getByRole("tab", { name: "复式" }).click();
  await page.getByTestId("bet-summary").getByText("共7注 14.00元").waitFor();
  await page.getByRole("button", { name: "选好了" }).click();
  await page.waitForURL((url) => url.pathname === "/NumConfirmation/ssq/FS");
}

/** Sets multiple and chase, pays, and answers the issue bought and the order number. */
async function payChase(page: Page, costYuan: string): Promise<{ issue: string; orderId: string }> {
  await page.getByRole("spinbutton", { name: "倍数" }).fill(String(MULTIPLE));
  await page.getByRole("spinbutton", { name: "追号" }).fill(String(CHASE));
  await page.getByTestId("pay-total").getByText(`7注 × ${MULTIPLE}倍 × ${CHASE}期`).waitFor();
  assert.match(await page.getByTestId("pay-total").innerText(), new RegExp(`合计\\s*${costYuan}\\s*元`));
  const issueLine = await page.getByText(/^投注期号：第\d+期$/).innerText();
  const issue = /第(\d+)期/.exec(issueLine)?.[1] ?? "";
  await screenshot(page, "41-ssq-confirm");
  await page.getByRole("button", { name: "立即投注" }).click();
  await confirmDialog(page);
  await page.waitForURL((url) => url.pathname === "/orderDetails");
  const orderId = new URL(page.url()).searchParams.get("orderId") ?? "";
  await page.getByText(orderId).first().waitFor();
  await screenshot(page, "42-ssq-order-placed");
  return { issue, orderId };
}

test("SSQ 复式 ×2 chased 3 issues: a forced result wins the first issue; prize in records, fund details and balance", async () => {
  const page = await phonePage(browser);
  await register(page, `sq${Date.now().toString().slice(-8)}`, "ssq12345");
  await rechargeThroughCashier(page, RECHARGE_YUAN);

  const counted = countTickets("ssq", TICKET);
  assert.ok(counted.ok);
  const issueCostFen = ticketCostFen("ssq", counted.value.tickets, { multiple: MULTIPLE });
  await pickTicket(page);
  const { issue, orderId } = await payChase(page, formatMoney(issueCostFen * CHASE));

  // What packages/rules pays this ticket on that draw under the issue's rule, at multiple 2.
  const priced = prizeTickets("ssq", TICKET, DRAW, issueRuleOptions("ssq", issue));
  assert.ok(priced.ok && !priced.value.pending && priced.value.totalFen > 0);
  const prizeFen = priced.value.totalFen * MULTIPLE;
  const prizeYuan = formatMoney(prizeFen);

  const operator = await operatorToken();
  try {
    await adminCall("POST", "/lottery/result", operator, { gameCode: "ssq", issue, numbers: DRAW });
  } catch (error) {
    throw new Error(`result entry refused (is the server running with ALLOW_FORCED_DRAWS=1?): ${error}`);
  }

  // 投注记录: the first issue's order won the rules' amount.
  await page.goto(`${BASE_URL}/betRecord`);
  const row = page.getByTestId("order-row").filter({ hasText: `第${issue}期` });
  await row.getByText(`中奖${prizeYuan}元`).waitFor();
  await screenshot(page, "43-ssq-bet-record");
  await row.click();
  await page.waitForURL((url) => url.searchParams.get("orderId") === orderId);
  await page.getByText("已中奖").first().waitFor();
  // tier lines say the bets and the multiple apart
  await page.getByTestId("ticket-hits").getByText(`四等奖 3注 × ${MULTIPLE}倍`, { exact: false }).waitFor();
  await screenshot(page, "44-ssq-order-won");

  // Stop on win (on by default) ends the chase: the two unplaced issues go back to cash.
  const finalFen = RECHARGE_YUAN * 100 - issueCostFen + prizeFen;
  await page.goto(`${BASE_URL}/transactionRecord`);
  const prize = page.getByTestId("fund-record").filter({ hasText: "派奖" }).first();
  await prize.waitFor();
  assert.match(await prize.innerText(), new RegExp(`\\+${prizeYuan.replace(/\./g, "\\.")}`));
  const release = page.getByTestId("fund-record").filter({ hasText: "追号退款" }).first();
  assert.match(await release.innerText(), new RegExp(`\\+${formatMoney(issueCostFen * (CHASE - 1))}`));
  const newest = page.getByTestId("fund-record").first();
  assert.match(await newest.innerText(), new RegExp(`余额 ${formatMoney(finalFen).replace(/\./g, "\\.")}`));
  await screenshot(page, "45-ssq-fund-details");

  await page.goto(`${BASE_URL}/rechargeType6`);
  await page.getByTestId("funds-balance").getByText(formatMoney(finalFen)).waitFor();
  await screenshot(page, "46-ssq-balance");

  const audit = await adminCall<{ ok: boolean; problems: string[] }>("GET", "/ledger/audit", operator);
  assert.deepEqual(audit, { ok: true, problems: [] });
});
