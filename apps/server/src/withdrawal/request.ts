import { randomInt } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { yuanToFen } from "@lottery/rules";
import { Msg, type WithdrawalStatus, type WithdrawModels, type WithdrawParams } from "@lottery/contract";
import { chinaDay } from "../domain/china-time.ts";
import type { UserRow } from "../account/sessions.ts";
import { users } from "../account/tables.ts";
import type { Db } from "../db/client.ts";
import type { Tx } from "../db/queryable.ts";
import { claimNumber } from "../orders/numbers.ts";
import { freeze } from "../wallet/movements.ts";
import { playerScope } from "../wallet/posting.ts";
import { proveWithdrawal } from "./password-tries.ts";
import { ownPayoutAccount, snapshotOf, type PayoutSnapshot } from "./payout.ts";
import { assertWithinRules } from "./rules.ts";
import { withdrawals } from "./tables.ts";
import { refuse } from "../domain/refusal.ts";
import { requestHashOf } from "../domain/request-hash.ts";

type WithdrawalRow = typeof withdrawals.$inferSelect;

/**
 * POST fund/withdraw. Outside the transaction: the withdrawal password (with its daily limit of wrong
 * tries) and the verified real name. Then in ONE transaction under the player's row lock: a requestId
 * already used answers its first withdrawal (same amount and account) or status 9 (another payload);
 * otherwise the payout account must be the player's own and live, the operator's rules must hold,
 * and the row is inserted and the amount frozen (cash → frozen, journal key `withdraw:<requestId>`
 * in the player's scope). 余额不足 from the freeze aborts everything, the row included.
 */
export async function requestWithdrawal(
  db: Db,
  user: UserRow,
  params: WithdrawParams,
  now: Date,
): Promise<WithdrawModels> {
  await proveWithdrawal(db, user, params.withdrawPassword, now);
  if (!user.realNameBound) throw refuse("realNameFirst");
  const amountFen = yuanToFen(params.amount);
  if (amountFen === null) throw new Error(`amount ${params.amount} passed the schema but is not yuan`);
  const requestHash = requestHashOf({ amountFen, walletId: params.walletId });

  return db.transaction(async (tx) => {
    await lockPlayer(tx, user.id);
    const earlier = await byRequestId(tx, user.id, params.requestId);
    if (earlier) return replayAnswer(earlier, requestHash);
    const account = await ownPayoutAccount(tx, user.id, params.walletId);
    await assertWithinRules(tx, user.id, amountFen, now);
    const withdrawNo = await insertWithdrawal(tx, {
      userId: user.id,
      requestId: params.requestId,
      requestHash,
      amountFen,
      payoutAccountId: account.id,
      ...snapshotOf(account),
      createdAt: now,
    });
    await freeze(
      tx,
      { scope: playerScope(user.id), key: `withdraw:${params.requestId}`, requestHash },
      {
        userId: user.id,
        amountFen,
        at: now,
        ref: { type: "withdrawal", id: withdrawNo },
        memo: Msg.withdrawFreezeMemo,
      },
    );
    return { withdrawNo, status: "pending" as const };
  });
}

/** Queues a player's concurrent withdrawals (and card changes, which take the same lock). */
async function lockPlayer(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

async function byRequestId(tx: Tx, userId: number, requestId: string): Promise<WithdrawalRow | undefined> {
  const [row] = await tx
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.requestId, requestId)));
  return row;
}

/** A retry of the same request answers the first withdrawal as it stands now; another request: 9. */
function replayAnswer(row: WithdrawalRow, requestHash: string): WithdrawModels {
  if (row.requestHash !== requestHash) throw refuse("requestIdReused");
  return { withdrawNo: row.withdrawNo, status: row.status as WithdrawalStatus };
}

type NewWithdrawal = Omit<typeof withdrawals.$inferInsert, "withdrawNo"> & PayoutSnapshot;

const WITHDRAW_NO_TRIES = 5;

/** Inserts the row under a fresh number: `W`, the China date, 10 random digits. */
async function insertWithdrawal(tx: Tx, row: NewWithdrawal): Promise<string> {
  for (let attempt = 0; attempt < WITHDRAW_NO_TRIES; attempt += 1) {
    const withdrawNo = `W${chinaDay(row.createdAt).replaceAll("-", "")}${String(randomInt(10 ** 10)).padStart(10, "0")}`;
    // A taken number (number_owners, unique across players) is skipped without an error, which
    // would abort the transaction.
    if (!(await claimNumber(tx, "withdraw", withdrawNo, row.userId))) continue;
    const inserted = await tx
      .insert(withdrawals)
      .values({ ...row, withdrawNo })
      .returning({ id: withdrawals.id });
    if (inserted.length > 0) return withdrawNo;
  }
  throw new Error("could not draw a free withdrawal number");
}
