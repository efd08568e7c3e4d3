import type { FamilyDef, ParsedZone, PlayDef, TierContext } from "../tickets/types.ts";
import { digitZone, intZone } from "../tickets/zones.ts";
import { floatingFen, yuanTable } from "./amounts.ts";
import { positionalHitPolynomial } from "./digits.ts";
import { EMPTY_ZONE, oneTierEach, positionalBets, tally } from "./lotto.ts";

// 七星彩 (RULES §5, rule since 2020): 6 front positions 0–9 + back digit 0–14, positional matching.

/** QXC tier of a bet with f front positions matched and the back digit matched or not (null = no prize). */
export function qxcTier(frontHits: number, backHit: boolean): string | null {
  if (frontHits === 6) return backHit ? "1" : "2";
  const total = frontHits + (backHit ? 1 : 0);
  if (total === 6) return "3";
  if (total === 5) return "4";
  if (total === 4) return "5";
  return total === 3 || backHit ? "6" : null;
}

const hits: PlayDef["hits"] = (zones, draw) => {
  const front = zones.slice(0, 6);
  const back = zones[6] ?? EMPTY_ZONE;
  const poly = positionalHitPolynomial(front, draw[0] ?? []);
  const backHit = back.numbers.includes(draw[1]?.[0] ?? -1) ? 1 : 0;
  const counts = new Map<string, number>();
  poly.forEach((ways, k) => {
    const withBack = qxcTier(k, true);
    const withoutBack = qxcTier(k, false);
    if (withBack) tally(counts, withBack, ways * backHit);
    if (withoutBack) tally(counts, withoutBack, ways * (back.numbers.length - backHit));
  });
  return oneTierEach(counts);
};

const zoneSpecs = (single: boolean): PlayDef["zones"] => [
  ...Array.from({ length: 6 }, () => digitZone(1, single ? 1 : 10)),
  intZone(0, 14, 1, single ? 1 : 15),
];

const count = (z: readonly ParsedZone[]): number => positionalBets(z);

// Ticket zone i is position i of the front digits; the 7th zone is the back digit (后区).
const comparedWith: PlayDef["comparedWith"] = (draw) => [
  ...(draw[0] ?? []).map((digit) => [digit]),
  (draw[1] ?? []).slice(0, 1),
];

const OFFICIAL = yuanTable({ "3": 3000, "4": 500, "5": 30, "6": 5 });
/** 新七星彩 (xqxc) is house-drawn with no pool: tiers 1–2 fixed too (RULES-HOUSE.md). */
export const XQXC_FIXED_YUAN: Readonly<Record<string, number>> = {
  "1": 5_000_000,
  "2": 100_000,
  "3": 3000,
  "4": 500,
  "5": 30,
  "6": 5,
};
const HOUSE = yuanTable(XQXC_FIXED_YUAN);

/** QXC family (qxc, xqxc): plays DS/FS over 7 zones, draw `d,d,d,d,d,d|b`, tiers 1–6. */
export const QXC: FamilyDef = {
  family: "qxc",
  plays: [
    { code: "DS", name: "单式", zones: zoneSpecs(true), count, hits, comparedWith },
    { code: "FS", name: "复式", zones: zoneSpecs(false), count, hits, comparedWith },
  ],
  draw: [
    { format: "digit", min: 0, max: 9, count: 6, distinct: false },
    { format: "int", min: 0, max: 14, count: 1, distinct: false },
  ],
  tierFen: (tier: string, ctx: TierContext) =>
    (ctx.game.kind === "house" ? HOUSE : OFFICIAL)(tier) ?? floatingFen(ctx, tier),
};
