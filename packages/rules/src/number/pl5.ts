import type { FamilyDef, TierContext } from "../tickets/types.ts";
import { digitZone } from "../tickets/zones.ts";
import { yuanTable } from "./amounts.ts";
import { positionalFullHits } from "./digits.ts";
import { positionalBets, singleTier } from "./lotto.ts";

const FIXED = yuanTable({ ZX: 100_000 });

/** PL5 family (RULES §3): play ZX (5 positions), draw `d,d,d,d,d`, 直选 100000 fixed. */
export const PL5: FamilyDef = {
  family: "pl5",
  plays: [
    {
      code: "ZX",
      name: "直选",
      zones: Array.from({ length: 5 }, () => digitZone(1, 10)),
      count: positionalBets,
      hits: (zones, draw) => singleTier("ZX", positionalFullHits(zones, draw[0] ?? [])),
    },
  ],
  draw: [{ format: "digit", min: 0, max: 9, count: 5, distinct: false }],
  tierFen: (tier: string, _ctx: TierContext) => FIXED(tier),
};
