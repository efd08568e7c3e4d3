/**
 * M串N pass types (RULES 13, 14): which leg counts k each M_N includes, for the jingcai games (M 2..8) and
 * BJDC (M 2..15, several including singles). N is derived, N = Σ C(M, k), and checked by the tests.
 */
import { comb } from "../core/combinatorics.ts";

/** A pass type: M matches, N bets per combination of options, and the included leg counts. */
export interface SportsPassType {
  code: string;
  m: number;
  n: number;
  legCounts: readonly number[];
}

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let k = from; k <= to; k += 1) out.push(k);
  return out;
}

function build(m: number, legCounts: readonly number[]): SportsPassType {
  const n = legCounts.reduce((sum, k) => sum + comb(m, k), 0);
  return { code: `${m}_${n}`, m, n, legCounts };
}

// RULES 14: football and basketball.
const JINGCAI_K: ReadonlyArray<readonly [number, readonly (readonly number[])[]]> = [
  [2, [[2]]],
  [3, [[3], [2], [2, 3]]],
  [4, [[4], [3], [3, 4], [2], [2, 3, 4]]],
  [5, [[5], [4], [4, 5], [2], [3, 4, 5], [2, 3], range(2, 5)]],
  [6, [[6], [5], [5, 6], [2], [3], [4, 5, 6], [2, 3], range(3, 6), [2, 3, 4], range(2, 6)]],
  [7, [[7], [6], [6, 7], [5], [4], range(2, 7)]],
  [8, [[8], [7], [7, 8], [6], [5], [4], range(2, 8)]],
];

// RULES 13: BJDC; 7..15 only M串1.
const BJDC_K: ReadonlyArray<readonly [number, readonly (readonly number[])[]]> = [
  [2, [[2], [1, 2]]],
  [3, [[3], [2, 3], [1, 2, 3]]],
  [4, [[4], [3, 4], [2, 3, 4], range(1, 4)]],
  [5, [[5], [4, 5], [3, 4, 5], range(2, 5), range(1, 5)]],
  [6, [[6], [5, 6], [4, 5, 6], range(3, 6), range(2, 6), range(1, 6)]],
  ...range(7, 15).map((m) => [m, [[m]]] as const),
];

const SINGLE: SportsPassType = { code: "1_1", m: 1, n: 1, legCounts: [1] };

/** Every jingcai (jczq, jclq, qwzq) pass type, 1_1 first. */
export const JINGCAI_PASS_TYPES: readonly SportsPassType[] = [
  SINGLE,
  ...JINGCAI_K.flatMap(([m, lists]) => lists.map((k) => build(m, k))),
];

/** Every BJDC pass type, 1_1 first. */
export const BJDC_PASS_TYPES: readonly SportsPassType[] = [
  SINGLE,
  ...BJDC_K.flatMap(([m, lists]) => lists.map((k) => build(m, k))),
];

/** The pass-type table of a game's family. */
export function sportsPassTypeTable(table: "jingcai" | "bjdc"): readonly SportsPassType[] {
  return table === "bjdc" ? BJDC_PASS_TYPES : JINGCAI_PASS_TYPES;
}

/** A pass type by code ("M_N", also "MxN", "M串N"), or undefined when not in the table. */
export function findSportsPassType(table: "jingcai" | "bjdc", code: string): SportsPassType | undefined {
  const match = /^\s*(\d+)\s*(?:_|x|X|串)\s*(\d+)\s*$/.exec(code);
  if (!match) return undefined;
  const wanted = `${Number(match[1])}_${Number(match[2])}`;
  return sportsPassTypeTable(table).find((p) => p.code === wanted);
}

/**
 * Whether a pass type can be played on `matchCount` matches when parlays may have at most `maxLegs` legs:
 * M_1 is a free pass over any M ≤ matches; M_N with N > 1 needs exactly M matches; 1_1 needs `singles`.
 */
export function sportsPassTypeFits(
  pass: SportsPassType,
  matchCount: number,
  maxLegs: number,
  singles: boolean,
): boolean {
  if (pass.m === 1) return singles;
  if (pass.m > maxLegs || pass.m > matchCount) return false;
  return pass.n === 1 || pass.m === matchCount;
}

/** The pass types playable on `matchCount` matches with the given parlay limit and singles permission. */
export function sportsPassTypesFor(
  table: "jingcai" | "bjdc",
  matchCount: number,
  maxLegs: number,
  singles: boolean,
): SportsPassType[] {
  return sportsPassTypeTable(table).filter((p) => sportsPassTypeFits(p, matchCount, maxLegs, singles));
}
