import { comb } from "../core/combinatorics.ts";
import type { FamilyDef, PlayDef, TierContext } from "../tickets/types.ts";
import { digitZone, intZone } from "../tickets/zones.ts";
import { yuanTable } from "./amounts.ts";
import { allIn, digitSumWays, positionalFullHits, threeDigitShape } from "./digits.ts";
import { EMPTY_ZONE, positionalBets, singleTier } from "./lotto.ts";

// 福彩3D / 排列三 (RULES §3): three digits 0–9; 直选 1040, 组三 346, 组六 173.
const ZX: PlayDef = {
  code: "ZX",
  name: "直选",
  zones: [digitZone(1, 10), digitZone(1, 10), digitZone(1, 10)],
  count: positionalBets,
  hits: (zones, draw) => singleTier("ZX", positionalFullHits(zones, draw[0] ?? [])),
};

const ZXHZ: PlayDef = {
  code: "ZXHZ",
  name: "直选和值",
  zones: [intZone(0, 27, 1, 28)],
  count: (zones) => (zones[0] ?? EMPTY_ZONE).numbers.reduce((sum, s) => sum + digitSumWays(s), 0),
  hits: (zones, draw) => {
    const drawnSum = (draw[0] ?? []).reduce((a, b) => a + b, 0);
    return singleTier("ZX", (zones[0] ?? EMPTY_ZONE).numbers.includes(drawnSum) ? 1 : 0);
  },
};

const Z3: PlayDef = {
  code: "Z3",
  name: "组三",
  zones: [digitZone(2, 10)],
  // 包号: every ordered (pair digit, single digit) of two different picked digits.
  count: (zones) => {
    const n = (zones[0] ?? EMPTY_ZONE).numbers.length;
    return n * (n - 1);
  },
  hits: (zones, draw) => {
    const drawn = draw[0] ?? [];
    const win = threeDigitShape(drawn) === "pair" && allIn(zones[0] ?? EMPTY_ZONE, drawn);
    return singleTier("Z3", win ? 1 : 0);
  },
};

const Z6: PlayDef = {
  code: "Z6",
  name: "组六",
  zones: [digitZone(3, 10)],
  count: (zones) => comb((zones[0] ?? EMPTY_ZONE).numbers.length, 3),
  hits: (zones, draw) => {
    const drawn = draw[0] ?? [];
    const win = threeDigitShape(drawn) === "distinct" && allIn(zones[0] ?? EMPTY_ZONE, drawn);
    return singleTier("Z6", win ? 1 : 0);
  },
};

const FIXED = yuanTable({ ZX: 1040, Z3: 346, Z6: 173 });

/** 3D family (fc3d, pl3, plsan): plays ZX/ZXHZ/Z3/Z6, draw `d,d,d`, all prizes fixed. */
export const D3: FamilyDef = {
  family: "d3",
  plays: [ZX, ZXHZ, Z3, Z6],
  draw: [{ format: "digit", min: 0, max: 9, count: 3, distinct: false }],
  tierFen: (tier: string, _ctx: TierContext) => FIXED(tier),
};
