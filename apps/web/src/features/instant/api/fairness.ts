import { useQuery } from "@tanstack/react-query";
import { GAMES } from "@lottery/rules";
import type { FairTablesModels, LotteryPageInfo, ResultDetail } from "@lottery/contract";
import { request } from "../../../lib/request.ts";

/** The queries of the public fairness page (/fairness): every call here is public, no login. */
const fairnessKey = ["fairness"] as const;

/** The listed house-drawn games of the catalogue: drawn by this server from committed seeds. */
export const HOUSE_GAMES = GAMES.filter((g) => g.kind === "house" && !g.hidden).map((g) => ({
  code: g.code,
  name: g.name,
}));

/** GET Activity/FairTables: the scratch batches' tiers and the slot paytable, published for anyone. */
export function useFairTables() {
  return useQuery({
    queryKey: [...fairnessKey, "tables"],
    queryFn: () => request<FairTablesModels>("Activity/FairTables"),
  });
}

export interface HouseGameFairness {
  /** The next issue's committed seed hash (from the betting-page info). */
  page: LotteryPageInfo;
  /** The newest drawn issue with its revealed seed, or null before the first draw. */
  last: ResultDetail | null;
}

async function houseGameFairness(gameCode: string): Promise<HouseGameFairness> {
  const page = await request<LotteryPageInfo>("sitemsg/AppLotteryPageInfo", { gameCode });
  const last = page.last
    ? await request<ResultDetail>("lotteryresult/Detail", { gameCode, issue: page.last.issue })
    : null;
  return { page, last };
}

/** One house game's upcoming commitment and last revealed seed (public reads), once `enabled`. */
export function useHouseGameFairness(gameCode: string, enabled: boolean) {
  return useQuery({
    queryKey: [...fairnessKey, "house", gameCode],
    queryFn: () => houseGameFairness(gameCode),
    enabled,
  });
}
