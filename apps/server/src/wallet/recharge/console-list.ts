import { and, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import { fenToYuan } from "@lottery/rules";
import {
  consoleRange,
  type ConsoleRecharge,
  type ConsoleRechargesParams,
  type Paged,
  type RechargeStatus,
} from "@lottery/contract";
import { users } from "../../account/tables.ts";
import type { Db } from "../../db/client.ts";
import { dateRangeFilters } from "../../db/date-range.ts";
import { chinaTimeIso } from "../../domain/china-time.ts";
import { rechargeChannels, rechargeOrders } from "../tables.ts";
import { RECHARGE_ORDER_TTL_MS, rechargeStatusOf } from "./orders.ts";

/** GET /admin/api/recharges: every player's recharge orders, newest first, filtered. */
export async function consoleRecharges(
  db: Db,
  params: ConsoleRechargesParams,
  now: Date,
): Promise<Paged<ConsoleRecharge>> {
  const where = and(
    ...statusFilters(params.status, now),
    params.mid ? eq(rechargeOrders.userId, params.mid) : undefined,
    params.channel ? eq(rechargeOrders.channelCode, params.channel) : undefined,
    ...dateRangeFilters(rechargeOrders.createdAt, consoleRange(params)),
  );
  const rows = await db
    .select({ order: rechargeOrders, userName: users.userName, channelName: rechargeChannels.name })
    .from(rechargeOrders)
    .innerJoin(users, eq(users.id, rechargeOrders.userId))
    .innerJoin(rechargeChannels, eq(rechargeChannels.code, rechargeOrders.channelCode))
    .where(where)
    .orderBy(desc(rechargeOrders.createdAt), desc(rechargeOrders.id))
    .limit(params.pageSize)
    .offset((params.pageIndex - 1) * params.pageSize);
  const [total] = await db.select({ n: count() }).from(rechargeOrders).where(where);
  return {
    list: rows.map(({ order, userName, channelName }) => ({
      orderNo: order.orderNo,
      mid: order.userId,
      userName,
      channel: order.channelCode,
      channelName,
      provider: order.provider,
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
  if (status === "paid") return [eq(rechargeOrders.status, "paid")];
  if (status === "pending") return [pending, gte(rechargeOrders.createdAt, cutoff)];
  if (status === "expired") return [pending, lt(rechargeOrders.createdAt, cutoff)];
  return [];
}
