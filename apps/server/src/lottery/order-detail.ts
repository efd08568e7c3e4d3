import { and, eq } from "drizzle-orm";
import {
  countTickets,
  fenToYuan,
  hitNumbers,
  parseDraw,
  playsOf,
  type ParsedDraw,
  type ParsedTicket,
} from "@lottery/rules";
import type { ChaseStatus, OrderDetail, OrderRecord, TicketResult } from "@lottery/contract";
import type { Db } from "../db/client.ts";
import { lotteryChaseIssues, type ChaseRow } from "../orders/chase-tables.ts";
import type { OrderRow } from "../orders/tables.ts";
import { prizeOfOrder, type OrderPrize } from "./calc-prize.ts";
import { lotteryIssues, type IssueRow } from "./tables.ts";

/**
 * What a number order's detail page adds to its record (registered with orders/ as the `number`
 * kind's builder): each ticket with its hit numbers, winning tiers and prize against the draw (the same
 * prizeOfOrder settlement uses), the issue's numbers and the chase.
 */
export async function numberOrderDetail(
  db: Db,
  order: OrderRow,
  chase: ChaseRow | null,
): Promise<Omit<OrderDetail, keyof OrderRecord>> {
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
