/**
 * A sports ticket (API 6: legs, passTypes, multiple) parsed and checked against the catalogue, and its bet
 * count by closed form (RULES 11: Σ over included leg counts of elementary symmetric sums; bankers in every
 * combination).
 */
import { elementarySymmetric, product } from "../core/combinatorics.ts";
import { fen, type Fen } from "../core/money.ts";
import { accept, type RuleResult } from "../core/refusal.ts";
import { findGame } from "../catalogue/games.ts";
import {
  findSportsGame,
  findSportsOption,
  findSportsPlay,
  type SportsGameRules,
  type SportsOption,
  type SportsPlay,
} from "./catalogue.ts";
import {
  findSportsPassType,
  sportsPassTypeFits,
  sportsPassTypeTable,
  type SportsPassType,
} from "./passTypes.ts";
import { sportsRefusal, type SportsRefusalCode } from "./refusals.ts";
import { parseSp, type SpMicro } from "./sp.ts";

/** One selected option of a leg as sent by the client; `sp` is the odds at ticket time. */
export interface SportsOptionInput {
  code: string;
  sp?: number | string | null;
}

/** One leg (a match and one play) as in API 6. `line` is the handicap or total line of that play. */
export interface SportsLegInput {
  matchId: string;
  play: string;
  options: readonly SportsOptionInput[];
  banker?: boolean;
  /** jingcai: whether the match is open for single-match (单关) bets. */
  single?: boolean;
  line?: number | null;
}

/** A ticket as sent: game code, legs, pass types ("2_1,3_1" or a list) and the multiple (default 1). */
export interface SportsTicketInput {
  game: string;
  legs: readonly SportsLegInput[];
  passTypes: string | readonly string[];
  multiple?: number;
}

/** A checked option: its play, catalogue entry, SP in millionths (null when not given) and line. */
export interface TicketOption {
  play: SportsPlay;
  option: SportsOption;
  sp: SpMicro | null;
  line: number | null;
}

/** A checked match: every option selected on it across plays (HH), banker and single flags. */
export interface TicketMatch {
  matchId: string;
  banker: boolean;
  single: boolean;
  options: TicketOption[];
}

/** A checked ticket. */
export interface SportsTicket {
  rules: SportsGameRules;
  matches: TicketMatch[];
  passTypes: SportsPassType[];
  multiple: number;
  /** The parlay leg limit of the plays present (smallest maximum). */
  maxLegs: number;
  /** weights[k]: how many pass types include combinations of k legs. */
  weights: number[];
}

type Result<T> = RuleResult<T, SportsRefusalCode>;

/** Checks a line against its play: finite, whole or x.5 as the play requires. */
function lineOk(play: SportsPlay, line: number): boolean {
  if (!Number.isFinite(line) || Math.abs(line) > 1000) return false;
  if (!play.line) return true;
  return play.line.half ? Number.isInteger(line * 2) && !Number.isInteger(line) : Number.isInteger(line);
}

/** The multiple limit of a parlay game (catalogue maxBeishu; qwzqtc as qwzq). */
export function sportsMaxMultiple(rules: SportsGameRules): number {
  return findGame(rules.game)?.maxBeishu ?? 9999;
}

/** The checked legs of a ticket, before pass types and multiple. */
export interface SportsLegs {
  rules: SportsGameRules;
  matches: TicketMatch[];
  maxLegs: number;
}

/** Parses and checks the legs: game, plays, options, SPs, lines, duplicates and mixing. */
export function parseSportsLegs(game: string, legs: readonly SportsLegInput[]): Result<SportsLegs> {
  const rules = findSportsGame(String(game ?? ""));
  if (!rules) return sportsRefusal("UNKNOWN_GAME");
  if (!Array.isArray(legs) || legs.length === 0) return sportsRefusal("NO_LEGS");

  const byId = new Map<string, TicketMatch>();
  const seen = new Set<string>();
  const playsPresent = new Set<SportsPlay>();
  const singleFlags = new Map<string, boolean>();
  for (const leg of legs) {
    if (typeof leg?.matchId !== "string" || leg.matchId.trim() === "") return sportsRefusal("BAD_MATCH_ID");
    const play = findSportsPlay(rules, String(leg.play ?? ""));
    if (!play) return sportsRefusal("UNKNOWN_PLAY");
    const matchId = leg.matchId.trim();
    const key = `${matchId}\u0000${play.code}`;
    if (seen.has(key)) return sportsRefusal("DUPLICATE_MATCH");
    seen.add(key);
    if (!Array.isArray(leg.options) || leg.options.length === 0) return sportsRefusal("EMPTY_OPTIONS");
    let line: number | null = null;
    if (leg.line !== undefined && leg.line !== null) {
      if (typeof leg.line !== "number" || !lineOk(play, leg.line)) return sportsRefusal("BAD_LINE");
      line = leg.line;
    }
    const match: TicketMatch = byId.get(matchId) ?? { matchId, banker: false, single: true, options: [] };
    const codes = new Set<string>();
    for (const o of leg.options) {
      const option = findSportsOption(play, String(o?.code ?? ""));
      if (!option) return sportsRefusal("UNKNOWN_OPTION");
      if (codes.has(option.code)) return sportsRefusal("DUPLICATE_OPTION");
      codes.add(option.code);
      let sp: SpMicro | null = null;
      if (o.sp !== undefined && o.sp !== null) {
        sp = typeof o.sp === "number" || typeof o.sp === "string" ? parseSp(o.sp) : null;
        if (sp === null) return sportsRefusal("BAD_SP");
      }
      match.options.push({ play, option, sp, line });
    }
    match.banker = match.banker || leg.banker === true;
    singleFlags.set(matchId, (singleFlags.get(matchId) ?? true) && leg.single === true);
    byId.set(matchId, match);
    playsPresent.add(play);
  }
  const matches = [...byId.values()];
  for (const m of matches) m.single = rules.singles === "always" || singleFlags.get(m.matchId) === true;
  if (playsPresent.size > 1 && [...playsPresent].some((p) => !p.mixable)) return sportsRefusal("MIXED_PLAYS");
  const maxLegs = Math.min(...[...playsPresent].map((p) => p.maxLegs));
  return accept({ rules, matches, maxLegs });
}

/** Why a pass type cannot be played on these legs, or null when it can. */
function passTypeProblem(legs: SportsLegs, pass: SportsPassType): SportsRefusalCode | null {
  const n = legs.matches.length;
  if (pass.m > 1 && n > legs.maxLegs) return "TOO_MANY_LEGS";
  const singles = legs.matches.every((m) => m.single);
  if (pass.m === 1 && !singles) return "SINGLE_NOT_ALLOWED";
  if (!sportsPassTypeFits(pass, n, legs.maxLegs, singles)) return "PASS_TYPE_NOT_ALLOWED";
  const bankers = legs.matches.filter((m) => m.banker).length;
  if (bankers > 0 && pass.legCounts.some((k) => bankers >= k)) return "TOO_MANY_BANKERS";
  return null;
}

/** Parses and checks a ticket: the legs, then pass types, bankers and the multiple. */
export function parseSportsTicket(input: SportsTicketInput): Result<SportsTicket> {
  const legs = parseSportsLegs(input?.game, input?.legs);
  if (!legs.ok) return legs;
  const { rules, matches, maxLegs } = legs.value;
  const raw: unknown = input.passTypes;
  const codes = typeof raw === "string" ? raw.split(",") : Array.isArray(raw) ? raw.map(String) : [];
  const passTypes: SportsPassType[] = [];
  for (const code of codes) {
    if (code.trim() === "") continue;
    const pass = findSportsPassType(rules.passTable, code);
    if (!pass) return sportsRefusal("BAD_PASS_TYPE");
    if (!passTypes.includes(pass)) passTypes.push(pass);
  }
  if (passTypes.length === 0) return sportsRefusal("NO_PASS_TYPE");
  for (const pass of passTypes) {
    const problem = passTypeProblem(legs.value, pass);
    if (problem) return sportsRefusal(problem);
  }
  const multiple = input.multiple ?? 1;
  if (!Number.isSafeInteger(multiple) || multiple < 1 || multiple > sportsMaxMultiple(rules)) {
    return sportsRefusal("BAD_MULTIPLE");
  }
  const weights = new Array<number>(matches.length + 1).fill(0);
  for (const pass of passTypes) for (const k of pass.legCounts) weights[k] = (weights[k] ?? 0) + 1;
  return accept({ rules, matches, passTypes, multiple, maxLegs, weights });
}

/**
 * Bets of a parlay by closed form: for each included leg count k, Π(banker options) × e_{k−b}(drag options),
 * summed over the pass types (`legCounts` lists, one per pass type). With bankers, k must exceed b.
 */
export function countParlayBets(
  dragOptions: readonly number[],
  bankerOptions: readonly number[],
  legCountLists: readonly (readonly number[])[],
): number {
  const b = bankerOptions.length;
  const bankerProduct = product(bankerOptions);
  const maxK = Math.max(0, ...legCountLists.flat());
  const e = elementarySymmetric(dragOptions, Math.max(0, Math.min(dragOptions.length, maxK - b)));
  let total = 0;
  for (const list of legCountLists) {
    for (const k of list) {
      if (k < 1 || (b > 0 && k <= b)) continue;
      total += bankerProduct * (e[k - b] ?? 0);
    }
  }
  return total;
}

/** Bets and cost of a checked ticket (bets are 2-yuan units before the multiple). */
export function countTicketBets(ticket: SportsTicket): { bets: number; costFen: Fen } {
  const drags = ticket.matches.filter((m) => !m.banker).map((m) => m.options.length);
  const bankers = ticket.matches.filter((m) => m.banker).map((m) => m.options.length);
  const bets = countParlayBets(
    drags,
    bankers,
    ticket.passTypes.map((p) => p.legCounts),
  );
  return { bets, costFen: fen(bets * 200 * ticket.multiple) };
}

/** Checks a ticket and counts its bets and cost in fen. */
export function countSportsBets(input: SportsTicketInput): Result<{ bets: number; costFen: Fen }> {
  const parsed = parseSportsTicket(input);
  return parsed.ok ? accept(countTicketBets(parsed.value)) : parsed;
}

/** Whether a parlay mixing these plays may have `legs` legs (the HH rule: the smallest maximum wins). */
export function parlayLegsAllowed(game: string, playCodes: readonly string[], legs: number): boolean {
  const rules = findSportsGame(game);
  if (!rules || playCodes.length === 0) return false;
  const plays = playCodes.map((c) => findSportsPlay(rules, c));
  if (plays.some((p) => p === undefined)) return false;
  return legs >= 1 && legs <= Math.min(...plays.map((p) => p?.maxLegs ?? 0));
}

/** The pass-type codes these legs may use (leg count, play limits, singles rule, bankers), or a refusal. */
export function allowedSportsPassTypes(game: string, legs: readonly SportsLegInput[]): Result<string[]> {
  const parsed = parseSportsLegs(game, legs);
  if (!parsed.ok) return parsed;
  const table = sportsPassTypeTable(parsed.value.rules.passTable);
  return accept(table.filter((pass) => passTypeProblem(parsed.value, pass) === null).map((p) => p.code));
}
