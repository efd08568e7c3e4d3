import { randomInt } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { chinaDay } from "../domain/china-time.ts";
import type { Tx } from "../db/queryable.ts";
import { balanceAfter } from "../wallet/ledger.ts";
import { debitStake } from "../wallet/movements.ts";
import { playerScope } from "../wallet/posting.ts";
import { orders, type OrderRow } from "./tables.ts";
import { refuse } from "../domain/refusal.ts";

export type NewOrder = Omit<
  typeof orders.$inferInsert,
  "id" | "orderNo" | "status" | "prizeFen" | "settledAt"
>;

const ORDER_NO_TRIES = 5;

/** `B`, the China date, 10 random digits: e.g. B202611220123456789. */
export function newOrderNo(now: Date): string {
  return `B${chinaDay(now).replaceAll("-", "")}${String(randomInt(10 ** 10)).padStart(10, "0")}`;
}

/**
 * Inserts an order under a fresh number. Returns null when the player's `requestId` is already taken
 * (a concurrent twin committed first): the caller then answers the earlier order (`replayOrder`).
 */
export async function insertOrder(tx: Tx, row: NewOrder): Promise<OrderRow | null> {
  for (let attempt = 0; attempt < ORDER_NO_TRIES; attempt += 1) {
    // Conflicts are skipped without an error, which would abort the transaction.
    const [inserted] = await tx
      .insert(orders)
      .values({ ...row, orderNo: newOrderNo(row.placedAt) })
      .onConflictDoNothing()
      .returning();
    if (inserted) return inserted;
    if (row.requestId && (await orderByRequest(tx, row.userId, row.requestId))) return null;
  }
  throw new Error("could not draw a free order number");
}

/** The player's order placed under `requestId`, if any. */
export async function orderByRequest(
  tx: Tx,
  userId: number,
  requestId: string,
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.requestId, requestId)));
  return row;
}

/** The earlier order of a repeated requestId: itself when the payload matches, else status 9. */
export function replayOrder(earlier: OrderRow, requestHash: string): OrderRow {
  if (earlier.requestHash !== requestHash) throw refuse("requestIdReused");
  return earlier;
}

/** A placed order and the player's cash balance (fen) after it (for a replay: the balance now). */
export interface PlacedOrder {
  order: OrderRow;
  balanceFen: number;
  replayed: boolean;
}

/**
 * Places a paid order in the caller's transaction: a requestId already used answers its first order
 * (status 9 for another payload); otherwise `payNewOrder`. `balanceNow` reads the balance for a replay.
 */
export async function placePaidOrder(
  tx: Tx,
  row: NewOrder & { requestId: string; requestHash: string },
  memo: string,
  balanceNow: () => Promise<number>,
): Promise<PlacedOrder> {
  const earlier = await orderByRequest(tx, row.userId, row.requestId);
  if (earlier)
    return { order: replayOrder(earlier, row.requestHash), balanceFen: await balanceNow(), replayed: true };
  return payNewOrder(tx, row, memo, balanceNow);
}

/**
 * Inserts an order whose requestId the caller found unused and debits its whole amount (player cash →
 * house, journal key `bet:<requestId>` in the player's scope, ref the order number). A concurrent twin
 * that committed first is answered instead (status 9 for another payload). 余额不足 from the debit
 * aborts the transaction, the row included.
 */
export async function payNewOrder(
  tx: Tx,
  row: NewOrder & { requestId: string; requestHash: string },
  memo: string,
  balanceNow: () => Promise<number>,
): Promise<PlacedOrder> {
  const order = await insertOrder(tx, row);
  if (!order) {
    const twin = await orderByRequest(tx, row.userId, row.requestId);
    if (!twin) throw new Error("order request vanished");
    return { order: replayOrder(twin, row.requestHash), balanceFen: await balanceNow(), replayed: true };
  }
  const posted = await debitStake(
    tx,
    { scope: playerScope(row.userId), key: `bet:${row.requestId}`, requestHash: row.requestHash },
    {
      userId: row.userId,
      amountFen: row.amountFen,
      at: row.placedAt,
      ref: { type: "order", id: order.orderNo },
      memo,
    },
  );
  return { order, balanceFen: balanceAfter(posted, 0), replayed: false };
}
