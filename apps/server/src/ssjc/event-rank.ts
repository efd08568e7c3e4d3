import { and, eq, sql } from "drizzle-orm";
import type { EventRankMine, EventRankModels, EventPayoutState } from "@lottery/contract";
import { users } from "../account/tables.ts";
import type { Queryable } from "../db/queryable.ts";
import { maskUserName } from "../domain/masking.ts";
import { EVENT_RESULT_POINTS } from "@lottery/contract";
import { prizeTextOf } from "./event-views.ts";
import { ssjcGuesses, type SsjcEventRow } from "./tables.ts";

const TOP = 50;

export interface Standing {
  rank: number;
  userId: number;
  userName: string;
  points: number;
  rights: number;
  exacts: number;
}

/**
 * An event's standings: players with points, most points first; a tie goes to who reached the total
 * first (their last scoring prediction settled earlier), then to who made that prediction earlier,
 * then the lower member id — so every rank is one player.
 */
export async function eventStandings(q: Queryable, eventId: number): Promise<Standing[]> {
  const points = sql<number>`sum(${ssjcGuesses.points})`.mapWith(Number);
  const scored = sql`${ssjcGuesses.points} > 0`;
  const rows = await q
    .select({
      userId: ssjcGuesses.userId,
      userName: users.userName,
      points,
      rights: sql<number>`count(*) filter (where ${scored})`.mapWith(Number),
      exacts: sql<number>`count(*) filter (where ${ssjcGuesses.points} > ${EVENT_RESULT_POINTS})`.mapWith(
        Number,
      ),
    })
    .from(ssjcGuesses)
    .innerJoin(users, eq(users.id, ssjcGuesses.userId))
    .where(eq(ssjcGuesses.eventId, eventId))
    .groupBy(ssjcGuesses.userId, users.userName)
    .having(sql`sum(${ssjcGuesses.points}) > 0`)
    .orderBy(
      sql`sum(${ssjcGuesses.points}) desc`,
      sql`max(${ssjcGuesses.settledAt}) filter (where ${scored})`,
      sql`max(${ssjcGuesses.at}) filter (where ${scored})`,
      ssjcGuesses.userId,
    );
  return rows.map((row, i) => ({ rank: i + 1, ...row }));
}

/** The caller's line in an event. */
export async function eventMine(q: Queryable, event: SsjcEventRow, userId: number): Promise<EventRankMine> {
  const standings = await eventStandings(q, event.id);
  return mineOf(event, standings, userId, q);
}

async function mineOf(
  event: SsjcEventRow,
  standings: Standing[],
  userId: number,
  q: Queryable,
): Promise<EventRankMine> {
  const [made] = await q
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(ssjcGuesses)
    .where(and(eq(ssjcGuesses.eventId, event.id), eq(ssjcGuesses.userId, userId)));
  const own = standings.find((s) => s.userId === userId);
  return {
    rank: own?.rank ?? null,
    points: own?.points ?? 0,
    predictions: made?.n ?? 0,
    prizeText: prizeTextOf(event.prizes, own?.rank ?? null),
  };
}

/** GET Activity/EventRank: the top of the leaderboard (names masked) and the caller's line. */
export async function eventRank(
  q: Queryable,
  event: SsjcEventRow,
  userId: number | null,
): Promise<EventRankModels> {
  const standings = await eventStandings(q, event.id);
  return {
    eventId: event.id,
    title: event.title,
    list: standings.slice(0, TOP).map((s) => ({
      rank: s.rank,
      name: maskUserName(s.userName),
      points: s.points,
      rights: s.rights,
      exacts: s.exacts,
      prizeText: prizeTextOf(event.prizes, s.rank),
    })),
    mine: userId === null ? null : await mineOf(event, standings, userId, q),
    payoutState: event.payoutState as EventPayoutState,
  };
}
