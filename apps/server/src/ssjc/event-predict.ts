import { and, asc, eq } from "drizzle-orm";
import {
  Msg,
  type EventMatch,
  type EventMyPredictionsModels,
  type EventPageModels,
  type EventPrediction,
  type EventPredictModels,
  type EventPredictParams,
  type SsjcGuessStatus,
  type SsjcPick,
} from "@lottery/contract";
import type { Db } from "../db/client.ts";
import type { Queryable } from "../db/queryable.ts";
import { chinaDay, chinaTimeIso } from "../domain/china-time.ts";
import { badParam, refuse } from "../domain/refusal.ts";
import { requestHashOf } from "../domain/request-hash.ts";
import { lockPlayer } from "../orders/place.ts";
import { eventMine } from "./event-rank.ts";
import { beforeKickoff, enabledEvent, eventFixtures, phaseOf, summaryOf } from "./event-views.ts";
import { ssjcGuesses, type SsjcEventRow, type SsjcGuessRow } from "./tables.ts";
import { resultPick, type FixtureRow } from "./views.ts";

/** The player's predictions in an event, by match. */
async function predictionsOf(q: Queryable, eventId: number, userId: number): Promise<SsjcGuessRow[]> {
  return q
    .select()
    .from(ssjcGuesses)
    .where(and(eq(ssjcGuesses.eventId, eventId), eq(ssjcGuesses.userId, userId)))
    .orderBy(asc(ssjcGuesses.id));
}

function predictionOf(row: SsjcGuessRow, fixture: FixtureRow | undefined): EventPrediction {
  const status = row.status as SsjcGuessStatus;
  return {
    matchId: row.matchId,
    leagueName: fixture?.leagueName ?? "",
    homeTeam: fixture?.homeTeam ?? "",
    awayTeam: fixture?.awayTeam ?? "",
    kickoffAt: fixture ? chinaTimeIso(fixture.kickoffAt) : "",
    pick: row.pick as SsjcPick,
    pickName: Msg.ssjc.pickNames[row.pick] ?? row.pick,
    score: row.score,
    fullScore: fixture?.status === "finished" ? fixture.fullScore : null,
    status,
    statusName: Msg.ssjc.statusNames[status] ?? status,
    points: row.points,
    time: chinaTimeIso(row.at),
  };
}

function matchOf(f: FixtureRow, mine: SsjcGuessRow | undefined, now: Date): EventMatch {
  const settled = mine !== undefined && mine.status !== "pending";
  return {
    matchId: f.matchId,
    leagueCode: f.leagueCode,
    leagueName: f.leagueName,
    homeTeam: f.homeTeam,
    awayTeam: f.awayTeam,
    kickoffAt: chinaTimeIso(f.kickoffAt),
    open: beforeKickoff(f, now),
    fullScore: f.status === "finished" ? f.fullScore : null,
    myPick: (mine?.pick as SsjcPick | undefined) ?? null,
    myScore: mine?.score ?? null,
    myPoints: settled ? mine.points : null,
  };
}

/** Matches still open first (soonest kick-off first), then the played ones (latest first). */
function byInterest(matches: EventMatch[]): EventMatch[] {
  const open = matches.filter((m) => m.open);
  const played = matches.filter((m) => !m.open).reverse();
  return [...open, ...played];
}

/** An event's page: the event, its matches with the caller's predictions, the caller's standing. */
export async function eventPage(
  db: Db,
  event: SsjcEventRow,
  userId: number | null,
  now: Date,
): Promise<EventPageModels> {
  const fixtures = await eventFixtures(db, event);
  const mine = userId === null ? [] : await predictionsOf(db, event.id, userId);
  const byMatch = new Map(mine.map((g) => [g.matchId, g]));
  return {
    event: summaryOf(event, now),
    matches: byInterest(fixtures.map((f) => matchOf(f, byMatch.get(f.matchId), now))),
    mine: userId === null ? null : await eventMine(db, event, userId),
  };
}

/** GET Activity/EventMyPredictions: the caller's own predictions in an event. */
export async function eventMyPredictions(
  db: Db,
  eventId: number,
  userId: number,
): Promise<EventMyPredictionsModels> {
  const event = await enabledEvent(db, eventId);
  const rows = await predictionsOf(db, event.id, userId);
  const fixtures = new Map((await eventFixtures(db, event)).map((f) => [f.matchId, f]));
  const list = rows.map((row) => predictionOf(row, fixtures.get(row.matchId)));
  return { list, total: list.length };
}

async function byRequest(q: Queryable, userId: number, requestId: string) {
  const [row] = await q
    .select()
    .from(ssjcGuesses)
    .where(and(eq(ssjcGuesses.userId, userId), eq(ssjcGuesses.requestId, requestId)));
  return row;
}

/**
 * POST Activity/EventPredict: under the player's lock, the event must be live (else 活动未开始或已结束)
 * and the match one of its matches (else 不在本活动中) before kick-off (else 已开赛); the player's one
 * prediction of the match is made or changed (pick and exact score). Once per requestId: a repeat
 * answers the prediction as it is, another body under the same id is refused.
 */
export async function eventPredict(
  db: Db,
  userId: number,
  params: EventPredictParams,
  now: Date,
): Promise<EventPredictModels> {
  if (params.score !== undefined && resultPick(params.score) !== params.pick)
    throw badParam("score", "比分须与所选的胜平负一致");
  const requestHash = requestHashOf({
    eventId: params.eventId,
    matchId: params.matchId,
    pick: params.pick,
    score: params.score ?? null,
  });
  return db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const twin = await byRequest(tx, userId, params.requestId);
    const event = await enabledEvent(tx, params.eventId);
    const fixture = (await eventFixtures(tx, event)).find((f) => f.matchId === params.matchId);
    if (twin) {
      if (twin.requestHash !== requestHash) throw refuse("requestIdReused");
      return { prediction: predictionOf(twin, fixture) };
    }
    if (phaseOf(event, now) !== "live") throw refuse("ssjc.eventNotLive");
    if (!fixture) throw refuse("ssjc.eventMatchNotIn");
    if (!beforeKickoff(fixture, now)) throw refuse("ssjc.eventKickedOff");
    const terms = {
      pick: params.pick,
      score: params.score ?? null,
      requestId: params.requestId,
      requestHash,
      day: chinaDay(now),
      at: now,
    };
    const [row] = await tx
      .insert(ssjcGuesses)
      .values({
        userId,
        matchId: params.matchId,
        eventId: event.id,
        prizeKind: "none",
        prizeAmount: 0,
        ...terms,
      })
      .onConflictDoUpdate({
        target: [ssjcGuesses.userId, ssjcGuesses.matchId, ssjcGuesses.eventId],
        set: terms,
        setWhere: eq(ssjcGuesses.status, "pending"),
      })
      .returning();
    if (!row) throw refuse("ssjc.eventKickedOff");
    return { prediction: predictionOf(row, fixture) };
  });
}
