import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { fenToYuan, gameNameOf } from "@lottery/rules";
import {
  Msg,
  OUTRIGHT_GAME_CODE,
  type BonusRecord,
  type OrderDetail,
  type OrderListParams,
  type OrderRecord,
  type OrderStatus,
  type Paged,
} from "@lottery/contract";
import { users } from "../account/tables.ts";
import type { Db } from "../db/client.ts";
import { dateRangeFilters } from "../db/date-range.ts";
import { countWhere, onePage, pageAndTotal, totalOver } from "../db/paging.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { refuse } from "../domain/refusal.ts";
import { lotteryChases, type ChaseRow } from "./chase-tables.ts";
import { payableFen } from "./payable.ts";
import { orders, type OrderRow } from "./tables.ts";

/**
 * What one kind of order adds to its record on the detail page (number orders: tickets, hits and the
 * chase; sports orders: legs). Each kind registers its builder where the app is put together, so this
 * module never imports the kinds.
 */
export type OrderDetailBuilder = (
  db: Db,
  order: OrderRow,
  chase: ChaseRow | null,
) => Promise<Omit<OrderDetail, keyof OrderRecord>>;

export type OrderDetailBuilders = Readonly<Record<OrderRow["kind"], OrderDetailBuilder>>;

/** The Chinese name of an order's game (a scratch card and an outright bet are named as such: no game codes). */
export function orderGameName(kind: string, gameCode: string): string {
  if (kind === "scratch") return Msg.instant.scratchName;
  return gameCode === OUTRIGHT_GAME_CODE ? Msg.outright.gameName : gameNameOf(gameCode);
}

/** An order as 投注记录 lists it. */
export function recordOf(order: OrderRow, chaseNo: string | null): OrderRecord {
  const status = order.status as OrderStatus;
  return {
    orderId: order.orderNo,
    kind: order.kind as OrderRecord["kind"],
    gameCode: order.gameCode,
    gameName: orderGameName(order.kind, order.gameCode),
    // An outright order's issue is its market's code, no draw the player knows.
    issue: order.gameCode === OUTRIGHT_GAME_CODE ? null : order.issue,
    play: order.play,
    bets: order.bets,
    multiple: order.multiple,
    amount: fenToYuan(order.amountFen),
    prize: fenToYuan(order.prizeFen),
    tax: fenToYuan(order.taxFen),
    afterTax: fenToYuan(payableFen(order)),
    status,
    statusName: Msg.lotteryBets.statusNames[status],
    chaseId: chaseNo,
    placedAt: chinaTimeIso(order.placedAt),
    settledAt: order.settledAt ? chinaTimeIso(order.settledAt) : null,
  };
}

/** GET order/list: a page of the player's own orders (every kind), newest first, filtered. */
export async function orderList(
  db: Db,
  userId: number,
  params: OrderListParams,
): Promise<Paged<OrderRecord>> {
  const where = and(
    eq(orders.userId, userId),
    params.gameCode ? eq(orders.gameCode, params.gameCode) : undefined,
    params.status ? eq(orders.status, params.status) : undefined,
    params.chase === undefined ? undefined : (params.chase === "1" ? isNotNull : isNull)(orders.chaseId),
    ...dateRangeFilters(orders.placedAt, params),
  );
  const selected = await onePage(
    db
      .select({ order: orders, chaseNo: lotteryChases.chaseNo, total: totalOver() })
      .from(orders)
      .leftJoin(lotteryChases, eq(lotteryChases.id, orders.chaseId))
      .where(where)
      .orderBy(desc(orders.placedAt), desc(orders.id))
      .$dynamic(),
    params,
  );
  const { rows, total } = await pageAndTotal(selected, params, () => countWhere(db, orders, where));
  return { list: rows.map((row) => recordOf(row.order, row.chaseNo)), total };
}

/**
 * GET order/detail: one of the player's orders (another player's answers as not found, status 1):
 * its record and what its kind's registered builder adds.
 */
export async function orderDetail(
  db: Db,
  builders: OrderDetailBuilders,
  userId: number,
  orderNo: string,
): Promise<OrderDetail> {
  const [row] = await db
    .select({ order: orders, chase: lotteryChases })
    .from(orders)
    .leftJoin(lotteryChases, eq(lotteryChases.id, orders.chaseId))
    .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)));
  if (!row) throw refuse("lotteryBets.orderNotFound");
  const builder = builders[row.order.kind];
  if (!builder) throw new Error(`no detail builder for orders of kind ${row.order.kind}`);
  return { ...recordOf(row.order, row.chase?.chaseNo ?? null), ...(await builder(db, row.order, row.chase)) };
}

/** 张三 → 张**: only the first character of a winner's nickname is shown. */
export function maskWinner(name: string): string {
  return `${[...name][0] ?? ""}**`;
}

/** GET LotteryResult/NewBonusList: the latest winning orders of all players, names masked. */
export async function newBonusList(db: Db, size: number): Promise<{ list: BonusRecord[] }> {
  const rows = await db
    .select({
      nickName: users.nickName,
      kind: orders.kind,
      gameCode: orders.gameCode,
      prizeFen: orders.prizeFen,
      settledAt: orders.settledAt,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.status, "won"), isNotNull(orders.settledAt)))
    .orderBy(desc(orders.settledAt), desc(orders.id))
    .limit(size);
  return {
    list: rows.map((row) => ({
      name: maskWinner(row.nickName),
      gameCode: row.gameCode,
      gameName: orderGameName(row.kind, row.gameCode),
      amount: fenToYuan(row.prizeFen),
      time: row.settledAt ? chinaTimeIso(row.settledAt) : "",
    })),
  };
}
