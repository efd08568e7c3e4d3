import { gameRules, playsOf, type Fen, type TierContext } from "@lottery/rules";

/**
 * The prize tiers of a game as the results page lists them, read from the rules package's own
 * pricing (`tierFen`), never restated here: numbered tiers ("1" … "9") and play-named tiers the rules
 * price are listed with their fixed amount; numbered tiers above the best fixed tier are the floating
 * (pool) tiers, whose amount comes from the draw notice.
 */

/** One tier: fixed amount in fen, or floating (null until announced). */
export interface TierInfo {
  tier: string;
  floating: boolean;
  fixedFen: Fen | null;
}

const NUMBERED = ["1", "2", "3", "4", "5", "6", "7", "8", "9"];

/** The tiers of a game in rank order; [] for games without ticket rules. */
export function prizeTiersOf(gameCode: string): TierInfo[] {
  const found = gameRules(gameCode);
  if (!found) return [];
  const ctx: TierContext = {
    game: found.game,
    options: {},
    amountOf: (tier) => found.rules.tierFen(tier, ctx),
  };
  const fixed = (tier: string) => found.rules.tierFen(tier, ctx);
  const numberedFixed = NUMBERED.filter((t) => fixed(t) !== null);
  const firstFixed = numberedFixed.length > 0 ? Number(numberedFixed[0]) : 0;
  const tiers: TierInfo[] = [];
  for (let rank = 1; rank < firstFixed; rank += 1)
    tiers.push({ tier: String(rank), floating: true, fixedFen: null });
  for (const tier of numberedFixed) tiers.push({ tier, floating: false, fixedFen: fixed(tier) });
  for (const play of playsOf(gameCode)) {
    const amount = fixed(play.code);
    if (amount !== null && !tiers.some((t) => t.tier === play.code))
      tiers.push({ tier: play.code, floating: false, fixedFen: amount });
  }
  return tiers;
}

/** The floating tiers of a game (those whose per-bet amount an official notice announces). */
export function floatingTiersOf(gameCode: string): string[] {
  return prizeTiersOf(gameCode)
    .filter((t) => t.floating)
    .map((t) => t.tier);
}
