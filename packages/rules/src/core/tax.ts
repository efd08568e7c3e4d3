/**
 * Prize tax (偶然所得税), as Chinese lottery centres withhold it: a winning bet whose prize — one bet
 * at multiple 1 — is over 10,000 yuan has 20 % of its whole prize (× the multiple) withheld. A prize of
 * exactly 10,000 yuan is not taxed. Tax is summed over an order's taxable bets and floored once to the
 * fen (so the player never loses more than the rate says).
 */
export const PRIZE_TAX_THRESHOLD_FEN = 1_000_000;
export const PRIZE_TAX_PERCENT = 20;

/** Whether one bet's prize at multiple 1 (fen) is taxed. */
export function isTaxablePrize(unitPrizeFen: number): boolean {
  return unitPrizeFen > PRIZE_TAX_THRESHOLD_FEN;
}

/** The tax withheld on taxable prizes that add up to `taxablePrizeFen` (fen, multiples included). */
export function prizeTaxOf(taxablePrizeFen: number): number {
  return Math.floor((taxablePrizeFen * PRIZE_TAX_PERCENT) / 100);
}

/**
 * The tax of winning tiers: `count` winning bets (multiple included) of `amountFen` each at multiple 1;
 * floating tiers not yet announced (null) are not counted.
 */
export function taxOfTiers(tiers: readonly { count: number; amountFen: number | null }[]): number {
  let taxable = 0;
  for (const tier of tiers)
    if (tier.amountFen !== null && isTaxablePrize(tier.amountFen)) taxable += tier.count * tier.amountFen;
  return prizeTaxOf(taxable);
}
