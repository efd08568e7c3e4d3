import { userInfoKey } from "../../../lib/api/user-info.ts";
import { OUTCOME_EVENTS, useGameEvents } from "../../../lib/game-events.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { orderRecordsKey } from "../api/orders.ts";

/**
 * Keeps open order screens current: while orders of `gameCodes` are pending, a draw, a match result
 * or a settlement of those games on the event stream refreshes every order query (and the balance a
 * prize changed), so 待开奖 turns into the outcome without a reload.
 */
export function useLiveOrders(gameCodes: readonly string[]): void {
  useGameEvents(gameCodes, OUTCOME_EVENTS, () => {
    void queryClient.invalidateQueries({ queryKey: orderRecordsKey });
    void queryClient.invalidateQueries({ queryKey: userInfoKey });
  });
}

/** The games of the pending orders among `orders` (those whose outcome is still to come). */
export function pendingGames(orders: readonly { gameCode: string; status: string }[]): string[] {
  return [...new Set(orders.filter((o) => o.status === "pending").map((o) => o.gameCode))];
}
