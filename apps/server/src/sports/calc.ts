import {
  countCtzqBets,
  countTicketBets,
  fenToYuan,
  settleCtzq,
  ticketPrizeRange,
  type SportsResults,
} from "@lottery/rules";
import type { CalcJcModels, CalcJcParams } from "@lottery/contract";
import type { Queryable } from "../db/queryable.ts";
import { ctzqPlayOf } from "./bet-ctzq.ts";
import { checkedTicket, parlayRulesOf, resolveParlayLegs } from "./bet-prepare.ts";
import { ruleError } from "./bet-rules.ts";
import type { StoredParlayDetail } from "./order-stored.ts";
import { payoutOfParlay } from "./settle-order.ts";

/**
 * GET lottery/calc_jc: what an order of this ticket would cost and pay, nothing placed. Matches must exist;
 * lines and single flags come from the matches, SPs from the client (else the current odds). With
 * `results` the prize is computed by the very function settlement uses (payoutOfParlay), so it equals
 * what the settled order is paid; `total` counts winnings plus refunded singles on cancelled matches.
 */
export async function calcSports(q: Queryable, params: CalcJcParams, now: Date): Promise<CalcJcModels> {
  const rules = parlayRulesOf(params.gameCode);
  if (!rules) return calcCtzq(params);
  const legs = await resolveParlayLegs(q, rules, params.legs, { forSale: false, now });
  const ticket = checkedTicket(rules, legs, params.passTypes, params.multiple);
  const { bets, costFen } = countTicketBets(ticket);
  const range = ticketPrizeRange(ticket);
  if (!range.ok) throw ruleError(range);
  const models: CalcJcModels = {
    bets,
    amount: fenToYuan(costFen),
    maxPrize: fenToYuan(range.value.maxPrizeFen),
    minPrize: fenToYuan(range.value.minPrizeFen),
  };
  if (!params.results) return models;
  const detail: StoredParlayDetail = {
    kind: "parlay",
    game: rules.game,
    passTypes: ticket.passTypes.map((p) => p.code),
    legs,
    maxPrizeFen: range.value.maxPrizeFen,
  };
  const payout = payoutOfParlay(detail, params.multiple, params.results as SportsResults);
  if (!payout.ok) throw ruleError(payout);
  const { prizeFen, refundFen, winningBets, taxFen } = payout.value;
  const total = prizeFen + refundFen;
  return {
    ...models,
    prize: {
      total: fenToYuan(total),
      tax: fenToYuan(taxFen),
      afterTax: fenToYuan(total - taxFen),
      winningBets,
      refund: fenToYuan(refundFen),
    },
  };
}

/** The 3/1/0 code a calc result gives a CTZQ match ("cancelled", or the SPF / first play's code). */
function ctzqCode(
  result: CalcJcParams["results"] extends infer R ? (R extends Record<string, infer V> ? V : never) : never,
): string {
  if (result === "cancelled") return "cancelled";
  const entry = result.SPF ?? Object.values(result)[0];
  return typeof entry === "string" ? entry : (entry?.code ?? "");
}

/** CTZQ calc: bets and cost; prizes float, so `prize.total` is null and winningBets counts both tiers. */
function calcCtzq(params: CalcJcParams): CalcJcModels {
  const play = ctzqPlayOf(params.gameCode, params.passTypes);
  const picks = params.legs.map((l) => l.options.map((o) => o.code));
  const bankers = params.legs.flatMap((l, i) => (l.banker ? [i] : []));
  const input = { play, picks, bankers, multiple: params.multiple };
  const counted = countCtzqBets(input);
  if (!counted.ok) throw ruleError(counted);
  const models: CalcJcModels = {
    bets: counted.value.bets,
    amount: fenToYuan(counted.value.costFen),
    maxPrize: null,
    minPrize: null,
  };
  const results = params.results;
  if (!results) return models;
  const codes = params.legs.map((l) => {
    const r = results[l.matchId];
    return r === undefined ? "" : ctzqCode(r);
  });
  const settled = settleCtzq(input, codes);
  if (!settled.ok) throw ruleError(settled);
  return {
    ...models,
    prize: {
      total: null,
      tax: null,
      afterTax: null,
      winningBets: settled.value.first + settled.value.second,
      refund: 0,
    },
  };
}
