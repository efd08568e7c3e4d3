import { create } from "zustand";
import { storage } from "../../../lib/storage.ts";

/** At most this many starred matches are kept (the oldest drop off). */
const MAX_STARRED = 200;

interface StarredState {
  ids: string[];
  toggle: (matchId: string) => void;
}

/** The matches the player starred (关注), kept on this device only. */
export const useStarred = create<StarredState>((set, get) => ({
  ids: storage.get("starredMatches") ?? [],
  toggle: (matchId) => {
    const ids = get().ids;
    const next = ids.includes(matchId)
      ? ids.filter((id) => id !== matchId)
      : [matchId, ...ids].slice(0, MAX_STARRED);
    storage.set("starredMatches", next);
    set({ ids: next });
  },
}));

/** Reloads the starred list from storage (tests reset storage between cases). */
export function reloadStarred(): void {
  useStarred.setState({ ids: storage.get("starredMatches") ?? [] });
}
