/**
 * 传统足彩 CTZQ (RULES 15): 胜负彩 T14C (3/1/0 on all 14 matches) and 任选9场 TR9 (9 or more of the 14,
 * bankers allowed). Bets and winning bets by closed form. Prizes float: a per-bet amount per tier is applied
 * when given, otherwise the prize is pending. A cancelled match ("cancelled" or "*") counts every pick on it
 * as right — RULES leaves this open [U]; this is the usual published treatment and is our choice.
 */
import { elementarySymmetric, product } from "../core/combinatorics.ts";
import { fen, type Fen } from "../core/money.ts";
import { accept, type RuleResult } from "../core/refusal.ts";
import { taxOfTiers } from "../core/tax.ts";
import { findGame } from "../catalogue/games.ts";
import { sportsRefusal, type SportsRefusalCode } from "./refusals.ts";

/** 胜负彩 (14 matches) or 任选9场. */
export type CtzqPlay = "T14C" | "TR9";

/** A CTZQ ticket: picks per listed match (codes 3/1/0; [] = match not chosen, TR9 only), bankers by index. */
export interface CtzqTicketInput {
  play: string;
  picks: readonly (readonly string[])[];
  bankers?: readonly number[];
  multiple?: number;
}

/** Winning bets of a CTZQ ticket; prize in fen when per-bet tier amounts were given, else null (pending). */
export interface CtzqSettlement {
  bets: number;
  /** T14C: bets with all 14 right; TR9: bets with all 9 right. */
  first: number;
  /** T14C only: bets with exactly 13 right (0 for TR9). */
  second: number;
  prizeFen: Fen | null;
  /** Prize tax withheld (core/tax.ts), part of prizeFen; null with it. */
  taxFen: Fen | null;
}

type Result<T> = RuleResult<T, SportsRefusalCode>;

const CTZQ_CODES: Readonly<Record<string, string>> = {
  "3": "3",
  "1": "1",
  "0": "0",
  胜: "3",
  平: "1",
  负: "0",
};
const MATCHES = 14;
const TR9_LEGS = 9;

/** Chinese names of the CTZQ plays. */
export const CTZQ_PLAY_NAMES: Readonly<Record<CtzqPlay, string>> = { T14C: "胜负彩", TR9: "任选九" };

/** Chinese names of the CTZQ pick codes (the 90-minute result of each match). */
export const CTZQ_OPTION_NAMES: Readonly<Record<string, string>> = { "3": "胜", "1": "平", "0": "负" };

/** A CTZQ play code (T14C / SFC14 / TR9 / R9 / RX9, case-insensitive), or undefined. */
export function findCtzqPlay(code: string): CtzqPlay | undefined {
  const c = code.trim().toUpperCase();
  if (c === "T14C" || c === "SFC14" || c === "SFC") return "T14C";
  if (c === "TR9" || c === "R9" || c === "RX9") return "TR9";
  return undefined;
}

interface CtzqTicket {
  play: CtzqPlay;
  picks: string[][];
  bankers: Set<number>;
  multiple: number;
}

function parseCtzq(input: CtzqTicketInput): Result<CtzqTicket> {
  const play = findCtzqPlay(String(input?.play ?? ""));
  if (!play) return sportsRefusal("UNKNOWN_PLAY");
  if (!Array.isArray(input.picks) || input.picks.length === 0 || input.picks.length > MATCHES) {
    return sportsRefusal("MATCH_COUNT");
  }
  const picks: string[][] = [];
  for (const raw of input.picks) {
    if (!Array.isArray(raw)) return sportsRefusal("EMPTY_OPTIONS");
    const codes: string[] = [];
    for (const text of raw) {
      const code = CTZQ_CODES[String(text).trim()];
      if (!code) return sportsRefusal("UNKNOWN_OPTION");
      if (codes.includes(code)) return sportsRefusal("DUPLICATE_OPTION");
      codes.push(code);
    }
    picks.push(codes);
  }
  const chosen = picks.filter((p) => p.length > 0).length;
  if (play === "T14C") {
    if (picks.length !== MATCHES || chosen !== MATCHES) {
      return picks.length === MATCHES ? sportsRefusal("EMPTY_OPTIONS") : sportsRefusal("MATCH_COUNT");
    }
  } else if (chosen < TR9_LEGS) {
    return sportsRefusal("MATCH_COUNT");
  }
  const bankers = new Set<number>();
  for (const b of input.bankers ?? []) {
    if (play === "T14C") return sportsRefusal("BANKER_NOT_ALLOWED");
    if (!Number.isInteger(b) || (picks[b]?.length ?? 0) === 0) return sportsRefusal("BANKER_NOT_ALLOWED");
    bankers.add(b);
  }
  if (bankers.size >= TR9_LEGS) return sportsRefusal("TOO_MANY_BANKERS");
  const multiple = input.multiple ?? 1;
  const max = findGame(play === "T14C" ? "t14c" : "tr9")?.maxBeishu ?? 9999;
  if (!Number.isSafeInteger(multiple) || multiple < 1 || multiple > max) return sportsRefusal("BAD_MULTIPLE");
  return accept({ play, picks, bankers, multiple });
}

/** 胜负彩 bets: the product of the options picked on each of the 14 matches. */
export function countT14CBets(optionCounts: readonly number[]): number {
  return product(optionCounts);
}

/**
 * 任选9场 bets: Σ over 9-match subsets containing every banker of Π options, in closed form
 * Π(banker options) × e_{9−b}(other chosen matches' options). Matches with 0 options are not chosen.
 */
export function countTR9Bets(optionCounts: readonly number[], bankerIndices: readonly number[] = []): number {
  const bankerSet = new Set(bankerIndices);
  const bankers = optionCounts.filter((_, i) => bankerSet.has(i));
  const drags = optionCounts.filter((n, i) => !bankerSet.has(i) && n > 0);
  const need = TR9_LEGS - bankers.length;
  if (need < 1) return 0;
  return product(bankers) * (elementarySymmetric(drags, need)[need] ?? 0);
}

function betsOf(ticket: CtzqTicket): number {
  const counts = ticket.picks.map((p) => p.length);
  return ticket.play === "T14C" ? countT14CBets(counts) : countTR9Bets(counts, [...ticket.bankers]);
}

/** Checks a CTZQ ticket and counts its bets and cost in fen. */
export function countCtzqBets(input: CtzqTicketInput): Result<{ bets: number; costFen: Fen }> {
  const ticket = parseCtzq(input);
  if (!ticket.ok) return ticket;
  const bets = betsOf(ticket.value);
  return accept({ bets, costFen: fen(bets * 200 * ticket.value.multiple) });
}

/**
 * Settles a CTZQ ticket against the 14 (or as many as picked) results "3"/"1"/"0" or "cancelled"/"*":
 * T14C first = Π right_i, second = Σ_j wrong_j Π_{i≠j} right_i; TR9 = Π(banker right) × e_{9−b}(right).
 * `tierPrizesFen` (per-bet amounts of first / second) gives the prize × multiple; else prize is null.
 */
export function settleCtzq(
  input: CtzqTicketInput,
  results: readonly string[],
  tierPrizesFen?: { first?: number; second?: number },
): Result<CtzqSettlement> {
  const parsed = parseCtzq(input);
  if (!parsed.ok) return parsed;
  const ticket = parsed.value;
  if (!Array.isArray(results) || results.length !== ticket.picks.length)
    return sportsRefusal("RESULT_MISSING");
  const right: number[] = [];
  const wrong: number[] = [];
  for (let i = 0; i < ticket.picks.length; i += 1) {
    const picks = ticket.picks[i] ?? [];
    if (picks.length === 0) {
      right.push(0);
      wrong.push(0);
      continue;
    }
    const text = String(results[i] ?? "").trim();
    if (text === "cancelled" || text === "*") {
      right.push(picks.length);
      wrong.push(0);
      continue;
    }
    const code = CTZQ_CODES[text];
    if (!code) return sportsRefusal(text === "" ? "RESULT_MISSING" : "BAD_RESULT");
    const r = picks.includes(code) ? 1 : 0;
    right.push(r);
    wrong.push(picks.length - r);
  }
  let first: number;
  let second = 0;
  if (ticket.play === "T14C") {
    first = product(right);
    for (let j = 0; j < right.length; j += 1) {
      if ((wrong[j] ?? 0) === 0) continue;
      second += (wrong[j] ?? 0) * product(right.filter((_, i) => i !== j));
    }
  } else {
    const bankers = [...ticket.bankers];
    first = countTR9Bets(
      right.map((r, i) => ((ticket.picks[i]?.length ?? 0) > 0 ? r : 0)),
      bankers,
    );
  }
  let prizeFen: Fen | null = null;
  let taxFen: Fen | null = null;
  if (
    tierPrizesFen &&
    tierPrizesFen.first !== undefined &&
    (ticket.play === "TR9" || tierPrizesFen.second !== undefined)
  ) {
    const p1 = tierPrizesFen.first;
    const p2 = tierPrizesFen.second ?? 0;
    if (!Number.isSafeInteger(p1) || !Number.isSafeInteger(p2) || p1 < 0 || p2 < 0)
      return sportsRefusal("BAD_RESULT");
    prizeFen = fen((first * p1 + second * p2) * ticket.multiple);
    taxFen = fen(
      taxOfTiers([
        { count: first * ticket.multiple, amountFen: p1 },
        { count: second * ticket.multiple, amountFen: p2 },
      ]),
    );
  }
  return accept({ bets: betsOf(ticket), first, second, prizeFen, taxFen });
}
