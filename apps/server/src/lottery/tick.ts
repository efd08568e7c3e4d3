import { and, asc, eq, gt, isNotNull, isNull } from "drizzle-orm";
import type { Deps } from "../deps.ts";
import { placeChaseOrdersFor } from "./chases.ts";
import { closeSecondsTable } from "./close-times.ts";
import { drawDueHouseIssues, drawOfficialFromFeed } from "./draws.ts";
import type { ResultFeed } from "./feed.ts";
import { closeDueIssues, ensureIssuesAhead, openDueIssues } from "./issues.ts";
import { settleDrawnIssue } from "./settlement.ts";
import { lotteryIssues } from "./tables.ts";

/** What one scheduler tick did (counts), for logs and tests. */
export interface LotteryTickSummary {
  created: number;
  closed: number;
  drawn: number;
  fromFeed: number;
  opened: number;
  chasesPlaced: number;
  settleCalls: number;
}

/** Settlement calls per tick (oldest drawn issues first; the rest wait for the next tick). */
const SETTLE_PER_TICK = 20;
const FAILURE_LOG_EVERY_MS = 60_000;
const lastFailureLog = new Map<string, number>();

/** Logs a failing step of an issue at most once a minute (the tick retries every second). */
function logFailure(
  deps: Deps,
  step: string,
  issue: { gameCode: string; issue: string },
  error: unknown,
  now: Date,
) {
  const key = `${step}:${issue.gameCode}:${issue.issue}`;
  const last = lastFailureLog.get(key) ?? 0;
  if (now.getTime() - last < FAILURE_LOG_EVERY_MS) return;
  lastFailureLog.set(key, now.getTime());
  if (lastFailureLog.size > 10_000) lastFailureLog.clear();
  deps.log.error({ err: error, game: issue.gameCode, issue: issue.issue }, `lottery ${step} failed`);
}

/** Places the chase orders of opened issues not yet done (retried every tick until it succeeds). */
async function placeDueChases(deps: Deps, now: Date): Promise<number> {
  const due = await deps.db
    .select()
    .from(lotteryIssues)
    .where(
      and(
        eq(lotteryIssues.status, "open"),
        isNotNull(lotteryIssues.openedAt),
        isNull(lotteryIssues.chasesPlacedAt),
        gt(lotteryIssues.closeAt, now),
      ),
    )
    .orderBy(asc(lotteryIssues.drawAt));
  let placed = 0;
  for (const issue of due) {
    try {
      await placeChaseOrdersFor(deps, issue);
      await deps.db.update(lotteryIssues).set({ chasesPlacedAt: now }).where(eq(lotteryIssues.id, issue.id));
      placed += 1;
    } catch (error) {
      logFailure(deps, "chase placement", issue, error, now);
    }
  }
  return placed;
}

/** Runs settlement for drawn issues (resumable: called again each tick until the issue is settled). */
async function settleDrawn(deps: Deps, now: Date): Promise<number> {
  const drawn = await deps.db
    .select()
    .from(lotteryIssues)
    .where(eq(lotteryIssues.status, "drawn"))
    .orderBy(asc(lotteryIssues.drawAt))
    .limit(SETTLE_PER_TICK);
  for (const issue of drawn) {
    try {
      await settleDrawnIssue(deps, issue);
    } catch (error) {
      logFailure(deps, "settlement", issue, error, now);
    }
  }
  return drawn.length;
}

/**
 * One pass of the lottery scheduler at `now` (the leader runs it every second; tests call it with a
 * test clock's time): create issues ahead → close sales that ended → draw house issues due (catch-up
 * included) → ask the feed for official results → announce issues whose sale opened → place their
 * chase orders → settle drawn issues. Each step is guarded in the database, so a repeat is harmless.
 */
export async function runLotteryTick(
  deps: Deps,
  now: Date,
  feed: ResultFeed = deps.resultFeed,
): Promise<LotteryTickSummary> {
  const closeSeconds = await closeSecondsTable(deps.db);
  const created = await ensureIssuesAhead(deps, now, closeSeconds);
  const closed = (await closeDueIssues(deps, now)).length;
  const drawn = (await drawDueHouseIssues(deps, now)).length;
  const fromFeed = (await drawOfficialFromFeed(deps, now, feed)).length;
  const opened = (await openDueIssues(deps, now)).length;
  const chasesPlaced = await placeDueChases(deps, now);
  const settleCalls = await settleDrawn(deps, now);
  return { created, closed, drawn, fromFeed, opened, chasesPlaced, settleCalls };
}
