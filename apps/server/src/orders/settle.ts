import { and, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../db/queryable.ts";
import { payOut, type Payout } from "../wallet/movements.ts";
import { requestHashOf, SYSTEM_SCOPE } from "../wallet/posting.ts";
import { countWagers } from "../wallet/turnover.ts";
import { orders, type OrderRow } from "./tables.ts";

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

/**
 * Settles orders exactly once, in the caller's transaction (one chunk = one transaction):
 * 1. one UPDATE marks the listed orders that are STILL pending (rows already settled by an earlier
 *    or concurrent run are skipped and get nothing);
 * 2. each newly won order is credited its prize (house → cash, key `prize:<orderNo>`), each newly
 *    cancelled order refunded its amount (key `refund:<orderNo>`); the ledger's idempotency keys are a
 *    second guard against paying twice;
 * 3. won and lost stakes count towards the players' turnover.
 * Payouts and turnover are written in a few multi-row statements (wallet payOut, countWagers), so a
 * chunk of thousands of orders costs about as much as a handful of single postings.
 * A won order with prize 0 is stored as lost. Returns the orders this call settled.
 */
export async function settleOrders(
  tx: Tx,
  outcomes: readonly OrderOutcome[],
  at: Date,
  memos: SettleMemos,
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
  await payOut(
    tx,
    settled.flatMap((order) => payoutOf(order, at, memos)),
  );
  const wagers = new Map<number, number>();
  for (const order of settled) {
    if (order.status !== "cancelled")
      wagers.set(order.userId, (wagers.get(order.userId) ?? 0) + order.amountFen);
  }
  await countWagers(tx, wagers);
  return settled;
}

/** The prize (won) or refund (cancelled) of a settled order; nothing for a lost one. */
function payoutOf(order: OrderRow, at: Date, memos: SettleMemos): Payout[] {
  if (order.status !== "won" && order.status !== "cancelled") return [];
  const prize = order.status === "won";
  return [
    {
      kind: prize ? "prize" : "refund",
      idempotency: {
        scope: SYSTEM_SCOPE,
        key: `${prize ? "prize" : "refund"}:${order.orderNo}`,
        requestHash: requestHashOf({ order: order.orderNo, fen: order.prizeFen }),
      },
      movement: {
        userId: order.userId,
        amountFen: order.prizeFen,
        at,
        ref: { type: "order", id: order.orderNo },
        memo: prize ? memos.prize(order) : memos.refund(order),
      },
    },
  ];
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
