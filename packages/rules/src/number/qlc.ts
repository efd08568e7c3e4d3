import type { FamilyDef, ParsedZone, PlayDef, TierContext } from "../tickets/types.ts";
import { ballZone } from "../tickets/zones.ts";
import { floatingFen, yuanTable } from "./amounts.ts";
import { chooseBets, EMPTY_ZONE, oneTierEach, tally, zoneDistribution } from "./lotto.ts";

// 七乐彩 (RULES §4): 7 of 01–30; draw 7 basic numbers then 1 special number.
const MAX = 30;
const PICK = 7;

/** QLC tier of a bet with b basic hits and s special hits (null = no prize). */
export function qlcTier(basicHits: number, specialHits: number): string | null {
  if (basicHits === 7) return "1";
  if (basicHits === 6) return specialHits ? "2" : "3";
  if (basicHits === 5) return specialHits ? "4" : "5";
  if (basicHits === 4) return specialHits ? "6" : "7";
  return null;
}

const count = (zones: readonly ParsedZone[]): number => chooseBets(zones[0] ?? EMPTY_ZONE, PICK);

const hits: PlayDef["hits"] = (zones, draw) => {
  const basic = new Set(draw[0] ?? []);
  const special = new Set(draw[1] ?? []);
  // Classes: 0 basic number, 1 special number, 2 neither.
  const classOf = (n: number): number => (basic.has(n) ? 0 : special.has(n) ? 1 : 2);
  const counts = new Map<string, number>();
  for (const c of zoneDistribution(zones[0] ?? EMPTY_ZONE, PICK, classOf, 3)) {
    const tier = qlcTier(c.classes[0] ?? 0, c.classes[1] ?? 0);
    if (tier) tally(counts, tier, c.count);
  }
  return oneTierEach(counts);
};

const PLAYS: readonly PlayDef[] = [
  { code: "DS", name: "单式", zones: [ballZone(1, MAX, 7, 7)], count, hits },
  { code: "FS", name: "复式", zones: [ballZone(1, MAX, 7, 16)], count, hits },
  {
    code: "DT",
    name: "胆拖",
    zones: [ballZone(1, MAX, 7, MAX, { min: 1, max: 6, pick: PICK })],
    count,
    hits,
  },
];

const FIXED = yuanTable({ "4": 200, "5": 50, "6": 10, "7": 5 });

/** QLC family: plays DS/FS/DT, draw `7 basic|special`, tiers 1–3 floating, 4–7 fixed. */
export const QLC: FamilyDef = {
  family: "qlc",
  plays: PLAYS,
  draw: [
    { format: "ball2", min: 1, max: MAX, count: 7, distinct: true },
    { format: "ball2", min: 1, max: MAX, count: 1, distinct: true },
  ],
  drawDistinctAcrossZones: true,
  tierFen: (tier: string, ctx: TierContext) => FIXED(tier) ?? floatingFen(ctx, tier),
};
