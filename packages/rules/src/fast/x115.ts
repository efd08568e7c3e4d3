import { yuanTable } from "../number/amounts.ts";
import { chooseBets, EMPTY_ZONE, hitClass, singleTier, zoneDistribution } from "../number/lotto.ts";
import type { FamilyDef, PlayDef, TierContext } from "../tickets/types.ts";
import { ballZone } from "../tickets/zones.ts";
import { orderedDirectPlay } from "./ordered.ts";

// 11选5 (RULES §8): five different numbers of 01–11 in draw order. Banker entries write "#" inside
// the zone: `RX3:03#01,02,04,06`.
const MAX = 11;
const RX_NAMES = ["任选一", "任选二", "任选三", "任选四", "任选五", "任选六", "任选七", "任选八"];

// A choose-k zone: bankers optional (1…k−1) for k ≥ 2.
function pickZone(k: number): PlayDef["zones"][number] {
  return k >= 2 ? ballZone(1, MAX, k, MAX, { min: 0, max: k - 1, pick: k }) : ballZone(1, MAX, k, MAX);
}

/**
 * 任选 k: bets are the k-subsets. RX1 wins on the first drawn number; RX2–RX5 win when all k are
 * drawn; RX6–RX8 win when the bet contains all five drawn numbers.
 */
function renxuan(k: number): PlayDef {
  const code = `RX${k}`;
  return {
    code,
    name: RX_NAMES[k - 1] ?? code,
    zones: [pickZone(k)],
    count: (zones) => chooseBets(zones[0] ?? EMPTY_ZONE, k),
    ...(k === 1 && { comparedWith: (draw) => [(draw[0] ?? []).slice(0, 1)] }),
    hits: (zones, draw) => {
      const drawn = draw[0] ?? [];
      const target = k === 1 ? drawn.slice(0, 1) : drawn;
      const needed = Math.min(k, 5);
      const dist = zoneDistribution(zones[0] ?? EMPTY_ZONE, k, hitClass(target), 2);
      return singleTier(
        code,
        dist.filter((c) => c.classes[0] === needed).reduce((sum, c) => sum + c.count, 0),
      );
    },
  };
}

/** 前二/前三组选: k-subsets that equal the first k drawn numbers in any order. */
function group(code: string, name: string, k: number): PlayDef {
  return {
    code,
    name,
    zones: [pickZone(k)],
    count: (zones) => chooseBets(zones[0] ?? EMPTY_ZONE, k),
    comparedWith: (draw) => [(draw[0] ?? []).slice(0, k)],
    hits: (zones, draw) => {
      const dist = zoneDistribution(zones[0] ?? EMPTY_ZONE, k, hitClass((draw[0] ?? []).slice(0, k)), 2);
      return singleTier(
        code,
        dist.filter((c) => c.classes[0] === k).reduce((sum, c) => sum + c.count, 0),
      );
    },
  };
}

const PLAYS: readonly PlayDef[] = [
  ...[1, 2, 3, 4, 5, 6, 7, 8].map(renxuan),
  orderedDirectPlay("Q2ZHIX", "前二直选", ballZone(1, MAX, 1, MAX), 2),
  orderedDirectPlay("Q3ZHIX", "前三直选", ballZone(1, MAX, 1, MAX), 3),
  group("Q2ZUX", "前二组选", 2),
  group("Q3ZUX", "前三组选", 3),
];

/** 11x5 prizes per 2-yuan bet, yuan (RULES §8). */
export const X115_PRIZE_YUAN: Readonly<Record<string, number>> = {
  RX1: 13,
  RX2: 6,
  RX3: 19,
  RX4: 78,
  RX5: 540,
  RX6: 90,
  RX7: 26,
  RX8: 9,
  Q2ZHIX: 130,
  Q3ZHIX: 1170,
  Q2ZUX: 65,
  Q3ZUX: 195,
};
const FIXED = yuanTable(X115_PRIZE_YUAN);

/** 11x5 family: RX1–RX8 (bankers with "#"), Q2ZHIX/Q3ZHIX/Q2ZUX/Q3ZUX, draw `5 of 01–11 in order`. */
export const X115: FamilyDef = {
  family: "11x5",
  plays: PLAYS,
  draw: [{ format: "ball2", min: 1, max: MAX, count: 5, distinct: true }],
  tierFen: (tier: string, _ctx: TierContext) => FIXED(tier),
};
