import { fen, type Fen } from "../core/money.ts";
import { EMPTY_ZONE, oneTierEach, singleTier, tally } from "../number/lotto.ts";
import type { FamilyDef, ParsedZone, PlayDef, TierContext } from "../tickets/types.ts";
import { ballZone, intZone, tokenZone } from "../tickets/zones.ts";
import { orderedDirectPlay } from "./ordered.ts";
import {
  BIG,
  DRAGON,
  dxdsOf,
  DXDS_NAMES,
  DXDS_TOKENS,
  EVEN,
  LH_TOKENS,
  ODD,
  SMALL,
  TIGER,
} from "./tokens.ts";

// PK10 / 幸运飞艇 (RULES §10): the draw is the finishing order of cars 01–10 (冠军 … 第十名).
const CARS = 10;
const car = (minCount: number): PlayDef["zones"][number] => ballZone(1, CARS, minCount, CARS);
const cars = (draw: readonly (readonly number[])[]): readonly number[] => draw[0] ?? [];
const anyPicked = (zones: readonly ParsedZone[]): "TOO_FEW_NUMBERS" | null =>
  zones.some((z) => z.numbers.length > 0) ? null : "TOO_FEW_NUMBERS";
const totalPicked = (zones: readonly ParsedZone[]): number =>
  zones.reduce((sum, z) => sum + z.numbers.length, 0);

/** 冠亚和 attributes: 大 when the sum of the first two cars is above 11, 小 otherwise; 单/双 by parity. */
export function gyhAttributes(sum: number): number[] {
  return [sum > 11 ? BIG : SMALL, sum % 2 === 1 ? ODD : EVEN];
}

const PLAYS: readonly PlayDef[] = [
  {
    code: "DWD",
    name: "定位胆",
    zones: Array.from({ length: CARS }, () => car(0)),
    validate: anyPicked,
    count: totalPicked,
    hits: (zones, draw) =>
      singleTier("DWD", zones.filter((z, i) => z.numbers.includes(cars(draw)[i] ?? -1)).length),
  },
  {
    code: "GYH",
    name: "冠亚和",
    zones: [intZone(3, 19, 1, 17)],
    count: (zones) => (zones[0] ?? EMPTY_ZONE).numbers.length,
    hits: (zones, draw) => {
      const sum = (cars(draw)[0] ?? 0) + (cars(draw)[1] ?? 0);
      return singleTier(`GYH-${sum}`, (zones[0] ?? EMPTY_ZONE).numbers.includes(sum) ? 1 : 0);
    },
  },
  {
    code: "GYHDXDS",
    name: "冠亚和大小单双",
    zones: [tokenZone(DXDS_TOKENS, 1, 4)],
    count: (zones) => (zones[0] ?? EMPTY_ZONE).numbers.length,
    hits: (zones, draw) => {
      const attributes = gyhAttributes((cars(draw)[0] ?? 0) + (cars(draw)[1] ?? 0));
      const counts = new Map<string, number>();
      for (const v of (zones[0] ?? EMPTY_ZONE).numbers) {
        if (attributes.includes(v)) tally(counts, `GYHDXDS-${DXDS_NAMES[v] ?? v}`, 1);
      }
      return oneTierEach(counts);
    },
  },
  {
    code: "DXDS",
    name: "两面大小单双",
    zones: Array.from({ length: CARS }, () => tokenZone(DXDS_TOKENS, 0, 4)),
    validate: anyPicked,
    count: totalPicked,
    // Per position: 大 6–10, 小 1–5, 单/双 by parity.
    hits: (zones, draw) =>
      singleTier(
        "DXDS",
        zones.reduce(
          (sum, z, i) => sum + z.numbers.filter((v) => dxdsOf(cars(draw)[i] ?? 0, 6).includes(v)).length,
          0,
        ),
      ),
  },
  {
    code: "LH",
    name: "龙虎",
    zones: Array.from({ length: 5 }, () => tokenZone(LH_TOKENS, 0, 2)),
    validate: anyPicked,
    count: totalPicked,
    // Position i (1–5) is 龙 when its car beats the car at position 11 − i, else 虎.
    hits: (zones, draw) =>
      singleTier(
        "LH",
        zones.reduce((sum, z, i) => {
          const side = (cars(draw)[i] ?? 0) > (cars(draw)[CARS - 1 - i] ?? 0) ? DRAGON : TIGER;
          return sum + (z.numbers.includes(side) ? 1 : 0);
        }, 0),
      ),
  },
  orderedDirectPlay("Q2ZX", "前二直选", car(1), 2),
  orderedDirectPlay("Q3ZX", "前三直选", car(1), 3),
];

/**
 * Default PK10 odds, fen paid per winning 2-yuan bet: the fair payout less a 2% margin, rounded
 * down to the fen — floor(196 × outcomes ÷ winning outcomes). Operators override them per call.
 */
export const PK10_DEFAULT_ODDS_FEN: Readonly<Record<string, number>> = {
  DWD: 1960,
  "GYH-3": 8820,
  "GYH-4": 8820,
  "GYH-5": 4410,
  "GYH-6": 4410,
  "GYH-7": 2940,
  "GYH-8": 2940,
  "GYH-9": 2205,
  "GYH-10": 2205,
  "GYH-11": 1764,
  "GYH-12": 2205,
  "GYH-13": 2205,
  "GYH-14": 2940,
  "GYH-15": 2940,
  "GYH-16": 4410,
  "GYH-17": 4410,
  "GYH-18": 8820,
  "GYH-19": 8820,
  "GYHDXDS-DA": 441,
  "GYHDXDS-XIAO": 352,
  "GYHDXDS-DAN": 352,
  "GYHDXDS-SHUANG": 441,
  DXDS: 392,
  LH: 392,
  Q2ZX: 17640,
  Q3ZX: 141120,
};

function pk10TierFen(tier: string, _ctx: TierContext): Fen | null {
  const odds = PK10_DEFAULT_ODDS_FEN[tier];
  return odds === undefined ? null : fen(odds);
}

/** PK10 family (bjpk10, xyft, house): DWD/GYH/GYHDXDS/DXDS/LH/Q2ZX/Q3ZX, draw = order of cars 01–10. */
export const PK10: FamilyDef = {
  family: "pk10",
  plays: PLAYS,
  draw: [{ format: "ball2", min: 1, max: CARS, count: CARS, distinct: true }],
  tierFen: pk10TierFen,
};
