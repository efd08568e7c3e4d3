import type { WithdrawSummary } from "@lottery/contract";
import { formatYuan } from "../../../../lib/money.ts";
import { messages } from "../../../../messages/index.ts";

/** The cash balance, with what can be withdrawn now and what is frozen by withdrawals under review. */
export function BalanceHead({ summary }: { summary: WithdrawSummary }) {
  return (
    <section className="withdraw-balance">
      <div className="withdraw-balance-label">{messages.withdrawBalance}</div>
      <div className="withdraw-balance-amount" data-testid="withdraw-balance">
        {formatYuan(summary.balance)}
      </div>
      <div className="withdraw-balance-row">
        <span>
          {messages.withdrawableLabel} <b data-testid="withdrawable">{formatYuan(summary.withdrawable)}</b>
        </span>
        <span>
          {messages.frozenLabel} <b>{formatYuan(summary.frozen)}</b>
        </span>
      </div>
    </section>
  );
}
