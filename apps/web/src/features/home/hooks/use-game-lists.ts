import { useEffect, useMemo, useRef } from "react";
import { clockOffsetMs, earliestFastClose, homeGames, hotGames } from "../logic/game-list.ts";
import { useHomeGames, useHomePageInfo } from "../api/home-content.ts";
import { useNow } from "./use-now.ts";

/**
 * The home game lists with a ticking, server-corrected clock for the countdowns. When a fast
 * game's sale closes, the list is fetched again to learn its next issue.
 */
export function useGameLists() {
  const gamesQuery = useHomeGames();
  const info = useHomePageInfo().data;
  const games = homeGames(gamesQuery.data);
  const offset = clockOffsetMs(gamesQuery.data, gamesQuery.dataUpdatedAt);
  const now = useNow(1000) + offset;
  const nextClose = earliestFastClose(games);
  const closed = nextClose !== null && nextClose <= now;
  const refreshedFor = useRef<number | null>(null);
  const { refetch } = gamesQuery;

  useEffect(() => {
    if (!closed || refreshedFor.current === nextClose) return;
    refreshedFor.current = nextClose; // once per close: a list still behind is not polled in a loop
    void refetch({ cancelRefetch: false });
  }, [closed, nextClose, refetch]);

  const hot = useMemo(() => hotGames(games, info), [games, info]);
  return { games, hot, now };
}
