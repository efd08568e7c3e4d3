import { useQuery } from "@tanstack/react-query";
import type { LotteryPageInfo } from "@lottery/contract";
import { request } from "../../../lib/request.ts";

/** Query key of a game's betting-page info. */
export const pageInfoKey = (gameCode: string) => ["lottery", "pageInfo", gameCode] as const;

/** GET sitemsg/AppLotteryPageInfo once (the draw stream's polling fallback reads it too, silently). */
export const fetchPageInfo = (gameCode: string, silent = false) =>
  request<LotteryPageInfo>("sitemsg/AppLotteryPageInfo", { gameCode }, { silent });

/**
 * GET sitemsg/AppLotteryPageInfo: the current issue with its close and draw times, the server's
 * time and the last draw. Refreshed every minute while the page is open, and when a tab left in
 * the background comes back (its issue may have closed meanwhile).
 */
export function useLotteryPageInfo(gameCode: string) {
  return useQuery({
    queryKey: pageInfoKey(gameCode),
    queryFn: () => fetchPageInfo(gameCode),
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
    enabled: gameCode !== "",
  });
}
