import { eq, inArray } from "drizzle-orm";
import {
  Msg,
  type SsjcGuess,
  type SsjcGuessStatus,
  type SsjcPick,
  type SsjcPrize,
  type SsjcPrizeKind,
} from "@lottery/contract";
import type { Queryable } from "../db/queryable.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { sportsLeagues, sportsMatches } from "../sports/tables.ts";
import type { SsjcGuessRow } from "./tables.ts";

export type FixtureRow = typeof sportsMatches.$inferSelect & { leagueName: string; sport: string };

/** The fixtures behind match ids, with their league's short name (中超) and sport. */
export async function fixturesById(
  q: Queryable,
  matchIds: readonly string[],
): Promise<Map<string, FixtureRow>> {
  if (matchIds.length === 0) return new Map();
  const rows = await q
    .select({ match: sportsMatches, leagueName: sportsLeagues.shortName, sport: sportsLeagues.sport })
    .from(sportsMatches)
    .innerJoin(sportsLeagues, eq(sportsLeagues.code, sportsMatches.leagueCode))
    .where(inArray(sportsMatches.matchId, [...new Set(matchIds)]));
  return new Map(
    rows.map((r) => [r.match.matchId, { ...r.match, leagueName: r.leagueName, sport: r.sport }]),
  );
}

/** One fixture with its league. */
export async function fixtureOf(q: Queryable, matchId: string): Promise<FixtureRow | undefined> {
  return (await fixturesById(q, [matchId])).get(matchId);
}

/** A prize as players read it. */
export function prizeOf(row: { prizeKind: string; prizeAmount: number }): SsjcPrize {
  const prizeKind = row.prizeKind as SsjcPrizeKind;
  return {
    prizeKind,
    prizeAmount: row.prizeAmount,
    prizeText: Msg.ssjc.prizeText(prizeKind, row.prizeAmount),
  };
}

/** The 90-minute result of a finished football match as a pick (3 home win, 1 draw, 0 away win). */
export function resultPick(fullScore: string | null): SsjcPick | null {
  if (!fullScore) return null;
  const [home, away] = fullScore.split(":").map(Number);
  if (home === undefined || away === undefined || Number.isNaN(home) || Number.isNaN(away)) return null;
  return home > away ? "3" : home === away ? "1" : "0";
}

/** A guess as the records show it. */
export function guessOf(row: SsjcGuessRow, fixture: FixtureRow | undefined): SsjcGuess {
  const status = row.status as SsjcGuessStatus;
  return {
    guessId: row.id,
    matchId: row.matchId,
    leagueName: fixture?.leagueName ?? "",
    homeTeam: fixture?.homeTeam ?? "",
    awayTeam: fixture?.awayTeam ?? "",
    kickoffAt: fixture ? chinaTimeIso(fixture.kickoffAt) : "",
    pick: row.pick as SsjcPick,
    pickName: Msg.ssjc.pickNames[row.pick] ?? row.pick,
    fullScore: fixture?.status === "finished" ? fixture.fullScore : null,
    status,
    statusName: Msg.ssjc.statusNames[status] ?? status,
    prizePaid: status === "won" ? row.prizeAmount : 0,
    time: chinaTimeIso(row.at),
    ...prizeOf(row),
  };
}

/** Guesses with their fixtures. */
export async function guessesOf(q: Queryable, rows: readonly SsjcGuessRow[]): Promise<SsjcGuess[]> {
  const fixtures = await fixturesById(
    q,
    rows.map((r) => r.matchId),
  );
  return rows.map((row) => guessOf(row, fixtures.get(row.matchId)));
}

export const openFixture = (fixture: FixtureRow, now: Date) =>
  fixture.status === "selling" && fixture.closeAt > now;
