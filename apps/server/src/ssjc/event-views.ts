import { and, asc, desc, eq, gte, inArray, lt, lte } from "drizzle-orm";
import {
  EVENT_EXACT_BONUS,
  EVENT_RESULT_POINTS,
  Msg,
  type EventKind,
  type EventPrizeBand,
  type EventPrizeLine,
  type EventSummary,
} from "@lottery/contract";
import type { Queryable } from "../db/queryable.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { refuse } from "../domain/refusal.ts";
import { sportsLeagues, sportsMatches } from "../sports/tables.ts";
import { ssjcEvents, type SsjcEventRow } from "./tables.ts";
import type { FixtureRow } from "./views.ts";

/** The game whose fixtures events list (a fixture sold in several games is one 竞彩足球 match). */
const EVENT_GAME = "jczq";

/**
 * An event's matches: its leagues' 竞彩足球 fixtures kicking off in its window, less the excluded,
 * by kick-off.
 */
export async function eventFixtures(q: Queryable, event: SsjcEventRow): Promise<FixtureRow[]> {
  if (event.leagues.length === 0) return [];
  const rows = await q
    .select({ match: sportsMatches, leagueName: sportsLeagues.shortName, sport: sportsLeagues.sport })
    .from(sportsMatches)
    .innerJoin(sportsLeagues, eq(sportsLeagues.code, sportsMatches.leagueCode))
    .where(
      and(
        eq(sportsMatches.gameCode, EVENT_GAME),
        inArray(sportsMatches.leagueCode, event.leagues),
        gte(sportsMatches.kickoffAt, event.startAt),
        lt(sportsMatches.kickoffAt, event.endAt),
      ),
    )
    .orderBy(asc(sportsMatches.kickoffAt), asc(sportsMatches.matchId));
  const excluded = new Set(event.excluded);
  return rows
    .filter((r) => r.sport === "football" && !excluded.has(r.match.matchId))
    .map((r) => ({ ...r.match, leagueName: r.leagueName, sport: r.sport }));
}

/** Whether a fixture still takes predictions: not decided and before kick-off. */
export const beforeKickoff = (f: FixtureRow, now: Date) =>
  (f.status === "selling" || f.status === "closed") && f.kickoffAt > now;

export function phaseOf(event: SsjcEventRow, now: Date): EventSummary["phase"] {
  if (now < event.startAt) return "upcoming";
  return now < event.endAt ? "live" : "ended";
}

/** The prize a rank wins under the table, or undefined. */
export function bandOf(prizes: readonly EventPrizeBand[], rank: number): EventPrizeBand | undefined {
  return prizes.find((b) => b.from <= rank && rank <= b.to);
}

export function prizeTextOf(prizes: readonly EventPrizeBand[], rank: number | null): string {
  const band = rank === null ? undefined : bandOf(prizes, rank);
  return band ? Msg.ssjc.eventPrizeText(band.points, band.packet) : "";
}

function prizeLines(prizes: readonly EventPrizeBand[]): EventPrizeLine[] {
  return [...prizes]
    .sort((a, b) => a.from - b.from)
    .map((b) => ({
      ...b,
      text: `${Msg.ssjc.eventRankText(b.from, b.to)}：${Msg.ssjc.eventPrizeText(b.points, b.packet)}`,
    }));
}

export function summaryOf(event: SsjcEventRow, now: Date): EventSummary {
  return {
    eventId: event.id,
    kind: event.kind as EventKind,
    title: event.title,
    rules: event.rules,
    startAt: chinaTimeIso(event.startAt),
    endAt: chinaTimeIso(event.endAt),
    leagues: event.leagues,
    hash: event.hash,
    phase: phaseOf(event, now),
    payoutState: event.payoutState as EventSummary["payoutState"],
    prizes: prizeLines(event.prizes),
    scoring: Msg.ssjc.eventScoring(EVENT_RESULT_POINTS, EVENT_EXACT_BONUS),
  };
}

/** An enabled event by id (status 1 活动不存在 otherwise). */
export async function enabledEvent(q: Queryable, eventId: number): Promise<SsjcEventRow> {
  const [event] = await q
    .select()
    .from(ssjcEvents)
    .where(and(eq(ssjcEvents.id, eventId), eq(ssjcEvents.enabled, true)));
  if (!event) throw refuse("ssjc.eventNotFound");
  return event;
}

/**
 * The current event of a kind: the enabled one running now (latest start first), else the next to
 * start, else the one ended last.
 */
export async function currentEvent(q: Queryable, kind: EventKind, now: Date): Promise<SsjcEventRow> {
  const ofKind = and(eq(ssjcEvents.kind, kind), eq(ssjcEvents.enabled, true));
  const pick = async (where: ReturnType<typeof and>, order: ReturnType<typeof asc>[]) =>
    (
      await q
        .select()
        .from(ssjcEvents)
        .where(and(ofKind, where))
        .orderBy(...order)
        .limit(1)
    )[0];
  const event =
    (await pick(and(lte(ssjcEvents.startAt, now), gte(ssjcEvents.endAt, now)), [desc(ssjcEvents.startAt)])) ??
    (await pick(gte(ssjcEvents.startAt, now), [asc(ssjcEvents.startAt)])) ??
    (await pick(lt(ssjcEvents.endAt, now), [desc(ssjcEvents.endAt)]));
  if (!event) throw refuse("ssjc.eventNotFound");
  return event;
}

/** Points a settled prediction scores: the right result, plus the bonus for the exact score. */
export function pointsOf(
  pick: string,
  score: string | null,
  fullScore: string | null,
  result: string | null,
) {
  if (result === null || pick !== result) return 0;
  const exact = score !== null && fullScore !== null && sameScore(score, fullScore);
  return EVENT_RESULT_POINTS + (exact ? EVENT_EXACT_BONUS : 0);
}

const sameScore = (a: string, b: string) =>
  a.split(":").map(Number).join(":") === b.split(":").map(Number).join(":");
