import { inArray } from "drizzle-orm";
import type {
  SportsGameCode,
  SportsLeagueView,
  SportsMatchAdminView,
  SportsMatchHeading,
  SportsMatchStatus,
  SportsMatchView,
  SportsPlayOdds,
} from "@lottery/contract";
import { formatSp } from "@lottery/rules";
import type { Queryable } from "../db/queryable.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { marketsOf, optionsFor } from "./markets.ts";
import type { OddsRow } from "./odds-store.ts";
import { sportsLeagues, sportsMatches, sportsOdds } from "./tables.ts";

export type MatchRow = typeof sportsMatches.$inferSelect;
export type LeagueRow = typeof sportsLeagues.$inferSelect;

/** An SP in millionths as the API's number (1_850_000 → 1.85). */
export function spNumber(micro: number): number {
  return Number(formatSp(micro));
}

/** A league as players see it. */
export function leagueView(row: LeagueRow | undefined, code: string): SportsLeagueView {
  return {
    code,
    name: row?.name ?? code,
    shortName: row?.shortName ?? code,
    color: row?.color ?? "#999999",
    topFive: row?.topFive ?? false,
  };
}

/** The leagues of some codes by code. */
export async function leaguesByCode(
  db: Queryable,
  codes: readonly string[],
): Promise<Map<string, LeagueRow>> {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(sportsLeagues).where(inArray(sportsLeagues.code, unique));
  return new Map(rows.map((r) => [r.code, r]));
}

/** The current odds of some matches, by match id. */
export async function oddsByMatch(
  db: Queryable,
  matchIds: readonly string[],
): Promise<Map<string, OddsRow[]>> {
  const out = new Map<string, OddsRow[]>();
  if (matchIds.length === 0) return out;
  const rows = await db
    .select()
    .from(sportsOdds)
    .where(inArray(sportsOdds.matchId, [...matchIds]));
  for (const row of rows) {
    const list = out.get(row.matchId) ?? [];
    list.push(row);
    out.set(row.matchId, list);
  }
  return out;
}

/** Each play of a match that has odds, in catalogue order, with its options' current SP, line and 单关 flag. */
export function playsView(match: MatchRow, odds: readonly OddsRow[]): SportsPlayOdds[] {
  const markets = marketsOf(match.gameCode as SportsGameCode);
  const price = new Map(odds.map((o) => [`${o.play}|${o.option}`, o.spMicro]));
  const out: SportsPlayOdds[] = [];
  for (const play of markets.plays) {
    const options = optionsFor(play, match.lines)
      .filter((o) => price.has(`${play.code}|${o.code}`))
      .map((o) => ({ code: o.code, name: o.name, sp: spNumber(price.get(`${play.code}|${o.code}`) ?? 0) }));
    if (options.length === 0) continue;
    out.push({
      play: play.code,
      name: play.name,
      line: play.line ? (match.lines[play.code] ?? null) : null,
      single: match.gameCode === "bjdc" || match.singles.includes(play.code),
      options,
    });
  }
  return out;
}

/** Its number, day or issue, league, teams and kick-off: what every view of a match starts with. */
export function matchHeading(
  match: MatchRow,
  league: LeagueRow | undefined,
): Omit<SportsMatchHeading, "matchId"> {
  return {
    num: match.num,
    businessDate: match.businessDate,
    issue: match.issue,
    league: leagueView(league, match.leagueCode),
    homeTeam: match.homeTeam,
    awayTeam: match.awayTeam,
    kickoffAt: chinaTimeIso(match.kickoffAt),
  };
}

/** A match as players see it. */
export function matchView(
  match: MatchRow,
  league: LeagueRow | undefined,
  odds: readonly OddsRow[],
): SportsMatchView {
  return {
    matchId: match.matchId,
    gameCode: match.gameCode as SportsGameCode,
    ...matchHeading(match, league),
    closeAt: chinaTimeIso(match.closeAt),
    status: match.status as SportsMatchStatus,
    plays: playsView(match, odds),
  };
}

/** A match as operators see it: the player view plus lines, singles, scores, results and final SP. */
export function adminMatchView(
  match: MatchRow,
  league: LeagueRow | undefined,
  odds: readonly OddsRow[],
): SportsMatchAdminView {
  const finalSp = match.finalSp
    ? Object.fromEntries(Object.entries(match.finalSp).map(([play, sp]) => [play, spNumber(sp)]))
    : null;
  return {
    ...matchView(match, league, odds),
    lines: match.lines,
    singles: match.singles,
    halfScore: match.halfScore,
    fullScore: match.fullScore,
    results: match.results,
    finalSp,
    source: match.source,
    settledAt: match.settledAt ? chinaTimeIso(match.settledAt) : null,
  };
}

/** Views of some match rows, in their order, each with its league and current odds (two queries for all). */
export async function matchViewsOf<V>(
  db: Queryable,
  rows: readonly MatchRow[],
  view: (match: MatchRow, league: LeagueRow | undefined, odds: readonly OddsRow[]) => V,
): Promise<V[]> {
  const leagues = await leaguesByCode(
    db,
    rows.map((r) => r.leagueCode),
  );
  const odds = await oddsByMatch(
    db,
    rows.map((r) => r.matchId),
  );
  return rows.map((r) => view(r, leagues.get(r.leagueCode), odds.get(r.matchId) ?? []));
}

/** The operator's view of a match just written, its league read. */
export async function adminViewOf(
  db: Queryable,
  match: MatchRow,
  odds: readonly OddsRow[],
): Promise<SportsMatchAdminView> {
  const leagues = await leaguesByCode(db, [match.leagueCode]);
  return adminMatchView(match, leagues.get(match.leagueCode), odds);
}
