import { comb } from "../core/combinatorics.ts";
import { yuanTable } from "../number/amounts.ts";
import { allIn, positionalFullHits, threeDigitShape } from "../number/digits.ts";
import { EMPTY_ZONE, positionalBets, singleTier, tally } from "../number/lotto.ts";
import type { FamilyDef, ParsedZone, PlayDef, TierContext, TierHits } from "../tickets/types.ts";
import { digitZone, tokenZone } from "../tickets/zones.ts";
import { dxdsOf, DXDS_TOKENS } from "./tokens.ts";

// 时时彩 (RULES §7): five digits 万千百十个; 三星/二星/一星 use the last positions.
const positions = (n: number, minCount = 1): PlayDef["zones"] =>
  Array.from({ length: n }, () => digitZone(minCount, 10));

const lastOf = (draw: readonly (readonly number[])[], n: number): number[] => (draw[0] ?? []).slice(5 - n);
const lastEach = (n: number) => (draw: readonly (readonly number[])[]) => lastOf(draw, n).map((v) => [v]);
const lastAll = (n: number) => (draw: readonly (readonly number[])[]) => [lastOf(draw, n)];

function direct(code: string, name: string, n: number): PlayDef {
  return {
    code,
    name,
    zones: positions(n),
    count: positionalBets,
    comparedWith: lastEach(n),
    hits: (zones, draw) => singleTier(code, positionalFullHits(zones, lastOf(draw, n))),
  };
}

// 五星通选 pays every level a bet reaches (兼中兼得): all 5 → 20000; first 3 and last 3 → 200 each;
// first 2 and last 2 → 20 each. A full match is 20000 + 2×200 + 2×20 = 20440 (RULES §7).
function tongxuanHits(zones: readonly ParsedZone[], draw: readonly (readonly number[])[]): TierHits {
  const drawn = draw[0] ?? [];
  const n = zones.map((z) => z.numbers.length);
  const h = zones.map((z, i) => (z.numbers.includes(drawn[i] ?? -1) ? 1 : 0));
  const [n1 = 0, n2 = 0, n3 = 0, n4 = 0, n5 = 0] = n;
  const [h1 = 0, h2 = 0, h3 = 0, h4 = 0, h5 = 0] = h;
  const counts = new Map<string, number>();
  tally(counts, "5XTX-1", h1 * h2 * h3 * h4 * h5);
  tally(counts, "5XTX-2", h1 * h2 * h3 * n4 * n5 + n1 * n2 * h3 * h4 * h5);
  const first2 = h1 * h2 * n3 * n4 * n5;
  const last2 = n1 * n2 * n3 * h4 * h5;
  tally(counts, "5XTX-3", first2 + last2);
  // Every winning bet matches the first two or the last two; subtract bets matching both.
  return { counts, winningBets: first2 + last2 - h1 * h2 * n3 * h4 * h5 };
}

const GROUP_PLAYS: PlayDef[] = [
  {
    code: "3XZ3",
    name: "三星组三",
    zones: [digitZone(2, 10)],
    comparedWith: lastAll(3),
    count: (zones) => {
      const n = (zones[0] ?? EMPTY_ZONE).numbers.length;
      return n * (n - 1);
    },
    hits: (zones, draw) => {
      const last3 = lastOf(draw, 3);
      return singleTier(
        "3XZ3",
        threeDigitShape(last3) === "pair" && allIn(zones[0] ?? EMPTY_ZONE, last3) ? 1 : 0,
      );
    },
  },
  {
    code: "3XZ6",
    name: "三星组六",
    zones: [digitZone(3, 10)],
    comparedWith: lastAll(3),
    count: (zones) => comb((zones[0] ?? EMPTY_ZONE).numbers.length, 3),
    hits: (zones, draw) => {
      const last3 = lastOf(draw, 3);
      const win = threeDigitShape(last3) === "distinct" && allIn(zones[0] ?? EMPTY_ZONE, last3);
      return singleTier("3XZ6", win ? 1 : 0);
    },
  },
  {
    code: "2XZU",
    name: "二星组选",
    zones: [digitZone(2, 10)],
    comparedWith: lastAll(2),
    count: (zones) => comb((zones[0] ?? EMPTY_ZONE).numbers.length, 2),
    hits: (zones, draw) => {
      const last2 = lastOf(draw, 2);
      const win = last2[0] !== last2[1] && allIn(zones[0] ?? EMPTY_ZONE, last2);
      return singleTier("2XZU", win ? 1 : 0);
    },
  },
];

const DWD: PlayDef = {
  code: "DWD",
  name: "定位胆",
  zones: positions(5, 0),
  validate: (zones) => (zones.some((z) => z.numbers.length > 0) ? null : "TOO_FEW_NUMBERS"),
  count: (zones) => zones.reduce((sum, z) => sum + z.numbers.length, 0),
  hits: (zones, draw) =>
    singleTier("DWD", zones.filter((z, i) => z.numbers.includes(draw[0]?.[i] ?? -1)).length),
};

const DXDS: PlayDef = {
  code: "DXDS",
  name: "大小单双",
  zones: [tokenZone(DXDS_TOKENS, 1, 4), tokenZone(DXDS_TOKENS, 1, 4)],
  count: positionalBets,
  hits: (zones, draw) => {
    // Tens and units digits each carry two attributes (大 5–9 / 小 0–4, 单 / 双).
    const [tens = 0, units = 0] = lastOf(draw, 2);
    const tensHits = (zones[0] ?? EMPTY_ZONE).numbers.filter((v) => dxdsOf(tens, 5).includes(v)).length;
    const unitsHits = (zones[1] ?? EMPTY_ZONE).numbers.filter((v) => dxdsOf(units, 5).includes(v)).length;
    return singleTier("DXDS", tensHits * unitsHits);
  },
};

const PLAYS: readonly PlayDef[] = [
  direct("5XZX", "五星直选", 5),
  { code: "5XTX", name: "五星通选", zones: positions(5), count: positionalBets, hits: tongxuanHits },
  direct("3XZX", "三星直选", 3),
  ...GROUP_PLAYS.slice(0, 2),
  direct("2XZX", "二星直选", 2),
  ...GROUP_PLAYS.slice(2),
  {
    code: "1X",
    name: "一星",
    zones: [digitZone(1, 10)],
    comparedWith: lastAll(1),
    count: (zones) => (zones[0] ?? EMPTY_ZONE).numbers.length,
    hits: (zones, draw) =>
      singleTier("1X", (zones[0] ?? EMPTY_ZONE).numbers.includes(draw[0]?.[4] ?? -1) ? 1 : 0),
  },
  DWD,
  DXDS,
];

/** SSC default prizes per 2-yuan bet, yuan: the old Chongqing table; 定位胆 pays like 一星. */
export const SSC_PRIZE_YUAN: Readonly<Record<string, number>> = {
  "5XZX": 100_000,
  "5XTX-1": 20_000,
  "5XTX-2": 200,
  "5XTX-3": 20,
  "3XZX": 1000,
  "3XZ3": 320,
  "3XZ6": 160,
  "2XZX": 100,
  "2XZU": 50,
  "1X": 10,
  DWD: 10,
  DXDS: 4,
};
const FIXED = yuanTable(SSC_PRIZE_YUAN);

/** SSC family: 5XZX/5XTX/3XZX/3XZ3/3XZ6/2XZX/2XZU/1X/DWD/DXDS, draw `d,d,d,d,d`, fixed prizes. */
export const SSC: FamilyDef = {
  family: "ssc",
  plays: PLAYS,
  draw: [{ format: "digit", min: 0, max: 9, count: 5, distinct: false }],
  tierFen: (tier: string, _ctx: TierContext) => FIXED(tier),
};
