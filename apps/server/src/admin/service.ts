import { and, eq, gt, isNull } from "drizzle-orm";
import { hashPassword, verifyCredential } from "../domain/password.ts";
import type { Db } from "../db/client.ts";
import { hashToken, newToken } from "../domain/tokens.ts";
import { operators, operatorSessions } from "./tables.ts";
import { refuse } from "../domain/refusal.ts";

const OPERATOR_SESSION_MS = 12 * 3_600_000;

/** Creates the operator when no operator of that name exists; returns whether it created one. */
export async function ensureOperator(db: Db, userName: string, password: string): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  const rows = await db
    .insert(operators)
    .values({ userName, passwordHash })
    .onConflictDoNothing()
    .returning();
  return rows.length > 0;
}

/** Sets (or creates) an operator's password — the documented CLI path. */
export async function setOperatorPassword(db: Db, userName: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db
    .insert(operators)
    .values({ userName, passwordHash })
    .onConflictDoUpdate({ target: operators.userName, set: { passwordHash } });
}

/** Checks an operator's password and opens a 12-hour operator session. */
export async function operatorLogin(db: Db, userName: string, password: string): Promise<{ token: string }> {
  const rows = await db.select().from(operators).where(eq(operators.userName, userName));
  const operator = rows[0];
  if (!(await verifyCredential(operator?.passwordHash, password)) || !operator)
    throw refuse("wrongCredentials");
  const token = newToken();
  await db.insert(operatorSessions).values({
    operatorId: operator.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + OPERATOR_SESSION_MS),
  });
  return { token };
}

/** The operator id behind a bearer token; status 4 otherwise. Player tokens are never found here. */
export async function authenticateOperator(db: Db, token: string): Promise<number> {
  const rows = await db
    .select({ operatorId: operatorSessions.operatorId })
    .from(operatorSessions)
    .where(
      and(
        eq(operatorSessions.tokenHash, hashToken(token)),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, new Date()),
      ),
    );
  const row = rows[0];
  if (!row) throw refuse("operatorOnly");
  return row.operatorId;
}
