import { useQuery } from "@tanstack/react-query";
import type { DrawResult, Paged } from "@lottery/contract";
import { request } from "../../../lib/request.ts";
import { resultsKey } from "./results.ts";

/** How many recent draws a fast-draw page lists when expanded. */
export const RECENT_DRAWS = 10;

/** GET lotteryresult/list, first page: a game's newest draws; idle until `enabled`. */
export function useRecentResults(gameCode: string, enabled: boolean) {
  return useQuery({
    queryKey: [...resultsKey, "recent", gameCode],
    queryFn: () =>
      request<Paged<DrawResult>>("lotteryresult/list", { gameCode, pageIndex: 1, pageSize: RECENT_DRAWS }),
    enabled,
  });
}
