import { and, asc, eq, gt, inArray, lt, or, sql } from "drizzle-orm";
import { stakeGrowth, stakePoints } from "@lottery/rules";
import { Msg } from "@lottery/contract";
import type { Db } from "../db/client.ts";
import type { Tx } from "../db/queryable.ts";
import { chinaDay } from "../domain/china-time.ts";
import { orders } from "../orders/tables.ts";
import { readSetting, writeSetting, type SettingDef } from "../system/settings-store.ts";
import { z } from "zod";
import { addMemberGrowth, lockMember } from "./member.ts";
import { postPoints } from "./points.ts";
import { loyaltySettings, ruleOf, type LoyaltySettings } from "./settings.ts";
import { loyaltyAccruals, loyaltyMembers, packetUses } from "./tables.ts";

/** Orders settled this long ago at least are counted: a settlement still committing is never skipped. */
export const ACCRUAL_LAG_MS = 60_000;
const BATCH = 200;

const CURSOR: SettingDef<z.ZodType<{ settledAt: string | null; id: number }>> = {
  key: "loyalty-accrual-cursor",
  schema: z.object({ settledAt: z.string().nullable().default(null), id: z.number().default(0) }),
};

interface SettledOrder {
  id: number;
  orderNo: string;
  userId: number;
  amountFen: number;
  settledAt: Date;
}

/**
 * Growth and points of settled orders (won or lost; a cancelled order earns nothing), exactly once
 * per order: a job walks the orders settled at least ACCRUAL_LAG_MS ago in (settled_at, id) order
 * from a cursor; each order is one transaction whose loyalty_accruals row (primary key the order)
 * makes a second pass a no-op. Answers how many orders were counted. With `budgetMs` it stops after the
 * order that used it up (the cursor keeps its place): the job loop runs its ticks one after another,
 * so a catch-up of a whole batch (hundreds of transactions a minute after a big settlement) would hold
 * back the house draws behind it by seconds.
 */
export async function accrueSettledOrders(db: Db, now: Date, budgetMs = Infinity): Promise<number> {
  const deadline = performance.now() + budgetMs;
  const settings = await loyaltySettings(db);
  const cursor = await readSetting(db, CURSOR);
  const after = cursor.settledAt ? new Date(cursor.settledAt) : new Date(0);
  const batch: SettledOrder[] = (await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      userId: orders.userId,
      amountFen: orders.amountFen,
      settledAt: orders.settledAt,
    })
    .from(orders)
    .where(
      and(
        inArray(orders.status, ["won", "lost"]),
        lt(orders.settledAt, new Date(now.getTime() - ACCRUAL_LAG_MS)),
        or(gt(orders.settledAt, after), and(eq(orders.settledAt, after), gt(orders.id, cursor.id))),
      ),
    )
    .orderBy(asc(orders.settledAt), asc(orders.id))
    .limit(BATCH)) as SettledOrder[];
  let done = 0;
  for (const order of batch) {
    await db.transaction((tx) => accrueOrder(tx, order, settings, now));
    done += 1;
    if (performance.now() >= deadline) break;
  }
  const last = batch[done - 1];
  if (last) await writeSetting(db, CURSOR, { settledAt: last.settledAt.toISOString(), id: last.id });
  return done;
}

/** One order's growth and points, under the member's lock; nothing when it was already counted. */
export async function accrueOrder(tx: Tx, order: SettledOrder, settings: LoyaltySettings, now: Date) {
  const member = await lockMember(tx, order.userId, now, settings);
  const day = chinaDay(order.settledAt);
  const growthToday = member.stakeGrowthDay === day ? member.stakeGrowthToday : 0;
  const pointsToday = member.pointsDay === day ? member.pointsToday : 0;
  // Red-packet credit never earns: only the cash part of the stake counts.
  const [packet] = await tx
    .select({ creditFen: packetUses.creditFen })
    .from(packetUses)
    .where(and(eq(packetUses.userId, order.userId), eq(packetUses.orderId, order.id)));
  const cashFen = order.amountFen - (packet?.creditFen ?? 0);
  const growth = stakeGrowth(cashFen, growthToday, settings.earning);
  const rate = ruleOf(settings, member.level).pointsPercent;
  const points = stakePoints(cashFen, rate, pointsToday, settings.earning);
  const [claimed] = await tx
    .insert(loyaltyAccruals)
    .values({ orderId: order.id, userId: order.userId, growth, points, at: now })
    .onConflictDoNothing()
    .returning({ orderId: loyaltyAccruals.orderId });
  if (!claimed) return;
  const counters = {
    stakeGrowthDay: day,
    stakeGrowthToday: growthToday + growth,
    pointsDay: day,
    pointsToday: pointsToday + points,
  };
  if (growth > 0) {
    const grant = { delta: growth, reason: "stake" as const, key: `order:${order.id}`, now };
    await addMemberGrowth(tx, member, grant, settings, counters);
  } else {
    await tx
      .update(loyaltyMembers)
      .set({ ...counters, updatedAt: sql`now()` })
      .where(eq(loyaltyMembers.userId, order.userId));
  }
  if (points > 0)
    await postPoints(tx, {
      userId: order.userId,
      delta: points,
      kind: "points_earn",
      key: `loyalty:earn:${order.id}`,
      memo: Msg.loyalty.earnMemo(order.orderNo),
      ref: { type: "order", id: order.orderNo },
      at: now,
    });
}
