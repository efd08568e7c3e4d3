import { yuanToFen } from "@lottery/rules";
import type { OrderRecord } from "@lottery/contract";

/** What the player's own orders of one drawn issue came to: how many settled, and the prize (fen). */
export interface BetOutcome {
  issue: string;
  orders: number;
  prizeFen: number;
}

/**
 * The outcome of the orders of `issue` among `orders` that are settled won or lost (cancelled and
 * still-pending ones say nothing yet); null when the player has none.
 */
export function betOutcomeOf(issue: string, orders: readonly OrderRecord[]): BetOutcome | null {
  const settled = orders.filter((o) => o.issue === issue && (o.status === "won" || o.status === "lost"));
  if (settled.length === 0) return null;
  const prizeFen = settled.reduce((sum, o) => sum + (o.status === "won" ? (yuanToFen(o.prize) ?? 0) : 0), 0);
  return { issue, orders: settled.length, prizeFen };
}
