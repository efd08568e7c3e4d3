import { and, count, eq, max, min } from "drizzle-orm";
import type { Queryable } from "../db/queryable.ts";
import { sportsMatches, sportsPoolIssues } from "./tables.ts";
import { refuse } from "../domain/refusal.ts";

export type PoolIssueRow = typeof sportsPoolIssues.$inferSelect;

/** Matches in a CTZQ issue. */
export const CTZQ_MATCHES = 14;

/** A pool issue (BJDC week or CTZQ 14 matches), or undefined. */
export async function poolIssue(
  db: Queryable,
  game: string,
  issue: string,
): Promise<PoolIssueRow | undefined> {
  const [row] = await db
    .select()
    .from(sportsPoolIssues)
    .where(and(eq(sportsPoolIssues.gameCode, game), eq(sportsPoolIssues.issue, issue)));
  return row;
}

/**
 * The issue a new match joins, created when missing; status 1 when it no longer sells or (CTZQ) already
 * holds 14 matches. Answers the issue and the number of matches it holds.
 */
export async function issueForNewMatch(
  db: Queryable,
  game: string,
  issue: string,
  businessDate: string,
  closeAt: Date,
): Promise<{ row: PoolIssueRow; matches: number }> {
  await db
    .insert(sportsPoolIssues)
    .values({ gameCode: game, issue, startDate: businessDate, endDate: businessDate, closeAt })
    .onConflictDoNothing();
  const row = await poolIssue(db, game, issue);
  if (!row || row.status !== "selling") throw refuse("sportsData.issueNotOpen");
  const [held] = await db
    .select({ n: count() })
    .from(sportsMatches)
    .where(and(eq(sportsMatches.gameCode, game), eq(sportsMatches.issue, issue)));
  const matches = held?.n ?? 0;
  if (game === "ctzq" && matches >= CTZQ_MATCHES) throw refuse("sportsData.issueFull");
  return { row, matches };
}

/**
 * Brings an issue in line with its matches: dates span them; BJDC closes with its last match, CTZQ with
 * its first (and every CTZQ match closes with the issue, the pool being sold as one ticket).
 */
export async function realignPoolIssue(db: Queryable, game: string, issue: string): Promise<void> {
  const inIssue = and(eq(sportsMatches.gameCode, game), eq(sportsMatches.issue, issue));
  const [span] = await db
    .select({
      start: min(sportsMatches.businessDate),
      end: max(sportsMatches.businessDate),
      firstClose: min(sportsMatches.closeAt),
      lastClose: max(sportsMatches.closeAt),
    })
    .from(sportsMatches)
    .where(inIssue);
  if (!span?.start || !span.end || !span.firstClose || !span.lastClose) return;
  const closeAt = game === "ctzq" ? span.firstClose : span.lastClose;
  await db
    .update(sportsPoolIssues)
    .set({ startDate: span.start, endDate: span.end, closeAt })
    .where(and(eq(sportsPoolIssues.gameCode, game), eq(sportsPoolIssues.issue, issue)));
  if (game === "ctzq") await db.update(sportsMatches).set({ closeAt }).where(inIssue);
}
