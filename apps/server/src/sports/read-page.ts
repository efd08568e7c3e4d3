import { and, asc, eq, gt } from "drizzle-orm";
import { findGame } from "@lottery/rules";
import type {
  LotteryOddsModels,
  SpPageInfoModels,
  SportsBusinessDay,
  SportsGameCode,
  SportsMatchStatus,
  SportsPoolIssueView,
} from "@lottery/contract";
import type { Queryable } from "../db/queryable.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { weekdayOf } from "./business-day.ts";
import { isPoolGame } from "./fixtures.ts";
import type { PoolIssueRow } from "./pool-issues.ts";
import { sportsMatches, sportsPoolIssues } from "./tables.ts";
import { matchView, matchViewsOf, oddsByMatch, spNumber, type MatchRow } from "./views.ts";
import { refuse } from "../domain/refusal.ts";

const GAME_NAMES: Record<SportsGameCode, string> = {
  jczq: "竞彩足球",
  jclq: "竞彩篮球",
  bjdc: "北京单场",
  qwzq: "趣味足球",
  ctzq: "传统足彩",
};

/** The Chinese name of a sports game (the catalogue's when it has one). */
export function sportsGameName(game: SportsGameCode): string {
  return findGame(game)?.name ?? GAME_NAMES[game];
}

/** A pool issue as players see it. */
export function poolIssueView(row: PoolIssueRow, matchCount: number): SportsPoolIssueView {
  return {
    issue: row.issue,
    startDate: row.startDate,
    endDate: row.endDate,
    closeAt: chinaTimeIso(row.closeAt),
    status: row.status as SportsPoolIssueView["status"],
    matchCount,
  };
}

/** The pool issue on sale now (the one closing first), or undefined. */
export async function currentPoolIssue(
  db: Queryable,
  game: string,
  now: Date,
): Promise<PoolIssueRow | undefined> {
  const [row] = await db
    .select()
    .from(sportsPoolIssues)
    .where(
      and(
        eq(sportsPoolIssues.gameCode, game),
        eq(sportsPoolIssues.status, "selling"),
        gt(sportsPoolIssues.closeAt, now),
      ),
    )
    .orderBy(asc(sportsPoolIssues.closeAt))
    .limit(1);
  return row;
}

/** Matches on sale now: status selling and sale not yet closed. */
function openMatches(db: Queryable, game: string, now: Date, issue?: string): Promise<MatchRow[]> {
  const filters = [
    eq(sportsMatches.gameCode, game),
    eq(sportsMatches.status, "selling"),
    gt(sportsMatches.closeAt, now),
  ];
  if (issue) filters.push(eq(sportsMatches.issue, issue));
  return db
    .select()
    .from(sportsMatches)
    .where(and(...filters))
    .orderBy(asc(sportsMatches.businessDate), asc(sportsMatches.num), asc(sportsMatches.kickoffAt));
}

/**
 * sitemsg/AppSPLotteryPageInfo: the matches on sale by business day with each play's current SP, lines,
 * 单关 flags and sale close; the leagues among them; for BJDC and CTZQ the issue on sale (CTZQ: its 14
 * matches).
 */
export async function spPageInfo(db: Queryable, game: SportsGameCode, now: Date): Promise<SpPageInfoModels> {
  const issueRow = isPoolGame(game) ? await currentPoolIssue(db, game, now) : undefined;
  const rows =
    game === "ctzq"
      ? issueRow
        ? await openMatches(db, game, now, issueRow.issue)
        : []
      : await openMatches(db, game, now);
  const matches = await matchViewsOf(db, rows, matchView);
  const days: SportsBusinessDay[] = [];
  const leagues = new Map<string, SpPageInfoModels["leagues"][number]>();
  for (const match of matches) {
    let day = days.find((d) => d.businessDate === match.businessDate);
    if (!day) {
      day = { businessDate: match.businessDate, weekday: weekdayOf(match.businessDate), matches: [] };
      days.push(day);
    }
    day.matches.push(match);
    const league = leagues.get(match.league.code) ?? { ...match.league, count: 0 };
    league.count += 1;
    leagues.set(league.code, league);
  }
  const issueCount = issueRow ? rows.filter((r) => r.issue === issueRow.issue).length : 0;
  return {
    gameCode: game,
    gameName: sportsGameName(game),
    serverTime: chinaTimeIso(now),
    issue: issueRow ? poolIssueView(issueRow, issueCount) : null,
    days,
    leagues: [...leagues.values()],
  };
}

/**
 * lottery/GetLotteryOdds: the current odds of one match (any status; status 1 when unknown) or of every
 * match of a game on sale now.
 */
export async function lotteryOdds(
  db: Queryable,
  params: { gameCode?: SportsGameCode | undefined; matchId?: string | undefined },
  now: Date,
): Promise<LotteryOddsModels> {
  let rows: MatchRow[];
  if (params.matchId) {
    rows = await db.select().from(sportsMatches).where(eq(sportsMatches.matchId, params.matchId));
    if (params.gameCode) rows = rows.filter((r) => r.gameCode === params.gameCode);
    if (rows.length === 0) throw refuse("sportsData.matchNotFound");
  } else {
    rows = await openMatches(db, params.gameCode ?? "", now);
  }
  const odds = await oddsByMatch(
    db,
    rows.map((r) => r.matchId),
  );
  return {
    list: rows.map((row) => {
      const prices: Record<string, Record<string, number>> = {};
      let updated: Date | null = null;
      for (const o of odds.get(row.matchId) ?? []) {
        prices[o.play] = { ...prices[o.play], [o.option]: spNumber(o.spMicro) };
        if (!updated || o.updatedAt > updated) updated = o.updatedAt;
      }
      return {
        matchId: row.matchId,
        status: row.status as SportsMatchStatus,
        closeAt: chinaTimeIso(row.closeAt),
        lines: row.lines,
        odds: prices,
        updatedAt: updated ? chinaTimeIso(updated) : null,
      };
    }),
  };
}
