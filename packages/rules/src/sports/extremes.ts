/**
 * A ticket's largest and smallest non-zero prize over results that can really happen together.
 *
 * Method: per match, every outcome is enumerated (football: full-time scores 0..G each side × the half-time
 * result; basketball: every margin with the totals either side of the line), and turned into the set of the
 * ticket's options on that match that it makes win. Sets are reduced by dominance (a set beaten option by
 * option, by SP, by another set can never give a larger prize, as prizes only grow with SPs and with more
 * winning options). When the product of the remaining sets over matches is ≤ 4096 (and the work stays
 * ≤ 1.5M bet evaluations) every joint outcome is settled exactly; otherwise a coordinate search is used and
 * `exact` is false. It starts from each match's set with the largest (smallest) SP sum, which is the exact
 * optimum when rounding and caps are ignored (the prize is then Σ_k e_k of the per-match sums, increasing in
 * each), then improves one match at a time. A play whose line is missing from the ticket is treated as independent of the score (any of its
 * options, or none, may win), which can only overstate the maximum. Cancellations are not considered.
 */
import { fen, type Fen } from "../core/money.ts";
import { accept, type RuleResult } from "../core/refusal.ts";
import { sportsOptionWins, type SportsPlay } from "./catalogue.ts";
import { walkWinningBets, type WalkMatch } from "./engine.ts";
import { sportsRefusal, type SportsRefusalCode } from "./refusals.ts";
import { playResultCode, type MatchScore } from "./results.ts";
import type { ExpandedBet } from "./optimise.ts";
import { parseSportsTicket, type SportsTicket, type SportsTicketInput, type TicketMatch } from "./ticket.ts";

/** The prize range of a ticket in fen (× multiple); `exact` false when a search replaced full enumeration. */
export interface SportsPrizeRange {
  maxPrizeFen: Fen;
  minPrizeFen: Fen;
  exact: boolean;
}

type Result<T> = RuleResult<T, SportsRefusalCode>;

const JOINT_LIMIT = 4096;
/** Joint outcomes × bets per evaluation above which the search replaces full enumeration. */
const WORK_LIMIT = 1_500_000;

/** A set of winning options of one match, as their SPs (millionths) sorted high to low. */
type OutcomeClass = number[];

function classKey(indices: readonly number[]): string {
  return indices.join(",");
}

/** Every distinct set of the match's options that some outcome makes win (as option indices). */
function outcomeSets(ticket: SportsTicket, match: TicketMatch): number[][] {
  const rules = ticket.rules;
  const plays: { play: SportsPlay; line: number | null; indices: number[] }[] = [];
  match.options.forEach((o, i) => {
    const entry = plays.find((p) => p.play === o.play);
    if (entry) entry.indices.push(i);
    else plays.push({ play: o.play, line: o.line, indices: [i] });
  });
  const bound = plays.filter((p) => !p.play.line || p.line !== null);
  const free = plays.filter((p) => p.play.line && p.line === null);
  const found = new Map<string, number[]>();
  const add = (base: readonly number[]): void => {
    // Free plays: any one of their options, or none.
    let sets: number[][] = [[...base]];
    for (const f of free) {
      const next: number[][] = [];
      for (const s of sets) {
        next.push(s);
        for (const i of f.indices) next.push([...s, i]);
      }
      sets = next;
    }
    for (const s of sets) {
      s.sort((a, b) => a - b);
      found.set(classKey(s), s);
    }
  };
  const winners = (score: MatchScore): number[] | null => {
    const out: number[] = [];
    for (const p of bound) {
      const code = playResultCode(rules, p.play, score, p.line);
      if (!code.ok) return null;
      for (const i of p.indices) {
        const o = match.options[i];
        if (o && sportsOptionWins(o.option, code.value)) out.push(i);
      }
    }
    return out;
  };
  const maxLine = Math.max(0, ...plays.map((p) => Math.abs(p.line ?? 0)));
  if (rules.game === "jclq") {
    const total = bound.find((p) => p.play.code === "DXF")?.line ?? null;
    const span = 40 + Math.ceil(maxLine);
    for (let d = -span; d <= span; d += 1) {
      if (d === 0) continue;
      const totals = [Math.abs(d)];
      if (total !== null) {
        let t = Math.max(Math.abs(d), Math.floor(total) + 1);
        if ((t - d) % 2 !== 0) t += 1;
        totals.push(t);
      }
      for (const t of totals) {
        const w = winners({ ft: [(t + d) / 2, (t - d) / 2] });
        if (w) add(w);
      }
    }
  } else {
    const goals = 10 + Math.ceil(maxLine);
    const halfNeeded = plays.some((p) => p.play.code === "BQC");
    for (let h = 0; h <= goals; h += 1) {
      for (let a = 0; a <= goals; a += 1) {
        const halves: (readonly [number, number])[] = [[0, 0]];
        if (halfNeeded && h > 0) halves.push([1, 0]);
        if (halfNeeded && a > 0) halves.push([0, 1]);
        for (const ht of halves) {
          const w = winners({ ft: [h, a], ht });
          if (w) add(w);
        }
      }
    }
  }
  return [...found.values()];
}

/** Whether `a` is beaten option by option by `b` (both sorted high to low): |a| ≤ |b| and a[j] ≤ b[j]. */
function dominatedBy(a: OutcomeClass, b: OutcomeClass): boolean {
  if (a.length > b.length) return false;
  for (let j = 0; j < a.length; j += 1) if ((a[j] ?? 0) > (b[j] ?? 0)) return false;
  return true;
}

function sameClass(a: OutcomeClass, b: OutcomeClass): boolean {
  return a.length === b.length && a.every((v, j) => v === b[j]);
}

/** Classes that no other class dominates (duplicates kept once). */
function maximalClasses(classes: readonly OutcomeClass[]): OutcomeClass[] {
  const out: OutcomeClass[] = [];
  classes.forEach((c, i) => {
    const beaten = classes.some(
      (other, j) => j !== i && dominatedBy(c, other) && (!sameClass(c, other) || j < i),
    );
    if (!beaten) out.push(c);
  });
  return out;
}

/** The empty class when possible, plus non-empty classes that dominate no other non-empty class. */
function minimalClasses(classes: readonly OutcomeClass[]): OutcomeClass[] {
  const nonEmpty = classes.filter((c) => c.length > 0);
  const out: OutcomeClass[] = classes.some((c) => c.length === 0) ? [[]] : [];
  nonEmpty.forEach((c, i) => {
    const above = nonEmpty.some(
      (other, j) => j !== i && dominatedBy(other, c) && (!sameClass(c, other) || j < i),
    );
    if (!above) out.push(c);
  });
  return out;
}

const sum = (c: OutcomeClass): number => c.reduce((s, v) => s + v, 0);

/** Largest and smallest non-zero prize of a checked ticket over consistent results; needs every SP. */
export function ticketPrizeRange(ticket: SportsTicket): Result<SportsPrizeRange> {
  if (ticket.matches.some((m) => m.options.some((o) => o.sp === null))) return sportsRefusal("SP_MISSING");
  const perMatch: OutcomeClass[][] = ticket.matches.map((m) =>
    outcomeSets(ticket, m).map((set) => set.map((i) => m.options[i]?.sp ?? 0).sort((x, y) => y - x)),
  );
  const evaluate = (choice: readonly OutcomeClass[]): number => {
    const matches: WalkMatch<null>[] = ticket.matches.map((m, i) => ({
      banker: m.banker,
      wins: (choice[i] ?? []).map((sp) => ({ sp, ref: null })),
    }));
    return walkWinningBets(ticket.rules.prize, matches, ticket.weights).prizeFen;
  };
  const maxSets = perMatch.map(maximalClasses);
  const minSets = perMatch.map(minimalClasses);
  const best = search(
    maxSets,
    evaluate,
    (a, b) => a > b,
    (c) => sum(c),
    true,
  );
  const least = search(
    minSets,
    evaluate,
    (a, b) => a > 0 && (b === 0 || a < b),
    (c) => -sum(c),
    false,
  );
  return accept({
    maxPrizeFen: fen(best.value * ticket.multiple),
    minPrizeFen: fen(least.value * ticket.multiple),
    exact: best.exact && least.exact,
  });
}

/**
 * Best joint choice of one class per match under `better`: exhaustive when small, else a coordinate search
 * started from each match's class with the highest `score`.
 */
function search(
  sets: readonly OutcomeClass[][],
  evaluate: (choice: readonly OutcomeClass[]) => number,
  better: (a: number, b: number) => boolean,
  score: (c: OutcomeClass) => number,
  maximise: boolean,
): { value: number; exact: boolean } {
  const total = sets.reduce((p, s) => p * Math.max(1, s.length), 1);
  const betsPerEvaluation = sets.reduce((p, s) => p * (1 + Math.max(0, ...s.map((c) => c.length))), 1);
  if (total <= JOINT_LIMIT && total * betsPerEvaluation <= WORK_LIMIT) {
    let value = 0;
    const choice: OutcomeClass[] = sets.map(() => []);
    const walk = (i: number): void => {
      if (i === sets.length) {
        const v = evaluate(choice);
        if (better(v, value)) value = v;
        return;
      }
      for (const c of sets[i] ?? []) {
        choice[i] = c;
        walk(i + 1);
      }
    };
    walk(0);
    return { value, exact: true };
  }
  const choice: OutcomeClass[] = sets
    .map((s) =>
      [...s].sort((a, b) => {
        const d = score(b) - score(a);
        return d > 0n ? 1 : d < 0n ? -1 : 0;
      }),
    )
    .map((s) => s[0] ?? []);
  let value = evaluate(choice);
  if (!maximise && value === 0) {
    // Switch matches on (cheapest non-empty class first) until something wins.
    for (let i = 0; i < sets.length && value === 0; i += 1) {
      const nonEmpty = (sets[i] ?? []).filter((c) => c.length > 0);
      const cheapest = nonEmpty.sort((a, b) => (sum(a) < sum(b) ? -1 : 1))[0];
      if (cheapest && (choice[i] ?? []).length === 0) {
        choice[i] = cheapest;
        value = evaluate(choice);
      }
    }
  }
  for (let round = 0; round < 8; round += 1) {
    let improved = false;
    sets.forEach((options, i) => {
      for (const c of options) {
        const previous = choice[i] ?? [];
        choice[i] = c;
        const v = evaluate(choice);
        if (better(v, value)) {
          value = v;
          improved = true;
        } else {
          choice[i] = previous;
        }
      }
    });
    if (!improved) break;
  }
  return { value, exact: false };
}

/** Sets (option indices) that no other set contains: with positive returns, more winners never pay less. */
function widestSets(sets: readonly number[][]): number[][] {
  return sets.filter(
    (set, i) =>
      !sets.some(
        (other, j) => j !== i && set.every((o) => other.includes(o)) && (other.length > set.length || j < i),
      ),
  );
}

/**
 * The largest prize of an optimised ticket (奖金优化): the returns (fen) of the combinations that win
 * together, summed, maximised over results that can really happen together — per match the sets of
 * its options one outcome makes win, as for ticketPrizeRange. Not the largest single return: a 2串1 of
 * three matches wins all three combinations when all three matches go the player's way.
 */
export function planMaxPrize(
  ticket: SportsTicket,
  bets: readonly Pick<ExpandedBet, "picks">[],
  returnsFen: readonly number[],
): { maxPrizeFen: Fen; exact: boolean } {
  const picksOf = bets.map((bet) =>
    bet.picks.map((pick) => {
      const m = ticket.matches.findIndex((x) => x.matchId === pick.matchId);
      const o = (ticket.matches[m]?.options ?? []).findIndex(
        (x) => x.play.code === pick.play && x.option.code === pick.code,
      );
      return [m, o] as const;
    }),
  );
  const sets = ticket.matches.map((m) => widestSets(outcomeSets(ticket, m)));
  const evaluate = (choice: readonly number[][]): number =>
    picksOf.reduce(
      (total, picks, i) =>
        picks.every(([m, o]) => (choice[m] ?? []).includes(o)) ? total + (returnsFen[i] ?? 0) : total,
      0,
    );
  const best = search(
    sets,
    evaluate,
    (a, b) => a > b,
    (c) => c.length,
    true,
  );
  // Any one combination can win (its picks are on different matches): the search never reports less.
  return { maxPrizeFen: fen(Math.max(best.value, ...returnsFen)), exact: best.exact };
}

/** Checks a ticket and returns its largest and smallest non-zero prize in fen (× multiple). */
export function sportsPrizeRange(input: SportsTicketInput): Result<SportsPrizeRange> {
  const ticket = parseSportsTicket(input);
  return ticket.ok ? ticketPrizeRange(ticket.value) : ticket;
}
