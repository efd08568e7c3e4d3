import type { SportsMatchView, SportsOptionOdds, SportsPlayOdds } from "@lottery/contract";
import {
  allowedSportsPassTypes,
  countSportsBets,
  sportsPrizeRange,
  type SportsLegInput,
} from "@lottery/rules";
import type { Picks } from "./selection.ts";

/**
 * The bet slip: the picks turned into legs with the current SPs, and every number the slip shows
 * (allowed pass types, bets, amount, prize range) asked of packages/rules.
 */
export interface SlipLeg {
  match: SportsMatchView;
  play: SportsPlayOdds;
  options: SportsOptionOdds[];
  banker: boolean;
}

/** One match of the slip with its legs (HH: one leg per play). */
export interface SlipMatch {
  match: SportsMatchView;
  banker: boolean;
  legs: SlipLeg[];
}

/** The slip's matches in page order, each with its legs in play order and options in option order. */
export function slipMatches(
  picks: Picks,
  bankers: readonly string[],
  matches: ReadonlyMap<string, SportsMatchView>,
): SlipMatch[] {
  const out: SlipMatch[] = [];
  for (const match of matches.values()) {
    const byPlay = picks[match.matchId];
    if (!byPlay) continue;
    const banker = bankers.includes(match.matchId);
    const legs: SlipLeg[] = [];
    for (const play of match.plays) {
      const codes = byPlay[play.play];
      if (!codes) continue;
      const options = play.options.filter((o) => codes.includes(o.code));
      if (options.length > 0) legs.push({ match, play, options, banker });
    }
    if (legs.length > 0) out.push({ match, banker, legs });
  }
  return out;
}

/** The legs as packages/rules reads them (with the single flag and line from the match). */
export function rulesLegs(matches: readonly SlipMatch[]): SportsLegInput[] {
  return matches.flatMap((m) =>
    m.legs.map((leg) => ({
      matchId: m.match.matchId,
      play: leg.play.play,
      options: leg.options.map((o) => ({ code: o.code, sp: o.sp })),
      banker: m.banker,
      single: leg.play.single,
      line: leg.play.line,
    })),
  );
}

/** The `legs` field of bet_jc_create / bet_youhua_create (API.md §6). */
export function apiLegs(matches: readonly SlipMatch[]) {
  return rulesLegs(matches).map(({ matchId, play, options, banker }) => ({ matchId, play, options, banker }));
}

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/** The pass types these legs may use, or the rules' reason why none. */
export function allowedPassTypes(game: string, matches: readonly SlipMatch[]): Checked<string[]> {
  if (matches.length === 0) return { ok: true, value: [] };
  const answer = allowedSportsPassTypes(game, rulesLegs(matches));
  return answer.ok ? answer : { ok: false, message: answer.message };
}

/**
 * The pass types to start with: the ones kept from before if still allowed, else the full parlay
 * over every match (n_1), else singles.
 */
export function defaultPassTypes(
  allowed: readonly string[],
  matchCount: number,
  kept: readonly string[],
): string[] {
  const still = kept.filter((code) => allowed.includes(code));
  if (still.length > 0) return still;
  const full = `${matchCount}_1`;
  if (allowed.includes(full)) return [full];
  const free = allowed.filter((code) => code.endsWith("_1") && code !== "1_1");
  if (free.length > 0) return [free[free.length - 1]!];
  return allowed.includes("1_1") ? ["1_1"] : [];
}

/** What the slip shows under the legs (fen). */
export interface SlipTotals {
  bets: number;
  amountFen: number;
  maxPrizeFen: number;
  minPrizeFen: number;
}

/** Bets, amount and the estimated prize range of the ticket, or the rules' refusal. */
export function slipTotals(
  game: string,
  matches: readonly SlipMatch[],
  passTypes: readonly string[],
  multiple: number,
): Checked<SlipTotals> {
  const input = { game, legs: rulesLegs(matches), passTypes, multiple };
  const count = countSportsBets(input);
  if (!count.ok) return { ok: false, message: count.message };
  const range = sportsPrizeRange(input);
  if (!range.ok) return { ok: false, message: range.message };
  return {
    ok: true,
    value: {
      bets: count.value.bets,
      amountFen: count.value.costFen,
      maxPrizeFen: range.value.maxPrizeFen,
      minPrizeFen: range.value.minPrizeFen,
    },
  };
}
