import { randomInt } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { users } from "../account/tables.ts";
import type { Db } from "../db/client.ts";
import { prepared, type Statement } from "../db/prepared.ts";
import { transactionStartingWith } from "../db/transaction.ts";
import type { Queryable, Tx } from "../db/queryable.ts";
import { chinaDay } from "../domain/china-time.ts";
import { refuse } from "../domain/refusal.ts";
import { assertMayStake, stakeStateSql } from "../safety/gate.ts";
import { balanceAfter } from "../wallet/ledger.ts";
import { debitStake } from "../wallet/movements.ts";
import { playerScope } from "../wallet/posting.ts";
import { claimNumber, releaseNumber } from "./numbers.ts";
import { orders, type OrderRow } from "./tables.ts";

export type NewOrder = Omit<
  typeof orders.$inferInsert,
  "id" | "orderNo" | "status" | "prizeFen" | "settledAt"
>;

/** A new order as a paying request makes it: with the client's idempotency key and request hash. */
export type RequestedOrder = NewOrder & { requestId: string; requestHash: string };

/** Who places an order, under which idempotency key. */
export interface OrderRequest {
  userId: number;
  requestId: string;
  /** SHA-256 of the normalised request (domain/request-hash.ts): a reused key with another payload is status 9. */
  requestHash: string;
}

/** A placed order and the player's cash balance (fen) after it (for a replay: the balance now). */
export interface PlacedOrder {
  order: OrderRow;
  balanceFen: number;
  replayed: boolean;
}

/**
 * One kind of order (a number bet, a sports ticket, …): what the placement sequence asks of it. A kind
 * supplies its plan and its checks; it never runs the sequence itself (placeOrder does).
 * - `prepare`: validation and reads that need no lock (pricing a large parlay), before the transaction;
 * - `check`: the kind's own checks under the player's lock (on sale, odds, limits), answering what
 *   `place` needs;
 * - `place`: inserts the order and debits it through the ledger (`payNewOrder`, or a kind's own money
 *   step such as a chase's freeze), answering the call;
 * - `stakeOf`: the new money the order takes from the player (a chase: its whole reserve; a chase's
 *   later issue, already paid for: 0), checked against the player's own limits (safety/gate.ts);
 * - `replay`: the call's answer for a repeated requestId.
 */
export interface OrderKind<Ready, Checked, Answer> {
  /** True when `prepare` reads data that may change (a match closing): an earlier order answers first. */
  replayBeforePrepare?: boolean;
  prepare(q: Queryable, now: Date): Promise<Ready> | Ready;
  check(tx: Tx, ready: Ready, now: Date): Promise<Checked>;
  place(tx: Tx, checked: Checked, now: Date): Promise<Answer>;
  stakeOf(checked: Checked): number;
  replay(q: Db | Tx, earlier: OrderRow): Promise<Answer>;
}

/**
 * THE placement sequence of every order, in one transaction: lock the player (status 5 when banned)
 * → replay by requestId (the first answer; status 9 for another payload) → the kind's checks → the
 * player's own limits and breaks (safety/gate.ts) → insert → debit through the ledger. One player's orders queue on the lock, so a concurrent twin of the same
 * requestId finds the first order; 余额不足 or any refusal aborts everything, the order row included.
 */
export async function placeOrder<Ready, Checked, Answer>(
  db: Db,
  request: OrderRequest,
  kind: OrderKind<Ready, Checked, Answer>,
  now: Date,
): Promise<Answer> {
  if (kind.replayBeforePrepare) {
    const earlier = await orderByRequest(db, request.userId, request.requestId);
    if (earlier) return kind.replay(db, replayOrder(earlier, request.requestHash));
  }
  const ready = await kind.prepare(db, now);
  // The lock and, behind it, the player's safer-play state and whether the requestId was used go out
  // with BEGIN (one round trip); each is read after the lock, as if sent apart.
  const used = requestUsedSql(request);
  const first = [playerLockSql(request.userId), stakeStateSql(request.userId, now)];
  return transactionStartingWith(
    db,
    used === null ? first : [...first, used],
    (tx, [player, state, earlier]) => {
      if (!player?.[0] || player[0].banned) throw refuse("banned");
      // No order under the requestId after the lock: the replay step has nothing to find.
      const fresh = earlier !== undefined && earlier.length === 0;
      return placeLockedOrder(tx, request, kind, ready, now, { fresh, stakeState: state?.[0] });
    },
  );
}

/**
 * The sequence after preparation, in the caller's transaction. An order without a requestId (a
 * chase's later issue, placed by the scheduler) has no replay step: its kind's own row (the chase
 * issue, still waiting) is its idempotency key.
 */
export async function placeOrderIn<Ready, Checked, Answer>(
  tx: Tx,
  request: OrderRequest | { userId: number; requestId: null },
  kind: Pick<OrderKind<Ready, Checked, Answer>, "check" | "place" | "replay" | "stakeOf">,
  ready: Ready,
  now: Date,
): Promise<Answer> {
  await lockPlayer(tx, request.userId);
  return placeLockedOrder(tx, request, kind, ready, now, { fresh: false });
}

/**
 * placeOrderIn once the player's row is locked (and the player is not banned). What placeOrder read
 * with BEGIN, after the lock: `fresh`, the requestId is unused (the replay step is done), and the
 * player's safer-play state (safety/gate.ts stakeStateSql) for assertMayStake.
 */
async function placeLockedOrder<Ready, Checked, Answer>(
  tx: Tx,
  request: OrderRequest | { userId: number; requestId: null },
  kind: Pick<OrderKind<Ready, Checked, Answer>, "check" | "place" | "replay" | "stakeOf">,
  ready: Ready,
  now: Date,
  known: { fresh: boolean; stakeState?: Record<string, unknown> },
): Promise<Answer> {
  if (request.requestId !== null && !known.fresh) {
    const earlier = await orderByRequest(tx, request.userId, request.requestId);
    if (earlier) return kind.replay(tx, replayOrder(earlier, request.requestHash));
  }
  const checked = await kind.check(tx, ready, now);
  await assertMayStake(tx, request.userId, kind.stakeOf(checked), now, known.stakeState);
  return kind.place(tx, checked, now);
}

/** Locks the player's row for the rest of the transaction and refuses a banned account (status 5). */
export async function lockPlayer(tx: Tx, userId: number): Promise<void> {
  const [row] = await playerLock(tx, { userId });
  if (!row || row.banned) throw refuse("banned");
}

/**
 * lockPlayer's statement as plain text, to go out with the transaction's BEGIN (db/transaction.ts):
 * the id is our own integer, checked here, never text from the call.
 */
function playerLockSql(userId: number): string {
  if (!Number.isSafeInteger(userId)) throw new Error(`not a player id: ${userId}`);
  return `select "banned" from "users" where "id" = ${userId} for update`;
}

/**
 * Whether the player has an order under the requestId, as plain text to go out with BEGIN after the
 * lock; null (the replay step then reads it itself) unless the requestId has the form every paying
 * call checks (contract moneyRequestIdSchema), which leaves nothing to escape.
 */
function requestUsedSql(request: OrderRequest): string | null {
  if (!Number.isSafeInteger(request.userId) || !/^[A-Za-z0-9_-]{1,64}$/.test(request.requestId)) return null;
  return `select 1 from "orders" where "user_id" = ${request.userId} and "request_id" = '${request.requestId}'`;
}

const playerLock = prepared((q) =>
  q
    .select({ banned: users.banned })
    .from(users)
    .where(eq(users.id, sql.placeholder("userId")))
    .for("update"),
);

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
    // The number is claimed across players first (number_owners); conflicts are skipped without an
    // error, which would abort the transaction.
    const orderNo = newOrderNo(row.placedAt);
    if (!(await claimNumber(tx, "order", orderNo, row.userId))) continue;
    const [inserted] = await orderInsert(row)(tx, { ...row, orderNo });
    if (inserted) return inserted;
    await releaseNumber(tx, "order", orderNo);
    if (row.requestId && (await orderByRequest(tx, row.userId, row.requestId))) return null;
  }
  throw new Error("could not draw a free order number");
}

/**
 * The order insert for the columns `row` sets, built once per set of columns (each kind of order sets
 * the same ones each time); a column set to null is part of the statement, the others are placeholders.
 */
function orderInsert(row: NewOrder): Statement<OrderRow[]> {
  const given = Object.entries(row).filter(([, value]) => value !== undefined);
  const shape = given.map(([key, value]) => (value === null ? `${key}=null` : key)).join(",");
  let statement = orderInserts.get(shape);
  if (!statement) {
    const values = Object.fromEntries([
      ["orderNo", sql.placeholder("orderNo")],
      ...given.map(([key, value]) => [key, value === null ? null : sql.placeholder(key)]),
    ]) as typeof orders.$inferInsert;
    statement = prepared((q) => q.insert(orders).values(values).onConflictDoNothing().returning());
    orderInserts.set(shape, statement);
  }
  return statement;
}

const orderInserts = new Map<string, Statement<OrderRow[]>>();

/** The player's order placed under `requestId`, if any. */
export async function orderByRequest(
  q: Db | Tx,
  userId: number,
  requestId: string,
): Promise<OrderRow | undefined> {
  const [row] = await orderOfRequest(q, { userId, requestId });
  return row;
}

const orderOfRequest = prepared((q) =>
  q
    .select()
    .from(orders)
    .where(
      and(eq(orders.userId, sql.placeholder("userId")), eq(orders.requestId, sql.placeholder("requestId"))),
    ),
);

/** The earlier order of a repeated requestId: itself when the payload matches, else status 9. */
export function replayOrder(earlier: OrderRow, requestHash: string): OrderRow {
  if (earlier.requestHash !== requestHash) throw refuse("requestIdReused");
  return earlier;
}

/**
 * The usual `place` step: inserts the order and debits its whole amount (player cash → house, journal
 * key `bet:<requestId>` in the player's scope, ref the order number). Under the player's lock the
 * requestId is unused; the twin branch only guards callers outside placeOrder. 余额不足 from the
 * debit aborts the transaction, the row included. `prepay` (a red packet, loyalty/packets.ts) may pay part
 * of the stake first, right after the insert: it answers the fen it paid and cash pays the rest.
 */
export async function payNewOrder(
  tx: Tx,
  row: RequestedOrder,
  memo: string,
  balanceNow: () => Promise<number>,
  prepay?: (order: OrderRow) => Promise<number>,
): Promise<PlacedOrder> {
  const order = await insertOrder(tx, row);
  if (!order) {
    const twin = await orderByRequest(tx, row.userId, row.requestId);
    if (!twin) throw new Error("order request vanished");
    return { order: replayOrder(twin, row.requestHash), balanceFen: await balanceNow(), replayed: true };
  }
  const cashFen = row.amountFen - (prepay ? await prepay(order) : 0);
  if (cashFen === 0) return { order, balanceFen: await balanceNow(), replayed: false };
  const posted = await debitStake(
    tx,
    { scope: playerScope(row.userId), key: `bet:${row.requestId}`, requestHash: row.requestHash },
    {
      userId: row.userId,
      amountFen: cashFen,
      at: row.placedAt,
      ref: { type: "order", id: order.orderNo },
      memo,
    },
  );
  return { order, balanceFen: balanceAfter(posted, 0), replayed: false };
}
