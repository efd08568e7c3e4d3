import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { fenToYuan } from "@lottery/rules";
import {
  Msg,
  type Paged,
  type PayoutKind,
  type WithdrawalRecord,
  type WithdrawalRecordParams,
  type WithdrawalStatus,
} from "@lottery/contract";
import { users } from "../account/tables.ts";
import { payoutAccounts } from "../cards/tables.ts";
import type { Db } from "../db/client.ts";
import { dateRangeFilters } from "../db/date-range.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { accountLabel } from "./payout.ts";
import { withdrawals } from "./tables.ts";

type WithdrawalRow = typeof withdrawals.$inferSelect;

export interface Page {
  pageIndex: number;
  pageSize: number;
}

/** A withdrawal as the player sees it (fund/out). */
export function recordOf(row: WithdrawalRow): WithdrawalRecord {
  const status = row.status as WithdrawalStatus;
  return {
    withdrawNo: row.withdrawNo,
    amount: fenToYuan(row.amountFen),
    status,
    statusName: Msg.withdrawalStatusNames[status],
    account: accountLabel({ ...row, accountKind: row.accountKind as PayoutKind }),
    createdAt: chinaTimeIso(row.createdAt),
    reviewedAt: row.reviewedAt ? chinaTimeIso(row.reviewedAt) : null,
    reason: row.reason,
  };
}

async function pageOf(db: Db, where: SQL | undefined, page: Page) {
  const rows = await db
    .select({ withdrawal: withdrawals, userName: users.userName, accountNo: payoutAccounts.accountNo })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .innerJoin(payoutAccounts, eq(payoutAccounts.id, withdrawals.payoutAccountId))
    .where(where)
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(page.pageSize)
    .offset((page.pageIndex - 1) * page.pageSize);
  const [total] = await db.select({ n: count() }).from(withdrawals).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** GET fund/out: a page of the player's own withdrawals, newest first, by status and China dates. */
export async function withdrawalRecords(
  db: Db,
  userId: number,
  page: WithdrawalRecordParams,
): Promise<Paged<WithdrawalRecord>> {
  const where = and(
    eq(withdrawals.userId, userId),
    page.status ? eq(withdrawals.status, page.status) : undefined,
    ...dateRangeFilters(withdrawals.createdAt, page),
  );
  const { rows, total } = await pageOf(db, where, page);
  return { list: rows.map(({ withdrawal }) => recordOf(withdrawal)), total };
}

/**
 * What an operator sees of a withdrawal: the player's record plus who asked (Mid, user name), the
 * holder's full name and the full account number the money is to be paid to.
 */
export interface OperatorWithdrawal extends WithdrawalRecord {
  userId: number;
  userName: string;
  accountKind: PayoutKind;
  bankName: string;
  accountNo: string;
  holder: string;
}

export function operatorRecordOf(
  row: WithdrawalRow,
  userName: string,
  accountNo: string,
): OperatorWithdrawal {
  return {
    ...recordOf(row),
    userId: row.userId,
    userName,
    accountKind: row.accountKind as PayoutKind,
    bankName: row.bankName,
    accountNo,
    holder: row.holder,
  };
}

/** GET /admin/api/withdrawals: every player's withdrawals (optionally of one status), newest first. */
export async function operatorWithdrawals(
  db: Db,
  status: WithdrawalStatus | undefined,
  page: Page,
): Promise<Paged<OperatorWithdrawal>> {
  const where = status ? eq(withdrawals.status, status) : undefined;
  const { rows, total } = await pageOf(db, where, page);
  return {
    list: rows.map(({ withdrawal, userName, accountNo }) =>
      operatorRecordOf(withdrawal, userName, accountNo),
    ),
    total,
  };
}

/** One withdrawal as operators see it (the answer of approve and reject). */
export async function operatorWithdrawal(db: Db, row: WithdrawalRow): Promise<OperatorWithdrawal> {
  const [extra] = await db
    .select({ userName: users.userName, accountNo: payoutAccounts.accountNo })
    .from(users)
    .innerJoin(payoutAccounts, eq(payoutAccounts.id, row.payoutAccountId))
    .where(eq(users.id, row.userId));
  return operatorRecordOf(row, extra?.userName ?? "", extra?.accountNo ?? "");
}
