import type { FamilyDef, ParsedZone, PlayDef, PrizeOptions, TierContext } from "../tickets/types.ts";
import { ballZone } from "../tickets/zones.ts";
import { floatingFen, yuanTable } from "./amounts.ts";
import { chooseBets, EMPTY_ZONE, twoZoneHits } from "./lotto.ts";

// 双色球 (RULES §1): 6 red of 01–33 + 1 blue of 01–16.
const RED = 33;
const BLUE = 16;
const RED_PICK = 6;

/** SSQ tier of a bet with r red and b blue hits, under the rule version of the options (null = no prize). */
export function ssqTier(redHits: number, blueHits: number, options: PrizeOptions): string | null {
  if (blueHits === 1) {
    if (redHits === 6) return "1";
    if (redHits === 5) return "3";
    if (redHits === 4) return "4";
    if (redHits === 3) return "5";
    return "6";
  }
  if (redHits === 6) return "2";
  if (redHits === 5) return "4";
  if (redHits === 4) return "5";
  // 福运奖 (2026 rule, from issue 2026014): 3+0 pays 5 yuan while the special regime is on.
  if (redHits === 3 && options.ssqRule !== "classic" && options.ssqFuyunActive) return "fuyun";
  return null;
}

const count = (zones: readonly ParsedZone[]): number => {
  const [red = EMPTY_ZONE, blue = EMPTY_ZONE] = zones;
  return chooseBets(red, RED_PICK) * blue.numbers.length;
};

const hits: PlayDef["hits"] = (zones, draw, options) =>
  twoZoneHits(zones, draw, [RED_PICK, 1], (r, b) => ssqTier(r, b, options));

const blueList = ballZone(1, BLUE, 1, BLUE);

const PLAYS: readonly PlayDef[] = [
  { code: "DS", name: "单式", zones: [ballZone(1, RED, 6, 6), ballZone(1, BLUE, 1, 1)], count, hits },
  { code: "FS", name: "复式", zones: [ballZone(1, RED, 6, 20), blueList], count, hits },
  {
    code: "DT",
    name: "胆拖",
    zones: [ballZone(1, RED, 6, RED, { min: 1, max: 5, pick: RED_PICK }), blueList],
    count,
    hits,
  },
];

const FIXED = yuanTable({ "3": 3000, "4": 200, "5": 10, "6": 5, fuyun: 5 });

/** SSQ family: plays DS/FS/DT, draw `rr,rr,rr,rr,rr,rr|bb`, tiers 1–2 floating, 3–6 and fuyun fixed. */
export const SSQ: FamilyDef = {
  family: "ssq",
  plays: PLAYS,
  draw: [
    { format: "ball2", min: 1, max: RED, count: 6, distinct: true },
    { format: "ball2", min: 1, max: BLUE, count: 1, distinct: true },
  ],
  tierFen: (tier: string, ctx: TierContext) => FIXED(tier) ?? floatingFen(ctx, tier),
};
