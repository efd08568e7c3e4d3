import { useQuery } from "@tanstack/react-query";
import type {
  AttentionPage,
  HomeChase,
  HomeRelease,
  HomeScheme,
  Paged,
  UserHomePage,
} from "@lottery/contract";
import { communityKey } from "../../../lib/api/community.ts";
import { usePagedList } from "../../../lib/api/paged.ts";
import { request } from "../../../lib/request.ts";
import { useSession } from "../../../lib/session.ts";

/** GET order/queryUserHomePage: a player's homepage (`uid` undefined: mine). */
export function useUserHomePage(uid: number | undefined) {
  const mid = useSession((s) => s.userInfo?.Mid);
  return useQuery({
    queryKey: [...communityKey, "home", mid, uid ?? "mine"],
    queryFn: () => request<UserHomePage>("order/queryUserHomePage", { uid }),
  });
}

/** The homepage's tabs and the call each one reads (SPEC 7.4). */
export const HOME_TABS = {
  fd: "order/QueryUserHomePageOrderList_FD",
  hm: "Order/QueryUserHomePageOrderList_HM",
  zh: "order/QueryUserHomePageOrderList_ZH",
} as const;
export type HomeTab = keyof typeof HOME_TABS;

interface HomeRows {
  fd: HomeRelease;
  hm: HomeScheme;
  zh: HomeChase;
}

/** One tab of a homepage: the player's releases, group purchases or chases, newest first. */
export function useHomeList<T extends HomeTab>(tab: T, uid: number | undefined) {
  const mid = useSession((s) => s.userInfo?.Mid);
  return usePagedList<Paged<HomeRows[T]>>(
    [...communityKey, "home-list", tab, mid, uid ?? "mine"],
    HOME_TABS[tab],
    {
      uid,
    },
  );
}

/** /myAttention's tabs and their calls. */
export const ATTENTION_TABS = {
  attention: "attention/queryMyAttentionUser",
  fans: "Attention/QueryMyFansUser",
} as const;
export type AttentionTab = keyof typeof ATTENTION_TABS;

/** Whom I follow, or my fans, with both counts on every page. */
export function useAttentionList(tab: AttentionTab) {
  const mid = useSession((s) => s.userInfo?.Mid);
  return usePagedList<AttentionPage>([...communityKey, "people", tab, mid], ATTENTION_TABS[tab]);
}
