import { useCallback, useState } from "react";
import { useSession } from "../../../lib/session.ts";
import { fetchGameOrders } from "../api/orders.ts";
import { betOutcomeOf, type BetOutcome } from "../logic/bet-outcome.ts";

/**
 * What a game page tells a logged-in player once an issue settles: `check(issue)` reads their newest
 * orders of the game and, when some of them were on that issue, holds the outcome (won with the
 * prize, or not won) until dismissed or the next issue's outcome replaces it.
 */
export function useBetOutcome(gameCode: string) {
  const [outcome, setOutcome] = useState<BetOutcome | null>(null);
  const check = useCallback(
    async (issue: string) => {
      if (!useSession.getState().token) return;
      const orders = await fetchGameOrders(gameCode).catch(() => null);
      const found = orders ? betOutcomeOf(issue, orders.list) : null;
      if (found) setOutcome(found);
    },
    [gameCode],
  );
  return { outcome, check, dismiss: () => setOutcome(null) };
}
