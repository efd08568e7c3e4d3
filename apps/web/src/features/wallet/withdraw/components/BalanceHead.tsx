import type { WithdrawSummary } from "@lottery/contract";
import { formatYuan } from "../../../../lib/money.ts";
import { withdrawMessages } from "../../../../messages/withdraw.ts";

/** The cash balance, with what can be withdrawn now and what is frozen by withdrawals under review. */
export function BalanceHead({ summary }: { summary: WithdrawSummary }) {
  return (
    <section className="withdraw-balance">
      <div className="withdraw-balance-label">{withdrawMessages.withdrawBalance}</div>
      <div className="withdraw-balance-amount" data-testid="withdraw-balance">
        {formatYuan(summary.balance)}
      </div>
      <div className="withdraw-balance-row">
        <span>
          {withdrawMessages.withdrawableLabel}{" "}
          <b data-testid="withdrawable">{formatYuan(summary.withdrawable)}</b>
        </span>
        <span>
          {withdrawMessages.frozenLabel} <b>{formatYuan(summary.frozen)}</b>
        </span>
      </div>
    </section>
  );
}
