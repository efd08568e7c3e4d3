/**
 * Growth and points earned on settled stakes (REFERENCE-RULES §4.1, §4.2): 1 growth per whole yuan of
 * the cash part of a settled stake, and points at the level's rate, each capped per China day.
 */

/** Operator settings of earning. */
export interface EarningRules {
  /** Growth per day from stakes, at most. */
  growthDailyCap: number;
  /** Growth for the first login of a China day. */
  loginGrowth: number;
  /** Points per day from stakes, at most (before nothing else). */
  pointsDailyCap: number;
}

export const DEFAULT_EARNING: EarningRules = { growthDailyCap: 5_000, loginGrowth: 5, pointsDailyCap: 5_000 };

/** Whole yuan of a stake's cash part (red-packet credit earns nothing), rounded down. */
export function stakeYuan(cashFen: number): number {
  return cashFen > 0 ? Math.floor(cashFen / 100) : 0;
}

/** What may still be earned today: `wanted` cut to the cap less what today already earned. */
export function capped(wanted: number, earnedToday: number, dailyCap: number): number {
  return Math.max(0, Math.min(wanted, dailyCap - earnedToday));
}

/** Growth a settled stake earns, given what stakes earned today. */
export function stakeGrowth(cashFen: number, earnedToday: number, rules: EarningRules): number {
  return capped(stakeYuan(cashFen), earnedToday, rules.growthDailyCap);
}

/** Points a settled stake earns at the level's rate (percent), rounded down, given today's points. */
export function stakePoints(
  cashFen: number,
  pointsPercent: number,
  earnedToday: number,
  rules: EarningRules,
): number {
  return capped(Math.floor((stakeYuan(cashFen) * pointsPercent) / 100), earnedToday, rules.pointsDailyCap);
}
