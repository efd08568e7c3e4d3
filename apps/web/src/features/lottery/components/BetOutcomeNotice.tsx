import { formatMoney } from "@lottery/rules";
import { Link } from "react-router";
import { paths } from "../../../lib/paths.ts";
import { lotteryMessages } from "../../../messages/lottery.ts";
import type { BetOutcome } from "../logic/bet-outcome.ts";

/** The outcome of the player's own bets on the issue just drawn: won with the amount, or not won. */
export function BetOutcomeNotice({ outcome, onClose }: { outcome: BetOutcome | null; onClose(): void }) {
  const m = lotteryMessages.lottery;
  if (!outcome) return null;
  const won = outcome.prizeFen > 0;
  return (
    <div className={`bet-outcome${won ? " bet-outcome-won" : ""}`} role="status" data-testid="bet-outcome">
      <span className="bet-outcome-text">
        {won ? m.outcomeWon(outcome.issue, formatMoney(outcome.prizeFen)) : m.outcomeLost(outcome.issue)}
      </span>
      <Link className="bet-outcome-link" to={paths.betRecord}>
        {m.outcomeView}
      </Link>
      <button type="button" className="bet-outcome-close" aria-label={m.outcomeClose} onClick={onClose}>
        ×
      </button>
    </div>
  );
}
