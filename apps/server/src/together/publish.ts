import { TOGETHER_EVENTS_CHANNEL } from "@lottery/contract";
import type { Deps } from "../deps.ts";
import type { SchemeRow } from "./tables.ts";

/**
 * Tells the screens a scheme moved: SSE event "scheme" (`issue` is the scheme number) on the channel
 * of every scheme (`hm`: the hall and a scheme's page, sports included) and on its number game's own.
 */
export function publishScheme(deps: Deps, scheme: SchemeRow, now: Date): void {
  const event = {
    type: "scheme" as const,
    issue: scheme.schemeNo,
    at: now.toISOString(),
    scheme: { soldShares: scheme.soldShares, totalShares: scheme.totalShares, status: scheme.status },
  };
  deps.events.publish({ ...event, game: TOGETHER_EVENTS_CHANNEL });
  if (scheme.issue) deps.events.publish({ ...event, game: scheme.gameCode });
}
