import { useMutation, useQuery } from "@tanstack/react-query";
import type {
  BetJoinModels,
  HmListParams,
  Paged,
  SchemeDetail,
  SchemeJoin,
  SchemeRank,
  SchemeStatus,
  SchemeSummary,
} from "@lottery/contract";
import { usePagedList } from "../../../lib/api/paged.ts";
import { userInfoKey } from "../../../lib/api/user-info.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { useRequestId } from "../../../lib/request-id.ts";
import { post, request } from "../../../lib/request.ts";
import { useSession } from "../../../lib/session.ts";

/** Every 合买 query sits under this key: a join or a cancel refreshes them all. */
export const togetherKey = ["together"] as const;

/** GET hm/list: the hall's selling schemes by `sort`. */
export function useSchemeList(sort: HmListParams["sort"]) {
  return usePagedList<Paged<SchemeSummary>>([...togetherKey, "list", sort], "hm/list", { sort });
}

/** GET hm/QueryTotherRank: the 合买红人 (winners by 战绩 who started a scheme this week). */
export function useHotInitiators() {
  return useQuery({
    queryKey: [...togetherKey, "hot"],
    queryFn: () => request<SchemeRank[]>("hm/QueryTotherRank", {}),
  });
}

/** GET hm/QueryTogetherList (T): the schemes I started or joined. */
export function useMySchemes(status: SchemeStatus | "") {
  const mid = useSession((s) => s.userInfo?.Mid);
  return usePagedList<Paged<SchemeDetail>>([...togetherKey, "mine", mid, status], "hm/QueryTogetherList", {
    status: status || undefined,
  });
}

/** GET hm/detail (T): one scheme as this player sees it. */
export function useSchemeDetail(schemeId: string) {
  const mid = useSession((s) => s.userInfo?.Mid);
  return useQuery({
    queryKey: [...togetherKey, "detail", mid, schemeId],
    queryFn: () => request<SchemeDetail>("hm/detail", { schemeId }),
    enabled: schemeId !== "",
  });
}

/** GET hm/joinlist (T): the scheme's participants. */
export function useJoinList(schemeId: string) {
  return usePagedList<Paged<SchemeJoin>>([...togetherKey, "joins", schemeId], "hm/joinlist", { schemeId });
}

const refreshAll = () => {
  void queryClient.invalidateQueries({ queryKey: togetherKey });
  void queryClient.invalidateQueries({ queryKey: userInfoKey });
};

/** POST lottery/bet_join: the requestId is kept for the same payload until the server answers. */
export function useJoinScheme(onDone: (models: BetJoinModels) => void) {
  const send = useRequestId();
  const mutation = useMutation({
    mutationFn: (params: { schemeId: string; shares: number }) =>
      send(JSON.stringify(params), (requestId) =>
        post<BetJoinModels>("lottery/bet_join", { ...params, requestId }),
      ),
    onSuccess: (models) => {
      refreshAll();
      onDone(models);
    },
  });
  return { join: mutation.mutate, pending: mutation.isPending };
}

/** POST hm/cancel: the initiator cancels the whole scheme. */
export function useCancelScheme(onDone: () => void) {
  const mutation = useMutation({
    mutationFn: (schemeId: string) =>
      post<{ schemeId: string; status: SchemeStatus }>("hm/cancel", { schemeId }),
    onSuccess: () => {
      refreshAll();
      onDone();
    },
  });
  return { cancel: mutation.mutate, pending: mutation.isPending };
}
