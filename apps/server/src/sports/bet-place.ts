import { and, eq } from "drizzle-orm";
import { fenToYuan, findGame, parseSp } from "@lottery/rules";
import { Msg, type BetJcModels, type BetYouhuaModels, type YouhuaBet } from "@lottery/contract";
import type { UserRow } from "../account/sessions.ts";
import type { Deps } from "../deps.ts";
import type { Tx } from "../db/queryable.ts";
import { placePaidOrder, replayOrder } from "../orders/place.ts";
import { orders, type OrderRow } from "../orders/tables.ts";
import { accountsOf } from "../wallet/accounts.ts";
import { requestHashOf } from "../wallet/posting.ts";
import { prepareCtzqOrder } from "./bet-ctzq.ts";
import { assertSportsStakeAllowed } from "./bet-limits.ts";
import {
  parlayRulesOf,
  prepareParlayOrder,
  type PreparedOrder,
  type SportsBetRequest,
} from "./bet-prepare.ts";
import type { StoredSportsDetail } from "./order-stored.ts";
import { sportsOrderLegs } from "./order-tables.ts";

/** The Chinese name of a sports game code for memos and details. */
export function sportsGameName(gameCode: string): string {
  return findGame(gameCode)?.name ?? gameCode;
}

/** What a repeated request must match: the normalised payload (SPs as millionths). */
function requestHash(kind: string, request: SportsBetRequest): string {
  return requestHashOf({
    kind,
    gameCode: request.gameCode,
    passTypes: request.passTypes,
    multiple: request.youhua ? null : request.multiple,
    youhua: request.youhua ?? null,
    legs: request.legs.map((l) => ({
      matchId: l.matchId,
      play: l.play,
      banker: l.banker,
      options: l.options.map((o) => [o.code, o.sp === undefined || o.sp === null ? null : parseSp(o.sp)]),
    })),
  });
}

/** The order as bet_jc_create answers it (also for a repeated requestId). */
function answerOf(order: OrderRow, balanceFen: number): BetJcModels {
  const detail = order.detail as StoredSportsDetail;
  const maxPrizeFen = detail.kind === "parlay" ? detail.maxPrizeFen : null;
  return {
    orderId: order.orderNo,
    bets: order.bets,
    amount: fenToYuan(order.amountFen),
    maxPrize: maxPrizeFen === null ? null : fenToYuan(maxPrizeFen),
    balance: fenToYuan(balanceFen),
  };
}

/** An optimised order as bet_youhua_create answers it: the order and its combinations. */
function youhuaAnswerOf(order: OrderRow, balanceFen: number): BetYouhuaModels {
  const detail = order.detail as StoredSportsDetail;
  const base = answerOf(order, balanceFen);
  if (detail.kind !== "parlay" || !detail.youhua) throw new Error(`order ${order.orderNo} is not optimised`);
  const list: YouhuaBet[] = detail.youhua.bets.map((bet) => ({
    picks: bet.picks.map((p) => {
      const leg = detail.legs.find((l) => l.matchId === p.matchId && l.play === p.play);
      return { ...p, sp: leg?.options.find((o) => o.code === p.code)?.sp ?? 0 };
    }),
    multiple: bet.multiple,
    unitPrize: fenToYuan(bet.unitPrizeFen),
    return: fenToYuan(bet.unitPrizeFen * bet.multiple),
  }));
  const returns = detail.youhua.bets.map((b) => b.unitPrizeFen * b.multiple);
  return {
    ...base,
    mode: detail.youhua.mode as BetYouhuaModels["mode"],
    applied: detail.youhua.applied as BetYouhuaModels["applied"],
    breakEven: returns.every((r) => r >= order.amountFen),
    minReturn: fenToYuan(Math.min(...returns)),
    maxReturn: fenToYuan(Math.max(...returns)),
    list,
  };
}

/** Prepares the order of a request: CTZQ or a parlay game. */
function prepare(deps: Deps, request: SportsBetRequest, now: Date): Promise<PreparedOrder> {
  const rules = parlayRulesOf(request.gameCode);
  if (rules) return prepareParlayOrder(deps.db, rules, request, now);
  return prepareCtzqOrder(deps.db, request, now);
}

/**
 * The one placement path of bet_jc_create, bet_jc, bet_ozb and bet_youhua_create. A requestId already
 * used answers its first order (status 9 for another payload) before anything is re-checked. Otherwise
 * the order is prepared outside the transaction (matches, odds, the rules' count, prize range or plan),
 * the operator's stake limit applied, and ONE transaction re-checks sale and odds (status 1 / 8), inserts
 * the order with its whole stake debited (placePaidOrder; 余额不足 aborts it all) and its leg rows.
 */
export async function placeSportsBet(
  deps: Deps,
  user: UserRow,
  kind: "bet" | "youhua",
  requestId: string,
  request: SportsBetRequest,
): Promise<BetJcModels | BetYouhuaModels> {
  const hash = requestHash(kind, request);
  const balanceNow = async () => (await accountsOf(deps.db, user.id)).cashFen;
  const answer = (order: OrderRow, balanceFen: number) =>
    kind === "youhua" ? youhuaAnswerOf(order, balanceFen) : answerOf(order, balanceFen);
  const [earlier] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, user.id), eq(orders.requestId, requestId)));
  if (earlier) return answer(replayOrder(earlier, hash), await balanceNow());

  const now = deps.clock();
  const prepared = await prepare(deps, request, now);
  await assertSportsStakeAllowed(deps.db, prepared.amountFen);
  const placed = await deps.db.transaction(async (tx: Tx) => {
    await prepared.recheck(tx, now);
    const result = await placePaidOrder(
      tx,
      {
        userId: user.id,
        kind: "sports",
        gameCode: prepared.gameCode,
        issue: prepared.issue,
        play: prepared.play,
        requestId,
        requestHash: hash,
        bets: prepared.bets,
        multiple: prepared.multiple,
        amountFen: prepared.amountFen,
        detail: prepared.detail,
        placedAt: now,
      },
      Msg.sportsBets.betMemo(sportsGameName(prepared.gameCode), prepared.play),
      async () => (await accountsOf(tx, user.id)).cashFen,
    );
    if (!result.replayed) {
      await tx
        .insert(sportsOrderLegs)
        .values(prepared.matchIds.map((matchId) => ({ orderId: result.order.id, matchId })));
    }
    return result;
  });
  return answer(placed.order, placed.balanceFen);
}
