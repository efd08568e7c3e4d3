import type { LotteryPageInfo } from "@lottery/contract";
import { lotteryMessages } from "../../../messages/lottery.ts";
import { useCountdown } from "../hooks/useCountdown.ts";
import { formatCountdown } from "../logic/countdown.ts";

export interface FastIssueBarProps {
  info: LotteryPageInfo;
  /** When the answer arrived (ms), to keep the countdowns on the server's clock. */
  receivedAt: number;
  /** Runs once when the current issue's sale closes. */
  onClosed: () => void;
  /** The issue whose sale closed on this page and whose draw is awaited, or null. */
  drawing: { issue: string; drawAt: string } | null;
}

function Clock({ label, seconds }: { label: string; seconds: number | null }) {
  if (seconds === null) return null;
  const { days, clock } = formatCountdown(seconds, lotteryMessages.lottery.days);
  return (
    <span className="fast-clock">
      {label} <b className="issue-bar-clock">{days ? `${days} ${clock}` : clock}</b>
    </span>
  );
}

/**
 * The fast-draw issue bar: the issue on sale with countdowns to its sale close and to its draw, the
 * issue awaiting its draw after a close, and (house games) the seed commitment published before sale.
 */
export function FastIssueBar({ info, receivedAt, onClosed, drawing }: FastIssueBarProps) {
  const m = lotteryMessages.lottery;
  const current = info.current;
  const toClose = useCountdown(current?.closeAt, info.serverTime, receivedAt, onClosed);
  const toDraw = useCountdown(current?.drawAt, info.serverTime, receivedAt);
  const toPending = useCountdown(drawing?.drawAt, info.serverTime, receivedAt);
  const onSale = Boolean(current?.onSale) && toClose !== 0;
  return (
    <section className="issue-bar fast-issue-bar">
      {drawing && drawing.issue !== current?.issue && (
        <div className="issue-bar-current" data-testid="issue-drawing">
          <span>{m.fast.drawing(drawing.issue)}</span>
          {toPending ? <Clock label={m.fast.drawsIn} seconds={toPending} /> : null}
        </div>
      )}
      <div className="issue-bar-current" data-testid="issue-current">
        {!current && <span>{m.noIssue}</span>}
        {current && <span>{m.issueLine(current.issue)}</span>}
        {current && !onSale && <span>{m.fast.waitingNext}</span>}
        {current && onSale && (
          <span className="fast-clocks">
            <Clock label={m.fast.closesIn} seconds={toClose} />
            <Clock label={m.fast.drawsIn} seconds={toDraw} />
          </span>
        )}
      </div>
      {current?.seedHash && (
        <div className="fast-seed" title={current.seedHash}>
          {m.fast.sealedSeed} {current.seedHash.slice(0, 16)}…
        </div>
      )}
    </section>
  );
}
