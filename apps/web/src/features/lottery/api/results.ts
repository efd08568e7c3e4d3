import { useQuery } from "@tanstack/react-query";
import type { AllResultsModels, DrawResult, Paged, ResultDetail, VerifyModels } from "@lottery/contract";
import { usePagedList } from "../../../lib/api/paged.ts";
import { request } from "../../../lib/request.ts";

/** Every draw-result query sits under this key (the draw stream refreshes them all). */
export const resultsKey = ["lottery", "results"] as const;

/** GET lotteryresult/allresult: the newest draw of every game, grouped by kind. */
export function useAllResults() {
  return useQuery({
    queryKey: [...resultsKey, "all"],
    queryFn: () => request<AllResultsModels>("lotteryresult/allresult"),
  });
}

/** GET lotteryresult/list: one game's draws, newest first, page by page. */
export function useResultList(gameCode: string) {
  return usePagedList<Paged<DrawResult>>([...resultsKey, "list", gameCode], "lotteryresult/list", {
    gameCode,
  });
}

/** GET lotteryresult/Detail: one issue's numbers, prize tiers and (house games) fairness data. */
export function useResultDetail(gameCode: string, issue: string) {
  return useQuery({
    queryKey: [...resultsKey, "detail", gameCode, issue],
    queryFn: () => request<ResultDetail>("lotteryresult/Detail", { gameCode, issue }),
  });
}

/** GET lotteryresult/Verify: the server recomputes a house draw from its revealed seed. */
export function verifyDraw(gameCode: string, issue: string): Promise<VerifyModels> {
  return request<VerifyModels>("lotteryresult/Verify", { gameCode, issue });
}
