import { fen } from "../core/money.ts";
import type {
  FamilyDef,
  ParsedZone,
  PlayDef,
  PrizeOptions,
  TierContext,
  TierHits,
} from "../tickets/types.ts";
import { ballZone } from "../tickets/zones.ts";
import { floatingFen, yuanTable } from "./amounts.ts";
import { chooseBets, EMPTY_ZONE, tally, twoZoneHits } from "./lotto.ts";

// 超级大乐透 (RULES §2): front 5 of 01–35 + back 2 of 01–12; 追加 +1 yuan per bet.
const FRONT = 35;
const BACK = 12;

// The 13 winning (front, back) patterns grouped into tiers per rule version.
const TIERS_2019: Readonly<Record<string, string>> = {
  "5+2": "1",
  "5+1": "2",
  "5+0": "3",
  "4+2": "4",
  "4+1": "5",
  "3+2": "6",
  "4+0": "7",
  "3+1": "8",
  "2+2": "8",
  "3+0": "9",
  "2+1": "9",
  "1+2": "9",
  "0+2": "9",
};
const TIERS_2026: Readonly<Record<string, string>> = {
  "5+2": "1",
  "5+1": "2",
  "5+0": "3",
  "4+2": "3",
  "4+1": "4",
  "4+0": "5",
  "3+2": "5",
  "3+1": "6",
  "2+2": "6",
  "3+0": "7",
  "2+1": "7",
  "1+2": "7",
  "0+2": "7",
};

/** DLT tier of a bet with f front and b back hits under the options' rule version (null = no prize). */
export function dltTier(frontHits: number, backHits: number, options: PrizeOptions): string | null {
  const table = options.dltRule === "2019" ? TIERS_2019 : TIERS_2026;
  return table[`${frontHits}+${backHits}`] ?? null;
}

const count = (zones: readonly ParsedZone[]): number => {
  const [front = EMPTY_ZONE, back = EMPTY_ZONE] = zones;
  return chooseBets(front, 5) * chooseBets(back, 2);
};

const hits = (
  zones: readonly ParsedZone[],
  draw: readonly (readonly number[])[],
  options: PrizeOptions,
): TierHits => {
  const result = twoZoneHits(zones, draw, [5, 2], (f, b) => dltTier(f, b, options));
  if (options.addition) {
    // 追加 only touches the floating tiers 1–2; reported as extra tiers on the same winning bets.
    tally(result.counts, "1A", result.counts.get("1") ?? 0);
    tally(result.counts, "2A", result.counts.get("2") ?? 0);
  }
  return result;
};

const PLAYS: readonly PlayDef[] = [
  { code: "DS", name: "单式", zones: [ballZone(1, FRONT, 5, 5), ballZone(1, BACK, 2, 2)], count, hits },
  {
    code: "FS",
    name: "复式",
    zones: [ballZone(1, FRONT, 5, FRONT), ballZone(1, BACK, 2, BACK)],
    count,
    hits,
  },
  {
    code: "DT",
    name: "胆拖",
    zones: [
      ballZone(1, FRONT, 5, FRONT, { min: 1, max: 4, pick: 5 }),
      ballZone(1, BACK, 2, BACK, { min: 0, max: 1, pick: 2 }),
    ],
    count,
    hits,
  },
];

const FIXED_2019 = yuanTable({ "3": 10000, "4": 3000, "5": 300, "6": 200, "7": 100, "8": 15, "9": 5 });
const FIXED_2026_LOW = yuanTable({ "3": 5000, "4": 300, "5": 150, "6": 15, "7": 5 });
const FIXED_2026_HIGH = yuanTable({ "3": 6666, "4": 380, "5": 200, "6": 18, "7": 7 });

function dltTierFen(tier: string, ctx: TierContext): ReturnType<FamilyDef["tierFen"]> {
  if (tier === "1A" || tier === "2A") {
    const announced = floatingFen(ctx, tier);
    if (announced !== null) return announced;
    const base = ctx.amountOf(tier.slice(0, 1));
    // Without a published 追加 amount: 80% of the base per-bet amount, rounded down (RULES §2).
    return base === null ? null : fen(Math.floor((base * 4) / 5));
  }
  const { dltRule, dltPoolGe800m } = ctx.options;
  const fixed = dltRule === "2019" ? FIXED_2019 : dltPoolGe800m ? FIXED_2026_HIGH : FIXED_2026_LOW;
  return fixed(tier) ?? floatingFen(ctx, tier);
}

/** DLT family: plays DS/FS/DT, draw `ff,ff,ff,ff,ff|bb,bb`, 2019 or 2026 tiers, 追加 tiers "1A"/"2A". */
export const DLT: FamilyDef = {
  family: "dlt",
  plays: PLAYS,
  draw: [
    { format: "ball2", min: 1, max: FRONT, count: 5, distinct: true },
    { format: "ball2", min: 1, max: BACK, count: 2, distinct: true },
  ],
  tierFen: dltTierFen,
};
