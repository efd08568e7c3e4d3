import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { fenToYuan } from "@lottery/rules";
import {
  consoleRange,
  type ConsoleIssue,
  type ConsoleIssuesParams,
  type ConsoleLotteryGame,
  type Paged,
} from "@lottery/contract";
import type { Db } from "../db/client.ts";
import { dateRangeFilters } from "../db/date-range.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { orders } from "../orders/tables.ts";
import { closeSecondsTable } from "./close-times.ts";
import { isHouseGame, requireScheduledGame, SCHEDULED_GAMES } from "./games.ts";
import { lotteryIssues, type IssueRow } from "./tables.ts";

/** GET /admin/api/lottery/games: every scheduled game with its kind and sale close time. */
export async function consoleLotteryGames(db: Db): Promise<{ list: ConsoleLotteryGame[] }> {
  const closeSeconds = await closeSecondsTable(db);
  return {
    list: SCHEDULED_GAMES.map(({ game, details }) => ({
      gameCode: game.code,
      gameName: game.name,
      kind: isHouseGame(game) ? "house" : "official",
      group: game.kind,
      closeSeconds: closeSeconds.get(game.code) ?? details.closeBeforeDrawSeconds,
      defaultCloseSeconds: details.closeBeforeDrawSeconds,
    })),
  };
}

/**
 * GET /admin/api/lottery/issues: one game's issues, latest draw first, by status and draw day; each
 * with its sales, orders and settlement progress, and (house games) the seed hash and revealed seed.
 */
export async function consoleIssues(db: Db, params: ConsoleIssuesParams): Promise<Paged<ConsoleIssue>> {
  const gameCode = requireScheduledGame(params.gameCode).game.code;
  const where = and(
    eq(lotteryIssues.gameCode, gameCode),
    params.status ? eq(lotteryIssues.status, params.status) : undefined,
    ...dateRangeFilters(lotteryIssues.drawAt, consoleRange(params)),
  );
  const rows = await db
    .select()
    .from(lotteryIssues)
    .where(where)
    .orderBy(desc(lotteryIssues.drawAt), desc(lotteryIssues.id))
    .limit(params.pageSize)
    .offset((params.pageIndex - 1) * params.pageSize);
  const [total] = await db.select({ n: count() }).from(lotteryIssues).where(where);
  const sales = await salesOf(
    db,
    gameCode,
    rows.map((row) => row.issue),
  );
  return { list: rows.map((row) => issueView(row, sales.get(row.issue))), total: total?.n ?? 0 };
}

interface IssueSales {
  salesFen: number;
  orders: number;
  pending: number;
  settled: number;
}

async function salesOf(db: Db, gameCode: string, issues: string[]): Promise<Map<string, IssueSales>> {
  if (issues.length === 0) return new Map();
  const rows = await db
    .select({
      issue: orders.issue,
      orders: count(),
      salesFen: sql<string>`coalesce(sum(${orders.amountFen}) filter (where ${orders.status} <> 'cancelled'), 0)`,
      pending: sql<number>`(count(*) filter (where ${orders.status} = 'pending'))::int`,
    })
    .from(orders)
    .where(and(eq(orders.gameCode, gameCode), inArray(orders.issue, issues)))
    .groupBy(orders.issue);
  return new Map(
    rows.map((row) => [
      row.issue ?? "",
      {
        salesFen: Number(row.salesFen),
        orders: row.orders,
        pending: Number(row.pending),
        settled: row.orders - Number(row.pending),
      },
    ]),
  );
}

function issueView(row: IssueRow, sales: IssueSales | undefined): ConsoleIssue {
  return {
    gameCode: row.gameCode,
    issue: row.issue,
    openAt: chinaTimeIso(row.openAt),
    closeAt: chinaTimeIso(row.closeAt),
    drawAt: chinaTimeIso(row.drawAt),
    status: row.status,
    numbers: row.numbers,
    source: row.source,
    prizes: row.prizes
      ? Object.fromEntries(Object.entries(row.prizes).map(([tier, fen]) => [tier, fenToYuan(fen)]))
      : null,
    sales: fenToYuan(sales?.salesFen ?? 0),
    orders: sales?.orders ?? 0,
    pending: sales?.pending ?? 0,
    settled: sales?.settled ?? 0,
    seedHash: row.seedHash,
    seed: row.seed,
  };
}
