import { useQuery } from "@tanstack/react-query";
import type {
  DoSsjcActModels,
  Paged,
  SsjcGuess,
  SsjcMatchListModels,
  SsjcPick,
  SsjcRankModels,
  SsjcRankPeriod,
} from "@lottery/contract";
import { usePagedList } from "../../../lib/api/paged.ts";
import { post, request } from "../../../lib/request.ts";
import { useSession } from "../../../lib/session.ts";

/** Every match-guessing query sits under this key, so a guess refreshes them all. */
export const ssjcKey = ["ssjc"] as const;

function useMid() {
  return useSession((s) => s.userInfo?.Mid);
}

export function useSsjcMatches() {
  const mid = useMid();
  return useQuery({
    queryKey: [...ssjcKey, "matches", mid],
    queryFn: () => request<SsjcMatchListModels>("Activity/SSJCMatchList"),
    enabled: mid !== undefined,
  });
}

export const doGuess = (matchId: string, pick: SsjcPick, requestId: string) =>
  post<DoSsjcActModels>("Activity/DoSSJCAct", { matchId, pick, requestId });

export function useSsjcRank(period: SsjcRankPeriod) {
  const mid = useMid();
  return useQuery({
    queryKey: [...ssjcKey, "rank", mid, period],
    queryFn: () => request<SsjcRankModels>("Activity/SSJCRank", { period }),
    enabled: mid !== undefined,
  });
}

export function useSsjcRecords(status: string | undefined) {
  return usePagedList<Paged<SsjcGuess>>(
    [...ssjcKey, "records", useMid(), status ?? "all"],
    "Activity/DoSSJCActRecord",
    { status },
  );
}
