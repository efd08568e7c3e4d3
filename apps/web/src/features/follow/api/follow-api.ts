import { useMutation, useQuery } from "@tanstack/react-query";
import {
  Status,
  type BetJcFollowModels,
  type CurrentOdds,
  type FollowOrderRecord,
  type FollowRankModels,
  type FollowRankType,
  type OddsChangedModels,
  type Paged,
  type ReleaseDetail,
  type ReleaseFollower,
  type ReleaseSummary,
} from "@lottery/contract";
import { usePagedList } from "../../../lib/api/paged.ts";
import { userInfoKey } from "../../../lib/api/user-info.ts";
import { ApiError } from "../../../lib/api-error.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { useRequestId } from "../../../lib/request-id.ts";
import { post, request } from "../../../lib/request.ts";
import { useSession } from "../../../lib/session.ts";

/** Every 跟单 query sits under this key: a follow refreshes them all. */
export const followKey = ["follow"] as const;

/** The lobby's tabs and the call each one reads (API.md §9, SPEC 7.4). */
export const LOBBY_TABS = {
  recommend: "order/queryFDRecommend",
  expert: "order/QueryOKamiReleaseOrderList",
  attention: "order/QueryAttentionUserFollowOrderList",
} as const;
export type LobbyTab = keyof typeof LOBBY_TABS;

/** One tab of the lobby: open releases, recommended, by experts, or by players I follow. */
export function useReleaseList(tab: LobbyTab) {
  const mid = useSession((s) => s.userInfo?.Mid);
  return usePagedList<Paged<ReleaseSummary>>([...followKey, "lobby", tab, mid], LOBBY_TABS[tab]);
}

/** GET order/queryReleaseDetailInfo (T): one release as this player sees it. */
export function useReleaseDetail(releaseId: string) {
  const mid = useSession((s) => s.userInfo?.Mid);
  return useQuery({
    queryKey: [...followKey, "detail", mid, releaseId],
    queryFn: () => request<ReleaseDetail>("order/queryReleaseDetailInfo", { releaseId }),
    enabled: releaseId !== "",
  });
}

/** GET Order/QueryReleaseFollowList (T): a release's followers and their results. */
export function useReleaseFollowers(releaseId: string) {
  return usePagedList<Paged<ReleaseFollower>>(
    [...followKey, "followers", releaseId],
    "Order/QueryReleaseFollowList",
    { releaseId },
  );
}

/** GET order/QueryUserHomePageOrderList_FD (T): my releases, newest first. */
export function useMyReleases() {
  const mid = useSession((s) => s.userInfo?.Mid);
  return usePagedList<Paged<ReleaseSummary>>(
    [...followKey, "my-releases", mid],
    "order/QueryUserHomePageOrderList_FD",
  );
}

/** GET order/QueryFollowOrderList (T): my follows, newest first. */
export function useMyFollows() {
  const mid = useSession((s) => s.userInfo?.Mid);
  return usePagedList<Paged<FollowOrderRecord>>(
    [...followKey, "my-follows", mid],
    "order/QueryFollowOrderList",
  );
}

/** GET order/QueryFollowOrderRank (T): the releasers' rank of a window (day, week, month) or 连红. */
export function useFollowRank(type: FollowRankType) {
  return useQuery({
    queryKey: [...followKey, "rank", type],
    queryFn: () => request<FollowRankModels>("order/QueryFollowOrderRank", { type }),
  });
}

export interface FollowRequest {
  releaseId: string;
  multiple: number;
  /** 1: place at the current odds (the player accepted the moved ones). */
  acceptOdds?: 1;
}

/** A follow's answer: placed, or refused because odds moved since the release (status 8). */
export type FollowOutcome = { placed: BetJcFollowModels } | { oddsChanged: CurrentOdds[] };

/** POST Lottery/Bet_JC_Follow: status 8 comes back as the current odds, not as an error. */
async function sendFollow(params: FollowRequest, requestId: string): Promise<FollowOutcome> {
  try {
    return { placed: await post<BetJcFollowModels>("Lottery/Bet_JC_Follow", { ...params, requestId }) };
  } catch (error) {
    if (error instanceof ApiError && error.status === Status.ODDS_CHANGED) {
      return { oddsChanged: (error.models as OddsChangedModels | null)?.odds ?? [] };
    }
    throw error;
  }
}

/**
 * The follow call with its idempotency key: an unanswered attempt is sent again with the same
 * requestId (useRequestId); a placed follow refreshes the release, the lists and the balance.
 */
export function useFollowRelease() {
  const send = useRequestId();
  const mutation = useMutation({
    mutationFn: (params: FollowRequest) =>
      send(JSON.stringify(params), (requestId) => sendFollow(params, requestId)),
    onSuccess: (outcome) => {
      if (!("placed" in outcome)) return;
      void queryClient.invalidateQueries({ queryKey: followKey });
      void queryClient.invalidateQueries({ queryKey: userInfoKey });
    },
  });
  return { follow: mutation.mutateAsync, pending: mutation.isPending };
}
