import { randomInt } from "node:crypto";
import { and, eq, gt, inArray, lte } from "drizzle-orm";
import type { Deps } from "../../apps/server/src/deps.ts";
import { noResultFeed } from "../../apps/server/src/lottery/feed.ts";
import { lotteryIssues, type IssueRow } from "../../apps/server/src/lottery/tables.ts";
import { runLotteryTick } from "../../apps/server/src/lottery/tick.ts";

/** Games whose single tickets the benchmarks can write, in order of preference. */
const BET_GAMES = ["ssq", "dlt"] as const;
export type BetGame = (typeof BET_GAMES)[number];

/** `count` distinct numbers of 1..max, ascending, two digits each, comma-joined. */
function pick(count: number, max: number): string {
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(randomInt(1, max + 1));
  return [...chosen]
    .sort((a, b) => a - b)
    .map((n) => String(n).padStart(2, "0"))
    .join(",");
}

/** A random single (DS) ticket of the game, as a player would choose one. */
export function randomSingleTicket(game: BetGame): string {
  return game === "ssq" ? `DS:${pick(6, 33)}|${pick(1, 16)}` : `DS:${pick(5, 35)}|${pick(2, 12)}`;
}

/**
 * Runs one real scheduler tick (issues created ahead from the rules' schedule, no result feed) and
 * answers an issue of SSQ, else DLT, on sale now for at least `minutes` more; null when none is.
 */
export async function issueOnSaleNow(
  deps: Deps,
  minutes: number,
): Promise<(IssueRow & { gameCode: BetGame }) | null> {
  const now = deps.clock();
  await runLotteryTick(deps, now, noResultFeed);
  const rows = await deps.db
    .select()
    .from(lotteryIssues)
    .where(
      and(
        inArray(lotteryIssues.gameCode, [...BET_GAMES]),
        eq(lotteryIssues.status, "open"),
        lte(lotteryIssues.openAt, now),
        gt(lotteryIssues.closeAt, new Date(now.getTime() + minutes * 60_000)),
      ),
    );
  for (const game of BET_GAMES) {
    const row = rows.find((r) => r.gameCode === game);
    if (row) return row as IssueRow & { gameCode: BetGame };
  }
  return null;
}
