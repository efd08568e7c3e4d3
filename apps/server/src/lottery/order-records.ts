import { and, desc, eq, isNotNull } from "drizzle-orm";
import {
  countTickets,
  fenToYuan,
  hitNumbers,
  parseDraw,
  playsOf,
  type ParsedDraw,
  type ParsedTicket,
} from "@lottery/rules";
import {
  Msg,
  type BonusRecord,
  type ChaseStatus,
  type OrderDetail,
  type OrderListParams,
  type OrderRecord,
  type OrderStatus,
  type Paged,
  type TicketResult,
} from "@lottery/contract";
import { users } from "../account/tables.ts";
import type { Db } from "../db/client.ts";
import { dateRangeFilters } from "../db/date-range.ts";
import { countWhere, onePage } from "../db/paging.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { orders, type OrderRow } from "../orders/tables.ts";
import { sportsOrderDetail } from "../sports/order-detail.ts";
import { prizeOfOrder, type OrderPrize } from "./calc-prize.ts";
import { lotteryChaseIssues, lotteryChases } from "./chase-tables.ts";
import { gameNameOf } from "./chase-store.ts";
import { lotteryIssues, type IssueRow } from "./tables.ts";
import { refuse } from "../domain/refusal.ts";

/** An order as 投注记录 lists it. */
export function recordOf(order: OrderRow, chaseNo: string | null): OrderRecord {
  const status = order.status as OrderStatus;
  return {
    orderId: order.orderNo,
    kind: order.kind as OrderRecord["kind"],
    gameCode: order.gameCode,
    gameName: gameNameOf(order.gameCode),
    issue: order.issue,
    play: order.play,
    bets: order.bets,
    multiple: order.multiple,
    amount: fenToYuan(order.amountFen),
    prize: fenToYuan(order.prizeFen),
    status,
    statusName: Msg.lotteryBets.statusNames[status],
    chaseId: chaseNo,
    placedAt: chinaTimeIso(order.placedAt),
    settledAt: order.settledAt ? chinaTimeIso(order.settledAt) : null,
  };
}

/** GET order/list: a page of the player's own orders (number and sports), newest first, filtered. */
export async function orderList(
  db: Db,
  userId: number,
  params: OrderListParams,
): Promise<Paged<OrderRecord>> {
  const where = and(
    eq(orders.userId, userId),
    params.gameCode ? eq(orders.gameCode, params.gameCode) : undefined,
    params.status ? eq(orders.status, params.status) : undefined,
    ...dateRangeFilters(orders.placedAt, params),
  );
  const rows = await onePage(
    db
      .select({ order: orders, chaseNo: lotteryChases.chaseNo })
      .from(orders)
      .leftJoin(lotteryChases, eq(lotteryChases.id, orders.chaseId))
      .where(where)
      .orderBy(desc(orders.placedAt), desc(orders.id))
      .$dynamic(),
    params,
  );
  const total = await countWhere(db, orders, where);
  return { list: rows.map((row) => recordOf(row.order, row.chaseNo)), total };
}

/**
 * GET order/detail: one of the player's orders (another player's answers as not found, status 1).
 * Number orders: each ticket with its hit numbers, winning tiers and prize against the draw (the same
 * prizeOfOrder settlement uses), the issue's numbers and the chase; sports orders: their legs.
 */
export async function orderDetail(db: Db, userId: number, orderNo: string): Promise<OrderDetail> {
  const [row] = await db
    .select({ order: orders, chase: lotteryChases })
    .from(orders)
    .leftJoin(lotteryChases, eq(lotteryChases.id, orders.chaseId))
    .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)));
  if (!row) throw refuse("lotteryBets.orderNotFound");
  const { order, chase } = row;
  const record = recordOf(order, chase?.chaseNo ?? null);
  if (order.kind === "sports") return { ...record, sports: await sportsOrderDetail(db, order) };
  const [issue] = order.issue
    ? await db
        .select()
        .from(lotteryIssues)
        .where(and(eq(lotteryIssues.gameCode, order.gameCode), eq(lotteryIssues.issue, order.issue)))
    : [];
  const detail = order.detail as { tickets: string; addition?: boolean };
  const chaseInfo = chase
    ? {
        chaseId: chase.chaseNo,
        seq: await chaseSeqOf(db, chase.id, order.id),
        issues: chase.issueCount,
        status: chase.status as ChaseStatus,
      }
    : null;
  return {
    ...record,
    addition: detail.addition === true,
    tickets: ticketResults(order, detail, issue),
    drawNumbers: issue?.numbers ?? null,
    chase: chaseInfo,
  };
}

async function chaseSeqOf(db: Db, chaseId: number, orderId: number): Promise<number> {
  const [row] = await db
    .select({ seq: lotteryChaseIssues.seq })
    .from(lotteryChaseIssues)
    .where(and(eq(lotteryChaseIssues.chaseId, chaseId), eq(lotteryChaseIssues.orderId, orderId)));
  return row?.seq ?? 0;
}

/** Each ticket of a number order and, once drawn, how it fared. */
function ticketResults(
  order: OrderRow,
  detail: { tickets: string; addition?: boolean },
  issue: IssueRow | undefined,
): TicketResult[] {
  const counted = countTickets(order.gameCode, detail.tickets, { maxBets: Number.MAX_SAFE_INTEGER });
  if (!counted.ok) return [];
  const drawn = issue?.numbers ? parseDraw(order.gameCode, issue.numbers) : null;
  const draw = drawn?.ok ? drawn.value : null;
  const names = new Map(playsOf(order.gameCode).map((p) => [p.code, p.name]));
  const texts = detail.tickets.split(";");
  return counted.value.tickets.map((ticket, i) => {
    const prize = draw ? ticketPrize(order, detail, issue, ticket, draw) : null;
    return {
      ticket: texts[i] ?? "",
      play: ticket.play,
      playName: names.get(ticket.play) ?? ticket.play,
      bets: ticket.bets,
      hitNumbers: draw ? hitNumbers(order.gameCode, ticket, draw) : null,
      tiers: prize
        ? prize.tiers.map((t) => ({ tier: t.tier, count: t.count, amount: yuanOrNull(t.amountFen) }))
        : null,
      prize: prize && !prize.pending ? fenToYuan(prize.totalFen) : null,
    };
  });
}

function ticketPrize(
  order: OrderRow,
  detail: { addition?: boolean },
  issue: IssueRow | undefined,
  ticket: ParsedTicket,
  draw: ParsedDraw,
): OrderPrize | null {
  const result = prizeOfOrder(order.gameCode, [ticket], draw, {
    multiple: order.multiple,
    addition: detail.addition === true,
    issue: order.issue ?? undefined,
    prizesFen: issue?.prizes,
  });
  return result.ok ? result.value : null;
}

const yuanOrNull = (fen: number | null) => (fen === null ? null : fenToYuan(fen));

/** 张三 → 张**: only the first character of a winner's nickname is shown. */
export function maskWinner(name: string): string {
  return `${[...name][0] ?? ""}**`;
}

/** GET LotteryResult/NewBonusList: the latest winning orders of all players, names masked. */
export async function newBonusList(db: Db, size: number): Promise<{ list: BonusRecord[] }> {
  const rows = await db
    .select({
      nickName: users.nickName,
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
      gameName: gameNameOf(row.gameCode),
      amount: fenToYuan(row.prizeFen),
      time: row.settledAt ? chinaTimeIso(row.settledAt) : "",
    })),
  };
}
