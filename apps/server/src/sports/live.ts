import { and, asc, eq, gt, inArray, lte, sql } from "drizzle-orm";
import type { LiveEvent, LiveEventType, LiveState, LiveStatus } from "@lottery/contract";
import type { Deps } from "../deps.ts";
import type { Queryable } from "../db/queryable.ts";
import type { FeedLive, SportsFeed } from "./feed.ts";
import { sportsLive, sportsLiveEvents } from "./live-tables.ts";
import { orders } from "../orders/tables.ts";
import { sportsOrderLegs } from "./order-tables.ts";
import { sportsMatches } from "./tables.ts";
import type { MatchRow } from "./views.ts";

/** How long after kick-off a feed's live state is still followed (football ends within 2 h, basketball 2.5 h). */
const FOLLOW_MS = 4 * 3_600_000;

type LiveRow = typeof sportsLive.$inferSelect;

const scoreText = (s: { home: number; away: number }) => `${s.home}:${s.away}`;

/** The stored live state of matches by id (no row: not started, or no feed follows it). */
export async function liveStates(
  db: Queryable,
  matchIds: readonly string[],
): Promise<Map<string, LiveState>> {
  const out = new Map<string, LiveState>();
  if (matchIds.length === 0) return out;
  const ids = [...matchIds];
  const rows = await db.select().from(sportsLive).where(inArray(sportsLive.matchId, ids));
  const events = await db
    .select()
    .from(sportsLiveEvents)
    .where(inArray(sportsLiveEvents.matchId, ids))
    .orderBy(asc(sportsLiveEvents.matchId), asc(sportsLiveEvents.seq));
  for (const row of rows) out.set(row.matchId, viewOf(row, []));
  for (const e of events) out.get(e.matchId)?.events.push(eventOf(e));
  return out;
}

function viewOf(row: LiveRow, events: LiveEvent[]): LiveState {
  return {
    status: row.status as LiveStatus,
    minute: row.minute,
    score: { home: row.homeScore, away: row.awayScore },
    halfScore: row.halfScore,
    red: { home: row.homeRed, away: row.awayRed },
    yellow: { home: row.homeYellow, away: row.awayYellow },
    corners: { home: row.homeCorners, away: row.awayCorners },
    events,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function eventOf(e: typeof sportsLiveEvents.$inferSelect): LiveEvent {
  const event: LiveEvent = {
    minute: e.minute,
    type: e.type as LiveEventType,
    side: e.side as "home" | "away",
    player: e.player,
  };
  if (e.playerIn) event.playerIn = e.playerIn;
  return event;
}

function rowValues(matchId: string, state: FeedLive, now: Date) {
  return {
    matchId,
    status: state.status,
    minute: state.minute,
    homeScore: state.score.home,
    awayScore: state.score.away,
    halfScore: state.halfScore,
    homeRed: state.red.home,
    awayRed: state.red.away,
    homeYellow: state.yellow.home,
    awayYellow: state.yellow.away,
    homeCorners: state.corners.home,
    awayCorners: state.corners.away,
    updatedAt: now,
  };
}

function sameRow(row: LiveRow | undefined, values: ReturnType<typeof rowValues>): boolean {
  if (!row) return false;
  const keys = Object.keys(values).filter((k) => k !== "updatedAt") as (keyof LiveRow)[];
  return keys.every((k) => row[k] === values[k as keyof typeof values]);
}

/**
 * Stores a match's live state when it changed: the row, and the events past those already stored
 * (a feed's list only grows). Answers whether anything changed and whether the score moved.
 */
export async function storeLive(
  db: Queryable,
  matchId: string,
  state: FeedLive,
  now: Date,
): Promise<{ changed: boolean; goal: boolean }> {
  const [row] = await db.select().from(sportsLive).where(eq(sportsLive.matchId, matchId));
  const values = rowValues(matchId, state, now);
  const [stored] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(sportsLiveEvents)
    .where(eq(sportsLiveEvents.matchId, matchId));
  const count = stored?.count ?? 0;
  const fresh = state.events.slice(count);
  if (sameRow(row, values) && fresh.length === 0) return { changed: false, goal: false };
  const goal = !!row && (row.homeScore !== values.homeScore || row.awayScore !== values.awayScore);
  await db.insert(sportsLive).values(values).onConflictDoUpdate({ target: sportsLive.matchId, set: values });
  if (fresh.length > 0)
    await db
      .insert(sportsLiveEvents)
      .values(
        fresh.map((e, i) => ({
          matchId,
          seq: count + i + 1,
          minute: e.minute,
          type: e.type,
          side: e.side,
          player: e.player,
          playerIn: e.playerIn ?? null,
          at: now,
        })),
      )
      .onConflictDoNothing();
  return { changed: true, goal };
}

/**
 * The live step of the sports tick: for the feed's matches kicked off in the last four hours, the
 * feed's state at `now` is stored when it changed and announced as a `live` event (SSE). Answers how
 * many matches changed.
 */
export async function followLive(deps: Deps, feed: SportsFeed, now: Date): Promise<number> {
  if (!feed.live) return 0;
  const playing: MatchRow[] = await deps.db
    .select()
    .from(sportsMatches)
    .where(
      and(
        eq(sportsMatches.source, feed.name),
        lte(sportsMatches.kickoffAt, now),
        gt(sportsMatches.kickoffAt, new Date(now.getTime() - FOLLOW_MS)),
      ),
    );
  let changed = 0;
  for (const match of playing) {
    const state = feed.live(match, now);
    if (!state) continue;
    try {
      const done = await storeLive(deps.db, match.matchId, state, now);
      if (!done.changed) continue;
      changed += 1;
      deps.events.publish({
        type: "live",
        game: match.gameCode,
        issue: match.matchId,
        at: now.toISOString(),
        live: { status: state.status, minute: state.minute, score: scoreText(state.score), goal: done.goal },
      });
    } catch (error) {
      deps.log.warn({ err: error, matchId: match.matchId }, "sports live step failed");
    }
  }
  return changed;
}

/** Match/MyLiveMatches: the matches of the player's pending (unsettled) sports tickets. */
export async function myLiveMatches(db: Queryable, userId: number): Promise<{ matchIds: string[] }> {
  const rows = await db
    .select({ matchId: sportsOrderLegs.matchId })
    .from(sportsOrderLegs)
    .innerJoin(orders, eq(orders.id, sportsOrderLegs.orderId))
    .where(and(eq(orders.userId, userId), eq(orders.status, "pending")))
    .groupBy(sportsOrderLegs.matchId)
    .limit(500);
  return { matchIds: rows.map((r) => r.matchId) };
}
