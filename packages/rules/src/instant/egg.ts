import type { RandomInt } from "../fast/house-draw.ts";

/**
 * 砸金蛋, the golden egg (/GoldenEgg, issue 26; our reading of the SPEC's DGG): the player picks one
 * of three eggs and smashes it. What the egg holds is one unbiased integer below EGG_OUTCOMES from the
 * play's random stream, looked up in the published prize table (each prize owns a fixed count of the
 * 1,000 values, best prize first); the egg picked does not change the odds. A stake of points wins
 * stake × the prize's multiple, in points; the golden prize also gives a red packet.
 */

export const EGG_OUTCOMES = 1000;
/** Eggs on the table; the player's pick is 0, 1 or 2. */
export const EGG_CHOICES = 3;

export interface EggPrize {
  code: string;
  multiple: number;
  redPacket: boolean;
  /** How many of the EGG_OUTCOMES values hold this prize: its exact probability. */
  chances: number;
}

/** The prize table, best first; the values no prize covers hold nothing. */
export const EGG_PAYTABLE: readonly EggPrize[] = [
  { code: "egg:gold", multiple: 50, redPacket: true, chances: 2 },
  { code: "egg:silver", multiple: 20, redPacket: false, chances: 8 },
  { code: "egg:copper", multiple: 5, redPacket: false, chances: 40 },
  { code: "egg:double", multiple: 2, redPacket: false, chances: 100 },
  { code: "egg:even", multiple: 1, redPacket: false, chances: 200 },
];

/** One smash: the value below EGG_OUTCOMES the prize is read from. */
export function eggSmash(random: RandomInt): number[] {
  return [random(EGG_OUTCOMES)];
}

/** The prize a smash's value holds, or null (the values 0 … are dealt to the prizes in table order). */
export function eggPrizeOf(outcome: readonly number[]): EggPrize | null {
  const value = outcome[0];
  if (value === undefined || !Number.isSafeInteger(value) || value < 0 || value >= EGG_OUTCOMES)
    throw new RangeError(`egg value ${value} is out of range`);
  let r = value;
  for (const prize of EGG_PAYTABLE) {
    if (r < prize.chances) return prize;
    r -= prize.chances;
  }
  return null;
}

/** The exact return to player in points, percent with two decimals. */
export function eggReturnPercent(): number {
  const returned = EGG_PAYTABLE.reduce((sum, prize) => sum + prize.multiple * prize.chances, 0);
  return Math.round((returned * 10_000) / EGG_OUTCOMES) / 100;
}
