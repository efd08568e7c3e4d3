import { randomInt } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { type TransferDirection, type TransferStatus } from "@lottery/contract";
import { chinaDay } from "../domain/china-time.ts";
import type { Queryable } from "../db/queryable.ts";
import { gameTransfers } from "./tables.ts";
import { refuse } from "../domain/refusal.ts";
import { requestHashOf } from "../domain/request-hash.ts";

export type GameTransferRow = typeof gameTransfers.$inferSelect;

/** One transfer a player asked for (the sub-transfers of 一键回收 carry `<requestId>:<company>`). */
export interface TransferRequest {
  userId: number;
  direction: TransferDirection;
  company: string;
  amountFen: number;
  requestId: string;
}

/** The hash of a transfer request: the same requestId with another request is refused (status 9). */
export function transferHash(request: TransferRequest): string {
  const { direction, company, amountFen } = request;
  return requestHashOf({ call: `transfer-${direction}`, company, amountFen });
}

/** The player's transfer made under `requestId`, if any. */
export async function findTransfer(
  db: Queryable,
  userId: number,
  requestId: string,
): Promise<GameTransferRow | undefined> {
  const [row] = await db
    .select()
    .from(gameTransfers)
    .where(and(eq(gameTransfers.userId, userId), eq(gameTransfers.requestId, requestId)));
  return row;
}

/** The transfer made under the request's requestId, if any; status 9 when made by another request. */
export async function transferOfRequest(
  db: Queryable,
  request: TransferRequest,
): Promise<GameTransferRow | undefined> {
  const row = await findTransfer(db, request.userId, request.requestId);
  if (row && row.requestHash !== transferHash(request)) throw refuse("requestIdReused");
  return row;
}

/** The player's pending transfer at `company`, if any (at most one exists). */
export async function pendingTransferAt(
  db: Queryable,
  userId: number,
  company: string,
): Promise<GameTransferRow | undefined> {
  const [row] = await db
    .select()
    .from(gameTransfers)
    .where(
      and(
        eq(gameTransfers.userId, userId),
        eq(gameTransfers.company, company),
        eq(gameTransfers.status, "pending"),
      ),
    );
  return row;
}

/**
 * Writes a new pending transfer; null when its requestId is taken or another transfer of the player
 * at that company is pending (both unique; a concurrent writer of either is waited for).
 */
export async function insertPendingTransfer(
  db: Queryable,
  request: TransferRequest,
  now: Date,
): Promise<GameTransferRow | null> {
  const [row] = await db
    .insert(gameTransfers)
    .values({
      ...request,
      transferNo: newTransferNo(now),
      requestHash: transferHash(request),
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** `G`, the China date, then 12 random digits. */
function newTransferNo(now: Date): string {
  return `G${chinaDay(now).replaceAll("-", "")}${String(randomInt(10 ** 12)).padStart(12, "0")}`;
}

/**
 * Ends a pending transfer as success or failed (with the refusal the player sees); false when it
 * was no longer pending (another request finished it first).
 */
export async function finishTransfer(
  db: Queryable,
  row: GameTransferRow,
  status: Exclude<TransferStatus, "pending">,
  now: Date,
  failReason = "",
): Promise<boolean> {
  const updated = await db
    .update(gameTransfers)
    .set({ status, failReason, finishedAt: now })
    .where(
      and(
        eq(gameTransfers.userId, row.userId),
        eq(gameTransfers.id, row.id),
        eq(gameTransfers.status, "pending"),
      ),
    )
    .returning({ id: gameTransfers.id });
  return updated.length > 0;
}

/** The transfer as stored now. */
export async function reloadTransfer(db: Queryable, row: GameTransferRow): Promise<GameTransferRow> {
  const [fresh] = await db
    .select()
    .from(gameTransfers)
    .where(and(eq(gameTransfers.userId, row.userId), eq(gameTransfers.id, row.id)));
  if (!fresh) throw new Error(`game transfer ${row.transferNo} vanished`);
  return fresh;
}
