import { sql } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { addDays, currentBusinessDate } from "../../sports/business-day.ts";
import { ozbFixtures } from "./feed.ts";
import { upsertMatch } from "../../sports/fixtures.ts";
import { ensureLeagues } from "../../sports/leagues.ts";
import { runSportsTick, type SportsTickReport } from "../../sports/tick.ts";
import { sportsMatches } from "../../sports/tables.ts";

/** Days of finished matches the demo seed writes before today. */
const BACKFILL_DAYS = 2;

/**
 * Demo sports data, once (only while no match exists and SPORTS_FEED=demo): the European Championship
 * group stage (six days played, six to come), then the demo feed's programme from two days ago to two
 * days ahead, with results for what has been played. Answers the tick's report, or null when skipped.
 */
export async function seedSportsDemo(deps: Deps): Promise<SportsTickReport | null> {
  await ensureLeagues(deps.db);
  if (deps.config.sportsFeed !== "demo") return null;
  const [any] = await deps.db
    .select({ one: sql`1` })
    .from(sportsMatches)
    .limit(1);
  if (any) return null;
  const now = deps.clock();
  for (const params of ozbFixtures(addDays(currentBusinessDate(now), -6)))
    await upsertMatch(deps, params, "demo");
  return runSportsTick(deps, now, BACKFILL_DAYS);
}
