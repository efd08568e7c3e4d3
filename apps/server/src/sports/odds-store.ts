import { eq, sql } from "drizzle-orm";
import type { Queryable } from "../db/queryable.ts";
import type { OddsMicro } from "./markets.ts";
import { sportsOdds, sportsOddsHistory } from "./tables.ts";

export type OddsRow = typeof sportsOdds.$inferSelect;

/** The current odds of a match. */
export async function oddsOfMatch(db: Queryable, matchId: string): Promise<OddsRow[]> {
  return db.select().from(sportsOdds).where(eq(sportsOdds.matchId, matchId));
}

/** The plays of a match that already have odds. */
export function playsWithOdds(rows: readonly OddsRow[]): Set<string> {
  return new Set(rows.map((r) => r.play));
}

/**
 * Writes checked odds of a match: each option whose SP is new or different is upserted and gets a
 * history row (the first price included). Answers how many options changed.
 */
export async function writeOdds(
  db: Queryable,
  matchId: string,
  current: readonly OddsRow[],
  odds: OddsMicro,
  now: Date,
): Promise<number> {
  const before = new Map(current.map((r) => [`${r.play}|${r.option}`, r.spMicro]));
  const changed: { matchId: string; play: string; option: string; spMicro: number }[] = [];
  for (const [play, options] of Object.entries(odds)) {
    for (const [option, spMicro] of Object.entries(options)) {
      if (before.get(`${play}|${option}`) !== spMicro) changed.push({ matchId, play, option, spMicro });
    }
  }
  if (changed.length === 0) return 0;
  await db
    .insert(sportsOdds)
    .values(changed.map((c) => ({ ...c, updatedAt: now })))
    .onConflictDoUpdate({
      target: [sportsOdds.matchId, sportsOdds.play, sportsOdds.option],
      set: { spMicro: sql`excluded.sp_micro`, updatedAt: sql`excluded.updated_at` },
    });
  await db.insert(sportsOddsHistory).values(changed.map((c) => ({ ...c, at: now })));
  return changed.length;
}
