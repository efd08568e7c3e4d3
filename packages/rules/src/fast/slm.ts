import { fen, type Fen } from "../core/money.ts";
import { EMPTY_ZONE, oneTierEach, tally } from "../number/lotto.ts";
import type { FamilyDef, TierContext } from "../tickets/types.ts";
import { tokenZone } from "../tickets/zones.ts";

// 射龙门: two gate cards, then a third card, dealt from one shuffled 52-card deck. Only ranks count
// (01 = A … 13 = K). The draw is written `gate,gate|third`.

/** 射龙门 bets: 射中 the third card is strictly between the gates, 撞柱 it equals a gate, 射偏 otherwise. */
export const SLM_TOKENS: Readonly<Record<string, number>> = {
  SZ: 1,
  ZZ: 2,
  SP: 3,
  射中: 1,
  撞柱: 2,
  射偏: 3,
};
const NAMES: Readonly<Record<number, string>> = { 1: "SZ", 2: "ZZ", 3: "SP" };

/** Outcome of a 射龙门 deal: 1 射中, 2 撞柱, 3 射偏. */
export function slmOutcome(gateA: number, gateB: number, third: number): number {
  if (third === gateA || third === gateB) return 2;
  return third > Math.min(gateA, gateB) && third < Math.max(gateA, gateB) ? 1 : 3;
}

/**
 * Default 射龙门 odds, fen per winning 2-yuan bet: fair payout over the 52-card deck (132,600 ordered
 * deals: 射中 36,608, 撞柱 15,288, 射偏 80,704) less a 5% margin, rounded down — floor(190 × 132600 ÷ n).
 */
export const SLM_DEFAULT_ODDS_FEN: Readonly<Record<string, number>> = {
  "SLM-SZ": 688,
  "SLM-ZZ": 1647,
  "SLM-SP": 312,
};

/** 射龙门 family (ffslm, wfslm): play SLM with options SZ/ZZ/SP, draw `gate,gate|third` ranks 01–13. */
export const SLM: FamilyDef = {
  family: "slm",
  plays: [
    {
      code: "SLM",
      name: "射龙门",
      zones: [tokenZone(SLM_TOKENS, 1, 3)],
      count: (zones) => (zones[0] ?? EMPTY_ZONE).numbers.length,
      hits: (zones, draw) => {
        const [a = 0, b = 0] = draw[0] ?? [];
        const outcome = slmOutcome(a, b, draw[1]?.[0] ?? 0);
        const counts = new Map<string, number>();
        if ((zones[0] ?? EMPTY_ZONE).numbers.includes(outcome)) tally(counts, `SLM-${NAMES[outcome]}`, 1);
        return oneTierEach(counts);
      },
    },
  ],
  draw: [
    { format: "ball2", min: 1, max: 13, count: 2, distinct: false },
    { format: "ball2", min: 1, max: 13, count: 1, distinct: false },
  ],
  tierFen: (tier: string, _ctx: TierContext): Fen | null => {
    const odds = SLM_DEFAULT_ODDS_FEN[tier];
    return odds === undefined ? null : fen(odds);
  },
};
