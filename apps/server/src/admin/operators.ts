import { and, asc, count, eq, ne } from "drizzle-orm";
import { ROLE_NAMES, type OperatorRow, type Paged, type Role } from "@lottery/contract";
import { hashPassword } from "../domain/password.ts";
import type { Db } from "../db/client.ts";
import type { PageParams } from "../db/paging.ts";
import type { Tx } from "../db/queryable.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { revokeOperatorSessions, type OperatorIdentity } from "./service.ts";
import { operators, type OperatorRecord } from "./tables.ts";
import { refuse } from "../domain/refusal.ts";

/** Operator accounts as super operators manage them (GET/POST /operators…). */

export function operatorRowOf(row: OperatorRecord, now: Date): OperatorRow {
  const role = row.role as Role;
  return {
    id: row.id,
    userName: row.userName,
    role,
    roleName: ROLE_NAMES[role],
    disabled: row.disabled,
    mustChangePassword: row.mustChangePassword,
    locked: (row.lockedUntil?.getTime() ?? 0) > now.getTime(),
    lastLoginAt: row.lastLoginAt ? chinaTimeIso(row.lastLoginAt) : null,
    lastLoginIp: row.lastLoginIp,
    createdAt: chinaTimeIso(row.createdAt),
  };
}

export async function listOperators(db: Db, page: PageParams, now: Date): Promise<Paged<OperatorRow>> {
  const rows = await db
    .select()
    .from(operators)
    .orderBy(asc(operators.id))
    .limit(page.pageSize)
    .offset((page.pageIndex - 1) * page.pageSize);
  const [total] = await db.select({ n: count() }).from(operators);
  return { list: rows.map((row) => operatorRowOf(row, now)), total: total?.n ?? 0 };
}

/** A new operator, who must change the password given here at the first login. */
export async function createOperator(
  db: Db,
  input: { userName: string; password: string; role: Role },
  now: Date,
): Promise<OperatorRow> {
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(operators)
    .values({ userName: input.userName, passwordHash, role: input.role, mustChangePassword: true })
    .onConflictDoNothing()
    .returning();
  if (!row) throw refuse("admin.operatorNameTaken");
  return operatorRowOf(row, now);
}

/** The state GET /operators shows of one operator (the audit log's before and after). */
export async function operatorState(db: Db, id: number, now: Date): Promise<OperatorRow | null> {
  const [row] = await db.select().from(operators).where(eq(operators.id, id));
  return row ? operatorRowOf(row, now) : null;
}

/**
 * Changes an operator's role or switches the account off or on. Nobody changes their own role or
 * disables themselves, and the last enabled super stays one: the enabled supers are locked first, so
 * two concurrent demotions cannot both pass. Disabling ends the operator's sessions.
 */
export async function updateOperator(
  db: Db,
  actor: OperatorIdentity,
  change: { id: number; role?: Role | undefined; disabled?: boolean | undefined },
  now: Date,
): Promise<OperatorRow> {
  const row = await db.transaction(async (tx) => {
    await lockEnabledSupers(tx);
    const [current] = await tx.select().from(operators).where(eq(operators.id, change.id)).for("update");
    if (!current) throw refuse("admin.operatorNotFound");
    const role = change.role ?? (current.role as Role);
    const disabled = change.disabled ?? current.disabled;
    if (current.id === actor.id && role !== current.role) throw refuse("admin.ownRole");
    if (current.id === actor.id && disabled) throw refuse("admin.disableSelf");
    const stopsBeingSuper = current.role === "super" && !current.disabled && (role !== "super" || disabled);
    if (stopsBeingSuper && (await otherEnabledSupers(tx, current.id)) === 0) throw refuse("admin.lastSuper");
    const [updated] = await tx
      .update(operators)
      .set({ role, disabled })
      .where(eq(operators.id, current.id))
      .returning();
    return updated ?? current;
  });
  if (row.disabled) await revokeOperatorSessions(db, row.id);
  return operatorRowOf(row, now);
}

async function lockEnabledSupers(tx: Tx): Promise<void> {
  await tx
    .select({ id: operators.id })
    .from(operators)
    .where(and(eq(operators.role, "super"), eq(operators.disabled, false)))
    .orderBy(asc(operators.id))
    .for("update");
}

async function otherEnabledSupers(tx: Tx, exceptId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(operators)
    .where(and(eq(operators.role, "super"), eq(operators.disabled, false), ne(operators.id, exceptId)));
  return row?.n ?? 0;
}

/**
 * Sets another operator's password: they must change it at their next login, their sessions end and a
 * lockout is lifted. One's own password is changed at /me/password (which asks for the old one).
 */
export async function resetOperatorPassword(
  db: Db,
  actor: OperatorIdentity,
  id: number,
  password: string,
  now: Date,
): Promise<OperatorRow> {
  if (id === actor.id) throw refuse("admin.resetOwnPassword");
  const passwordHash = await hashPassword(password);
  const [row] = await db
    .update(operators)
    .set({ passwordHash, mustChangePassword: true, lockedUntil: null, failuresClearedAt: now })
    .where(eq(operators.id, id))
    .returning();
  if (!row) throw refuse("admin.operatorNotFound");
  await revokeOperatorSessions(db, id);
  return operatorRowOf(row, now);
}
