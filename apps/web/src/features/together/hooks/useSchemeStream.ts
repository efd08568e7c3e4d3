import { useEffect } from "react";
import { TOGETHER_EVENTS_CHANNEL } from "@lottery/contract";
import { queryClient } from "../../../lib/query-client.ts";
import { apiUrl } from "../../../lib/request.ts";
import { togetherKey } from "../api/schemes.ts";

/**
 * Live progress of schemes while they sell: the SSE stream of the 合买 channel (GET
 * /api/events?games=hm) sends an event "scheme" whenever a scheme, number or sports, moves. On a
 * scheme's page (`schemeId`) only its own events refresh the 合买 queries; in the hall (no id) every
 * one does. Without EventSource (or once the stream fails) the queries' own refresh stays.
 */
export function useSchemeStream(schemeId: string | null, live: boolean) {
  useEffect(() => {
    if (!live || typeof EventSource === "undefined") return;
    const source = new EventSource(apiUrl(`events?games=${TOGETHER_EVENTS_CHANNEL}`));
    source.addEventListener("scheme", (event) => {
      const data = JSON.parse((event as MessageEvent<string>).data) as { issue?: string };
      if (schemeId === null || data.issue === schemeId)
        void queryClient.invalidateQueries({ queryKey: togetherKey });
    });
    source.onerror = () => source.close();
    return () => source.close();
  }, [schemeId, live]);
}
