import { TOGETHER_EVENTS_CHANNEL } from "@lottery/contract";
import { useGameEvents } from "../../../lib/game-events.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { togetherKey } from "../api/schemes.ts";

const SCHEME_EVENTS = ["scheme"] as const;

/**
 * Live progress of schemes while they sell: the SSE stream of the 合买 channel (GET
 * /api/events?games=hm) sends an event "scheme" whenever a scheme, number or sports, moves. On a
 * scheme's page (`schemeId`) only its own events refresh the 合买 queries; in the hall (no id) every
 * one does. Without EventSource the queries' own refresh stays.
 */
export function useSchemeStream(schemeId: string | null, live: boolean) {
  useGameEvents(live ? [TOGETHER_EVENTS_CHANNEL] : [], SCHEME_EVENTS, (event) => {
    if (schemeId === null || event.issue === schemeId)
      void queryClient.invalidateQueries({ queryKey: togetherKey });
  });
}
