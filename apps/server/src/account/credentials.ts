import { eq } from "drizzle-orm";
import { z } from "zod";
import {
  type ChangePasswordParams,
  type ResetPasswordParams,
  type SetWithdrawPasswordParams,
} from "@lottery/contract";
import type { Db } from "../db/client.ts";
import { parseParams } from "../domain/params.ts";
import { consumeCode } from "./codes/codes.ts";
import { clearPasswordFailures } from "./lockout.ts";
import { hashPassword, verifyPassword } from "../domain/password.ts";
import { revokeAllSessions, type Player, type UserRow } from "./sessions.ts";
import { users } from "./tables.ts";
import { refuse } from "../domain/refusal.ts";

/** Sets a new login password, lifts any lockout and ends every session (all, or all but one). */
export async function replacePassword(
  db: Db,
  userId: number,
  password: string,
  now: Date,
  keepSessionId?: number,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
  await clearPasswordFailures(db, userId, now);
  await revokeAllSessions(db, userId, keepSessionId);
}

/** account/changepwd: proven by the old password; every other session of the player ends. */
export async function changePassword(
  db: Db,
  player: Player,
  params: ChangePasswordParams,
  now: Date,
): Promise<null> {
  if (!(await verifyPassword(player.user.passwordHash, params.oldPassword))) throw refuse("wrongOldPassword");
  await replacePassword(db, player.user.id, params.newPassword, now, player.sessionId);
  return null;
}

/**
 * account/resetpwd: the reset code sent to the phone bound to `userName`. A wrong code, name or phone
 * all answer the same refusal.
 */
export async function resetPassword(db: Db, params: ResetPasswordParams, now: Date): Promise<null> {
  const rows = await db.select().from(users).where(eq(users.userNameKey, params.userName.toLowerCase()));
  const user = rows[0];
  const codeUserId = await consumeCode(
    db,
    { purpose: "reset", target: params.phone, code: params.code },
    now,
  );
  if (!user || codeUserId !== user.id || user.phone !== params.phone) throw refuse("codeInvalid");
  await replacePassword(db, user.id, params.password, now);
  return null;
}

const firstProof = z.object({ password: z.string().min(1).max(64) });
const laterProof = z.object({ oldWithdrawPassword: z.string().min(1).max(6) });

/**
 * account/setwithdrawpwd: the first withdrawal password is proven by the login password, a change by
 * the current withdrawal password (status 2 when the needed proof is missing, 1 when it is wrong).
 */
export async function setWithdrawPassword(
  db: Db,
  user: UserRow,
  params: SetWithdrawPasswordParams,
): Promise<null> {
  if (user.withdrawPasswordHash === null) {
    const { password } = parseParams(firstProof, params);
    if (!(await verifyPassword(user.passwordHash, password))) throw refuse("wrongLoginPassword");
  } else {
    const { oldWithdrawPassword } = parseParams(laterProof, params);
    if (!(await verifyPassword(user.withdrawPasswordHash, oldWithdrawPassword)))
      throw refuse("wrongWithdrawPassword");
  }
  const withdrawPasswordHash = await hashPassword(params.withdrawPassword);
  await db.update(users).set({ withdrawPasswordHash }).where(eq(users.id, user.id));
  return null;
}
