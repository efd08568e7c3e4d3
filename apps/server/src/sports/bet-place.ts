import { fenToYuan, gameNameOf, parseSp } from "@lottery/rules";
import { Msg, type BetJcModels, type BetYouhuaModels, type YouhuaBet } from "@lottery/contract";
import type { UserRow } from "../account/sessions.ts";
import type { Deps } from "../deps.ts";
import {
  payNewOrder,
  placeOrder,
  type OrderKind,
  type OrderRequest,
  type RequestedOrder,
} from "../orders/place.ts";
import type { OrderRow } from "../orders/tables.ts";
import type { Tx } from "../db/queryable.ts";
import { accountsOf } from "../wallet/accounts.ts";
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
import { requestHashOf } from "../domain/request-hash.ts";
import { spendPacket } from "../loyalty/packets.ts";

/**
 * What another kind of sports order (a release, a follow: follow/) adds to the one placement path:
 * `terms` join the request hash (a release's commission, privacy, pitch) or `requestHash` replaces it
 * (a follow is its release and multiple); `check` runs under the player's lock after the sale and odds
 * re-check; `placed` runs after a fresh order and its legs were written, in the same transaction;
 * `memo` names the stake's journal.
 */
export interface SportsOrderHooks {
  terms?: Record<string, unknown>;
  requestHash?: string;
  memo?: string;
  check?: (tx: Tx, now: Date) => Promise<void>;
  placed?: (tx: Tx, order: OrderRow, prepared: PreparedOrder, now: Date) => Promise<void>;
}

/** What a repeated request must match: the normalised payload (SPs as millionths). */
function requestHash(kind: string, request: SportsBetRequest, terms?: Record<string, unknown>): string {
  return requestHashOf({
    kind,
    terms,
    gameCode: request.gameCode,
    passTypes: request.passTypes,
    multiple: request.youhua ? null : request.multiple,
    youhua: request.youhua ?? null,
    // Without a packet the hash is what it always was (undefined keys are left out).
    packetId: request.packetId,
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

/** Prepares the order of a request (CTZQ or a parlay game) and applies the operator's stake limit. */
async function prepare(deps: Deps, request: SportsBetRequest, now: Date): Promise<PreparedOrder> {
  const rules = parlayRulesOf(request.gameCode);
  const prepared = rules
    ? await prepareParlayOrder(deps.db, rules, request, now)
    : await prepareCtzqOrder(deps.db, request, now);
  await assertSportsStakeAllowed(deps.db, prepared.amountFen);
  return prepared;
}

/**
 * The one placement path of bet_jc_create, bet_jc, bet_ozb and bet_youhua_create, through the order
 * pipeline (orders/place.ts). A requestId already used answers its first order (status 9 for another
 * payload) before anything is re-checked. The order is prepared outside the transaction (matches,
 * odds, the rules' count, prize range or plan, the stake limit); under the player's lock (status 5 when
 * banned meanwhile) sale and odds are re-checked (status 1 / 8), then the order is inserted with its
 * whole stake debited (余额不足 aborts it all) and its leg rows. A `packetId` (one red packet per order)
 * pays the stake first from bet credit, cash the rest (loyalty/packets.ts).
 */
export function placeSportsBet(
  deps: Deps,
  user: UserRow,
  kind: "bet" | "youhua",
  requestId: string,
  request: SportsBetRequest,
  hooks: SportsOrderHooks = {},
): Promise<BetJcModels | BetYouhuaModels> {
  const answer = (order: OrderRow, balanceFen: number) =>
    kind === "youhua" ? youhuaAnswerOf(order, balanceFen) : answerOf(order, balanceFen);
  const orderRequest = {
    userId: user.id,
    requestId,
    requestHash: hooks.requestHash ?? requestHash(kind, request, hooks.terms),
  };
  const sportsKind: OrderKind<PreparedOrder, PreparedOrder, BetJcModels | BetYouhuaModels> = {
    replayBeforePrepare: true,
    prepare: (_db, now) => prepare(deps, request, now),
    check: async (tx, prepared, now) => {
      await prepared.recheck(tx, now);
      await hooks.check?.(tx, now);
      return prepared;
    },
    place: async (tx, prepared, now) => {
      const memo = hooks.memo ?? Msg.sportsBets.betMemo(gameNameOf(prepared.gameCode), prepared.play);
      const { packetId } = request;
      const placed = await payNewOrder(
        tx,
        sportsOrderRow(orderRequest, prepared, now),
        memo,
        async () => (await accountsOf(tx, user.id)).cashFen,
        packetId === undefined
          ? undefined
          : (order) => spendPacket(tx, { ...orderRequest, packetId, order, memo, at: now }),
      );
      if (!placed.replayed) {
        await tx.insert(sportsOrderLegs).values(
          prepared.matchIds.map((matchId) => ({
            userId: placed.order.userId,
            orderId: placed.order.id,
            matchId,
          })),
        );
        await hooks.placed?.(tx, placed.order, prepared, now);
      }
      return answer(placed.order, placed.balanceFen);
    },
    stakeOf: (prepared) => prepared.amountFen,
    replay: async (q, order) => answer(order, (await accountsOf(q, user.id)).cashFen),
  };
  return placeOrder(deps.db, orderRequest, sportsKind, deps.clock());
}

function sportsOrderRow(request: OrderRequest, prepared: PreparedOrder, now: Date): RequestedOrder {
  return {
    ...request,
    kind: "sports",
    gameCode: prepared.gameCode,
    issue: prepared.issue,
    play: prepared.play,
    bets: prepared.bets,
    multiple: prepared.multiple,
    amountFen: prepared.amountFen,
    detail: prepared.detail,
    placedAt: now,
  };
}
