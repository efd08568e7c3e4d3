import { eq } from "drizzle-orm";
import { fenToYuan } from "@lottery/rules";
import { Msg, type BetSzcModels, type BetSzcParams } from "@lottery/contract";
import type { Db } from "../db/client.ts";
import type { Tx } from "../db/queryable.ts";
import { lotteryChases } from "../orders/chase-tables.ts";
import { payNewOrder, placeOrder, type OrderKind } from "../orders/place.ts";
import type { OrderRow } from "../orders/tables.ts";
import { accountsOf } from "../wallet/accounts.ts";
import { spendPacket } from "../loyalty/packets.ts";
import { chaseSchedule, saleOf, type ScheduledIssue } from "./bet-issue.ts";
import { planBet, type BetPlan } from "./bet-plan.ts";
import { createChase } from "./chase-store.ts";
import { assertWithinLimits } from "./risk-limits.ts";

/** What the checks under the player's lock found: the issue on sale and, for a chase, its schedule. */
interface NumberBetChecked {
  plan: BetPlan;
  userId: number;
  schedule: ScheduledIssue[];
}

/**
 * POST lottery/bet_szc through the order pipeline (orders/place.ts). The request is validated and
 * priced first (bet-plan.ts, status 2); under the player's lock: the issue must be on sale now and the
 * risk limits must hold; then a single order is paid from cash (`payNewOrder`), or a chase freezes its
 * whole amount and places its first issue's order. 余额不足 aborts everything.
 */
export function placeNumberBet(
  db: Db,
  userId: number,
  params: BetSzcParams,
  now: Date,
): Promise<BetSzcModels> {
  const plan = planBet(params);
  const request = { userId, requestId: plan.requestId, requestHash: plan.requestHash };
  return placeOrder(db, request, numberBetKind(plan, userId), now);
}

function numberBetKind(plan: BetPlan, userId: number): OrderKind<BetPlan, NumberBetChecked, BetSzcModels> {
  return {
    prepare: () => plan,
    check: async (tx, ready, now) => {
      const { issue, limits } = await saleOf(tx, ready.game.code, ready.issue, now);
      const chased = ready.multiples.length > 1;
      const schedule = chased ? chaseSchedule(ready.game.code, issue, ready.multiples.length) : [];
      const issues = chased ? schedule.map((s) => s.issue) : [issue.issue];
      await assertWithinLimits(
        tx,
        {
          userId,
          gameCode: ready.game.code,
          stakes: issues.map((name, i) => ({ issue: name, amountFen: ready.amountsFen[i] ?? 0 })),
        },
        limits,
      );
      return { plan: ready, userId, schedule };
    },
    place: async (tx, checked, now) => {
      if (checked.schedule.length > 0) {
        const created = await createChase(tx, userId, checked.plan, checked.schedule, now);
        return answerOf(created.order, checked.plan, created.balanceFen, created.chase.chaseNo);
      }
      const memo = Msg.lotteryBets.betMemo(checked.plan.game.name, checked.plan.issue);
      const { packetId, requestId, requestHash } = checked.plan;
      const placed = await payNewOrder(
        tx,
        singleOrder(userId, checked.plan, now),
        memo,
        async () => (await accountsOf(tx, userId)).cashFen,
        packetId === null
          ? undefined
          : (order) => spendPacket(tx, { userId, packetId, order, requestId, requestHash, memo, at: now }),
      );
      return answerOf(placed.order, checked.plan, placed.balanceFen, null);
    },
    stakeOf: (checked) => checked.plan.totalFen,
    replay: replayAnswer,
  };
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

function answerOf(order: OrderRow, plan: BetPlan, balanceFen: number, chaseNo: string | null): BetSzcModels {
  return {
    orderId: order.orderNo,
    bets: plan.bets,
    amount: fenToYuan(plan.totalFen),
    balance: fenToYuan(balanceFen),
    chaseId: chaseNo,
  };
}

/** The first answer of a repeated bet: its order (a chase: the chase's whole amount) and the balance now. */
async function replayAnswer(q: Db | Tx, order: OrderRow): Promise<BetSzcModels> {
  const cashFen = (await accountsOf(q, order.userId)).cashFen;
  if (order.chaseId === null)
    return {
      orderId: order.orderNo,
      bets: order.bets,
      amount: fenToYuan(order.amountFen),
      balance: fenToYuan(cashFen),
      chaseId: null,
    };
  const [chase] = await q.select().from(lotteryChases).where(eq(lotteryChases.id, order.chaseId));
  return {
    orderId: order.orderNo,
    bets: order.bets,
    amount: fenToYuan(chase?.amountFen ?? order.amountFen),
    balance: fenToYuan(cashFen),
    chaseId: chase?.chaseNo ?? null,
  };
}
