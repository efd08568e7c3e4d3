import type { FastifyInstance } from "fastify";
import { yuanToFen } from "@lottery/rules";
import {
  betJcCreateReleaseParams,
  betJcSinglesParams,
  betOzbParams,
  betYouhuaCreateParams,
  calcJcParams,
} from "@lottery/contract";
import type { Deps } from "../deps.ts";
import { playerRoute } from "../http/player-route.ts";
import { placeSportsBet } from "./bet-place.ts";
import { calcSports } from "./calc.ts";
import { releaseSportsBet } from "../follow/release.ts";
import { badParam } from "../domain/refusal.ts";
import { placeOutrightBet } from "./outright-bet.ts";

const LEGS_DOC =
  "`legs` is a JSON array [{matchId, play, options:[{code, sp}], banker}] (option codes of SPEC 3; lines and " +
  "单关 flags come from the match). Every `sp` must equal the current odds, else status 8 with " +
  "models.odds = the current odds of every option of the legs and nothing placed. ";

/** The player's sports betting calls and the sports prize calculator. */
export function sportsBetRoutes(app: FastifyInstance, deps: Deps): void {
  const tag = "sports";

  playerRoute(app, deps, {
    method: "POST",
    path: "/lottery/bet_jc_create",
    adultsOnly: true,
    summary:
      "Places a sports order (API §6): gameCode jczq|jclq|bjdc|qwzq (parlays, passTypes M_N, 1_1 where the " +
      "match sells singles) or ctzq (passTypes T14C 胜负彩 / TR9 任选九; legs = the chosen matches of one " +
      "issue with options 3/1/0, no sp; TR9 legs may be bankers; t14c/tr9 imply the play). " +
      LEGS_DOC +
      "Every match must be on sale. The stake (bets × 2 × multiple) is debited at once; BJDC pays the " +
      "final SP × 65 %. Optional `packetId`: one red packet of the player's bag pays the stake first (bet " +
      "credit), cash the rest; a cancelled order gives the credit back to the same packet. `requestId` makes retries safe (same payload → the first order, another → status 9). " +
      "models {orderId (order number), bets, amount, maxPrize (null for ctzq), balance}. " +
      "发单 (API §9): `release=1` (jczq / jclq only) also releases the ticket for following, with " +
      "`commissionPercent` 0–10 (within the operator's cap follow.rules), optional `pitch` (≤ 200) and " +
      "`privacy` 0 (ticket visible now) | 2 (after sale closes); following closes when the first match " +
      "closes; models then add `releaseId`",
    tag,
    params: betJcCreateReleaseParams,
    auth: "required",
    handler: ({ player, params }) =>
      params.release === "1"
        ? releaseSportsBet(deps, player.user, params)
        : placeSportsBet(deps, player.user, "bet", params.requestId, params),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/lottery/bet_jc",
    adultsOnly: true,
    summary:
      "单关 shortcut: single-match bets only (pass type 1_1 implied) on matches that sell the play as a " +
      "single (BJDC: every match); otherwise as bet_jc_create, through the same placement path",
    tag,
    params: betJcSinglesParams,
    auth: "required",
    handler: ({ player, params }) =>
      placeSportsBet(deps, player.user, "bet", params.requestId, { ...params, passTypes: "1_1" }),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/lottery/bet_ozb",
    adultsOnly: true,
    summary:
      "欧洲杯 (ozb) bets. `market` match (default): as bet_jc_create (gameCode defaults to jczq) but every " +
      "match must be of the European Championship league `ozb`. `market` champion (猜冠军, also gj): " +
      "`picks` JSON [{team, sp}] of teams selling in SJBChampion, each a bet of 2 yuan × `multiple` at its " +
      "fixed odds (sp must equal the current odds, else status 8 with models.odds [{team, sp}]); the odds " +
      "are stored on the order and a bet on the champion pays 2 × sp × multiple. Same order pipeline, " +
      "requestId replay and answer (maxPrize: the best single team)",
    tag,
    params: betOzbParams,
    auth: "required",
    handler: ({ player, params }) => {
      if (params.market === "champion") {
        if (!params.picks) throw badParam("picks", "请至少选择一支球队");
        return placeOutrightBet(deps, player.user, { ...params, picks: params.picks });
      }
      if (!params.legs) throw badParam("legs", "请至少选择一场比赛");
      return placeSportsBet(deps, player.user, "bet", params.requestId, {
        ...params,
        legs: params.legs,
        ozbOnly: true,
      });
    },
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/lottery/bet_youhua_create",
    adultsOnly: true,
    summary:
      "奖金优化: the ticket (gameCode, passTypes, legs as bet_jc_create) and the whole stake `amount` (yuan, a " +
      "multiple of 2, at least 2 per combination) are split over the ticket's combinations by `mode` average " +
      "(平均) | hot (博热) | cold (博冷) with the rules' optimiser; ONE order whose combinations carry their own " +
      "multiples is placed. models: the order (bets = combinations) and the plan {mode, applied, breakEven, " +
      "minReturn, maxReturn, list:[{picks, multiple, unitPrize, return}]}; maxPrize = the largest return",
    tag,
    params: betYouhuaCreateParams,
    auth: "required",
    handler: ({ player, params }) =>
      placeSportsBet(deps, player.user, "youhua", params.requestId, {
        gameCode: params.gameCode,
        passTypes: params.passTypes,
        legs: params.legs,
        multiple: 1,
        youhua: { mode: params.mode, stakeFen: yuanToFen(params.amount) ?? 0 },
        packetId: params.packetId,
      }),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/lottery/calc_jc",
    summary:
      "Sports prize calculator (no login, nothing placed): gameCode, passTypes, legs (sp optional: the " +
      "current odds are used), multiple, optional results JSON {matchId: {play: code | {code, sp}} | " +
      '"cancelled"}. models {bets, amount, maxPrize, minPrize} and with results prize {total (winnings plus ' +
      "refunded singles of cancelled matches), winningBets, refund} — computed by the same function as " +
      "settlement. CTZQ: bets and amount; prizes float (null)",
    tag,
    params: calcJcParams,
    auth: "none",
    handler: ({ params }) => calcSports(deps.db, params, deps.clock()),
  });
}
