import { comb } from "../core/combinatorics.ts";
import { yuanTable } from "../number/amounts.ts";
import { allIn, threeDigitShape } from "../number/digits.ts";
import { EMPTY_ZONE, singleTier } from "../number/lotto.ts";
import type { FamilyDef, ParsedZone, PlayDef, TierContext } from "../tickets/types.ts";
import { digitZone, intZone, tokenZone } from "../tickets/zones.ts";
import { TX_TOKENS } from "./tokens.ts";

// 快3 (RULES §9): three dice 1–6. Dice values are written as single digits.
const die = (minCount: number): PlayDef["zones"][number] => digitZone(minCount, 6, 1, 6);
const first = (zones: readonly ParsedZone[]): ParsedZone => zones[0] ?? EMPTY_ZONE;
const dice = (draw: readonly (readonly number[])[]): readonly number[] => draw[0] ?? [];

/** Ordered outcomes of three dice (out of 216) whose sum is `sum`. */
export function k3SumOutcomes(sum: number): number {
  let ways = 0;
  for (let a = 1; a <= 6; a += 1)
    for (let b = 1; b <= 6; b += 1) if (sum - a - b >= 1 && sum - a - b <= 6) ways += 1;
  return ways;
}

/** The pair value of a pair-shaped draw (aab in any order), else null. */
function pairOf(drawn: readonly number[]): { pair: number; single: number } | null {
  if (threeDigitShape(drawn) !== "pair") return null;
  const [a = 0, b = 0, c = 0] = drawn;
  return a === b ? { pair: a, single: c } : a === c ? { pair: a, single: b } : { pair: b, single: a };
}

const isTriple = (drawn: readonly number[]): boolean => threeDigitShape(drawn) === "triple";

const PLAYS: readonly PlayDef[] = [
  {
    code: "HZ",
    name: "和值",
    // Sums 3 and 18 are offered too, paying like 三同号单选 111/666 (RULES §9 note).
    zones: [intZone(3, 18, 1, 16)],
    count: (zones) => first(zones).numbers.length,
    hits: (zones, draw) => {
      const sum = dice(draw).reduce((a, b) => a + b, 0);
      return singleTier(`HZ-${sum}`, first(zones).numbers.includes(sum) ? 1 : 0);
    },
  },
  {
    code: "3THTX",
    name: "三同号通选",
    zones: [tokenZone(TX_TOKENS, 1, 1)],
    count: () => 1,
    hits: (_zones, draw) => singleTier("3THTX", isTriple(dice(draw)) ? 1 : 0),
  },
  {
    code: "3THDX",
    name: "三同号单选",
    zones: [die(1)],
    count: (zones) => first(zones).numbers.length,
    hits: (zones, draw) => {
      const drawn = dice(draw);
      return singleTier("3THDX", isTriple(drawn) && first(zones).numbers.includes(drawn[0] ?? -1) ? 1 : 0);
    },
  },
  {
    code: "2THFX",
    name: "二同号复选",
    zones: [die(1)],
    count: (zones) => first(zones).numbers.length,
    // A triple is not a pair draw: 二同号复选 does not win on 111 (RULES §9 open question; RULES-HOUSE.md).
    hits: (zones, draw) => {
      const p = pairOf(dice(draw));
      return singleTier("2THFX", p && first(zones).numbers.includes(p.pair) ? 1 : 0);
    },
  },
  {
    code: "2THDX",
    name: "二同号单选",
    zones: [die(1), die(1)],
    // Σ over chosen pairs of the singles different from that pair = |P|·|S| − |P ∩ S|.
    count: ([pairs = EMPTY_ZONE, singles = EMPTY_ZONE]) =>
      pairs.numbers.length * singles.numbers.length -
      pairs.numbers.filter((p) => singles.numbers.includes(p)).length,
    hits: ([pairs = EMPTY_ZONE, singles = EMPTY_ZONE], draw) => {
      const p = pairOf(dice(draw));
      return singleTier(
        "2THDX",
        p && pairs.numbers.includes(p.pair) && singles.numbers.includes(p.single) ? 1 : 0,
      );
    },
  },
  {
    code: "3BTH",
    name: "三不同号",
    zones: [die(3)],
    count: (zones) => comb(first(zones).numbers.length, 3),
    hits: (zones, draw) => {
      const drawn = dice(draw);
      return singleTier("3BTH", threeDigitShape(drawn) === "distinct" && allIn(first(zones), drawn) ? 1 : 0);
    },
  },
  {
    code: "2BTH",
    name: "二不同号",
    zones: [die(2)],
    count: (zones) => comb(first(zones).numbers.length, 2),
    hits: (zones, draw) => {
      const present = new Set(dice(draw));
      return singleTier("2BTH", comb(first(zones).numbers.filter((n) => present.has(n)).length, 2));
    },
  },
  {
    code: "3LHTX",
    name: "三连号通选",
    zones: [tokenZone(TX_TOKENS, 1, 1)],
    count: () => 1,
    hits: (_zones, draw) => {
      const [a = 0, b = 0, c = 0] = [...dice(draw)].sort((x, y) => x - y);
      return singleTier("3LHTX", b === a + 1 && c === b + 1 ? 1 : 0);
    },
  },
];

/** K3 prizes per 2-yuan bet, yuan (RULES §9); 和值 3/18 pay like 三同号单选. */
export const K3_PRIZE_YUAN: Readonly<Record<string, number>> = {
  "HZ-3": 240,
  "HZ-4": 80,
  "HZ-5": 40,
  "HZ-6": 25,
  "HZ-7": 16,
  "HZ-8": 12,
  "HZ-9": 10,
  "HZ-10": 9,
  "HZ-11": 9,
  "HZ-12": 10,
  "HZ-13": 12,
  "HZ-14": 16,
  "HZ-15": 25,
  "HZ-16": 40,
  "HZ-17": 80,
  "HZ-18": 240,
  "3THTX": 40,
  "3THDX": 240,
  "2THFX": 15,
  "2THDX": 80,
  "3BTH": 40,
  "2BTH": 8,
  "3LHTX": 10,
};
const FIXED = yuanTable(K3_PRIZE_YUAN);

/** The three-dice draw zone shared by K3 and 鱼虾蟹. */
export const DICE_DRAW: FamilyDef["draw"] = [{ format: "digit", min: 1, max: 6, count: 3, distinct: false }];

/** K3 family: HZ/3THTX/3THDX/2THFX/2THDX/3BTH/2BTH/3LHTX, draw `d,d,d` of 1–6, fixed prizes. */
export const K3: FamilyDef = {
  family: "k3",
  plays: PLAYS,
  draw: DICE_DRAW,
  tierFen: (tier: string, _ctx: TierContext) => FIXED(tier),
};
