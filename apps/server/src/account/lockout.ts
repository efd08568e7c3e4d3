import { and, count, eq, gt } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import type { UserRow } from "./sessions.ts";
import { loginHistory, users } from "./tables.ts";
import { refuse } from "../domain/refusal.ts";

/** Wrong passwords within the window that lock the account, and for how long. */
export const MAX_PASSWORD_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const LOCK_MS = 15 * 60_000;

/** Status 1 with the minutes left (rounded up) while the account is locked. */
export function assertNotLocked(user: Pick<UserRow, "lockedUntil">, now: Date): void {
  const leftMs = (user.lockedUntil?.getTime() ?? 0) - now.getTime();
  if (leftMs > 0) throw refuse("accountLocked", Math.ceil(leftMs / 60_000));
}

/**
 * The instant from which wrong passwords count towards a lockout: the window's start, or the last
 * clearing (a successful login, a reset, the end of a lock) when later. Players and operators alike.
 */
export function failuresCountFrom(account: { failuresClearedAt: Date | null }, now: Date): Date {
  const windowStart = new Date(now.getTime() - FAILURE_WINDOW_MS);
  const cleared = account.failuresClearedAt;
  return cleared && cleared > windowStart ? cleared : windowStart;
}

/**
 * The end of the lock a wrong password starts when `earlier` counted failures precede it and it is the
 * MAX_PASSWORD_FAILURES-th; null otherwise. The caller stores it as both the lock's end and the new
 * failure clearing, so attempts refused while locked never count towards the next lockout.
 */
export function lockAfterFailure(earlier: number, now: Date): Date | null {
  return earlier + 1 < MAX_PASSWORD_FAILURES ? null : new Date(now.getTime() + LOCK_MS);
}

/**
 * Counts a wrong password (on top of those already in the login history since the window began or
 * the failures were last cleared) and locks the account at the fifth. Answers the lock's end, if it locked.
 */
export async function countPasswordFailure(db: Db, user: UserRow, now: Date): Promise<Date | null> {
  const since = failuresCountFrom(user, now);
  const [earlier] = await db
    .select({ n: count() })
    .from(loginHistory)
    .where(
      and(
        eq(loginHistory.userId, user.id),
        eq(loginHistory.method, "password"),
        eq(loginHistory.success, false),
        gt(loginHistory.at, since),
      ),
    );
  const lockedUntil = lockAfterFailure(earlier?.n ?? 0, now);
  if (!lockedUntil) return null;
  // Attempts refused while locked never count towards the next lockout.
  await db.update(users).set({ lockedUntil, failuresClearedAt: lockedUntil }).where(eq(users.id, user.id));
  return lockedUntil;
}

/** Forgets earlier failures and lifts a lockout (successful login, password reset). */
export async function clearPasswordFailures(db: Db, userId: number, now: Date): Promise<void> {
  await db.update(users).set({ lockedUntil: null, failuresClearedAt: now }).where(eq(users.id, userId));
}
