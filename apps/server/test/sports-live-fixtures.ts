import { and, asc, eq, gt } from "drizzle-orm";
import { runSportsTick } from "../src/sports/tick.ts";
import { sportsMatches } from "../src/sports/tables.ts";
import type { SportsServer } from "./sports-fixtures.ts";

/**
 * Live-score fixtures for page tests (the server started with SPORTS_FEED=demo): the demo programme
 * written, the clock moved into a demo match and the feed's tick run, as the leader's job would.
 */

/** The demo programme written; the clock moved `minutes` past the next demo jczq kick-off; one tick. */
export async function playDemoMatch(
  ctx: SportsServer,
  minutes: number,
): Promise<{ matchId: string; homeTeam: string; awayTeam: string }> {
  await runSportsTick(ctx.app.deps, ctx.clock.now());
  const [next] = await ctx.server.database.db
    .select()
    .from(sportsMatches)
    .where(
      and(
        eq(sportsMatches.gameCode, "jczq"),
        eq(sportsMatches.source, "demo"),
        gt(sportsMatches.kickoffAt, ctx.clock.now()),
      ),
    )
    .orderBy(asc(sportsMatches.kickoffAt))
    .limit(1);
  if (!next) throw new Error("no demo match ahead");
  ctx.clock.advance(next.kickoffAt.getTime() + minutes * 60_000 - ctx.clock.now().getTime());
  await runSportsTick(ctx.app.deps, ctx.clock.now());
  return { matchId: next.matchId, homeTeam: next.homeTeam, awayTeam: next.awayTeam };
}

/** The clock moved on `minutes` and the feed's tick run (live events go out on the stream). */
export async function playOn(ctx: SportsServer, minutes: number): Promise<string> {
  ctx.clock.advance(minutes * 60_000);
  await runSportsTick(ctx.app.deps, ctx.clock.now());
  return ctx.clock.now().toISOString();
}
