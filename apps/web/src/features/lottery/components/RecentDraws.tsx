import { useState } from "react";
import { generatePath, Link } from "react-router";
import type { DrawResult } from "@lottery/contract";
import { paths } from "../../../lib/paths.ts";
import { lotteryMessages } from "../../../messages/lottery.ts";
import { useRecentResults } from "../api/recent-results.ts";
import { FastDrawNumbers } from "./FastDrawNumbers.tsx";

export interface RecentDrawsProps {
  gameCode: string;
  /** The newest draw from the page info. */
  last: DrawResult | null;
  /** A draw just pushed for an issue the player watched close: shown first, rolling. */
  reveal: { issue: string; numbers: string } | null;
  /** How draws reach the page (stream, polling …), kept on the section for tests and debugging. */
  mode?: string;
}

/** The newest draw (rolling in when it was just pushed) and, expanded, the last few issues. */
export function RecentDraws({ gameCode, last, reveal, mode }: RecentDrawsProps) {
  const m = lotteryMessages.lottery;
  const [open, setOpen] = useState(false);
  const recent = useRecentResults(gameCode, open);
  const top = reveal ?? last;
  const rows = (recent.data?.list ?? []).filter((row) => row.issue !== top?.issue);
  return (
    <section className="recent-draws" aria-label={m.fast.recentDraws} data-stream={mode}>
      <div className="recent-draws-top" data-testid="latest-draw">
        <span className="recent-draws-issue">{top ? m.lastDraw(top.issue) : m.noDraw}</span>
        {top && (
          <FastDrawNumbers
            key={`${top.issue}-${reveal ? "rolling" : "still"}`}
            gameCode={gameCode}
            numbers={top.numbers}
            rolling={reveal?.issue === top.issue}
          />
        )}
        <button
          type="button"
          className="recent-draws-toggle"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? m.fast.collapse : m.fast.recentDraws}
        </button>
      </div>
      {open && (
        <ul className="recent-draws-list">
          {rows.map((row) => (
            <li key={row.issue} className="recent-draws-row" data-testid="recent-draw">
              <span className="recent-draws-issue">{m.issueDrawn(row.issue)}</span>
              <FastDrawNumbers gameCode={gameCode} numbers={row.numbers} />
            </li>
          ))}
          <li className="recent-draws-more">
            <Link to={generatePath(paths.resultDetailList, { gamename: gameCode })}>{m.historyLink} ›</Link>
          </li>
        </ul>
      )}
    </section>
  );
}
