import { eq } from "drizzle-orm";
import { fenToYuan } from "@lottery/rules";
import { Msg, type BetSzcModels, type BetSzcParams } from "@lottery/contract";
import { users } from "../account/tables.ts";
import type { Db } from "../db/client.ts";
import type { Tx } from "../db/queryable.ts";
import { orderByRequest, payNewOrder, replayOrder } from "../orders/place.ts";
import type { OrderRow } from "../orders/tables.ts";
import { accountsOf } from "../wallet/accounts.ts";
import { chaseSchedule, issueOnSale } from "./bet-issue.ts";
import { planBet, type BetPlan } from "./bet-plan.ts";
import { lotteryChases } from "./chase-tables.ts";
import { createChase } from "./chase-store.ts";
import { assertWithinLimits } from "./risk-limits.ts";
import { refuse } from "../domain/refusal.ts";

/**
 * POST lottery/bet_szc. The request is validated and priced first (bet-plan.ts, status 2). Then ONE
 * transaction under the player's row lock (one player's bets queue; a concurrent twin of the same
 * requestId finds the first order): a used requestId answers the first bet (status 9 for another
 * payload); the account must not be banned; the issue must be on sale now; the risk limits must hold;
 * then a single order is paid from cash (`payNewOrder`), or a chase freezes its whole amount and
 * places its first issue's order. 余额不足 aborts everything.
 */
export async function placeNumberBet(
  db: Db,
  userId: number,
  params: BetSzcParams,
  now: Date,
): Promise<BetSzcModels> {
  const plan = planBet(params);
  return db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const earlier = await orderByRequest(tx, userId, plan.requestId);
    if (earlier) return replayAnswer(tx, replayOrder(earlier, plan.requestHash));
    const issue = await issueOnSale(tx, plan.game.code, plan.issue, now);
    const schedule =
      plan.multiples.length > 1 ? chaseSchedule(plan.game.code, issue, plan.multiples.length) : [];
    const issues = schedule.length > 0 ? schedule.map((s) => s.issue) : [issue.issue];
    await assertWithinLimits(tx, {
      userId,
      gameCode: plan.game.code,
      stakes: issues.map((name, i) => ({ issue: name, amountFen: plan.amountsFen[i] ?? 0 })),
    });
    if (schedule.length > 0) {
      const created = await createChase(tx, userId, plan, schedule, now);
      return answer(created.order, plan, created.balanceFen, created.chase.chaseNo);
    }
    const placed = await payNewOrder(
      tx,
      singleOrder(userId, plan, now),
      Msg.lotteryBets.betMemo(plan.game.name, plan.issue),
      async () => (await accountsOf(tx, userId)).cashFen,
    );
    return answer(placed.order, plan, placed.balanceFen, null);
  });
}

/** Locks the player's row for the bet and refuses a banned account (status 5). */
async function lockPlayer(tx: Tx, userId: number): Promise<void> {
  const [row] = await tx
    .select({ banned: users.banned })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  if (!row || row.banned) throw refuse("banned");
}

function singleOrder(userId: number, plan: BetPlan, now: Date) {
  return {
    userId,
    kind: "number",
    gameCode: plan.game.code,
    issue: plan.issue,
    play: plan.play,
    requestId: plan.requestId,
    requestHash: plan.requestHash,
    chaseId: null,
    bets: plan.bets,
    multiple: plan.multiples[0] ?? 1,
    amountFen: plan.totalFen,
    detail: { tickets: plan.tickets, addition: plan.addition },
    placedAt: now,
  };
}

function answer(order: OrderRow, plan: BetPlan, balanceFen: number, chaseNo: string | null): BetSzcModels {
  return {
    orderId: order.orderNo,
    bets: plan.bets,
    amount: fenToYuan(plan.totalFen),
    balance: fenToYuan(balanceFen),
    chaseId: chaseNo,
  };
}

/** The first answer of a repeated bet: its order (a chase: the chase's whole amount) and the balance now. */
async function replayAnswer(tx: Tx, order: OrderRow): Promise<BetSzcModels> {
  const cashFen = (await accountsOf(tx, order.userId)).cashFen;
  if (order.chaseId === null)
    return {
      orderId: order.orderNo,
      bets: order.bets,
      amount: fenToYuan(order.amountFen),
      balance: fenToYuan(cashFen),
      chaseId: null,
    };
  const [chase] = await tx.select().from(lotteryChases).where(eq(lotteryChases.id, order.chaseId));
  return {
    orderId: order.orderNo,
    bets: order.bets,
    amount: fenToYuan(chase?.amountFen ?? order.amountFen),
    balance: fenToYuan(cashFen),
    chaseId: chase?.chaseNo ?? null,
  };
}
