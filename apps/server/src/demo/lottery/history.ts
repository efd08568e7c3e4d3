import { count } from "drizzle-orm";
import { fairDraw } from "@lottery/rules";
import type { Db } from "../../db/client.ts";
import type { Tx } from "../../db/queryable.ts";
import { seedsOfSlots, takeChainSlots } from "../../lottery/chains.ts";
import { closeSecondsTable } from "../../lottery/close-times.ts";
import { demoOfficialResult } from "./feed.ts";
import { figureColumns } from "../../lottery/feed.ts";
import { isHouseGame, SCHEDULED_GAMES, type ScheduledGame } from "../../lottery/games.ts";
import { previousDraws, type PlannedDraw } from "../../lottery/schedule.ts";
import { lotteryIssues } from "../../lottery/tables.ts";

/**
 * Demo history for the embedded setup (SEED_DEMO): the last ~30 draws of each official number game
 * and ~60 of each fast and house game, as settled issues without orders, so results, trends and
 * omission have data at once. House issues are drawn from a real seed chain (verifiable like live
 * ones; the scheduler continues the same chain); official ones from the demo feed. Written only into
 * an empty issue table.
 */

export const HISTORY_NUMBER_DRAWS = 30;
export const HISTORY_FAST_DRAWS = 60;

type NewIssue = typeof lotteryIssues.$inferInsert;

function baseRows(game: ScheduledGame, draws: PlannedDraw[]): NewIssue[] {
  return draws.map((draw, i) => {
    const previous = draws[i - 1]?.drawAt ?? draw.closeAt;
    const openAt = previous.getTime() <= draw.closeAt.getTime() ? previous : draw.closeAt;
    return {
      gameCode: game.game.code,
      issue: draw.issue,
      openAt,
      closeAt: draw.closeAt,
      drawAt: draw.drawAt,
      status: "settled",
      drawnAt: draw.drawAt,
      settledAt: draw.drawAt,
      openedAt: openAt,
      chasesPlacedAt: openAt,
    };
  });
}

async function houseRows(tx: Tx, game: ScheduledGame, rows: NewIssue[], now: Date): Promise<void> {
  const slots = await takeChainSlots(tx, game.game.code, rows.length, now);
  const first = slots[0];
  const last = slots[slots.length - 1];
  if (!first || !last || first.chainId !== last.chainId)
    throw new Error("demo history spans two seed chains");
  const seeds = await seedsOfSlots(tx, first.chainId, first.chainIndex, last.chainIndex);
  rows.forEach((row, i) => {
    const seed = seeds[i] as string;
    Object.assign(row, slots[i], {
      seed,
      numbers: fairDraw(game.game.code, row.issue, seed),
      source: "house",
    });
  });
}

function officialRows(rows: NewIssue[]): void {
  for (const row of rows) {
    const result = demoOfficialResult(row.gameCode);
    if (!result) continue;
    Object.assign(row, { numbers: result.numbers, source: "feed" });
    if (result.prizesFen && Object.keys(result.prizesFen).length > 0) row.prizes = result.prizesFen;
    Object.assign(row, figureColumns(result));
  }
}

/** Writes the demo history when no issue exists yet; returns how many issues it wrote. */
export async function seedLotteryHistory(db: Db, now: Date): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(lotteryIssues);
  if ((existing?.n ?? 0) > 0) return 0;
  const closeSeconds = await closeSecondsTable(db);
  let written = 0;
  for (const game of SCHEDULED_GAMES.filter((g) => !g.game.hidden)) {
    const wanted = game.game.kind === "number" ? HISTORY_NUMBER_DRAWS : HISTORY_FAST_DRAWS;
    const seconds = closeSeconds.get(game.game.code) ?? game.details.closeBeforeDrawSeconds;
    const rows = baseRows(game, previousDraws(game, now, wanted, seconds));
    if (rows.length === 0) continue;
    await db.transaction(async (tx) => {
      if (isHouseGame(game.game)) await houseRows(tx, game, rows, now);
      else officialRows(rows);
      await tx.insert(lotteryIssues).values(rows);
    });
    written += rows.length;
  }
  return written;
}
