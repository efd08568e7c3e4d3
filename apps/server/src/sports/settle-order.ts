import {
  accept,
  findSportsGame,
  formatSp,
  playResultCode,
  settleSportsTicket,
  SPORTS_GAMES,
  type MatchResultInput,
  type MatchScore,
  type ResultCodeInput,
  type RuleResult,
  type SportsResults,
} from "@lottery/rules";
import type { OrderOutcome } from "../orders/settle.ts";
import type { OrderRow } from "../orders/tables.ts";
import type { MatchRow } from "./bet-legs.ts";
import { ticketOfLegs, ticketOfYouhuaBet, type StoredParlayDetail } from "./order-stored.ts";

/**
 * The one prize computation of sports parlays, shared by settlement and calc_jc: an order's stored legs
 * settled by the rules' settleSportsTicket (× multiple), or — for an optimised order — each combination
 * as its own k_1 ticket with its own multiple, summed.
 */
export interface SportsPayout {
  winningBets: number;
  prizeFen: number;
  /** Single bets on cancelled matches, refunded at 2 yuan × multiple each. */
  refundFen: number;
  /** Prize tax withheld (part of prizeFen). */
  taxFen: number;
}

/** Prize and refund of a stored parlay order against results (rules refusals passed on). */
export function payoutOfParlay(
  detail: StoredParlayDetail,
  multiple: number,
  results: SportsResults,
): RuleResult<SportsPayout> {
  const tickets = detail.youhua
    ? detail.youhua.bets.map((bet) => ticketOfYouhuaBet(detail, bet))
    : [ticketOfLegs(detail.game, detail.legs, detail.passTypes, multiple)];
  const total: SportsPayout = { winningBets: 0, prizeFen: 0, refundFen: 0, taxFen: 0 };
  for (const ticket of tickets) {
    const settled = settleSportsTicket(ticket, results);
    if (!settled.ok) return settled;
    total.winningBets += settled.value.winningBets;
    total.prizeFen += settled.value.prizeFen;
    total.refundFen += settled.value.refundFen;
    total.taxFen += settled.value.taxFen;
  }
  return accept(total);
}

/**
 * What settlement does with an order given its payout: every bet refunded → cancelled (the whole stake
 * back); otherwise won with prize + refunded singles as one payout when that is above zero (the
 * refunded part named, so a red packet that paid the order gets it back first), else lost.
 */
export function outcomeOfPayout(order: OrderRow, payout: SportsPayout): OrderOutcome {
  if (payout.prizeFen === 0 && payout.refundFen >= order.amountFen)
    return { orderId: order.id, status: "cancelled", prizeFen: 0 };
  const total = payout.prizeFen + payout.refundFen;
  return {
    orderId: order.id,
    status: total > 0 ? "won" : "lost",
    prizeFen: total,
    taxFen: payout.taxFen,
    refundFen: payout.refundFen,
  };
}

/** Whether a match's result is known: finished or cancelled. */
export function matchDecided(match: MatchRow): boolean {
  return match.status === "finished" || match.status === "cancelled";
}

/** "2:1" → [2, 1]; null when not a score. */
export function parseScore(text: string | null | undefined): readonly [number, number] | null {
  const m = /^\s*(\d{1,3})\s*:\s*(\d{1,3})\s*$/.exec(text ?? "");
  return m ? [Number(m[1]), Number(m[2])] : null;
}

/**
 * A decided match as the rules' result: "cancelled"; for fixed-odds games the score (each leg is then
 * judged against its own accepted line); for BJDC the winning code per play with its final SP (the
 * pool pays final SP × 65 %). Falls back to the stored per-play codes when there is no score.
 */
export function resultOfMatch(match: MatchRow): MatchResultInput | undefined {
  if (match.status === "cancelled") return "cancelled";
  if (match.status !== "finished") return undefined;
  const rules = findSportsGame(match.gameCode);
  const ft = parseScore(match.fullScore);
  if (rules?.prize === "fixed" && ft) {
    const ht = parseScore(match.halfScore);
    const score: MatchScore = ht ? { ft, ht } : { ft };
    return score;
  }
  const record: Record<string, ResultCodeInput> = {};
  for (const [play, code] of Object.entries(match.results ?? {})) {
    const sp = match.finalSp?.[play];
    record[play] = rules?.prize === "pool" && typeof sp === "number" ? { code, sp: formatSp(sp) } : code;
  }
  return record;
}

/** Results keyed by matchId for these matches; undefined when one is not decided yet. */
export function resultsOfMatches(matches: readonly MatchRow[]): SportsResults | undefined {
  const out: Record<string, MatchResultInput> = {};
  for (const match of matches) {
    const result = resultOfMatch(match);
    if (result === undefined) return undefined;
    out[match.matchId] = result;
  }
  return out;
}

/** The 胜平负 code (3/1/0) of a decided CTZQ match, "cancelled", or undefined while undecided. */
export function ctzqResultOf(match: MatchRow): string | undefined {
  if (match.status === "cancelled") return "cancelled";
  if (match.status !== "finished") return undefined;
  const stored = match.results?.SPF;
  if (stored) return stored;
  const ft = parseScore(match.fullScore);
  const spf = SPORTS_GAMES.jczq.plays.find((p) => p.code === "SPF");
  if (!ft || !spf) return undefined;
  const code = playResultCode(SPORTS_GAMES.jczq, spf, { ft });
  return code.ok ? code.value : undefined;
}
