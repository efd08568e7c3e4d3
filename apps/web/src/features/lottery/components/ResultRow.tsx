import type { DrawResult } from "@lottery/contract";
import { formatChinaDateTime } from "../../../lib/china-time.ts";
import { lotteryMessages } from "../../../messages/lottery.ts";
import { DrawBalls } from "./DrawBalls.tsx";

/** One drawn issue: game (or only the issue), draw time and numbers, with an arrow to open it. */
export function ResultRow({
  result,
  showGame,
  onOpen,
}: {
  result: DrawResult;
  showGame: boolean;
  onOpen: (result: DrawResult) => void;
}) {
  return (
    <button type="button" className="result-row" data-testid="result-row" onClick={() => onOpen(result)}>
      <span className="result-row-main">
        <span className="result-row-head">
          {showGame && <span className="result-row-game">{result.gameName}</span>}
          <span className="result-row-issue">{lotteryMessages.lottery.issueDrawn(result.issue)}</span>
          <span className="result-row-time">{formatChinaDateTime(result.drawAt)}</span>
        </span>
        <DrawBalls numbers={result.numbers} />
      </span>
      <span className="result-row-arrow" aria-hidden>
        ›
      </span>
    </button>
  );
}
