import { z } from "zod";
import type { Queryable } from "../db/queryable.ts";
import { readSetting, writeSetting } from "../system/settings-store.ts";
import { SCHEDULED_GAMES, type ScheduledGame } from "./games.ts";

/**
 * How many seconds before its draw each game's sales close: an operator setting per game whose
 * default is the catalogue's `closeBeforeDrawSeconds`. A change applies to issues created after it
 * (issues already scheduled keep the close time they were announced with).
 */
const closeTimesSetting = {
  key: "lottery.closeTimes",
  schema: z.object({ seconds: z.record(z.string(), z.number().int().min(0).max(86_400)).default({}) }),
};

/** Close-before-draw seconds of every scheduled game (operator value or catalogue default). */
export async function closeSecondsTable(db: Queryable): Promise<Map<string, number>> {
  const { seconds } = await readSetting(db, closeTimesSetting);
  return new Map(
    SCHEDULED_GAMES.map((g) => [g.game.code, seconds[g.game.code] ?? g.details.closeBeforeDrawSeconds]),
  );
}

/** Close-before-draw seconds of one game. */
export async function closeSecondsOf(db: Queryable, game: ScheduledGame): Promise<number> {
  return (await closeSecondsTable(db)).get(game.game.code) ?? game.details.closeBeforeDrawSeconds;
}

/** Sets one game's close-before-draw seconds (operator call). */
export async function setCloseSeconds(db: Queryable, game: ScheduledGame, value: number): Promise<void> {
  const current = await readSetting(db, closeTimesSetting);
  await writeSetting(db, closeTimesSetting, { seconds: { ...current.seconds, [game.game.code]: value } });
}
