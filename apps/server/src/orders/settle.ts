import { and, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../db/queryable.ts";
import { payOut, type Payout } from "../wallet/movements.ts";
import { SYSTEM_SCOPE } from "../wallet/posting.ts";
import { countWagers } from "../wallet/turnover.ts";
import { orders, type OrderRow } from "./tables.ts";
import { requestHashOf } from "../domain/request-hash.ts";
import { schemePayees } from "../together/payees.ts";
import { restorePackets } from "../loyalty/packets.ts";

/** What settlement decided for one order. `prizeFen` is the prize (won) — ignored otherwise. */
export interface OrderOutcome {
  orderId: number;
  status: "won" | "lost" | "cancelled";
  prizeFen: number;
}

/** Memo texts of the settlement journals (Chinese, shown in 资金明细). */
export interface SettleMemos {
  prize: (order: OrderRow) => string;
  refund: (order: OrderRow) => string;
}

/** One player paid from a settled order: their part of its prize (or refund) and of its stake (fen). */
export interface Payee {
  userId: number;
  amountFen: number;
  stakeFen: number;
}

/**
 * Who is paid from each newly settled order (by order id). By default its owner takes the whole prize
 * or refund and the whole stake counts as their turnover; an order bought by several players (a group
 * purchase) lists each participant's part. A part the house keeps (its own fill share) is not listed.
 */
export type PayeesOf = (
  tx: Tx,
  settled: readonly OrderRow[],
) => Promise<ReadonlyMap<number, readonly Payee[]>>;

/** The default split: the order's owner takes everything. */
export const ownerTakesAll: PayeesOf = async (_tx, settled) =>
  new Map(settled.map((o) => [o.id, [{ userId: o.userId, amountFen: o.prizeFen, stakeFen: o.amountFen }]]));

/**
 * THE split of every settlement, lottery and sports alike: a group purchase's order (合买) pays its
 * holders by shares (together/payees.ts), every other order its owner.
 */
export const orderPayees: PayeesOf = async (tx, settled) => {
  const schemes = await schemePayees(tx, settled);
  const owned = settled.filter((order) => !schemes.has(order.id));
  return new Map([...(await ownerTakesAll(tx, owned)), ...schemes]);
};

/**
 * Settles orders exactly once, in the caller's transaction (one chunk = one transaction):
 * 1. one UPDATE marks the listed orders that are STILL pending (rows already settled by an earlier
 *    or concurrent run are skipped and get nothing);
 * 2. each newly won order is credited its prize (house → cash, key `prize:<orderNo>`), each newly
 *    cancelled order refunded its amount (key `refund:<orderNo>`); the ledger's idempotency keys are a
 *    second guard against paying twice. An order with several payees (`payeesOf`) pays each their part
 *    under `prize:<orderNo>:<userId>` (`refund:…`), still in this one step;
 * 3. won and lost stakes count towards the payees' turnover.
 * A cancelled order's red-packet credit goes back to the same packet (loyalty restorePackets), and only
 * the cash part is refunded to cash: bet credit never turns into cash.
 * Payouts and turnover are written in a few multi-row statements (wallet payOut, countWagers), so a
 * chunk of thousands of orders costs about as much as a handful of single postings.
 * A won order with prize 0 is stored as lost. Returns the orders this call settled.
 */
export async function settleOrders(
  tx: Tx,
  outcomes: readonly OrderOutcome[],
  at: Date,
  memos: SettleMemos,
  payeesOf: PayeesOf = orderPayees,
): Promise<OrderRow[]> {
  if (outcomes.length === 0) return [];
  const rows = outcomes.map((o) => {
    const status = o.status === "won" && o.prizeFen <= 0 ? "lost" : o.status;
    return sql`(${o.orderId}::bigint, ${status}::varchar, ${status === "won" ? o.prizeFen : 0}::bigint)`;
  });
  const updated = await tx.execute(sql`
    update ${orders} as o
       set status = v.status,
           prize_fen = case when v.status = 'cancelled' then o.amount_fen else v.prize end,
           settled_at = ${at.toISOString()}::timestamptz
      from (values ${sql.join(rows, sql`, `)}) as v(id, status, prize)
     where o.id = v.id and o.status = 'pending'
    returning o.id`);
  const ids = (updated.rows as { id: number | string }[]).map((r) => Number(r.id));
  if (ids.length === 0) return [];
  const settled = await tx.select().from(orders).where(inArray(orders.id, ids)).orderBy(orders.id);
  const payees = await payeesOf(tx, settled);
  const toPackets = await restorePackets(
    tx,
    settled.filter((order) => order.status === "cancelled"),
    at,
  );
  const wagers = new Map<number, number>();
  const payouts: Payout[] = [];
  for (const order of settled) {
    const parts = lessPacketCredit(order, payees.get(order.id) ?? [], toPackets.get(order.id) ?? 0);
    assertParts(order, parts);
    payouts.push(...payoutsOf(order, parts, at, memos));
    if (order.status === "cancelled") continue;
    for (const part of parts) wagers.set(part.userId, (wagers.get(part.userId) ?? 0) + part.stakeFen);
  }
  await payOut(tx, payouts);
  await countWagers(tx, wagers);
  return settled;
}

/**
 * A cancelled order paid partly by a red packet: that credit went back to the packet
 * (loyalty/packets.ts restorePackets), so its owner's cash refund is only the rest.
 */
function lessPacketCredit(order: OrderRow, parts: readonly Payee[], creditFen: number): readonly Payee[] {
  if (creditFen === 0) return parts;
  return parts.map((part) =>
    part.userId === order.userId ? { ...part, amountFen: part.amountFen - creditFen } : part,
  );
}

/** A split that pays out more than the order's prize (or refund) is a bug, never input. */
function assertParts(order: OrderRow, parts: readonly Payee[]): void {
  const paid = parts.reduce((sum, p) => sum + p.amountFen, 0);
  const staked = parts.reduce((sum, p) => sum + p.stakeFen, 0);
  if (order.status !== "lost" && paid > order.prizeFen)
    throw new Error(`order ${order.orderNo}: payees get ${paid} fen of ${order.prizeFen}`);
  if (staked > order.amountFen)
    throw new Error(`order ${order.orderNo}: payees staked ${staked} of ${order.amountFen}`);
}

/** The prize (won) or refund (cancelled) journals of a settled order, one per payee; none when lost. */
function payoutsOf(order: OrderRow, parts: readonly Payee[], at: Date, memos: SettleMemos): Payout[] {
  if (order.status !== "won" && order.status !== "cancelled") return [];
  const prize = order.status === "won";
  const kind = prize ? "prize" : "refund";
  const ownerAlone = parts.length === 1 && parts[0]?.userId === order.userId;
  return parts
    .filter((part) => part.amountFen > 0)
    .map((part) => ({
      kind,
      idempotency: {
        scope: SYSTEM_SCOPE,
        key: ownerAlone ? `${kind}:${order.orderNo}` : `${kind}:${order.orderNo}:${part.userId}`,
        requestHash: requestHashOf({ order: order.orderNo, fen: part.amountFen }),
      },
      movement: {
        userId: part.userId,
        amountFen: part.amountFen,
        at,
        ref: { type: "order", id: order.orderNo },
        memo: prize ? memos.prize(order) : memos.refund(order),
      },
    }));
}

/** The pending orders of one game issue, in id order after `afterId` (a settlement chunk). */
export function pendingOrdersOfIssue(
  tx: Tx,
  gameCode: string,
  issue: string,
  afterId: number,
  limit: number,
): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.gameCode, gameCode),
        eq(orders.issue, issue),
        eq(orders.status, "pending"),
        sql`${orders.id} > ${afterId}`,
      ),
    )
    .orderBy(orders.id)
    .limit(limit);
}
