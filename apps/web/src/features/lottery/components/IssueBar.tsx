import type { LotteryPageInfo } from "@lottery/contract";
import { lotteryMessages } from "../../../messages/lottery.ts";
import { useCountdown } from "../hooks/useCountdown.ts";
import { formatCountdown } from "../logic/countdown.ts";
import { DrawBalls } from "./DrawBalls.tsx";

export interface IssueBarProps {
  info: LotteryPageInfo;
  /** When the answer arrived (ms), to keep the countdown on the server's clock. */
  receivedAt: number;
  /** Runs once when the current issue's sale closes (the page fetches the next issue). */
  onClosed: () => void;
}

/** The last draw and the current issue with a countdown to its sale close. */
export function IssueBar({ info, receivedAt, onClosed }: IssueBarProps) {
  const m = lotteryMessages.lottery;
  const current = info.current;
  const seconds = useCountdown(current?.closeAt, info.serverTime, receivedAt, onClosed);
  const countdown = seconds === null ? null : formatCountdown(seconds, m.days);
  return (
    <section className="issue-bar">
      <div className="issue-bar-last">
        {info.last ? (
          <>
            <span className="issue-bar-label">{m.lastDraw(info.last.issue)}</span>
            <DrawBalls numbers={info.last.numbers} />
          </>
        ) : (
          <span className="issue-bar-label">{m.noDraw}</span>
        )}
      </div>
      <div className="issue-bar-current" data-testid="issue-current">
        {!current && <span>{m.noIssue}</span>}
        {current && (!current.onSale || seconds === 0) && (
          <span>
            {m.issueLine(current.issue)} {m.closedWaiting}
          </span>
        )}
        {current && current.onSale && countdown && seconds !== 0 && (
          <>
            <span>{m.issueLine(current.issue)}</span>
            <span>
              {m.closesIn}{" "}
              <b className="issue-bar-clock">
                {countdown.days}
                {countdown.days && " "}
                {countdown.clock}
              </b>
            </span>
          </>
        )}
      </div>
    </section>
  );
}
