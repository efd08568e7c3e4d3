import { and, eq, inArray, isNull, lte } from "drizzle-orm";
import type { Deps } from "../deps.ts";
import { addDays, currentBusinessDate } from "./business-day.ts";
import type { SportsFeed } from "./feed.ts";
import { upsertMatch } from "./fixtures.ts";
import { followLive } from "./live.ts";
import { changeOdds } from "./odds-change.ts";
import { oddsByMatch } from "./views.ts";
import { recordPoolPrizes } from "./pool-prizes.ts";
import { recordResult } from "./record-result.ts";
import { sportsMatches, sportsPoolIssues } from "./tables.ts";

/** Business days ahead the feed's programme is kept (today and the next two). */
const DAYS_AHEAD = 2;

/** What one tick did (logs and tests). */
export interface SportsTickReport {
  created: number;
  closed: number;
  oddsMoved: number;
  /** Matches whose live state changed. */
  live: number;
  results: number;
  failures: number;
}

/**
 * One pass of the sports job (the lead runs it in the job loop; tests call it with a test clock):
 * the feed's programme for today and the next days (`backfillDays` also the past ones), sale closed for
 * matches and pool issues at their close, the feed's odds moves, the live state of its matches in play
 * (live.ts), its results for its matches once known,
 * and CTZQ prizes. Everything goes through the operator's functions with the clock at `now`. A failing
 * item is logged and skipped; the next tick retries it.
 */
export async function runSportsTick(deps: Deps, now: Date, backfillDays = 0): Promise<SportsTickReport> {
  const at: Deps = { ...deps, clock: () => now };
  const report: SportsTickReport = {
    created: 0,
    closed: 0,
    oddsMoved: 0,
    live: 0,
    results: 0,
    failures: 0,
  };
  const feed = deps.sportsFeed;
  if (feed) await createProgramme(at, feed, now, backfillDays, report);
  report.closed = await closeDueSales(at, now);
  if (!feed) return report;
  await moveOdds(at, feed, now, report);
  report.live = await followLive(at, feed, now);
  await recordFeedResults(at, feed, now, report);
  await enterPoolPrizes(at, feed, report);
  return report;
}

async function attempt(deps: Deps, report: SportsTickReport, what: string, fn: () => Promise<unknown>) {
  try {
    await fn();
    return true;
  } catch (error) {
    report.failures += 1;
    deps.log.warn({ err: error, what }, "sports tick step failed");
    return false;
  }
}

async function createProgramme(
  deps: Deps,
  feed: SportsFeed,
  now: Date,
  backfill: number,
  report: SportsTickReport,
) {
  const today = currentBusinessDate(now);
  for (let d = -backfill; d <= DAYS_AHEAD; d += 1) {
    const fixtures = feed.fixtures(addDays(today, d));
    const ids = fixtures.map((f) => f.matchId);
    const existing = ids.length
      ? await deps.db
          .select({ id: sportsMatches.matchId })
          .from(sportsMatches)
          .where(inArray(sportsMatches.matchId, ids))
      : [];
    const have = new Set(existing.map((r) => r.id));
    for (const fixture of fixtures) {
      if (have.has(fixture.matchId)) continue;
      const write = () => upsertMatch(deps, fixture.params(), feed.name);
      if (await attempt(deps, report, `fixture ${fixture.matchId}`, write)) report.created += 1;
    }
  }
}

/** Closes the sale of matches and pool issues whose close time has come; answers the matches closed. */
export async function closeDueSales(deps: Deps, now: Date): Promise<number> {
  const closed = await deps.db
    .update(sportsMatches)
    .set({ status: "closed" })
    .where(and(eq(sportsMatches.status, "selling"), lte(sportsMatches.closeAt, now)))
    .returning({ matchId: sportsMatches.matchId, game: sportsMatches.gameCode });
  await deps.db
    .update(sportsPoolIssues)
    .set({ status: "closed" })
    .where(and(eq(sportsPoolIssues.status, "selling"), lte(sportsPoolIssues.closeAt, now)));
  for (const m of closed)
    deps.events.publish({ type: "closed", game: m.game, issue: m.matchId, at: now.toISOString() });
  return closed.length;
}

async function moveOdds(deps: Deps, feed: SportsFeed, now: Date, report: SportsTickReport) {
  const selling = await deps.db
    .select()
    .from(sportsMatches)
    .where(and(eq(sportsMatches.status, "selling"), eq(sportsMatches.source, feed.name)));
  const odds = await oddsByMatch(
    deps.db,
    selling.map((m) => m.matchId),
  );
  for (const match of selling) {
    const move = feed.oddsMove(match, odds.get(match.matchId) ?? [], now);
    if (!move) continue;
    if (
      await attempt(deps, report, `odds ${match.matchId}`, () =>
        changeOdds(deps, { matchId: match.matchId, odds: move }),
      )
    )
      report.oddsMoved += 1;
  }
}

async function recordFeedResults(deps: Deps, feed: SportsFeed, now: Date, report: SportsTickReport) {
  const due = await deps.db
    .select()
    .from(sportsMatches)
    .where(
      and(
        inArray(sportsMatches.status, ["selling", "closed"]),
        eq(sportsMatches.source, feed.name),
        lte(sportsMatches.kickoffAt, now),
      ),
    );
  for (const match of due) {
    const result = feed.result(match, now);
    if (!result) continue;
    const params = { matchId: match.matchId, cancelled: result.cancelled ?? false, ...result };
    if (await attempt(deps, report, `result ${match.matchId}`, () => recordResult(deps, params)))
      report.results += 1;
  }
}

async function enterPoolPrizes(deps: Deps, feed: SportsFeed, report: SportsTickReport) {
  const waiting = await deps.db
    .select()
    .from(sportsPoolIssues)
    .where(
      and(
        eq(sportsPoolIssues.gameCode, "ctzq"),
        eq(sportsPoolIssues.status, "finished"),
        isNull(sportsPoolIssues.prizes),
      ),
    );
  for (const issue of waiting) {
    const prizes = feed.poolPrizes(issue.issue);
    if (!prizes) continue;
    await attempt(deps, report, `prizes ${issue.issue}`, () =>
      recordPoolPrizes(deps, { gameCode: "ctzq", issue: issue.issue, prizes }),
    );
  }
}
