import { and, count, desc, eq, gte, inArray, ne, sql } from "drizzle-orm";
import { fenToYuan } from "@lottery/rules";
import {
  consoleRange,
  type ConsoleWithdrawal,
  type ConsoleWithdrawalsParams,
  type Paged,
  type RecentWithdrawals,
} from "@lottery/contract";
import { users } from "../account/tables.ts";
import { payoutAccounts } from "../cards/tables.ts";
import type { Db } from "../db/client.ts";
import { dateRangeFilters } from "../db/date-range.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { operatorRecordOf } from "./records.ts";
import { withdrawals } from "./tables.ts";

/** How far back a row's summary of the player's other withdrawals looks. */
const RECENT_MS = 30 * 86_400_000;

/**
 * GET /admin/api/withdrawals: every player's withdrawals, newest first, by status, player and China
 * dates; each row with the player's withdrawals of the last 30 days (rejected ones left out) and
 * their last approved one, so a reviewer sees at a glance how often this player cashes out.
 */
export async function consoleWithdrawals(
  db: Db,
  params: ConsoleWithdrawalsParams,
  now: Date,
): Promise<Paged<ConsoleWithdrawal>> {
  const where = and(
    params.status ? eq(withdrawals.status, params.status) : undefined,
    params.mid ? eq(withdrawals.userId, params.mid) : undefined,
    ...dateRangeFilters(withdrawals.createdAt, consoleRange(params)),
  );
  const rows = await db
    .select({ withdrawal: withdrawals, userName: users.userName, accountNo: payoutAccounts.accountNo })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .innerJoin(payoutAccounts, eq(payoutAccounts.id, withdrawals.payoutAccountId))
    .where(where)
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(params.pageSize)
    .offset((params.pageIndex - 1) * params.pageSize);
  const [total] = await db.select({ n: count() }).from(withdrawals).where(where);
  const recent = await recentOf(db, [...new Set(rows.map((row) => row.withdrawal.userId))], now);
  return {
    list: rows.map(({ withdrawal, userName, accountNo }) => ({
      ...operatorRecordOf(withdrawal, userName, accountNo),
      recent: recent.get(withdrawal.userId) ?? NO_RECENT,
    })),
    total: total?.n ?? 0,
  };
}

const NO_RECENT: RecentWithdrawals = { count: 0, amount: 0, lastApprovedAt: null, lastApprovedAmount: null };

async function recentOf(db: Db, userIds: number[], now: Date): Promise<Map<number, RecentWithdrawals>> {
  const summaries = new Map<number, RecentWithdrawals>();
  if (userIds.length === 0) return summaries;
  const sums = await db
    .select({
      userId: withdrawals.userId,
      n: count(),
      total: sql<string>`coalesce(sum(${withdrawals.amountFen}), 0)`,
    })
    .from(withdrawals)
    .where(
      and(
        inArray(withdrawals.userId, userIds),
        ne(withdrawals.status, "rejected"),
        gte(withdrawals.createdAt, new Date(now.getTime() - RECENT_MS)),
      ),
    )
    .groupBy(withdrawals.userId);
  for (const row of sums)
    summaries.set(row.userId, { ...NO_RECENT, count: row.n, amount: fenToYuan(Number(row.total)) });
  const approved = await db
    .selectDistinctOn([withdrawals.userId], {
      userId: withdrawals.userId,
      reviewedAt: withdrawals.reviewedAt,
      amountFen: withdrawals.amountFen,
    })
    .from(withdrawals)
    .where(and(inArray(withdrawals.userId, userIds), eq(withdrawals.status, "approved")))
    .orderBy(withdrawals.userId, desc(withdrawals.reviewedAt));
  for (const row of approved) {
    const summary = summaries.get(row.userId) ?? { ...NO_RECENT };
    summary.lastApprovedAt = row.reviewedAt ? chinaTimeIso(row.reviewedAt) : null;
    summary.lastApprovedAmount = fenToYuan(row.amountFen);
    summaries.set(row.userId, summary);
  }
  return summaries;
}
