import { lotteryMessages } from "../../../messages/lottery.ts";
import { formatOdds, oddsLadder } from "../logic/fast-values.ts";

/** The odds line of a play whose values all pay alike (赔率9.80), or its ladder (鱼虾蟹 by dice shown). */
export function PlayOdds({ gameCode, play, odds }: { gameCode: string; play: string; odds: number | null }) {
  const m = lotteryMessages.lottery.fast;
  if (odds === null) return null;
  const ladder = oddsLadder(gameCode, play);
  return (
    <p className="play-odds" data-testid="play-odds">
      {ladder.length > 0
        ? ladder.map((step) => m.oddsByTimes(step.times, formatOdds(step.odds))).join(" · ")
        : m.odds(formatOdds(odds))}
    </p>
  );
}
