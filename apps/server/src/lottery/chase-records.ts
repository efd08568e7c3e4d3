import { and, asc, eq, inArray } from "drizzle-orm";
import { fenToYuan, gameNameOf } from "@lottery/rules";
import {
  Msg,
  type ChaseDetail,
  type ChaseIssueStatus,
  type ChaseStatus,
  type OrderStatus,
} from "@lottery/contract";
import type { Db } from "../db/client.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { orders } from "../orders/tables.ts";
import { lotteryChaseIssues, lotteryChases, type ChaseRow } from "../orders/chase-tables.ts";
import { endChase, lockChase } from "./chase-store.ts";
import { refuse } from "../domain/refusal.ts";

/**
 * GET Order/ChaseDetail: one of the player's chases with each issue (multiple, amount, order number
 * and status, prize) and how its amount stands (placed, released, still frozen). Another player's
 * chase answers as not found (status 1).
 */
export async function chaseDetail(db: Db, userId: number, chaseNo: string): Promise<ChaseDetail> {
  const [chase] = await db
    .select()
    .from(lotteryChases)
    .where(and(eq(lotteryChases.chaseNo, chaseNo), eq(lotteryChases.userId, userId)));
  if (!chase) throw refuse("lotteryBets.chaseNotFound");
  return detailOf(db, chase);
}

/**
 * POST Order/CancelChase: stops one of the player's running chases; the issues not placed yet give
 * their amount back to cash at once (placed orders stay and are settled as usual). Answers the chase.
 */
export async function cancelChase(db: Db, userId: number, chaseNo: string, now: Date): Promise<ChaseDetail> {
  const [found] = await db
    .select({ id: lotteryChases.id })
    .from(lotteryChases)
    .where(and(eq(lotteryChases.chaseNo, chaseNo), eq(lotteryChases.userId, userId)));
  if (!found) throw refuse("lotteryBets.chaseNotFound");
  const chase = await db.transaction(async (tx) => {
    const locked = await lockChase(tx, found.id);
    if (!locked || locked.status !== "running") throw refuse("lotteryBets.chaseOver");
    await endChase(tx, locked, "cancelled", now);
    return locked;
  });
  return chaseDetail(db, userId, chase.chaseNo);
}

async function detailOf(db: Db, chase: ChaseRow): Promise<ChaseDetail> {
  const issues = await db
    .select()
    .from(lotteryChaseIssues)
    .where(eq(lotteryChaseIssues.chaseId, chase.id))
    .orderBy(asc(lotteryChaseIssues.seq));
  const orderIds = issues.flatMap((i) => (i.orderId === null ? [] : [i.orderId]));
  const placed =
    orderIds.length === 0 ? [] : await db.select().from(orders).where(inArray(orders.id, orderIds));
  const byId = new Map(placed.map((o) => [o.id, o]));
  const sum = (status: ChaseIssueStatus) =>
    issues.filter((i) => i.status === status).reduce((total, i) => total + i.amountFen, 0);
  const wonFen = placed.filter((o) => o.status === "won").reduce((total, o) => total + o.prizeFen, 0);
  const status = chase.status as ChaseStatus;
  return {
    chaseId: chase.chaseNo,
    gameCode: chase.gameCode,
    gameName: gameNameOf(chase.gameCode),
    tickets: chase.tickets,
    bets: chase.bets,
    addition: chase.addition,
    stopOnWin: chase.stopOnWin,
    status,
    statusName: Msg.lotteryBets.chaseStatusNames[status],
    amount: fenToYuan(chase.amountFen),
    placedAmount: fenToYuan(sum("placed")),
    releasedAmount: fenToYuan(sum("released")),
    frozenAmount: fenToYuan(sum("waiting")),
    prize: fenToYuan(wonFen),
    createdAt: chinaTimeIso(chase.createdAt),
    issues: issues.map((i) => {
      const order = i.orderId === null ? undefined : byId.get(i.orderId);
      const issueStatus = i.status as ChaseIssueStatus;
      return {
        seq: i.seq,
        issue: i.issue,
        multiple: i.multiple,
        amount: fenToYuan(i.amountFen),
        status: issueStatus,
        statusName: Msg.lotteryBets.chaseIssueStatusNames[issueStatus],
        orderId: order?.orderNo ?? null,
        orderStatus: (order?.status as OrderStatus | undefined) ?? null,
        prize: order?.status === "won" ? fenToYuan(order.prizeFen) : 0,
      };
    }),
  };
}
