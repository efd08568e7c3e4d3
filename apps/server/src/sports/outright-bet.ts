import { fenToYuan, formatSp, parseSp } from "@lottery/rules";
import { Msg, type BetJcModels, type OutrightPickParam } from "@lottery/contract";
import type { UserRow } from "../account/sessions.ts";
import type { Deps } from "../deps.ts";
import type { Tx } from "../db/queryable.ts";
import { requestHashOf } from "../domain/request-hash.ts";
import { refuse, refuseWith } from "../domain/refusal.ts";
import { payNewOrder, placeOrder, type OrderKind, type OrderRequest } from "../orders/place.ts";
import type { OrderRow } from "../orders/tables.ts";
import { assertSportsStakeAllowed } from "./bet-limits.ts";
import { accountsOf } from "../wallet/accounts.ts";
import { marketState, OUTRIGHT_GAME, OZB_MARKET, teamSelling } from "./outright-market.ts";
import { outrightMaxPrizeFen, type StoredOutrightDetail } from "./outright-prize.ts";

const BET_FEN = 200;

export interface OutrightBetRequest {
  picks: readonly OutrightPickParam[];
  multiple: number;
  requestId: string;
}

interface CheckedOutright {
  detail: StoredOutrightDetail;
  amountFen: number;
}

/**
 * Under the player's lock, with the market row held FOR SHARE (so the operator's champion or void
 * waits for this bet, or this bet sees it): every team must be selling and every `sp` the current
 * odds (else status 8 with models.odds of the picked teams, nothing placed); the stake limit applies.
 */
async function checkPicks(tx: Tx, request: OutrightBetRequest): Promise<CheckedOutright> {
  const market = await marketState(tx, OZB_MARKET, true);
  if (market.state !== "open") throw refuse("outright.notOpen");
  const picks: StoredOutrightDetail["picks"] = [];
  const current: { team: string; sp: number | null }[] = [];
  let changed = false;
  for (const pick of request.picks) {
    const team = market.teams.find((t) => t.team === pick.team);
    if (!team) throw refuse("outright.teamNotFound", pick.team);
    if (!teamSelling(market.state, team) || team.spMicro === null)
      throw refuse("outright.teamNotSelling", pick.team);
    const sent = pick.sp === undefined || pick.sp === null ? null : parseSp(pick.sp);
    const sp = Number(formatSp(team.spMicro));
    if (sent !== team.spMicro) changed = true;
    current.push({ team: team.team, sp });
    picks.push({ team: team.team, sp });
  }
  if (changed) throw refuseWith({ odds: current }, "sportsBets.oddsChanged");
  const amountFen = picks.length * BET_FEN * request.multiple;
  await assertSportsStakeAllowed(tx, amountFen);
  return { detail: { kind: "outright", market: OZB_MARKET, picks }, amountFen };
}

function answerOf(order: OrderRow, balanceFen: number): BetJcModels {
  return {
    orderId: order.orderNo,
    bets: order.bets,
    amount: fenToYuan(order.amountFen),
    maxPrize: fenToYuan(outrightMaxPrizeFen(order.detail as StoredOutrightDetail, order.multiple)),
    balance: fenToYuan(balanceFen),
  };
}

/**
 * bet_ozb with market=champion (猜冠军): one order of `picks.length` bets of 2 yuan × multiple, odds
 * fixed at sale and stored on the order, through the one order pipeline (orders/place.ts: the player's
 * lock, requestId replay, the player's own limits, the ledger debit `bet:<requestId>`).
 */
export function placeOutrightBet(
  deps: Deps,
  user: UserRow,
  request: OutrightBetRequest,
): Promise<BetJcModels> {
  const orderRequest: OrderRequest = {
    userId: user.id,
    requestId: request.requestId,
    requestHash: requestHashOf({
      kind: "outright",
      market: OZB_MARKET,
      multiple: request.multiple,
      picks: request.picks.map((p) => [p.team, p.sp === undefined || p.sp === null ? null : parseSp(p.sp)]),
    }),
  };
  const kind: OrderKind<null, CheckedOutright, BetJcModels> = {
    replayBeforePrepare: true,
    prepare: () => null,
    check: (tx) => checkPicks(tx, request),
    place: async (tx, checked, now) => {
      const placed = await payNewOrder(
        tx,
        {
          ...orderRequest,
          kind: "sports",
          gameCode: OUTRIGHT_GAME,
          issue: OZB_MARKET,
          play: Msg.outright.playName,
          bets: checked.detail.picks.length,
          multiple: request.multiple,
          amountFen: checked.amountFen,
          detail: checked.detail,
          placedAt: now,
        },
        Msg.outright.betMemo,
        async () => (await accountsOf(tx, user.id)).cashFen,
      );
      return answerOf(placed.order, placed.balanceFen);
    },
    stakeOf: (checked) => checked.amountFen,
    replay: async (q, order) => answerOf(order, (await accountsOf(q, user.id)).cashFen),
  };
  return placeOrder(deps.db, orderRequest, kind, deps.clock());
}
