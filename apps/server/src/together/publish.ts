import type { Deps } from "../deps.ts";
import type { SchemeRow } from "./tables.ts";

/** Tells the screens a scheme moved (SSE event "scheme" on its game; `issue` is the scheme number). */
export function publishScheme(deps: Deps, scheme: SchemeRow, now: Date): void {
  deps.events.publish({
    type: "scheme",
    game: scheme.gameCode,
    issue: scheme.schemeNo,
    at: now.toISOString(),
    scheme: { soldShares: scheme.soldShares, totalShares: scheme.totalShares, status: scheme.status },
  });
}
