/**
 * The demo platform's two game engines, as pure functions of random draws (the caller supplies
 * `randomInt(n)`, uniform on 0 … n−1). Amounts in fen. Long-run return: slot ≈ 98.4 %, 龙虎 bets on
 * 龙 or 虎 ≈ 96.2 % (a tie returns half), 和 ≈ 92.3 %.
 */

export type RandomInt = (n: number) => number;

export const SLOT_SYMBOLS = ["cherry", "lemon", "bell", "star", "seven"] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

/** Pays of three alike, as multiples of the stake. */
const TRIPLE_PAYS: Record<SlotSymbol, number> = { cherry: 5, lemon: 8, bell: 10, star: 20, seven: 50 };

export interface SlotOutcome {
  reels: SlotSymbol[];
  payoutFen: number;
}

/** Three reels; three alike pay their multiple, two alike return half the stake, else nothing. */
export function spinSlot(stakeFen: number, randomInt: RandomInt): SlotOutcome {
  const reels = [0, 1, 2].map(() => SLOT_SYMBOLS[randomInt(SLOT_SYMBOLS.length)] as SlotSymbol);
  const [a, b, c] = reels as [SlotSymbol, SlotSymbol, SlotSymbol];
  if (a === b && b === c) return { reels, payoutFen: stakeFen * TRIPLE_PAYS[a] };
  if (a === b || b === c || a === c) return { reels, payoutFen: Math.floor(stakeFen / 2) };
  return { reels, payoutFen: 0 };
}

export const DRAGON_CHOICES = ["dragon", "tiger", "tie"] as const;
export type DragonChoice = (typeof DRAGON_CHOICES)[number];

export interface DragonOutcome {
  /** Card ranks 1 (A) … 13 (K). */
  dragon: number;
  tiger: number;
  winner: DragonChoice;
  payoutFen: number;
}

/**
 * 龙虎斗: one card each to 龙 and 虎, the higher rank wins. A winning 龙/虎 bet pays twice the stake
 * (stake back plus as much); on a tie it returns half. A 和 bet pays twelve times the stake.
 */
export function playDragonTiger(stakeFen: number, choice: DragonChoice, randomInt: RandomInt): DragonOutcome {
  const dragon = randomInt(13) + 1;
  const tiger = randomInt(13) + 1;
  const winner: DragonChoice = dragon === tiger ? "tie" : dragon > tiger ? "dragon" : "tiger";
  let payoutFen = 0;
  if (choice === "tie") payoutFen = winner === "tie" ? stakeFen * 12 : 0;
  else if (winner === "tie") payoutFen = Math.floor(stakeFen / 2);
  else if (winner === choice) payoutFen = stakeFen * 2;
  return { dragon, tiger, winner, payoutFen };
}

/** Which engine serves a catalogue category: slots and fishing spin reels, card and live tables deal 龙虎. */
export function engineOf(category: string): "slot" | "dragon" {
  return category === "poker" || category === "live" ? "dragon" : "slot";
}
