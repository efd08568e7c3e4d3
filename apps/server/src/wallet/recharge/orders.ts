import { randomInt } from "node:crypto";
import { and, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import { fenToYuan, fenToYuanText, yuanToFen } from "@lottery/rules";
import {
  RECHARGE_ORDER_TTL_MS,
  type Paged,
  type RechargeModels,
  type RechargeParams,
  type RechargeRecord,
  type RechargeRecordParams,
  type RechargeStatus,
} from "@lottery/contract";
import type { Db } from "../../db/client.ts";
import { dateRangeFilters } from "../../db/date-range.ts";
import type { Tx } from "../../db/queryable.ts";
import { chinaDay } from "../../domain/china-time.ts";
import { chinaTimeIso } from "../../domain/china-time.ts";
import type { PaymentProvider } from "../payment/provider.ts";
import { rechargeChannels, rechargeOrders } from "../tables.ts";
import { usableChannel } from "./channels.ts";
import { refuse } from "../../domain/refusal.ts";
import { claimNumber } from "../../orders/numbers.ts";
import { lockPlayer } from "../../orders/place.ts";
import { assertMayDeposit } from "../../safety/gate.ts";

/** A pending order reads as expired after this long (the contract's); a later payment still credits it. */
export { RECHARGE_ORDER_TTL_MS };

export type RechargeOrderRow = typeof rechargeOrders.$inferSelect;
type NewOrder = Omit<typeof rechargeOrders.$inferInsert, "orderNo">;

/** How an order reads at `now`: pending orders older than the time limit read as expired. */
export function rechargeStatusOf(
  order: Pick<RechargeOrderRow, "status" | "createdAt">,
  now: Date,
): RechargeStatus {
  if (order.status === "paid" || order.status === "cancelled" || order.status === "failed")
    return order.status;
  return now.getTime() - order.createdAt.getTime() > RECHARGE_ORDER_TTL_MS ? "expired" : "pending";
}

/**
 * Opens a pending recharge order on a usable channel within its limits and the player's own deposit
 * limits (refused during a time-out or self-exclusion) and answers the provider's payment page. The provider is asked after the order is written, outside any transaction.
 */
export async function createRecharge(
  db: Db,
  providers: ReadonlyMap<string, PaymentProvider>,
  userId: number,
  params: RechargeParams,
  now: Date,
): Promise<RechargeModels> {
  const amountFen = yuanToFen(params.amount);
  if (amountFen === null) throw new Error(`amount ${params.amount} passed the schema but is not yuan`);
  const { channel, provider } = await usableChannel(db, providers, params.channel);
  if (amountFen < channel.minFen || amountFen > channel.maxFen)
    throw refuse("rechargeAmountRange", fenToYuanText(channel.minFen), fenToYuanText(channel.maxFen));
  const order: NewOrder = {
    userId,
    channelCode: channel.code,
    provider: provider.code,
    amountFen,
    createdAt: now,
  };
  // Under the player's lock: the player's own deposit limits and breaks (safety/gate.ts) count every
  // paid or still payable order, so two racing recharges cannot together pass a limit.
  const orderNo = await db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    await assertMayDeposit(tx, userId, amountFen, now);
    return insertOrder(tx, order);
  });
  return { orderNo, payUrl: await provider.createPayment({ orderNo, amountFen }) };
}

const ORDER_NO_TRIES = 5;

/** Inserts under a fresh number; a taken number is skipped without an error (which would abort the transaction). */
async function insertOrder(tx: Tx, order: NewOrder): Promise<string> {
  for (let attempt = 0; attempt < ORDER_NO_TRIES; attempt += 1) {
    const orderNo = newOrderNo(order.createdAt);
    // Unique across players through number_owners, claimed first.
    if (!(await claimNumber(tx, "recharge", orderNo, order.userId))) continue;
    const [inserted] = await tx
      .insert(rechargeOrders)
      .values({ ...order, orderNo })
      .returning({ orderNo: rechargeOrders.orderNo });
    if (inserted) return inserted.orderNo;
  }
  throw new Error("could not draw a free recharge order number");
}

/** `R`, the China date, then 10 random digits: e.g. R202611210123456789. */
function newOrderNo(now: Date): string {
  return `R${chinaDay(now).replaceAll("-", "")}${String(randomInt(10 ** 10)).padStart(10, "0")}`;
}

/** A page of the player's own recharge orders, newest first, by status (as it reads now) and dates. */
export async function rechargeRecords(
  db: Db,
  userId: number,
  page: RechargeRecordParams,
  now: Date,
): Promise<Paged<RechargeRecord>> {
  const where = and(
    eq(rechargeOrders.userId, userId),
    ...statusFilters(page.status, now),
    ...dateRangeFilters(rechargeOrders.createdAt, page),
  );
  const rows = await db
    .select({ order: rechargeOrders, channelName: rechargeChannels.name })
    .from(rechargeOrders)
    .innerJoin(rechargeChannels, eq(rechargeChannels.code, rechargeOrders.channelCode))
    .where(where)
    .orderBy(desc(rechargeOrders.createdAt), desc(rechargeOrders.id))
    .limit(page.pageSize)
    .offset((page.pageIndex - 1) * page.pageSize);
  const [total] = await db.select({ n: count() }).from(rechargeOrders).where(where);
  return {
    list: rows.map(({ order, channelName }) => ({
      orderNo: order.orderNo,
      channel: channelName,
      amount: fenToYuan(order.amountFen),
      status: rechargeStatusOf(order, now),
      createdAt: chinaTimeIso(order.createdAt),
      paidAt: order.paidAt ? chinaTimeIso(order.paidAt) : null,
    })),
    total: total?.n ?? 0,
  };
}

/** The stored conditions behind a status as it reads at `now` (expired = pending past its time). */
function statusFilters(status: RechargeStatus | undefined, now: Date): SQL[] {
  const cutoff = new Date(now.getTime() - RECHARGE_ORDER_TTL_MS);
  const pending = eq(rechargeOrders.status, "pending");
  if (status === "paid" || status === "cancelled" || status === "failed")
    return [eq(rechargeOrders.status, status)];
  if (status === "pending") return [pending, gte(rechargeOrders.createdAt, cutoff)];
  if (status === "expired") return [pending, lt(rechargeOrders.createdAt, cutoff)];
  return [];
}
