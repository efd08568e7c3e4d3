import type { SchemeDetail } from "@lottery/contract";
import { formatChinaDateTime } from "../../../lib/china-time.ts";
import { formatYuan } from "../../../lib/money.ts";
import { togetherMessages } from "../../../messages/together.ts";

const m = togetherMessages.together;

/** My outcome of a scheme: my prize part once won, the refund of a scheme that did not sell, else its status. */
function outcomeOf(scheme: SchemeDetail): string {
  if (scheme.status === "won" && scheme.prize) return m.recordPrize(formatYuan(scheme.prize.myPrize));
  if (scheme.status === "refunded" || scheme.status === "cancelled")
    return m.recordRefunded(formatYuan(scheme.myShares));
  if (scheme.status === "lost") return m.recordNoPrize;
  return scheme.statusName;
}

/**
 * One scheme in 投注记录 → 合买: the game, whether I started or joined it, the deadline; my shares and
 * what they cost (one yuan a share), my prize part or refund. Opens /togetherOrder.
 */
export function SchemeRecordRow({
  scheme,
  mid,
  onOpen,
}: {
  scheme: SchemeDetail;
  mid: number | undefined;
  onOpen: (schemeId: string) => void;
}) {
  const started = scheme.initiator.Mid === mid;
  return (
    <button
      type="button"
      className="order-row"
      data-testid="scheme-record"
      onClick={() => onOpen(scheme.schemeId)}
    >
      <span className="order-row-main">
        <span className="order-row-title">
          {m.issueOf(scheme.gameName, scheme.issue)}
          <span className="tag">{started ? m.recordStarted : m.recordJoined}</span>
        </span>
        <span className="order-row-sub">{formatChinaDateTime(scheme.deadline)}</span>
      </span>
      <span className="order-row-side">
        <span className="order-row-amount">
          {m.recordShares(scheme.myShares, formatYuan(scheme.myShares))}
        </span>
        <span className={`order-row-status order-status-${scheme.status === "won" ? "won" : "pending"}`}>
          {outcomeOf(scheme)}
        </span>
      </span>
    </button>
  );
}
