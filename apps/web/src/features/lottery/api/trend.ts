import { useQuery } from "@tanstack/react-query";
import type { DrawResult, OmissionModels, Paged } from "@lottery/contract";
import { request } from "../../../lib/request.ts";

const trendKey = ["lottery", "trend"] as const;

/** GET lotteryresult/Omission: current, average and maximum miss per number over the last `count` draws. */
export function useOmission(gameCode: string, count: number) {
  return useQuery({
    queryKey: [...trendKey, "omission", gameCode, count],
    queryFn: () => request<OmissionModels>("lotteryresult/Omission", { gameCode, count }),
  });
}

/** GET lotteryresult/list, first page of `count` draws: the same window the omission counts. */
export function useRecentDraws(gameCode: string, count: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...trendKey, "draws", gameCode, count],
    queryFn: () =>
      request<Paged<DrawResult>>("lotteryresult/list", { gameCode, pageIndex: 1, pageSize: count }),
  });
}
