import type { FastifyInstance } from "fastify";
import { randomBytes } from "node:crypto";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import {
  eventExcludeParams,
  eventIdParams,
  eventSaveParams,
  type EventConsoleDetail,
  type EventConsoleRow,
  type EventKind,
  type EventSaveParams,
} from "@lottery/contract";
import { users } from "../account/tables.ts";
import { adminRoute } from "../admin/admin-route.ts";
import type { Db } from "../db/client.ts";
import type { Deps } from "../deps.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { refuse } from "../domain/refusal.ts";
import { noParams } from "../http/player-route.ts";
import { eventStandings } from "./event-rank.ts";
import { eventFixtures, phaseOf } from "./event-views.ts";
import { ssjcEventPayouts, ssjcEvents, ssjcGuesses, type SsjcEventRow } from "./tables.ts";

/** Operator calls of prediction events (赛事活动): create and edit, exclude matches, standings and payouts. */
export function ssjcEventAdminRoutes(app: FastifyInstance, deps: Deps): void {
  const db = deps.db;

  adminRoute(app, deps, {
    method: "GET",
    path: "/events",
    permission: "risk",
    summary: "The prediction events, newest first, with players, predictions and the payout state",
    params: noParams,
    handler: async () => ({ list: await consoleList(db, deps.clock()) }),
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/events",
    permission: "risk",
    summary:
      "Creates an event (no `eventId`) or edits one: kind ogb | ozb | five, title, rules, window " +
      "(`startAt`–`endAt`), `leagues`, rank `prizes` [{from, to, points, packet}] and `enabled`; " +
      "an event whose prizes are being paid or paid is no longer edited",
    params: eventSaveParams,
    snapshot: async (params) => (params.eventId ? await rowOf(db, params.eventId, deps.clock()) : null),
    handler: async ({ params }) => rowOf(db, await saveEvent(db, params, deps.clock()), deps.clock()),
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/events/exclude",
    permission: "risk",
    summary: "Excludes one of the window's matches from an event (nobody predicted it yet), or takes it back",
    params: eventExcludeParams,
    handler: async ({ params }) => {
      const event = await eventRow(db, params.eventId);
      const excluded = new Set(event.excluded);
      if (params.excluded) {
        const [made] = await db
          .select({ n: count() })
          .from(ssjcGuesses)
          .where(and(eq(ssjcGuesses.eventId, event.id), eq(ssjcGuesses.matchId, params.matchId)));
        if ((made?.n ?? 0) > 0) throw refuse("ssjc.eventHasPredictions");
        excluded.add(params.matchId);
      } else excluded.delete(params.matchId);
      await db
        .update(ssjcEvents)
        .set({ excluded: [...excluded] })
        .where(eq(ssjcEvents.id, event.id));
      return { eventId: event.id, matchId: params.matchId, excluded: params.excluded };
    },
  });

  adminRoute(app, deps, {
    method: "GET",
    path: "/events/detail",
    permission: "risk",
    summary: "An event's window matches (excluded marked), its standings with full names, and its payouts",
    params: eventIdParams,
    handler: ({ params }) => detailOf(db, params.eventId, deps.clock()),
  });
}

async function eventRow(db: Db, eventId: number): Promise<SsjcEventRow> {
  const [event] = await db.select().from(ssjcEvents).where(eq(ssjcEvents.id, eventId));
  if (!event) throw refuse("ssjc.eventNotFound");
  return event;
}

async function saveEvent(db: Db, params: EventSaveParams, now: Date): Promise<number> {
  const terms = {
    kind: params.kind,
    title: params.title,
    rules: params.rules,
    startAt: params.startAt,
    endAt: params.endAt,
    leagues: params.leagues,
    prizes: params.prizes,
    enabled: params.enabled,
  };
  if (params.eventId === undefined) {
    const hash = randomBytes(8).toString("hex");
    const [row] = await db
      .insert(ssjcEvents)
      .values({ ...terms, excluded: [], hash, createdAt: now })
      .returning({ id: ssjcEvents.id });
    if (!row) throw new Error("the event was not created");
    return row.id;
  }
  const event = await eventRow(db, params.eventId);
  const [updated] = await db
    .update(ssjcEvents)
    .set(terms)
    .where(and(eq(ssjcEvents.id, event.id), eq(ssjcEvents.payoutState, "open")))
    .returning({ id: ssjcEvents.id });
  if (!updated) throw refuse("ssjc.eventPaidOut");
  return event.id;
}

async function countsOf(db: Db) {
  const rows = await db
    .select({
      eventId: ssjcGuesses.eventId,
      players: sql<number>`count(distinct ${ssjcGuesses.userId})`.mapWith(Number),
      predictions: count(),
    })
    .from(ssjcGuesses)
    .where(sql`${ssjcGuesses.eventId} <> 0`)
    .groupBy(ssjcGuesses.eventId);
  const payouts = await db
    .select({
      eventId: ssjcEventPayouts.eventId,
      payouts: count(),
      paid: sql<number>`count(*) filter (where ${ssjcEventPayouts.status} = 'paid')`.mapWith(Number),
    })
    .from(ssjcEventPayouts)
    .groupBy(ssjcEventPayouts.eventId);
  return {
    guesses: new Map(rows.map((r) => [r.eventId, r])),
    payouts: new Map(payouts.map((p) => [p.eventId, p])),
  };
}

function consoleRow(
  event: SsjcEventRow,
  counts: Awaited<ReturnType<typeof countsOf>>,
  now: Date,
): EventConsoleRow {
  return {
    eventId: event.id,
    kind: event.kind as EventKind,
    title: event.title,
    rules: event.rules,
    startAt: chinaTimeIso(event.startAt),
    endAt: chinaTimeIso(event.endAt),
    leagues: event.leagues,
    prizes: event.prizes,
    enabled: event.enabled,
    hash: event.hash,
    phase: phaseOf(event, now),
    payoutState: event.payoutState as EventConsoleRow["payoutState"],
    players: counts.guesses.get(event.id)?.players ?? 0,
    predictions: counts.guesses.get(event.id)?.predictions ?? 0,
    paid: counts.payouts.get(event.id)?.paid ?? 0,
    payouts: counts.payouts.get(event.id)?.payouts ?? 0,
  };
}

async function consoleList(db: Db, now: Date): Promise<EventConsoleRow[]> {
  const events = await db.select().from(ssjcEvents).orderBy(desc(ssjcEvents.id));
  const counts = await countsOf(db);
  return events.map((e) => consoleRow(e, counts, now));
}

async function rowOf(db: Db, eventId: number, now: Date): Promise<EventConsoleRow> {
  return consoleRow(await eventRow(db, eventId), await countsOf(db), now);
}

async function detailOf(db: Db, eventId: number, now: Date): Promise<EventConsoleDetail> {
  const event = await eventRow(db, eventId);
  const all = await eventFixtures(db, { ...event, excluded: [] });
  const made = await db
    .select({ matchId: ssjcGuesses.matchId, n: count() })
    .from(ssjcGuesses)
    .where(eq(ssjcGuesses.eventId, eventId))
    .groupBy(ssjcGuesses.matchId);
  const madeOf = new Map(made.map((m) => [m.matchId, m.n]));
  const payouts = await db
    .select({ payout: ssjcEventPayouts, userName: users.userName })
    .from(ssjcEventPayouts)
    .innerJoin(users, eq(users.id, ssjcEventPayouts.userId))
    .where(eq(ssjcEventPayouts.eventId, eventId))
    .orderBy(asc(ssjcEventPayouts.rank));
  return {
    event: await rowOf(db, eventId, now),
    matches: all.map((f) => ({
      matchId: f.matchId,
      leagueName: f.leagueName,
      homeTeam: f.homeTeam,
      awayTeam: f.awayTeam,
      kickoffAt: chinaTimeIso(f.kickoffAt),
      matchStatus: f.status,
      fullScore: f.fullScore,
      excluded: event.excluded.includes(f.matchId),
      predictions: madeOf.get(f.matchId) ?? 0,
    })),
    standings: (await eventStandings(db, eventId)).slice(0, 100).map((s) => ({
      rank: s.rank,
      userName: s.userName,
      points: s.points,
      rights: s.rights,
      exacts: s.exacts,
    })),
    payouts: payouts.map(({ payout, userName }) => ({
      rank: payout.rank,
      userName,
      points: payout.points,
      prizePoints: payout.prizePoints,
      prizePacket: payout.prizePacket,
      status: payout.status as "pending" | "paid",
      paidAt: payout.paidAt ? chinaTimeIso(payout.paidAt) : null,
    })),
  };
}
