import { and, eq, sql } from "drizzle-orm";
import { chinaDay } from "../domain/china-time.ts";
import type { UserRow } from "../account/sessions.ts";
import { proveWithdrawPassword } from "../cards/withdraw-proof.ts";
import type { Db } from "../db/client.ts";
import { withdrawPasswordFailures } from "./tables.ts";
import { isRefusal, refuse } from "../domain/refusal.ts";

/** Wrong withdrawal passwords a player may enter a China day; after that, none until tomorrow. */
export const MAX_WITHDRAW_PASSWORD_FAILURES = 5;

/**
 * Proves a withdrawal with the withdrawal password (the cards module's check: 请先设置资金密码 when
 * none is set, 资金密码错误 when wrong) and limits guessing: the account module has no limit for this
 * password, so at most five wrong a China day, each told how many tries are left; then every
 * withdrawal is refused until the next China day. A correct password does not reset the count.
 */
export async function proveWithdrawal(
  db: Db,
  user: UserRow,
  withdrawPassword: string,
  now: Date,
): Promise<void> {
  const day = chinaDay(now);
  if ((await failuresOn(db, user.id, day)) >= MAX_WITHDRAW_PASSWORD_FAILURES)
    throw refuse("withdrawPasswordLockedToday");
  try {
    await proveWithdrawPassword(user, withdrawPassword);
  } catch (error) {
    if (!isWrongPassword(error)) throw error;
    const left = MAX_WITHDRAW_PASSWORD_FAILURES - (await countFailure(db, user.id, day));
    throw left > 0 ? refuse("withdrawPasswordWrongLeft", left) : refuse("withdrawPasswordLockedToday");
  }
}

function isWrongPassword(error: unknown): boolean {
  return isRefusal(error, "withdrawPasswordIncorrect");
}

async function failuresOn(db: Db, userId: number, day: string): Promise<number> {
  const [row] = await db
    .select({ failures: withdrawPasswordFailures.failures })
    .from(withdrawPasswordFailures)
    .where(and(eq(withdrawPasswordFailures.userId, userId), eq(withdrawPasswordFailures.day, day)));
  return row?.failures ?? 0;
}

/** Adds one wrong password to the day's count and answers the new count (atomic under races). */
async function countFailure(db: Db, userId: number, day: string): Promise<number> {
  const [row] = await db
    .insert(withdrawPasswordFailures)
    .values({ userId, day, failures: 1 })
    .onConflictDoUpdate({
      target: [withdrawPasswordFailures.userId, withdrawPasswordFailures.day],
      set: { failures: sql`${withdrawPasswordFailures.failures} + 1` },
    })
    .returning({ failures: withdrawPasswordFailures.failures });
  return row?.failures ?? MAX_WITHDRAW_PASSWORD_FAILURES;
}
