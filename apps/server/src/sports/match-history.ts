import { and, desc, eq, inArray, lt, or } from "drizzle-orm";
import type { OptionDataModels, SjbGroupRow, TeamFormEntry } from "@lottery/contract";
import type { Queryable } from "../db/queryable.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { sportsMatches } from "./tables.ts";
import type { MatchRow } from "./views.ts";

/** How many matches a side's recent form and the head-to-head list show. */
const FORM_LENGTH = 5;
const HEAD_TO_HEAD_LENGTH = 6;

type History = Pick<OptionDataModels, "standings" | "form" | "headToHead">;

/** The games whose finished matches describe a sport (one fixture is sold by several games). */
const gamesOfSport = (game: string) => (game === "jclq" ? ["jclq"] : ["jczq", "bjdc", "qwzq", "ctzq"]);

const scoreOf = (text: string): [number, number] => {
  const [h, a] = text.split(":").map(Number);
  return [h ?? 0, a ?? 0];
};

/** Finished matches once each (a fixture sold by several games counts once). */
function distinctFixtures(rows: readonly MatchRow[]): MatchRow[] {
  const seen = new Set<string>();
  return rows.filter((r) => {
    const key = `${r.homeTeam}|${r.awayTeam}|${r.kickoffAt.getTime()}`;
    if (seen.has(key) || !r.fullScore) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Standings, recent form and head to head of a match from our own finished matches before its
 * kick-off (the odds-data helper of SPEC 7.2 answers them with the odds history).
 */
export async function matchHistory(db: Queryable, match: MatchRow): Promise<History> {
  const games = gamesOfSport(match.gameCode);
  const finishedBefore = and(
    inArray(sportsMatches.gameCode, games),
    eq(sportsMatches.status, "finished"),
    lt(sportsMatches.kickoffAt, match.kickoffAt),
  );
  const league = distinctFixtures(
    await db
      .select()
      .from(sportsMatches)
      .where(and(finishedBefore, eq(sportsMatches.leagueCode, match.leagueCode)))
      .orderBy(desc(sportsMatches.kickoffAt))
      .limit(2000),
  );
  const teams = [match.homeTeam, match.awayTeam];
  const involving = distinctFixtures(
    await db
      .select()
      .from(sportsMatches)
      .where(
        and(
          finishedBefore,
          or(inArray(sportsMatches.homeTeam, teams), inArray(sportsMatches.awayTeam, teams)),
        ),
      )
      .orderBy(desc(sportsMatches.kickoffAt))
      .limit(200),
  );
  return {
    standings: standingsOf(league),
    form: { home: formOf(involving, match.homeTeam), away: formOf(involving, match.awayTeam) },
    headToHead: involving
      .filter((r) => teams.includes(r.homeTeam) && teams.includes(r.awayTeam))
      .slice(0, HEAD_TO_HEAD_LENGTH)
      .map((r) => ({
        kickoffAt: chinaTimeIso(r.kickoffAt),
        homeTeam: r.homeTeam,
        awayTeam: r.awayTeam,
        fullScore: r.fullScore ?? "",
      })),
  };
}

function formOf(rows: readonly MatchRow[], team: string): TeamFormEntry[] {
  return rows
    .filter((r) => r.homeTeam === team || r.awayTeam === team)
    .slice(0, FORM_LENGTH)
    .map((r) => {
      const [h, a] = scoreOf(r.fullScore ?? "0:0");
      const home = r.homeTeam === team;
      const [own, other] = home ? [h, a] : [a, h];
      return {
        kickoffAt: chinaTimeIso(r.kickoffAt),
        opponent: home ? r.awayTeam : r.homeTeam,
        score: `${own}:${other}`,
        outcome: own > other ? "W" : own === other ? "D" : "L",
      };
    });
}

/** A table from finished matches: 3 points a win, 1 a draw; points, goal difference, goals. */
export function standingsOf(rows: readonly MatchRow[], teams: readonly string[] = []): SjbGroupRow[] {
  const table = new Map<string, SjbGroupRow>();
  const rowOf = (team: string) => {
    let row = table.get(team);
    if (!row) {
      row = { team, played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, points: 0 };
      table.set(team, row);
    }
    return row;
  };
  teams.forEach(rowOf);
  for (const match of rows) {
    const [h, a] = scoreOf(match.fullScore ?? "0:0");
    addGame(rowOf(match.homeTeam), h, a);
    addGame(rowOf(match.awayTeam), a, h);
  }
  return [...table.values()].sort(
    (x, y) =>
      y.points - x.points ||
      y.goalsFor - y.goalsAgainst - (x.goalsFor - x.goalsAgainst) ||
      y.goalsFor - x.goalsFor ||
      x.team.localeCompare(y.team, "zh"),
  );
}

function addGame(row: SjbGroupRow, scored: number, conceded: number): void {
  row.played += 1;
  row.goalsFor += scored;
  row.goalsAgainst += conceded;
  if (scored > conceded) {
    row.won += 1;
    row.points += 3;
  } else if (scored === conceded) {
    row.drawn += 1;
    row.points += 1;
  } else {
    row.lost += 1;
  }
}
