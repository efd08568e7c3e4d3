import { and, asc, count, eq, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { SportsMatchAdminView, sportsMatchesAdminParams } from "@lottery/contract";
import type { Queryable } from "../db/queryable.ts";
import { sportsMatches } from "./tables.ts";
import { adminMatchView, leaguesByCode, oddsByMatch } from "./views.ts";

/** GET /admin/api/sports/matches: fixtures by kick-off, filtered by game, status, business date, issue. */
export async function operatorMatches(
  db: Queryable,
  params: z.output<typeof sportsMatchesAdminParams>,
): Promise<{ list: SportsMatchAdminView[]; total: number }> {
  const filters: SQL[] = [];
  if (params.gameCode) filters.push(eq(sportsMatches.gameCode, params.gameCode));
  if (params.status) filters.push(eq(sportsMatches.status, params.status));
  if (params.date) filters.push(eq(sportsMatches.businessDate, params.date));
  if (params.issue) filters.push(eq(sportsMatches.issue, params.issue));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [counted] = await db.select({ n: count() }).from(sportsMatches).where(where);
  const rows = await db
    .select()
    .from(sportsMatches)
    .where(where)
    .orderBy(asc(sportsMatches.kickoffAt), asc(sportsMatches.matchId))
    .limit(params.pageSize)
    .offset((params.pageIndex - 1) * params.pageSize);
  const leagues = await leaguesByCode(
    db,
    rows.map((r) => r.leagueCode),
  );
  const odds = await oddsByMatch(
    db,
    rows.map((r) => r.matchId),
  );
  return {
    list: rows.map((r) => adminMatchView(r, leagues.get(r.leagueCode), odds.get(r.matchId) ?? [])),
    total: counted?.n ?? 0,
  };
}
