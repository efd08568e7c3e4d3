import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { fenToYuan } from "@lottery/rules";
import type { ConsolePoolIssue, Paged, PoolIssuesParams } from "@lottery/contract";
import type { Db } from "../db/client.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { orders } from "../orders/tables.ts";
import { LEAGUES } from "./leagues.ts";
import { sportsOrderLegs } from "./order-tables.ts";
import type { PoolIssueRow } from "./pool-issues.ts";
import { sportsMatches, sportsPoolIssues } from "./tables.ts";

/** The CTZQ floating tiers: every one must be entered before the issue can settle. */
const CTZQ_TIERS = ["1", "2", "R9"];

/**
 * GET /admin/api/sports/pool-issues: BJDC and CTZQ pool issues, latest close first; each with its
 * matches (how many decided), its orders (sales, still pending) and CTZQ's floating prizes.
 */
export async function consolePoolIssues(db: Db, params: PoolIssuesParams): Promise<Paged<ConsolePoolIssue>> {
  const where = and(
    params.gameCode ? eq(sportsPoolIssues.gameCode, params.gameCode) : undefined,
    params.status ? eq(sportsPoolIssues.status, params.status) : undefined,
  );
  const rows = await db
    .select()
    .from(sportsPoolIssues)
    .where(where)
    .orderBy(desc(sportsPoolIssues.closeAt), desc(sportsPoolIssues.id))
    .limit(params.pageSize)
    .offset((params.pageIndex - 1) * params.pageSize);
  const [total] = await db.select({ n: count() }).from(sportsPoolIssues).where(where);
  const list: ConsolePoolIssue[] = [];
  for (const row of rows) list.push(await poolIssueView(db, row));
  return { list, total: total?.n ?? 0 };
}

async function poolIssueView(db: Db, row: PoolIssueRow): Promise<ConsolePoolIssue> {
  const inIssue = and(eq(sportsMatches.gameCode, row.gameCode), eq(sportsMatches.issue, row.issue));
  const [matches] = await db
    .select({
      n: count(),
      decided: sql<number>`(count(*) filter (where ${sportsMatches.status} in ('finished', 'cancelled')))::int`,
    })
    .from(sportsMatches)
    .where(inIssue);
  const orderIds = db
    .select({ id: sportsOrderLegs.orderId })
    .from(sportsOrderLegs)
    .innerJoin(sportsMatches, eq(sportsMatches.matchId, sportsOrderLegs.matchId))
    .where(inIssue);
  const [sold] = await db
    .select({
      n: count(),
      salesFen: sql<string>`coalesce(sum(${orders.amountFen}) filter (where ${orders.status} <> 'cancelled'), 0)`,
      pending: sql<number>`(count(*) filter (where ${orders.status} = 'pending'))::int`,
    })
    .from(orders)
    .where(inArray(orders.id, orderIds));
  const prizes = row.prizes
    ? Object.fromEntries(Object.entries(row.prizes).map(([tier, fen]) => [tier, fenToYuan(fen)]))
    : null;
  return {
    gameCode: row.gameCode,
    issue: row.issue,
    startDate: row.startDate,
    endDate: row.endDate,
    closeAt: chinaTimeIso(row.closeAt),
    status: row.status,
    matches: matches?.n ?? 0,
    decided: Number(matches?.decided ?? 0),
    prizes,
    prizesComplete: row.gameCode === "ctzq" && CTZQ_TIERS.every((tier) => prizes?.[tier] !== undefined),
    orders: sold?.n ?? 0,
    sales: fenToYuan(Number(sold?.salesFen ?? 0)),
    pending: Number(sold?.pending ?? 0),
  };
}

/** GET /admin/api/sports/leagues: the leagues a fixture may belong to. */
export function consoleLeagues() {
  return {
    list: LEAGUES.map(({ code, name, shortName, sport }) => ({ code, name, shortName, sport })),
  };
}
