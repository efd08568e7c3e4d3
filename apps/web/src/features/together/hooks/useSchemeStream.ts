import { useEffect } from "react";
import { queryClient } from "../../../lib/query-client.ts";
import { apiUrl } from "../../../lib/request.ts";
import { togetherKey } from "../api/schemes.ts";

/**
 * Live progress of a scheme while it sells: the SSE stream of its game (GET /api/events?games=…)
 * sends an event "scheme" whenever a scheme of that game moves; the one of `schemeId` refreshes the
 * 合买 queries. Without EventSource (or once the stream fails) the detail query's own polling stays.
 */
export function useSchemeStream(gameCode: string | undefined, schemeId: string, live: boolean) {
  useEffect(() => {
    if (!gameCode || !live || typeof EventSource === "undefined") return;
    const source = new EventSource(apiUrl(`events?games=${encodeURIComponent(gameCode)}`));
    source.addEventListener("scheme", (event) => {
      const data = JSON.parse((event as MessageEvent<string>).data) as { issue?: string };
      if (data.issue === schemeId) void queryClient.invalidateQueries({ queryKey: togetherKey });
    });
    source.onerror = () => source.close();
    return () => source.close();
  }, [gameCode, schemeId, live]);
}
