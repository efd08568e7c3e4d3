import { and, asc, desc, eq, gt, gte, inArray, lte } from "drizzle-orm";
import {
  type LiveMatchView,
  type MatchLiveModels,
  type OptionDataModels,
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
import { liveStates } from "./live.ts";
import { matchHistory, standingsOf } from "./match-history.ts";

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
  const more = await matchHistory(db, match);
  return { matchId, homeTeam: match.homeTeam, awayTeam: match.awayTeam, plays, ...more };
}

/** Matches a list of MatchLive takes at most. */
const LIST_LIMIT = 60;

/**
 * Match/MatchLive: from our own data — matches kicked off in the last 4 hours without a result (live),
 * results entered in the last 24 hours (recent) and matches kicking off in the next 24 hours (upcoming),
 * of one game or of jczq and jclq, each with its stored live state.
 */
export async function matchLive(
  db: Queryable,
  game: SportsGameCode | undefined,
  now: Date,
): Promise<MatchLiveModels> {
  const games = game ? [game] : ["jczq", "jclq"];
  const ofGames = inArray(sportsMatches.gameCode, games);
  const liveRows = await db
    .select()
    .from(sportsMatches)
    .where(
      and(
        ofGames,
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
        ofGames,
        inArray(sportsMatches.status, ["finished", "cancelled"]),
        gte(sportsMatches.resultAt, new Date(now.getTime() - 24 * HOUR_MS)),
      ),
    )
    .orderBy(desc(sportsMatches.kickoffAt))
    .limit(LIST_LIMIT);
  const upcomingRows = await db
    .select()
    .from(sportsMatches)
    .where(
      and(
        ofGames,
        inArray(sportsMatches.status, ["selling", "closed"]),
        gt(sportsMatches.kickoffAt, now),
        lte(sportsMatches.kickoffAt, new Date(now.getTime() + 24 * HOUR_MS)),
      ),
    )
    .orderBy(asc(sportsMatches.kickoffAt))
    .limit(LIST_LIMIT);
  const views = await liveViews(db, [...liveRows, ...recentRows, ...upcomingRows], now);
  const pick = (rows: MatchRow[]) => rows.map((r) => views.get(r.matchId)!);
  return { live: pick(liveRows), recent: pick(recentRows), upcoming: pick(upcomingRows) };
}

/** Match/MatchLiveDetail: one match with its live state and events. */
export async function matchLiveDetail(db: Queryable, matchId: string, now: Date): Promise<LiveMatchView> {
  const [match] = await db.select().from(sportsMatches).where(eq(sportsMatches.matchId, matchId));
  if (!match) throw refuse("sportsData.matchNotFound");
  return (await liveViews(db, [match], now)).get(matchId)!;
}

async function liveViews(db: Queryable, rows: MatchRow[], now: Date): Promise<Map<string, LiveMatchView>> {
  const leagues = await leaguesByCode(
    db,
    rows.map((r) => r.leagueCode),
  );
  const states = await liveStates(
    db,
    rows.map((r) => r.matchId),
  );
  const stateOf = (r: MatchRow): LiveMatchView["state"] => {
    if (r.status === "finished" || r.status === "cancelled") return r.status;
    return r.kickoffAt > now ? "upcoming" : "live";
  };
  return new Map(
    rows.map((r) => [
      r.matchId,
      {
        matchId: r.matchId,
        gameCode: r.gameCode as SportsGameCode,
        num: r.num,
        league: leagueView(leagues.get(r.leagueCode), r.leagueCode),
        homeTeam: r.homeTeam,
        awayTeam: r.awayTeam,
        kickoffAt: chinaTimeIso(r.kickoffAt),
        state: stateOf(r),
        halfScore: r.halfScore,
        fullScore: r.fullScore,
        live: states.get(r.matchId) ?? null,
      },
    ]),
  );
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
  const groups = Object.entries(OZB_GROUPS).map(([group, teams]) => ({
    group,
    rows: standingsOf(
      rows.filter((m) => ozbGroupOf(m.homeTeam, m.awayTeam) === group),
      teams,
    ),
  }));
  return { groups };
}
