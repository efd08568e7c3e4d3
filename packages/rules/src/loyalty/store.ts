/** The points store's prices and limits (REFERENCE-RULES §4.2). */

/** A product's points price for a level with the level's store discount (percent), rounded up. */
export function storePrice(pricePoints: number, discountPercent: number): number {
  return Math.ceil((pricePoints * (100 - discountPercent)) / 100);
}

/** Why a purchase cannot go ahead, or null: the day's stock and the player's exchanges today. */
export function purchaseProblem(input: {
  dailyStock: number | null;
  soldToday: number;
  boughtToday: number;
  perPlayerDaily: number;
}): "soldOut" | "dailyLimit" | null {
  if (input.boughtToday >= input.perPlayerDaily) return "dailyLimit";
  if (input.dailyStock !== null && input.soldToday >= input.dailyStock) return "soldOut";
  return null;
}

/** Stock left today ("剩N个"), or null for unlimited. */
export function stockLeft(dailyStock: number | null, soldToday: number): number | null {
  return dailyStock === null ? null : Math.max(0, dailyStock - soldToday);
}

/**
 * Points expire yearly on a set month and day (default 1 March): the expiry day on or after `today`
 * for which a notice is due when it is within `noticeDays`.
 */
export function nextExpiry(today: string, monthDay: string): string {
  const thisYear = `${today.slice(0, 4)}-${monthDay}`;
  return thisYear >= today ? thisYear : `${Number(today.slice(0, 4)) + 1}-${monthDay}`;
}

/** How a red packet pays part of a stake: the packet's share (at most its remaining value). */
export function packetShare(stakeFen: number, remainingFen: number): { creditFen: number; cashFen: number } {
  const creditFen = Math.min(stakeFen, Math.max(0, remainingFen));
  return { creditFen, cashFen: stakeFen - creditFen };
}
