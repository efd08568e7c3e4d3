/**
 * Settlement of a parlay ticket against match results (RULES 11–13): per winning bet 2 × Π SP rounded half
 * to even to the fen, 2-yuan minimum and per-bet cap (jingcai) or × 65% with singles topped up (BJDC), then
 * × multiple. A cancelled match's options count at SP 1.00 in parlays; single bets on it are refunded.
 */
import { fen, type Fen } from "../core/money.ts";
import { accept, type RuleResult } from "../core/refusal.ts";
import { prizeTaxOf } from "../core/tax.ts";
import { findSportsOption, findSportsPlay, sportsOptionWins, type SportsPlay } from "./catalogue.ts";
import { walkWinningBets, type WalkMatch } from "./engine.ts";
import { sportsRefusal, type SportsRefusalCode } from "./refusals.ts";
import { playResultCode, type MatchScore } from "./results.ts";
import { formatSp, parseSp } from "./sp.ts";
import {
  countTicketBets,
  parseSportsTicket,
  type SportsTicket,
  type SportsTicketInput,
  type TicketMatch,
  type TicketOption,
} from "./ticket.ts";

/** A play's result: the winning code (or name / alias), optionally with the final SP (BJDC). */
export type ResultCodeInput = string | { code: string; sp?: number | string | null };

/**
 * A match's result: "cancelled", a score (winning codes derived per leg with the leg's own line), or the
 * winning code per play as in API 6 (`{"SPF": "3", "BF": "2:1"}`; EXY falls back to the SPF code).
 */
export type MatchResultInput = "cancelled" | MatchScore | Readonly<Record<string, ResultCodeInput>>;

/** Results keyed by matchId. */
export type SportsResults = Readonly<Record<string, MatchResultInput>>;

/** One bet of the breakdown: its picks, leg count, prize per unit and × multiple, or a refund. */
export interface SettledBet {
  picks: { matchId: string; play: string; code: string; sp: string | null }[];
  legs: number;
  unitPrizeFen: Fen;
  prizeFen: Fen;
  refund: boolean;
}

/** A settled ticket: bets and cost, winning bets (before the multiple), prize and refund in fen. */
export interface SportsSettlement {
  bets: number;
  costFen: Fen;
  winningBets: number;
  prizeFen: Fen;
  refundBets: number;
  refundFen: Fen;
  /** Prize tax withheld (core/tax.ts): part of prizeFen, which is before tax. */
  taxFen: Fen;
  breakdown?: SettledBet[];
}

type Result<T> = RuleResult<T, SportsRefusalCode>;

interface Pick {
  matchId: string;
  option: TicketOption;
  sp: number | null;
}

function isScore(r: MatchResultInput): r is MatchScore {
  return typeof r === "object" && r !== null && Array.isArray((r as { ft?: unknown }).ft);
}

/** The result entry of a play in a per-play result record (code, alias or EXY → SPF fallback). */
function resultEntry(
  ticket: SportsTicket,
  record: Readonly<Record<string, ResultCodeInput>>,
  play: SportsPlay,
): ResultCodeInput | undefined {
  const direct = Object.entries(record).find(([key]) => findSportsPlay(ticket.rules, key) === play);
  if (direct) return direct[1];
  if (play.code === "EXY") {
    const spf = findSportsPlay(ticket.rules, "SPF");
    return spf ? resultEntry(ticket, record, spf) : undefined;
  }
  return undefined;
}

/** The winning options of one match for its result, with their SP (final SP from the result if given). */
function winsOf(
  ticket: SportsTicket,
  match: TicketMatch,
  result: MatchResultInput | undefined,
): Result<Pick[]> {
  if (result === undefined || result === null) return sportsRefusal("RESULT_MISSING");
  if (typeof result === "string") {
    if (result.trim().toLowerCase() !== "cancelled") return sportsRefusal("BAD_RESULT");
    return accept(match.options.map((option) => ({ matchId: match.matchId, option, sp: null })));
  }
  if (typeof result !== "object") return sportsRefusal("BAD_RESULT");
  const wins: Pick[] = [];
  for (const option of match.options) {
    let code: string;
    let finalSp: number | null = null;
    if (isScore(result)) {
      const mapped = playResultCode(ticket.rules, option.play, result, option.line);
      if (!mapped.ok) return mapped;
      code = mapped.value;
    } else {
      const entry = resultEntry(ticket, result, option.play);
      if (entry === undefined || entry === null) return sportsRefusal("RESULT_MISSING");
      const text = typeof entry === "string" ? entry : entry.code;
      const resultPlay =
        option.play.code === "EXY" ? (findSportsPlay(ticket.rules, "SPF") ?? option.play) : option.play;
      const resolved = typeof text === "string" ? findSportsOption(resultPlay, text) : undefined;
      if (!resolved) return sportsRefusal("BAD_RESULT");
      code = resolved.code;
      if (typeof entry === "object" && entry.sp !== undefined && entry.sp !== null) {
        finalSp = parseSp(entry.sp);
        if (finalSp === null) return sportsRefusal("BAD_SP");
      }
    }
    if (!sportsOptionWins(option.option, code)) continue;
    const sp = finalSp ?? option.sp;
    if (sp === null) return sportsRefusal("SP_MISSING");
    wins.push({ matchId: match.matchId, option, sp });
  }
  return accept(wins);
}

/** Settles a checked ticket against results; refusals for missing or invalid results and missing SPs. */
export function settleTicket(
  ticket: SportsTicket,
  results: SportsResults,
  options: { breakdown?: boolean } = {},
): Result<SportsSettlement> {
  const walkMatches: WalkMatch<Pick>[] = [];
  for (const match of ticket.matches) {
    const wins = winsOf(ticket, match, results?.[match.matchId]);
    if (!wins.ok) return wins;
    walkMatches.push({
      banker: match.banker,
      wins: wins.value.map((p) => ({ sp: p.sp, ref: p })),
    });
  }
  const breakdown: SettledBet[] = [];
  const totals = walkWinningBets(
    ticket.rules.prize,
    walkMatches,
    ticket.weights,
    options.breakdown
      ? (bet) => {
          const settled: SettledBet = {
            picks: bet.picks.map((p) => ({
              matchId: p.matchId,
              play: p.option.play.code,
              code: p.option.option.code,
              sp: p.sp === null ? null : formatSp(p.sp),
            })),
            legs: bet.legs,
            unitPrizeFen: fen(bet.unitPrizeFen),
            prizeFen: fen(bet.unitPrizeFen * ticket.multiple),
            refund: bet.refund,
          };
          for (let i = 0; i < bet.weight; i += 1) breakdown.push(settled);
        }
      : undefined,
  );
  const { bets, costFen } = countTicketBets(ticket);
  const settlement: SportsSettlement = {
    bets,
    costFen,
    winningBets: totals.winningBets,
    prizeFen: fen(totals.prizeFen * ticket.multiple),
    refundBets: totals.refundBets,
    refundFen: fen(totals.refundBets * 200 * ticket.multiple),
    taxFen: fen(prizeTaxOf(totals.taxablePrizeFen * ticket.multiple)),
  };
  if (options.breakdown) settlement.breakdown = breakdown;
  return accept(settlement);
}

/**
 * Checks a ticket and settles it against results (per matchId: "cancelled", a score, or the winning code per
 * play) → bets, winning bets, prize and refund in fen, with an optional per-bet breakdown.
 */
export function settleSportsTicket(
  input: SportsTicketInput,
  results: SportsResults,
  options: { breakdown?: boolean } = {},
): Result<SportsSettlement> {
  const ticket = parseSportsTicket(input);
  return ticket.ok ? settleTicket(ticket.value, results, options) : ticket;
}
