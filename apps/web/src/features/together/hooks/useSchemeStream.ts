import { useGameEvents } from "../../../lib/game-events.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { togetherKey } from "../api/schemes.ts";

const SCHEME_EVENTS = ["scheme"] as const;

/**
 * Live progress of a scheme while it sells: the SSE stream of its game (GET /api/events?games=…)
 * sends an event "scheme" whenever a scheme of that game moves; the one of `schemeId` refreshes the
 * 合买 queries. Without EventSource the detail query's own polling stays.
 */
export function useSchemeStream(gameCode: string | undefined, schemeId: string, live: boolean) {
  useGameEvents(gameCode && live ? [gameCode] : [], SCHEME_EVENTS, (event) => {
    if (event.issue === schemeId) void queryClient.invalidateQueries({ queryKey: togetherKey });
  });
}
