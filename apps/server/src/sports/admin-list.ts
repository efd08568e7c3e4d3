import { and, asc, eq, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { SportsMatchAdminView, sportsMatchesAdminParams } from "@lottery/contract";
import { countWhere, onePage } from "../db/paging.ts";
import type { Queryable } from "../db/queryable.ts";
import { sportsMatches } from "./tables.ts";
import { adminMatchView, matchViewsOf } from "./views.ts";

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
  const total = await countWhere(db, sportsMatches, where);
  const rows = await onePage(
    db
      .select()
      .from(sportsMatches)
      .where(where)
      .orderBy(asc(sportsMatches.kickoffAt), asc(sportsMatches.matchId))
      .$dynamic(),
    params,
  );
  return { list: await matchViewsOf(db, rows, adminMatchView), total };
}
