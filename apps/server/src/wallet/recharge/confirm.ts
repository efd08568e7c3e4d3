import { and, eq, sql } from "drizzle-orm";
import { Msg } from "@lottery/contract";
import type { Db } from "../../db/client.ts";
import type { Tx } from "../../db/queryable.ts";
import { users } from "../../account/tables.ts";
import { postJournal } from "../ledger.ts";
import { houseAccount, playerAccount, SYSTEM_SCOPE } from "../posting.ts";
import { rechargeChannels, rechargeOrders } from "../tables.ts";
import { WITHDRAWAL_SETTINGS } from "../money-settings.ts";
import { readSetting } from "../../system/settings-store.ts";
import { requireTurnover } from "../turnover.ts";
import type { RechargeOrderRow } from "./orders.ts";
import { requestHashOf } from "../../domain/request-hash.ts";

/** A payment a provider confirmed (its notification verified). */
export interface ConfirmedPayment {
  provider: string;
  orderNo: string;
  amountFen: number;
}

export type ConfirmOutcome = "credited" | "already-paid" | "unknown-order" | "wrong-amount";

/**
 * Credits a confirmed payment exactly once: under the order's row lock, a pending order of this
 * provider and amount gets the journal clearing → player cash (key `recharge:<orderNo>`) and is marked
 * paid in the same transaction. An order that reads as expired still credits: the money did arrive.
 * The player's first paid recharge opens the transfer centre (GameTransferPermission); every paid
 * recharge adds its turnover requirement (wallet/turnover.ts).
 */
export async function confirmRecharge(db: Db, payment: ConfirmedPayment, now: Date): Promise<ConfirmOutcome> {
  return db.transaction(async (tx) => {
    const order = await lockOrderOf(tx, payment);
    if (!order) return "unknown-order";
    if (order.amountFen !== payment.amountFen) return "wrong-amount";
    if (order.status === "paid") return "already-paid";
    const journalId = await creditOrder(tx, order, now);
    await tx
      .update(rechargeOrders)
      .set({ status: "paid", paidAt: now, journalId })
      .where(eq(rechargeOrders.id, order.id));
    await grantTransferPermission(tx, order.userId);
    const rules = await readSetting(tx, WITHDRAWAL_SETTINGS);
    await requireTurnover(tx, order.userId, order.amountFen, rules.rechargeTurnoverPercent);
    return "credited";
  });
}

export type CloseOutcome = "closed" | "not-pending" | "unknown-order" | "wrong-amount";

/**
 * Closes a pending order the provider reports cancelled or failed, so the player's page can say so and
 * offer to pay again. A paid order stays paid; a payment that still arrives later credits the closed
 * order (confirmRecharge), since the money did arrive.
 */
export async function closeRecharge(
  db: Db,
  payment: ConfirmedPayment,
  outcome: "cancelled" | "failed",
): Promise<CloseOutcome> {
  return db.transaction(async (tx) => {
    const order = await lockOrderOf(tx, payment);
    if (!order) return "unknown-order";
    if (order.amountFen !== payment.amountFen) return "wrong-amount";
    if (order.status !== "pending") return "not-pending";
    await tx.update(rechargeOrders).set({ status: outcome }).where(eq(rechargeOrders.id, order.id));
    return "closed";
  });
}

/** The provider's order of a payment, locked for the rest of the transaction (undefined when unknown). */
async function lockOrderOf(tx: Tx, payment: ConfirmedPayment): Promise<RechargeOrderRow | undefined> {
  const [order] = await tx
    .select()
    .from(rechargeOrders)
    .where(and(eq(rechargeOrders.orderNo, payment.orderNo), eq(rechargeOrders.provider, payment.provider)))
    .for("update");
  return order;
}

async function creditOrder(tx: Tx, order: RechargeOrderRow, now: Date): Promise<number> {
  const [channel] = await tx
    .select({ name: rechargeChannels.name })
    .from(rechargeChannels)
    .where(eq(rechargeChannels.code, order.channelCode));
  const posted = await postJournal(tx, {
    scope: SYSTEM_SCOPE,
    key: `recharge:${order.orderNo}`,
    requestHash: requestHashOf({ orderNo: order.orderNo, amountFen: order.amountFen }),
    kind: "recharge",
    lines: [
      { account: playerAccount(order.userId, "cash"), amountFen: order.amountFen },
      { account: houseAccount("clearing", order.userId), amountFen: -order.amountFen },
    ],
    ref: { type: "recharge", id: order.orderNo },
    memo: Msg.rechargeMemo(channel?.name ?? order.channelCode),
    at: now,
  });
  return posted.journalId;
}

/** The first paid recharge activates the transfer centre; the profile version moves with it. */
async function grantTransferPermission(tx: Tx, userId: number): Promise<void> {
  await tx
    .update(users)
    .set({ gameTransferPermission: true, version: sql`${users.version} + 1` })
    .where(and(eq(users.id, userId), eq(users.gameTransferPermission, false)));
}
