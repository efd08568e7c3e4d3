import { and, count, eq, gt, isNull, ne } from "drizzle-orm";
import {
  ROLE_NAMES,
  ROLE_PERMISSIONS,
  type OperatorLoginModels,
  type OperatorSelf,
  type Role,
} from "@lottery/contract";
import { assertNotLocked, failuresCountFrom, lockAfterFailure } from "../account/lockout.ts";
import { hashPassword, verifyCredential, verifyPassword } from "../domain/password.ts";
import type { Db } from "../db/client.ts";
import { hashToken, newToken } from "../domain/tokens.ts";
import { operatorLogins, operators, operatorSessions, type OperatorRecord } from "./tables.ts";
import { isRefusal, refuse } from "../domain/refusal.ts";

const OPERATOR_SESSION_MS = 12 * 3_600_000;

/** The operator behind a request's session, as read on every call (role and flags are never cached). */
export interface OperatorIdentity {
  id: number;
  userName: string;
  role: Role;
  mustChangePassword: boolean;
  sessionId: number;
}

/** Creates the operator when no operator of that name exists; returns whether it created one. */
export async function ensureOperator(
  db: Db,
  userName: string,
  password: string,
  role: Role = "super",
): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  const rows = await db
    .insert(operators)
    .values({ userName, passwordHash, role })
    .onConflictDoNothing()
    .returning();
  return rows.length > 0;
}

/**
 * Sets (or creates) an operator's password — the documented CLI path, also the way back in for a
 * locked-out or forgotten super: lifts a lockout, ends the operator's sessions, sets the role when given
 * (a new operator without one is super).
 */
export async function setOperatorPassword(
  db: Db,
  userName: string,
  password: string,
  role?: Role,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  const [row] = await db
    .insert(operators)
    .values({ userName, passwordHash, role: role ?? "super" })
    .onConflictDoUpdate({
      target: operators.userName,
      set: { passwordHash, lockedUntil: null, failuresClearedAt: new Date(), ...(role ? { role } : {}) },
    })
    .returning({ id: operators.id });
  if (row) await revokeOperatorSessions(db, row.id);
}

/** What the console shows of the operator who is logged in. */
export function selfOf(operator: Pick<OperatorRecord, "id" | "userName" | "role" | "mustChangePassword">) {
  const role = operator.role as Role;
  return {
    id: operator.id,
    userName: operator.userName,
    role,
    roleName: ROLE_NAMES[role],
    permissions: [...ROLE_PERMISSIONS[role]],
    mustChangePassword: operator.mustChangePassword,
  } satisfies OperatorSelf;
}

/** Where a login attempt came from. */
export interface OperatorAttempt {
  ip: string;
  now: Date;
}

/**
 * Checks an operator's password and opens a 12-hour session. The same refusal whether the name or the
 * password is wrong; 5 wrong passwords within 15 minutes lock the account for 15 minutes (the players'
 * rule, account/lockout.ts); a disabled operator is told so only after the right password.
 */
export async function operatorLogin(
  db: Db,
  userName: string,
  password: string,
  attempt: OperatorAttempt,
): Promise<OperatorLoginModels> {
  const [operator] = await db.select().from(operators).where(eq(operators.userName, userName));
  const passwordOk = await verifyCredential(operator?.passwordHash, password);
  const record = (success: boolean) =>
    db.insert(operatorLogins).values({
      operatorId: operator?.id ?? null,
      userName: userName.slice(0, 32),
      at: attempt.now,
      ip: attempt.ip.slice(0, 64),
      success,
    });
  try {
    if (!operator) throw refuse("wrongCredentials");
    assertNotLocked(operator, attempt.now);
    if (!passwordOk) {
      const lockedUntil = await countOperatorFailure(db, operator, attempt.now);
      if (lockedUntil) assertNotLocked({ lockedUntil }, attempt.now);
      throw refuse("wrongCredentials");
    }
    if (operator.disabled) throw refuse("admin.operatorDisabled");
  } catch (error) {
    if (isRefusal(error)) await record(false);
    throw error;
  }
  await record(true);
  await db
    .update(operators)
    .set({
      lockedUntil: null,
      failuresClearedAt: attempt.now,
      lastLoginAt: attempt.now,
      lastLoginIp: attempt.ip.slice(0, 64),
    })
    .where(eq(operators.id, operator.id));
  const token = newToken();
  await db.insert(operatorSessions).values({
    operatorId: operator.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + OPERATOR_SESSION_MS),
  });
  return { token, operator: selfOf(operator) };
}

/** Counts a wrong password on top of the earlier ones still counting; locks at the fifth. */
async function countOperatorFailure(db: Db, operator: OperatorRecord, now: Date): Promise<Date | null> {
  const [earlier] = await db
    .select({ n: count() })
    .from(operatorLogins)
    .where(
      and(
        eq(operatorLogins.operatorId, operator.id),
        eq(operatorLogins.success, false),
        gt(operatorLogins.at, failuresCountFrom(operator, now)),
      ),
    );
  const lockedUntil = lockAfterFailure(earlier?.n ?? 0, now);
  if (lockedUntil)
    await db
      .update(operators)
      .set({ lockedUntil, failuresClearedAt: lockedUntil })
      .where(eq(operators.id, operator.id));
  return lockedUntil;
}

/**
 * The operator behind a bearer token: a live session of an enabled operator; status 4 otherwise (so a
 * disabled operator's sessions stop at once). Player tokens are never found here.
 */
export async function operatorOfToken(db: Db, token: string): Promise<OperatorIdentity> {
  const [row] = await db
    .select({
      sessionId: operatorSessions.id,
      id: operators.id,
      userName: operators.userName,
      role: operators.role,
      mustChangePassword: operators.mustChangePassword,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, hashToken(token)),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, new Date()),
        eq(operators.disabled, false),
      ),
    );
  if (!row) throw refuse("operatorOnly");
  return { ...row, role: row.role as Role };
}

/** The operator id behind a bearer token; status 4 otherwise. */
export async function authenticateOperator(db: Db, token: string): Promise<number> {
  return (await operatorOfToken(db, token)).id;
}

/** Ends every live session of an operator. */
export async function revokeOperatorSessions(db: Db, operatorId: number): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)));
}

/** Ends the session of this request. */
export async function operatorLogout(db: Db, operator: OperatorIdentity): Promise<null> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: new Date() })
    .where(eq(operatorSessions.id, operator.sessionId));
  return null;
}

/** GET /me: the operator as the console shows them. */
export async function operatorSelf(db: Db, operator: OperatorIdentity): Promise<OperatorSelf> {
  const [row] = await db.select().from(operators).where(eq(operators.id, operator.id));
  if (!row) throw refuse("operatorOnly");
  return selfOf(row);
}

/**
 * POST /me/password: needs the current password; clears mustChangePassword and ends the operator's
 * other sessions (this one stays).
 */
export async function changeOwnPassword(
  db: Db,
  operator: OperatorIdentity,
  oldPassword: string,
  newPassword: string,
): Promise<OperatorSelf> {
  const [row] = await db.select().from(operators).where(eq(operators.id, operator.id));
  if (!row) throw refuse("operatorOnly");
  if (!(await verifyPassword(row.passwordHash, oldPassword))) throw refuse("wrongOldPassword");
  if (oldPassword === newPassword) throw refuse("admin.samePassword");
  const passwordHash = await hashPassword(newPassword);
  const [updated] = await db
    .update(operators)
    .set({ passwordHash, mustChangePassword: false })
    .where(eq(operators.id, operator.id))
    .returning();
  await db
    .update(operatorSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(operatorSessions.operatorId, operator.id),
        isNull(operatorSessions.revokedAt),
        ne(operatorSessions.id, operator.sessionId),
      ),
    );
  return selfOf(updated ?? row);
}
