import { useMutation, useQuery } from "@tanstack/react-query";
import type {
  AttentionModels,
  AttentionPage,
  CommunitySettings,
  CommunitySettingsParams,
} from "@lottery/contract";
import { queryClient } from "../query-client.ts";
import { post, request } from "../request.ts";
import { useSession } from "../session.ts";

/**
 * The players' community calls the shared follow button, comment thread and settings read (issue 24).
 * Every community query sits under `communityKey`: a follow or a setting refreshes them all.
 */
export const communityKey = ["community"] as const;

/** Whom I follow: uid → whether they follow me back (mutual). */
export type AttentionMap = ReadonlyMap<number, boolean>;

const ATTENTION_PAGE_SIZE = 100;
/** At most this many pages of whom I follow are read for the follow buttons (1000 players). */
const ATTENTION_MAX_PAGES = 10;

/** Reads every page of attention/queryMyAttentionUser (up to ATTENTION_MAX_PAGES) into a map. */
export async function loadAttentionMap(
  read: (pageIndex: number) => Promise<AttentionPage> = (pageIndex) =>
    request<AttentionPage>("attention/queryMyAttentionUser", {
      pageIndex,
      pageSize: ATTENTION_PAGE_SIZE,
    }),
): Promise<Map<number, boolean>> {
  const map = new Map<number, boolean>();
  for (let pageIndex = 1; pageIndex <= ATTENTION_MAX_PAGES; pageIndex++) {
    const page = await read(pageIndex);
    for (const user of page.list) map.set(user.uid, user.mutual);
    if (page.list.length === 0 || map.size >= page.total) break;
  }
  return map;
}

/** The attention map after a follow or unfollow answered `models`. */
export function withAttention(map: AttentionMap, models: AttentionModels): Map<number, boolean> {
  const next = new Map(map);
  if (models.attention) next.set(models.uid, models.mutual);
  else next.delete(models.uid);
  return next;
}

const attentionMapKey = (mid: number | undefined) => [...communityKey, "attention-map", mid];

/** Whom I follow, for the follow buttons (empty for a visitor). */
export function useAttentionMap() {
  const mid = useSession((s) => s.userInfo?.Mid);
  const loggedIn = useSession((s) => Boolean(s.token));
  return useQuery({
    queryKey: attentionMapKey(mid),
    queryFn: () => loadAttentionMap(),
    enabled: loggedIn,
  });
}

/** Attention/AttentionUser and attention/cancelAttentionUser; the map is updated from the answer. */
export function useToggleAttention() {
  const mid = useSession((s) => s.userInfo?.Mid);
  const mutation = useMutation({
    mutationFn: ({ uid, follow }: { uid: number; follow: boolean }) =>
      request<AttentionModels>(follow ? "Attention/AttentionUser" : "attention/cancelAttentionUser", { uid }),
    onSuccess: (models) => {
      queryClient.setQueryData<Map<number, boolean>>(attentionMapKey(mid), (map) =>
        withAttention(map ?? new Map(), models),
      );
      void queryClient.invalidateQueries({
        queryKey: communityKey,
        predicate: (query) => query.queryKey[1] !== "attention-map",
      });
      // the follow lobby's 关注 tab lists releases of players I follow
      void queryClient.invalidateQueries({ queryKey: ["follow", "lobby", "attention"] });
    },
  });
  return { toggle: mutation.mutateAsync, pending: mutation.isPending };
}

const settingsKey = (mid: number | undefined) => [...communityKey, "settings", mid];

/** GET community/settings (T): 主页隐私, 个人简介, 关注动态. */
export function useCommunitySettings(enabled = true) {
  const mid = useSession((s) => s.userInfo?.Mid);
  return useQuery({
    queryKey: settingsKey(mid),
    queryFn: () => request<CommunitySettings>("community/settings"),
    enabled,
  });
}

type SettingsChange = { [K in keyof CommunitySettingsParams]?: CommunitySettingsParams[K] };

/** POST community/saveSettings (T): the answer replaces the cached settings; homepages refresh. */
export function useSaveCommunitySettings() {
  const mid = useSession((s) => s.userInfo?.Mid);
  const mutation = useMutation({
    mutationFn: (change: SettingsChange) => post<CommunitySettings>("community/saveSettings", change),
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsKey(mid), settings);
      void queryClient.invalidateQueries({ queryKey: [...communityKey, "home"] });
    },
  });
  return { save: mutation.mutateAsync, pending: mutation.isPending };
}
