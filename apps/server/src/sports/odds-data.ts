import { and, asc, desc, eq, gt, gte, inArray, lte } from "drizzle-orm";
import {
  type LiveMatchView,
  type MatchLiveModels,
  type OptionDataModels,
  type SjbGroupRow,
  type SjbGroupStageModels,
  type SjbMatchAllModels,
  type SportsGameCode,
  type SportsMatchStatus,
} from "@lottery/contract";
import type { Queryable } from "../db/queryable.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { marketsOf } from "./markets.ts";
import { OZB_GROUPS, ozbGroupOf } from "./ozb.ts";
import { sportsMatches, sportsOddsHistory } from "./tables.ts";
import { leaguesByCode, leagueView, spNumber, type MatchRow } from "./views.ts";
import { refuse } from "../domain/refusal.ts";

const HOUR_MS = 3_600_000;

/** Match/OptionData: every price each option of a match had, oldest first, per play (odds charts). */
export async function optionData(db: Queryable, matchId: string): Promise<OptionDataModels> {
  const [match] = await db.select().from(sportsMatches).where(eq(sportsMatches.matchId, matchId));
  if (!match) throw refuse("sportsData.matchNotFound");
  const history = await db
    .select()
    .from(sportsOddsHistory)
    .where(eq(sportsOddsHistory.matchId, matchId))
    .orderBy(asc(sportsOddsHistory.at), asc(sportsOddsHistory.id));
  const plays: OptionDataModels["plays"] = [];
  for (const play of marketsOf(match.gameCode as SportsGameCode).plays) {
    const options = play.options
      .map((o) => ({
        code: o.code,
        name: o.name,
        history: history
          .filter((h) => h.play === play.code && h.option === o.code)
          .map((h) => ({ sp: spNumber(h.spMicro), at: chinaTimeIso(h.at) })),
      }))
      .filter((o) => o.history.length > 0);
    if (options.length > 0) plays.push({ play: play.code, name: play.name, options });
  }
  return { matchId, homeTeam: match.homeTeam, awayTeam: match.awayTeam, plays };
}

/**
 * Match/MatchLive: from our own data — matches kicked off in the last 4 hours without a result (live)
 * and results entered in the last 24 hours (recent), of one game or of jczq and jclq.
 */
export async function matchLive(
  db: Queryable,
  game: SportsGameCode | undefined,
  now: Date,
): Promise<MatchLiveModels> {
  const games = game ? [game] : ["jczq", "jclq"];
  const liveRows = await db
    .select()
    .from(sportsMatches)
    .where(
      and(
        inArray(sportsMatches.gameCode, games),
        inArray(sportsMatches.status, ["selling", "closed"]),
        lte(sportsMatches.kickoffAt, now),
        gt(sportsMatches.kickoffAt, new Date(now.getTime() - 4 * HOUR_MS)),
      ),
    )
    .orderBy(asc(sportsMatches.kickoffAt));
  const recentRows = await db
    .select()
    .from(sportsMatches)
    .where(
      and(
        inArray(sportsMatches.gameCode, games),
        inArray(sportsMatches.status, ["finished", "cancelled"]),
        gte(sportsMatches.resultAt, new Date(now.getTime() - 24 * HOUR_MS)),
      ),
    )
    .orderBy(desc(sportsMatches.resultAt))
    .limit(50);
  const leagues = await leaguesByCode(
    db,
    [...liveRows, ...recentRows].map((r) => r.leagueCode),
  );
  const view = (r: MatchRow): LiveMatchView => ({
    matchId: r.matchId,
    gameCode: r.gameCode as SportsGameCode,
    num: r.num,
    league: leagueView(leagues.get(r.leagueCode), r.leagueCode),
    homeTeam: r.homeTeam,
    awayTeam: r.awayTeam,
    kickoffAt: chinaTimeIso(r.kickoffAt),
    state: r.status === "finished" || r.status === "cancelled" ? r.status : "live",
    halfScore: r.halfScore,
    fullScore: r.fullScore,
  });
  return { live: liveRows.map(view), recent: recentRows.map(view) };
}

/** The European Championship fixtures (jczq matches of league ozb; other games repeat them). */
function ozbMatches(db: Queryable): Promise<MatchRow[]> {
  return db
    .select()
    .from(sportsMatches)
    .where(and(eq(sportsMatches.leagueCode, "ozb"), eq(sportsMatches.gameCode, "jczq")))
    .orderBy(asc(sportsMatches.kickoffAt));
}

/** SJBMatchAll: the European Championship programme with stage, group, status and score. */
export async function sjbMatchAll(db: Queryable): Promise<SjbMatchAllModels> {
  const rows = await ozbMatches(db);
  return {
    list: rows.map((r) => {
      const group = ozbGroupOf(r.homeTeam, r.awayTeam);
      return {
        matchId: r.matchId,
        num: r.num,
        stage: group ? `小组赛${group}组` : "淘汰赛",
        group,
        homeTeam: r.homeTeam,
        awayTeam: r.awayTeam,
        kickoffAt: chinaTimeIso(r.kickoffAt),
        status: r.status as SportsMatchStatus,
        fullScore: r.fullScore,
      };
    }),
  };
}

/** SJBGroupStageResult: each group's table (3 points a win, 1 a draw; points, goal difference, goals). */
export async function sjbGroupStage(db: Queryable): Promise<SjbGroupStageModels> {
  const rows = (await ozbMatches(db)).filter((r) => r.status === "finished" && r.fullScore);
  const groups = Object.entries(OZB_GROUPS).map(([group, teams]) => {
    const table = new Map<string, SjbGroupRow>(
      teams.map((team) => [
        team,
        { team, played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, points: 0 },
      ]),
    );
    for (const match of rows) {
      if (ozbGroupOf(match.homeTeam, match.awayTeam) !== group) continue;
      const [h, a] = (match.fullScore ?? "0:0").split(":").map(Number) as [number, number];
      addGame(table.get(match.homeTeam), h, a);
      addGame(table.get(match.awayTeam), a, h);
    }
    const sorted = [...table.values()].sort(
      (x, y) =>
        y.points - x.points ||
        y.goalsFor - y.goalsAgainst - (x.goalsFor - x.goalsAgainst) ||
        y.goalsFor - x.goalsFor ||
        x.team.localeCompare(y.team, "zh"),
    );
    return { group, rows: sorted };
  });
  return { groups };
}

function addGame(row: SjbGroupRow | undefined, scored: number, conceded: number): void {
  if (!row) return;
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
