import { and, eq, sql } from "drizzle-orm";
import { unnestRows } from "../db/arrays.ts";
import type { Tx } from "../db/queryable.ts";
import { payOut, type Payout } from "../wallet/movements.ts";
import { SYSTEM_SCOPE } from "../wallet/posting.ts";
import { countWagers } from "../wallet/turnover.ts";
import { orders, type OrderRow } from "./tables.ts";
import { payableFen } from "./payable.ts";
import { requestHashOf } from "../domain/request-hash.ts";
import { schemePayees } from "../together/payees.ts";
import { insertWinMails } from "./win-mail.ts";
import { restorePackets } from "../loyalty/packets.ts";
import { payFollowCommissions } from "../follow/commission.ts";

/**
 * What settlement decided for one order. `prizeFen` is the prize before tax (won) — ignored otherwise;
 * `taxFen` the prize tax withheld from it (rules core/tax.ts), 0 when omitted; `refundFen` the part of
 * a won order's `prizeFen` that is stake given back rather than prize (a sports order's single bets on
 * cancelled matches), 0 when omitted.
 */
export interface OrderOutcome {
  orderId: number;
  status: "won" | "lost" | "cancelled";
  prizeFen: number;
  taxFen?: number;
  refundFen?: number;
}

/**
 * What settlement answers of each order it settled: the columns paying, splitting and chases need
 * (not `detail` or the timestamps, so marking a chunk of thousands of orders answers little).
 */
export type SettledOrder = Pick<
  OrderRow,
  | "id"
  | "orderNo"
  | "userId"
  | "gameCode"
  | "issue"
  | "chaseId"
  | "amountFen"
  | "prizeFen"
  | "taxFen"
  | "status"
>;

/** The columns of a SettledOrder. */
const settledColumns = {
  id: orders.id,
  orderNo: orders.orderNo,
  userId: orders.userId,
  gameCode: orders.gameCode,
  issue: orders.issue,
  chaseId: orders.chaseId,
  amountFen: orders.amountFen,
  prizeFen: orders.prizeFen,
  taxFen: orders.taxFen,
  status: orders.status,
};

/** Memo texts of the settlement journals (Chinese, shown in 资金明细). */
export interface SettleMemos {
  prize: (order: SettledOrder) => string;
  refund: (order: SettledOrder) => string;
}

/** One player paid from a settled order: their part of its prize (or refund) and of its stake (fen). */
export interface Payee {
  userId: number;
  amountFen: number;
  stakeFen: number;
  /** The payout's memo when not the order's own (a group purchase names the scheme). */
  memo?: (prize: boolean) => string;
}

/**
 * Who is paid from each newly settled order (by order id). By default its owner takes the whole prize
 * or refund and the whole stake counts as their turnover; an order bought by several players (a group
 * purchase) lists each participant's part. A part the house keeps (its own fill share) is not listed.
 */
export type PayeesOf = (
  tx: Tx,
  settled: readonly SettledOrder[],
) => Promise<ReadonlyMap<number, readonly Payee[]>>;

/** The default split: the order's owner takes everything. */
export const ownerTakesAll: PayeesOf = async (_tx, settled) =>
  new Map(
    settled.map((o) => [o.id, [{ userId: o.userId, amountFen: payableFen(o), stakeFen: o.amountFen }]]),
  );

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
 * 2. each newly won order is credited its prize after tax (house → cash, key `prize:<orderNo>`) and
 *    its prize tax booked (house → tax payable, key `tax:<orderNo>`), each newly
 *    cancelled order refunded its amount (key `refund:<orderNo>`); the ledger's idempotency keys are a
 *    second guard against paying twice. An order with several payees (`payeesOf`) pays each their part
 *    under `prize:<orderNo>:<userId>` (`refund:…`), still in this one step;
 * 3. won and lost stakes count towards the payees' turnover;
 * 4. each prize payout leaves its payee a 中奖通知 in the message centre (win-mail.ts), once;
 * 5. a follower's order (跟单) pays its releaser's commission out of the prize just paid
 *    (follow/commission.ts: keys `follow-fee:<orderNo>`, `release-fee:<orderNo>`).
 * Refunds go back the way the stake was paid, red packet first (loyalty restorePackets): a stake given
 * back — a cancelled order's whole stake, or the refunded singles inside a won sports order — restores
 * the credit of the packet that paid the order, up to what that packet paid, and only the rest goes to
 * cash; a prize is always cash. So bet credit never turns into cash (a 3-yuan packet and 1 yuan cash on
 * a 4-yuan order with one 2-yuan single refunded: 2 yuan back to the packet, the prize to cash).
 * Set-based: the orders are marked by one statement, payouts and turnover written in a few more
 * (wallet payOut, countWagers; one balance and one turnover update per player), every column passed
 * as one array parameter (db/arrays.ts), so a chunk of thousands of orders costs about as much as a
 * handful of single postings.
 * A won order with prize 0 is stored as lost. Returns the orders this call settled.
 */
export async function settleOrders(
  tx: Tx,
  outcomes: readonly OrderOutcome[],
  at: Date,
  memos: SettleMemos,
  payeesOf: PayeesOf = orderPayees,
): Promise<SettledOrder[]> {
  if (outcomes.length === 0) return [];
  const marks = outcomes.map((o) => {
    const status = o.status === "won" && o.prizeFen <= 0 ? "lost" : o.status;
    const won = status === "won";
    return { id: o.orderId, status, prizeFen: won ? o.prizeFen : 0, taxFen: won ? (o.taxFen ?? 0) : 0 };
  });
  // One statement marks the whole chunk (its columns as four array parameters) and answers the rows.
  const values = unnestRows(marks, {
    id: [(m) => m.id, "bigint[]"],
    status: [(m) => m.status, "varchar[]"],
    prize: [(m) => m.prizeFen, "bigint[]"],
    tax: [(m) => m.taxFen, "bigint[]"],
  });
  const settled = (
    await tx
      .update(orders)
      .set({
        status: sql`v.status`,
        prizeFen: sql`case when v.status = 'cancelled' then ${orders.amountFen} else v.prize end`,
        taxFen: sql`v.tax`,
        settledAt: at,
      })
      .from(values)
      .where(and(sql`${orders.id} = v.id`, eq(orders.status, "pending")))
      .returning(settledColumns)
  ).sort((a, b) => a.id - b.id);
  if (settled.length === 0) return [];
  const payees = await payeesOf(tx, settled);
  const toPackets = await restorePackets(tx, stakesGivenBack(settled, outcomes), at);
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
  await payFollowCommissions(tx, settled, at);
  await countWagers(tx, wagers);
  await insertWinMails(tx, payouts);
  return settled;
}

/**
 * The stake each newly settled order gives back: a cancelled order all of it, a won one its refunded
 * part (never more than it pays out); lost orders and won ones without a refund are left out.
 */
function stakesGivenBack(settled: readonly SettledOrder[], outcomes: readonly OrderOutcome[]) {
  const refundOf = new Map(outcomes.map((o) => [o.orderId, o.refundFen ?? 0]));
  return settled
    .map((order) => ({
      id: order.id,
      orderNo: order.orderNo,
      userId: order.userId,
      refundFen:
        order.status === "cancelled"
          ? order.amountFen
          : order.status === "won"
            ? Math.min(refundOf.get(order.id) ?? 0, payableFen(order))
            : 0,
    }))
    .filter((order) => order.refundFen > 0);
}

/**
 * An order paid partly by a red packet that gave stake back: that credit went back to the packet
 * (loyalty/packets.ts restorePackets), so its owner's cash payout is only the rest.
 */
function lessPacketCredit(order: SettledOrder, parts: readonly Payee[], creditFen: number): readonly Payee[] {
  if (creditFen === 0) return parts;
  return parts.map((part) =>
    part.userId === order.userId ? { ...part, amountFen: part.amountFen - creditFen } : part,
  );
}

/** A split that pays out more than the order's prize (or refund) is a bug, never input. */
function assertParts(order: SettledOrder, parts: readonly Payee[]): void {
  const paid = parts.reduce((sum, p) => sum + p.amountFen, 0);
  const staked = parts.reduce((sum, p) => sum + p.stakeFen, 0);
  if (paid > payableFen(order))
    throw new Error(`order ${order.orderNo}: payees get ${paid} fen of ${payableFen(order)}`);
  if (staked > order.amountFen)
    throw new Error(`order ${order.orderNo}: payees staked ${staked} of ${order.amountFen}`);
}

/**
 * The prize (won) or refund (cancelled) journals of a settled order, one per payee, and its prize tax
 * journal; none when lost.
 */
function payoutsOf(order: SettledOrder, parts: readonly Payee[], at: Date, memos: SettleMemos): Payout[] {
  if (order.status !== "won" && order.status !== "cancelled") return [];
  const prize = order.status === "won";
  const kind = prize ? "prize" : "refund";
  const ownerAlone = parts.length === 1 && parts[0]?.userId === order.userId;
  const tax: Payout[] = prize && order.taxFen > 0 ? [taxPayout(order, at, memos)] : [];
  return tax.concat(
    parts
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
          memo: part.memo ? part.memo(prize) : prize ? memos.prize(order) : memos.refund(order),
        },
      })),
  );
}

/** The prize tax of a won order: house → tax payable, once (key `tax:<orderNo>`). */
function taxPayout(order: SettledOrder, at: Date, memos: SettleMemos): Payout {
  return {
    kind: "prize_tax",
    idempotency: {
      scope: SYSTEM_SCOPE,
      key: `tax:${order.orderNo}`,
      requestHash: requestHashOf({ order: order.orderNo, tax: order.taxFen }),
    },
    movement: {
      userId: order.userId,
      amountFen: order.taxFen,
      at,
      ref: { type: "order", id: order.orderNo },
      memo: memos.prize(order),
    },
  };
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
