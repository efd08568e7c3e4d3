import { useEffect, useRef } from "react";
import { apiUrl } from "./request.ts";

/** An event of GET /api/events: an issue or match of `game` (`issue`) opened, drawn, settled … */
export interface GameStreamEvent {
  type: string;
  game: string;
  issue: string;
  numbers?: string;
  /** A match's live state changed (type "live"): status, minute, score "1:0", whether a goal fell. */
  live?: { status: string; minute: number | null; score: string; goal: boolean };
}

/** The event types an order's outcome follows: a number issue drawn or settled, a match's result. */
export const OUTCOME_EVENTS = ["drawn", "settled", "result"] as const;

/**
 * Listens to the server's event stream (GET /api/events?games=…) of `gameCodes` for `types`, while
 * there is at least one code, calling `onEvent` for each. The browser's EventSource reconnects by
 * itself; where it is missing nothing is streamed (the page's own reads stay as they are).
 */
export function useGameEvents(
  gameCodes: readonly string[],
  types: readonly string[],
  onEvent: (event: GameStreamEvent) => void,
): void {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const codes = [...new Set(gameCodes.map((c) => c.toLowerCase()))].sort().join(",");
  const kinds = [...types].sort().join(",");
  useEffect(() => {
    if (!codes || typeof EventSource === "undefined") return;
    const source = new EventSource(apiUrl(`events?games=${codes}`));
    for (const type of kinds.split(",")) {
      source.addEventListener(type, (message) => {
        const event = parseEvent(type, (message as MessageEvent).data);
        if (event) handler.current(event);
      });
    }
    return () => source.close();
  }, [codes, kinds]);
}

function parseEvent(type: string, data: unknown): GameStreamEvent | null {
  try {
    const event = JSON.parse(String(data)) as Partial<GameStreamEvent>;
    if (typeof event.game !== "string" || typeof event.issue !== "string") return null;
    return {
      type,
      game: event.game,
      issue: event.issue,
      ...(event.numbers ? { numbers: event.numbers } : {}),
      ...(event.live ? { live: event.live } : {}),
    };
  } catch {
    return null;
  }
}
