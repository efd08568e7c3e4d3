import { Button } from "antd-mobile";
import { useNavigate } from "react-router";
import type { WithdrawSummary } from "@lottery/contract";
import { formatYuan } from "../../../../lib/money.ts";
import { paths } from "../../../../lib/paths.ts";
import { walletMessages } from "../../../../messages/wallet.ts";
import { withdrawMessages } from "../../../../messages/withdraw.ts";
import type { Blocker } from "../withdraw-form.ts";

interface NoticeText {
  title: string;
  text: string;
  action?: { label: string; to: string };
}

function noticeOf(blocker: Blocker, summary: WithdrawSummary): NoticeText {
  switch (blocker) {
    case "realName":
      return {
        title: walletMessages.realNameFirstTitle,
        text: withdrawMessages.withdrawRealNameHint,
        action: { label: walletMessages.goVerify, to: paths.realInfo },
      };
    case "withdrawPassword":
      return {
        title: walletMessages.withdrawPasswordMissingTitle,
        text: withdrawMessages.withdrawPasswordNeededHint,
        action: { label: walletMessages.goSetUp, to: paths.withdrawPasswordSetup },
      };
    case "noAccount":
      return {
        title: withdrawMessages.noPayoutAccountTitle,
        text: withdrawMessages.noPayoutAccountHint,
        action: { label: withdrawMessages.goBindAccount, to: paths.walletManagement },
      };
    case "turnover":
      return {
        title: withdrawMessages.turnoverOwedTitle,
        text: withdrawMessages.turnoverOwedHint(formatYuan(summary.turnoverOwed)),
        action: { label: withdrawMessages.viewTurnover, to: paths.withdrawToFillMoney },
      };
    case "dailyLimit":
      return {
        title: withdrawMessages.dailyLimitTitle,
        text: withdrawMessages.dailyLimitHint(summary.dailyCount),
      };
  }
}

/** What keeps the player from withdrawing, each with the page that fixes it. */
export function WithdrawNotices({ blockers, summary }: { blockers: Blocker[]; summary: WithdrawSummary }) {
  const navigate = useNavigate();
  return (
    <>
      {blockers.map((blocker) => {
        const notice = noticeOf(blocker, summary);
        return (
          <section key={blocker} className="wallet-realname" data-testid={`withdraw-notice-${blocker}`}>
            <div>
              <div className="wallet-realname-title">{notice.title}</div>
              <div className="wallet-realname-text">{notice.text}</div>
            </div>
            {notice.action && (
              <Button
                size="small"
                color="primary"
                shape="rounded"
                onClick={() => navigate(notice.action!.to)}
              >
                {notice.action.label}
              </Button>
            )}
          </section>
        );
      })}
    </>
  );
}
