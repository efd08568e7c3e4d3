import { useState } from "react";
import type { LiveMatchView, MatchLiveModels } from "@lottery/contract";
import { useGameEvents, type GameStreamEvent } from "../../../lib/game-events.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { matchDetailKey, matchLiveKey } from "../api/scores-api.ts";

const LIVE_EVENTS = ["live", "result"] as const;
/** How long a row flashes after a goal. */
export const FLASH_MS = 4_000;

/** The row's live part moved to what the event says (score "2:1", status, minute). */
function patched(match: LiveMatchView, live: NonNullable<GameStreamEvent["live"]>): LiveMatchView {
  const [home, away] = live.score.split(":").map(Number);
  const base = match.live ?? {
    status: "NS" as const,
    minute: null,
    score: { home: 0, away: 0 },
    halfScore: null,
    red: { home: 0, away: 0 },
    yellow: { home: 0, away: 0 },
    corners: { home: 0, away: 0 },
    events: [],
    updatedAt: null,
  };
  return {
    ...match,
    state: match.state === "upcoming" ? "live" : match.state,
    live: {
      ...base,
      status: live.status as typeof base.status,
      minute: live.minute,
      score: { home: home ?? 0, away: away ?? 0 },
    },
  };
}

/** Vibrates the phone briefly where the browser lets the page (after a tap on it; never throws). */
function buzz(): void {
  try {
    const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } })
      .userActivation;
    if (typeof navigator.vibrate === "function" && activation?.hasBeenActive !== false)
      navigator.vibrate(200);
  } catch {
    // not allowed here
  }
}

/**
 * Follows the event stream of a game's matches (GET /api/events?games=jczq): a `live` event moves the
 * row's score, minute and status in place (no reload) and, when a goal fell, flashes the row and
 * vibrates; a new phase, a match the list does not hold yet, or a result, refetches the lists. The match page's
 * own query refetches on its match's events. Answers the match ids flashing now.
 */
export function useLiveStream(game: string): ReadonlySet<string> {
  const [flashing, setFlashing] = useState<ReadonlySet<string>>(new Set());
  useGameEvents([game], LIVE_EVENTS, (event) => {
    void queryClient.invalidateQueries({ queryKey: matchDetailKey(event.issue) });
    const key = matchLiveKey(game);
    const data = queryClient.getQueryData<MatchLiveModels>(key);
    const listed =
      data && [...data.live, ...data.recent, ...data.upcoming].some((m) => m.matchId === event.issue);
    if (event.type !== "live" || !event.live || !data || !listed) {
      void queryClient.invalidateQueries({ queryKey: key });
      return;
    }
    const live = event.live;
    const before = [...data.live, ...data.upcoming].find((m) => m.matchId === event.issue);
    // a new phase brings more than the event says (half-time score): the list is read again too
    if (before?.live?.status !== live.status) void queryClient.invalidateQueries({ queryKey: key });
    const move = (list: LiveMatchView[]) =>
      list.map((m) => (m.matchId === event.issue ? patched(m, live) : m));
    const startedNow = data.upcoming.filter((m) => m.matchId === event.issue).map((m) => patched(m, live));
    queryClient.setQueryData<MatchLiveModels>(key, {
      live: [...move(data.live), ...startedNow],
      recent: data.recent,
      upcoming: data.upcoming.filter((m) => m.matchId !== event.issue),
    });
    if (!live.goal) return;
    buzz();
    setFlashing((now) => new Set([...now, event.issue]));
    setTimeout(() => {
      setFlashing((now) => new Set([...now].filter((id) => id !== event.issue)));
    }, FLASH_MS);
  });
  return flashing;
}
