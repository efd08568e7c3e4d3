import { fen } from "../core/money.ts";
import type { FamilyDef, ParsedZone, PlayDef, TierContext } from "../tickets/types.ts";
import { ballZone } from "../tickets/zones.ts";
import { floatingFen, yuanTable } from "./amounts.ts";
import { chooseBets, EMPTY_ZONE, oneTierEach, tally, zoneDistribution } from "./lotto.ts";

// 六合彩 / Mark Six (RULES §6): 6 of 01–49; draw 6 numbers + 1 extra number. HK$ amounts are used as
// yuan one for one. "10" plays are the HK$10 unit (10 yuan); "05" plays the half unit (5 yuan), whose
// divisions are reported as "1H"…"7H" and pay half.
const MAX = 49;
const PICK = 6;

/** Mark Six division of an entry with m main hits and e extra hits (null = no prize). */
export function lhcDivision(mainHits: number, extraHits: number): string | null {
  if (mainHits === 6) return "1";
  if (mainHits === 5) return extraHits ? "2" : "3";
  if (mainHits === 4) return extraHits ? "4" : "5";
  if (mainHits === 3) return extraHits ? "6" : "7";
  return null;
}

const count = (zones: readonly ParsedZone[]): number => chooseBets(zones[0] ?? EMPTY_ZONE, PICK);

function hitsFor(suffix: string): PlayDef["hits"] {
  return (zones, draw) => {
    const main = new Set(draw[0] ?? []);
    const extra = new Set(draw[1] ?? []);
    const classOf = (n: number): number => (main.has(n) ? 0 : extra.has(n) ? 1 : 2);
    const counts = new Map<string, number>();
    for (const c of zoneDistribution(zones[0] ?? EMPTY_ZONE, PICK, classOf, 3)) {
      const division = lhcDivision(c.classes[0] ?? 0, c.classes[1] ?? 0);
      if (division) tally(counts, division + suffix, c.count);
    }
    return oneTierEach(counts);
  };
}

function plays(unit: "10" | "05"): PlayDef[] {
  const unitFen = unit === "10" ? 1000 : 500;
  const hits = hitsFor(unit === "10" ? "" : "H");
  const name = unit === "10" ? "(10元)" : "(5元)";
  return [
    { code: `DS${unit}`, name: `单式${name}`, unitFen, zones: [ballZone(1, MAX, 6, 6)], count, hits },
    // A multiple written with exactly six numbers is one bet, as SSQ, DLT, QLC and QXC accept
    // (RULES-HOUSE.md §1).
    { code: `FS${unit}`, name: `复式${name}`, unitFen, zones: [ballZone(1, MAX, 6, MAX)], count, hits },
    {
      code: `DT${unit}`,
      name: `胆拖${name}`,
      unitFen,
      zones: [ballZone(1, MAX, 7, MAX, { min: 1, max: 5, pick: PICK })],
      count,
      hits,
    },
  ];
}

/** Official Mark Six divisions 4–7 (HK$ as yuan) for a 10-yuan entry. */
export const LHC_FIXED_YUAN: Readonly<Record<string, number>> = { "4": 9600, "5": 640, "6": 320, "7": 40 };
/** House Mark Six (qwlhc, xamlhc) has no pool: divisions 1–3 are fixed too (RULES-HOUSE.md). */
export const HOUSE_LHC_FIXED_YUAN: Readonly<Record<string, number>> = {
  "1": 8_000_000,
  "2": 800_000,
  "3": 50_000,
  ...LHC_FIXED_YUAN,
};

const OFFICIAL = yuanTable(LHC_FIXED_YUAN);
const HOUSE = yuanTable(HOUSE_LHC_FIXED_YUAN);

function lhcTierFen(tier: string, ctx: TierContext): ReturnType<FamilyDef["tierFen"]> {
  if (tier.endsWith("H")) {
    const announced = floatingFen(ctx, tier);
    if (announced !== null) return announced;
    const full = ctx.amountOf(tier.slice(0, -1));
    return full === null ? null : fen(Math.floor(full / 2));
  }
  const fixed = ctx.game.kind === "house" ? HOUSE : OFFICIAL;
  return fixed(tier) ?? floatingFen(ctx, tier);
}

/** LHC family: DS/FS/DT at 10 and 5 yuan units, draw `6 numbers|extra`, divisions 1–7 (1–3 floating officially). */
export const LHC: FamilyDef = {
  family: "lhc",
  plays: [...plays("10"), ...plays("05")],
  draw: [
    { format: "ball2", min: 1, max: MAX, count: 6, distinct: true },
    { format: "ball2", min: 1, max: MAX, count: 1, distinct: true },
  ],
  drawDistinctAcrossZones: true,
  tierFen: lhcTierFen,
};
