import { and, asc, eq, gt, inArray, or, isNull } from "drizzle-orm";
import { Msg } from "@lottery/contract";
import type { Tx } from "../db/queryable.ts";
import { refuse } from "../domain/refusal.ts";
import { requestHashOf } from "../domain/request-hash.ts";
import { postJournal } from "../wallet/ledger.ts";
import { houseAccount, playerAccount, playerScope, SYSTEM_SCOPE } from "../wallet/posting.ts";
import { inventoryItems, packetUses } from "./tables.ts";

/** A red packet paying (part of) a new order's stake. */
export interface PacketSpend {
  userId: number;
  packetId: number;
  order: { id: number; orderNo: string; amountFen: number };
  requestId: string;
  requestHash: string;
  memo: string;
  at: Date;
}

/**
 * Pays as much of a new order's stake as the packet holds: the player's own usable, unexpired red
 * packet (locked; else 红包不可用或已过期) gives min(left, stake) of bet credit to the house (player
 * `credit` → house, key `bet-credit:<requestId>` in the player's scope), its remaining value drops (used
 * at zero) and the order's packet use is recorded. In the caller's transaction (the order's own).
 * Answers the credit used, in fen; the caller debits the rest from cash.
 */
export async function spendPacket(tx: Tx, spend: PacketSpend): Promise<number> {
  const [item] = await tx
    .select()
    .from(inventoryItems)
    .where(
      and(
        eq(inventoryItems.id, spend.packetId),
        eq(inventoryItems.userId, spend.userId),
        eq(inventoryItems.kind, "red_packet"),
        eq(inventoryItems.state, "usable"),
        or(isNull(inventoryItems.expiresAt), gt(inventoryItems.expiresAt, spend.at)),
      ),
    )
    .for("update");
  const left = item?.remainingFen ?? 0;
  if (!item || left <= 0) throw refuse("loyalty.packetUnusable");
  const creditFen = Math.min(left, spend.order.amountFen);
  await postJournal(tx, {
    scope: playerScope(spend.userId),
    key: `bet-credit:${spend.requestId}`,
    requestHash: spend.requestHash,
    kind: "bet",
    lines: [
      { account: playerAccount(spend.userId, "credit"), amountFen: -creditFen },
      { account: houseAccount("house", spend.userId), amountFen: creditFen },
    ],
    ref: { type: "order", id: spend.order.orderNo },
    memo: `${spend.memo}（${Msg.loyalty.packetPaid}）`,
    at: spend.at,
  });
  const remainingFen = left - creditFen;
  await tx
    .update(inventoryItems)
    .set({ remainingFen, ...(remainingFen === 0 ? { state: "used", usedAt: spend.at } : {}) })
    .where(eq(inventoryItems.id, item.id));
  await tx
    .insert(packetUses)
    .values({ orderId: spend.order.id, userId: spend.userId, itemId: item.id, creditFen, at: spend.at });
  return creditFen;
}

/** A restored packet comes back valid for at least this long (REFERENCE-RULES §4.2: 7 days). */
export const RESTORED_PACKET_DAYS = 7;
const DAY_MS = 86_400_000;

/**
 * Gives stake that newly settled orders give back (`refundFen`: a cancelled order's whole stake, a won
 * sports order's refunded singles) to the very packet that paid it first, up to what that packet paid:
 * house → the player's `credit` account (kind credit_refund, key `credit-refund:<orderNo>`), the
 * packet's remaining value grows by that much and it is usable again, valid at least
 * RESTORED_PACKET_DAYS more days (even if it had expired meanwhile). In the settlement's transaction,
 * once per order (the caller settles each order once; the journal key is the second guard). Answers
 * orderId → credit restored; the caller pays only the rest in cash.
 */
export async function restorePackets(
  tx: Tx,
  refunds: readonly { id: number; orderNo: string; userId: number; refundFen: number }[],
  at: Date,
): Promise<Map<number, number>> {
  const restored = new Map<number, number>();
  if (refunds.length === 0) return restored;
  const uses = await tx
    .select()
    .from(packetUses)
    .where(
      and(
        inArray(packetUses.userId, [...new Set(refunds.map((order) => order.userId))]),
        inArray(
          packetUses.orderId,
          refunds.map((order) => order.id),
        ),
      ),
    )
    .orderBy(asc(packetUses.itemId));
  for (const use of uses) {
    const order = refunds.find((o) => o.id === use.orderId);
    // one packet per order: what it paid, capped by the stake given back
    const fen = Math.min(use.creditFen, order?.refundFen ?? 0);
    if (!order || fen <= 0 || restored.has(order.id)) continue;
    await restoreOne(tx, { ...use, creditFen: fen }, order.orderNo, at);
    restored.set(use.orderId, fen);
  }
  return restored;
}

async function restoreOne(tx: Tx, use: typeof packetUses.$inferSelect, orderNo: string, at: Date) {
  const [item] = await tx
    .select()
    .from(inventoryItems)
    .where(eq(inventoryItems.id, use.itemId))
    .for("update");
  if (!item) throw new Error(`packet ${use.itemId} of order ${orderNo} vanished`);
  await postJournal(tx, {
    scope: SYSTEM_SCOPE,
    key: `credit-refund:${orderNo}`,
    requestHash: requestHashOf({ order: orderNo, item: item.id, fen: use.creditFen }),
    kind: "credit_refund",
    lines: [
      { account: playerAccount(use.userId, "credit"), amountFen: use.creditFen },
      { account: houseAccount("house", use.userId), amountFen: -use.creditFen },
    ],
    ref: { type: "order", id: orderNo },
    memo: Msg.loyalty.packetRefundMemo(orderNo),
    at,
  });
  const validUntil = new Date(at.getTime() + RESTORED_PACKET_DAYS * DAY_MS);
  const expiresAt = item.expiresAt && item.expiresAt > validUntil ? item.expiresAt : validUntil;
  await tx
    .update(inventoryItems)
    .set({
      remainingFen: (item.remainingFen ?? 0) + use.creditFen,
      state: "usable",
      usedAt: null,
      expiresAt,
    })
    .where(eq(inventoryItems.id, item.id));
}
