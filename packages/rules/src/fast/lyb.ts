import { fen, type Fen } from "../core/money.ts";
import { EMPTY_ZONE, oneTierEach, tally } from "../number/lotto.ts";
import type { FamilyDef, TierContext } from "../tickets/types.ts";
import { digitZone } from "../tickets/zones.ts";
import { DICE_DRAW } from "./k3.ts";

/** 鱼虾蟹 pictures by die face (1–6). */
export const LYB_PICTURES: Readonly<Record<number, string>> = {
  1: "鱼",
  2: "虾",
  3: "蟹",
  4: "鸡",
  5: "葫芦",
  6: "金钱",
};

/**
 * Default 鱼虾蟹 odds, fen per winning 2-yuan bet by the number of dice showing the picture: the stake
 * back plus 1× per die (2 × (1 + k) yuan). Return to player 199/216 ≈ 92.1%.
 */
export const LYB_DEFAULT_ODDS_FEN: Readonly<Record<string, number>> = {
  "LYB-1": 400,
  "LYB-2": 600,
  "LYB-3": 800,
};

/** 鱼虾蟹 family (fflyb, wflyb): play LYB (pick pictures 1–6), draw three dice `d,d,d`. */
export const LYB: FamilyDef = {
  family: "lyb",
  plays: [
    {
      code: "LYB",
      name: "鱼虾蟹",
      zones: [digitZone(1, 6, 1, 6)],
      count: (zones) => (zones[0] ?? EMPTY_ZONE).numbers.length,
      hits: (zones, draw) => {
        const dice = draw[0] ?? [];
        const counts = new Map<string, number>();
        for (const face of (zones[0] ?? EMPTY_ZONE).numbers) {
          const showing = dice.filter((d) => d === face).length;
          if (showing > 0) tally(counts, `LYB-${showing}`, 1);
        }
        return oneTierEach(counts);
      },
    },
  ],
  draw: DICE_DRAW,
  tierFen: (tier: string, _ctx: TierContext): Fen | null => {
    const odds = LYB_DEFAULT_ODDS_FEN[tier];
    return odds === undefined ? null : fen(odds);
  },
};
