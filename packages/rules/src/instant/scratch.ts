import type { RandomInt } from "../fast/house-draw.ts";

/**
 * Scratch cards from operator batches (issue 26): a batch is a fixed number of cards whose prizes
 * are published as tiers (amount × count; the cards no tier covers win nothing), so the return to
 * player is exact. A buyer gets a card chosen uniformly from the unsold ones: one unbiased integer r
 * below the number unsold, and the card is the r-th unsold card when the unsold cards are listed tier
 * by tier in published order, the losing cards last.
 */

export interface ScratchTier {
  /** The prize of one card of the tier, fen (> 0). */
  prizeFen: number;
  /** How many cards of the batch carry it. */
  count: number;
}

/** The losing cards of a batch: every card no tier covers. */
export function losingCards(cardCount: number, tiers: readonly ScratchTier[]): number {
  return cardCount - tiers.reduce((sum, tier) => sum + tier.count, 0);
}

/** What is wrong with a batch's terms (Chinese, for the operator), or null. */
export function scratchBatchProblem(batch: {
  priceFen: number;
  cardCount: number;
  tiers: readonly ScratchTier[];
}): string | null {
  if (!Number.isSafeInteger(batch.priceFen) || batch.priceFen <= 0) return "售价须大于0";
  if (!Number.isSafeInteger(batch.cardCount) || batch.cardCount < 1) return "张数须大于0";
  if (batch.tiers.length === 0) return "至少设置一个奖级";
  for (const tier of batch.tiers) {
    if (!Number.isSafeInteger(tier.prizeFen) || tier.prizeFen <= 0) return "奖金须大于0";
    if (!Number.isSafeInteger(tier.count) || tier.count < 1) return "奖级张数须大于0";
  }
  if (losingCards(batch.cardCount, batch.tiers) < 0) return "中奖张数超过总张数";
  return null;
}

/** The exact return to player of a batch, percent with two decimals (total prizes ÷ total sales). */
export function scratchReturnPercent(priceFen: number, cardCount: number, tiers: readonly ScratchTier[]) {
  const prizes = tiers.reduce((sum, tier) => sum + tier.prizeFen * tier.count, 0);
  return Math.round((prizes * 10_000) / (priceFen * cardCount)) / 100;
}

/**
 * The tier of the card a buyer gets (index into the tiers, or -1 for a losing card), given how many
 * cards of each tier and how many losing cards are still unsold. Throws when nothing is left.
 */
export function pickScratchCard(remaining: readonly number[], losingLeft: number, random: RandomInt): number {
  const unsold = remaining.reduce((sum, n) => sum + n, 0) + losingLeft;
  if (unsold < 1) throw new RangeError("the batch is sold out");
  let r = random(unsold);
  for (const [index, left] of remaining.entries()) {
    if (r < left) return index;
    r -= left;
  }
  return -1;
}
