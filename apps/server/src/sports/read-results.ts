import { and, asc, count, desc, eq, inArray, lte } from "drizzle-orm";
import type {
  BjdcIssuesModels,
  JcListModels,
  SportsGameCode,
  SportsPlayResult,
  SportsResultView,
} from "@lottery/contract";
import { findSportsOption, findSportsPlay } from "@lottery/rules";
import { countWhere, onePage, type PageParams } from "../db/paging.ts";
import type { Queryable } from "../db/queryable.ts";
import { currentBusinessDate } from "./business-day.ts";
import { marketsOf } from "./markets.ts";
import { poolIssueView } from "./read-page.ts";
import { sportsMatches, sportsPoolIssues } from "./tables.ts";
import { matchHeading, matchViewsOf, spNumber, type LeagueRow, type MatchRow } from "./views.ts";
import type { OddsRow } from "./odds-store.ts";

const DECIDED = ["finished", "cancelled"];

/** The results of a decided match: per play sold, the winning code, its name and the final SP. */
function playResults(match: MatchRow, odds: readonly OddsRow[]): SportsPlayResult[] {
  const markets = marketsOf(match.gameCode as SportsGameCode);
  const sold = new Set(odds.map((o) => o.play));
  const out: SportsPlayResult[] = [];
  for (const play of markets.plays) {
    const code = match.results?.[play.code];
    if (!sold.has(play.code) && code === undefined) continue;
    const option = code !== undefined && play.code !== "EXY" ? findSportsOption(play, code) : undefined;
    const sp = match.finalSp?.[play.code];
    out.push({
      play: play.code,
      name: play.name,
      line: play.line ? (match.lines[play.code] ?? null) : null,
      code: code ?? null,
      optionName: play.code === "EXY" ? exyName(match, code) : (option?.name ?? null),
      sp: sp !== undefined ? spNumber(sp) : null,
    });
  }
  return out;
}

function exyName(match: MatchRow, code: string | undefined): string | null {
  const play = findSportsPlay(marketsOf("jczq").rules, "EXY");
  if (!play || code === undefined) return null;
  const handicap = match.lines.BRQSPF;
  const wanted = handicap === -1 ? ["3", "10"] : ["31", "0"];
  return (
    play.options.find((o) => wanted.includes(o.code) && (o.covers ?? [o.code]).includes(code))?.name ?? null
  );
}

/** A decided match as the results page shows it. */
export function resultView(
  match: MatchRow,
  league: LeagueRow | undefined,
  odds: readonly OddsRow[],
): SportsResultView {
  return {
    matchId: match.matchId,
    ...matchHeading(match, league),
    status: match.status as SportsResultView["status"],
    halfScore: match.halfScore,
    fullScore: match.fullScore,
    results: playResults(match, odds),
  };
}

/**
 * lotteryresult/jc_list: the decided matches (finished and cancelled) of a game on a business day — by
 * default the latest business day up to today that has any — or of a pool issue, in number order.
 */
export async function jcList(
  db: Queryable,
  params: { gameCode: SportsGameCode; date?: string | undefined; issue?: string | undefined },
  now: Date,
): Promise<JcListModels> {
  const game = params.gameCode;
  const date = params.issue ? null : (params.date ?? (await latestResultDate(db, game, now)));
  const filters = [eq(sportsMatches.gameCode, game), inArray(sportsMatches.status, DECIDED)];
  if (params.issue) filters.push(eq(sportsMatches.issue, params.issue));
  else filters.push(eq(sportsMatches.businessDate, date ?? ""));
  const rows = await db
    .select()
    .from(sportsMatches)
    .where(and(...filters))
    .orderBy(asc(sportsMatches.num), asc(sportsMatches.kickoffAt));
  return {
    gameCode: game,
    date,
    issue: params.issue ?? null,
    list: await matchViewsOf(db, rows, resultView),
  };
}

async function latestResultDate(db: Queryable, game: string, now: Date): Promise<string> {
  const today = currentBusinessDate(now);
  const [row] = await db
    .select({ date: sportsMatches.businessDate })
    .from(sportsMatches)
    .where(
      and(
        eq(sportsMatches.gameCode, game),
        inArray(sportsMatches.status, DECIDED),
        lte(sportsMatches.businessDate, today),
      ),
    )
    .orderBy(desc(sportsMatches.businessDate))
    .limit(1);
  return row?.date ?? today;
}

/** lotteryresult/getbjdcweekissuse: BJDC issues newest first with their dates, close, status and match count. */
export async function bjdcIssues(db: Queryable, paging: PageParams): Promise<BjdcIssuesModels> {
  const where = eq(sportsPoolIssues.gameCode, "bjdc");
  const total = await countWhere(db, sportsPoolIssues, where);
  const rows = await onePage(
    db.select().from(sportsPoolIssues).where(where).orderBy(desc(sportsPoolIssues.issue)).$dynamic(),
    paging,
  );
  const issues = rows.map((r) => r.issue);
  const counts =
    issues.length === 0
      ? []
      : await db
          .select({ issue: sportsMatches.issue, n: count() })
          .from(sportsMatches)
          .where(and(eq(sportsMatches.gameCode, "bjdc"), inArray(sportsMatches.issue, issues)))
          .groupBy(sportsMatches.issue);
  const byIssue = new Map(counts.map((c) => [c.issue, c.n]));
  return { list: rows.map((r) => poolIssueView(r, byIssue.get(r.issue) ?? 0)), total };
}
