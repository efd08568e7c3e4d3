import { count, desc, eq } from "drizzle-orm";
import type { LoginRecord } from "@lottery/contract";
import type { Db } from "../db/client.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { loginHistory } from "./tables.ts";

/** Where an attempt came from and how it authenticated. */
export interface AttemptContext {
  ip: string;
  clientType: number;
  now: Date;
}

export type LoginMethod = LoginRecord["method"];

/** Writes one attempt; `userId` null when no account matched. */
export async function recordAttempt(
  db: Db,
  ctx: AttemptContext,
  method: LoginMethod,
  userId: number | null,
  success: boolean,
): Promise<void> {
  await db
    .insert(loginHistory)
    .values({ userId, at: ctx.now, ip: ctx.ip, clientType: ctx.clientType, method, success });
}

/** A page of the player's own attempts, newest first. */
export async function loginHistoryOf(
  db: Db,
  userId: number,
  paging: { pageIndex: number; pageSize: number },
): Promise<{ list: LoginRecord[]; total: number }> {
  const rows = await db
    .select()
    .from(loginHistory)
    .where(eq(loginHistory.userId, userId))
    .orderBy(desc(loginHistory.at), desc(loginHistory.id))
    .limit(paging.pageSize)
    .offset((paging.pageIndex - 1) * paging.pageSize);
  const [total] = await db.select({ n: count() }).from(loginHistory).where(eq(loginHistory.userId, userId));
  return {
    list: rows.map((row) => ({
      time: chinaTimeIso(row.at),
      ip: row.ip,
      clientType: row.clientType,
      method: row.method as LoginMethod,
      success: row.success,
    })),
    total: total?.n ?? 0,
  };
}
