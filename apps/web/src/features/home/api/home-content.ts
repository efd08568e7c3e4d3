import { useQuery } from "@tanstack/react-query";
import type {
  AppHomePageInfoModels,
  BannerListModels,
  HomePageInfoModels,
  IndexNoticeModels,
} from "@lottery/contract";
import { cachedQuery } from "../../../lib/api/cached-query.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { request } from "../../../lib/request.ts";
import { useSession } from "../../../lib/session.ts";

/**
 * The home page's lists, each cached in storage and refreshed on every visit. They are public
 * (T?): the token goes along when held, so the key carries it and a login refetches.
 */
const bannersQuery = (token: string | null) =>
  cachedQuery("carousel", ["home", "banners", token], () =>
    request<BannerListModels | null>("sitemsg/getBannerList", { position: "home" }),
  );

const noticesQuery = (token: string | null) =>
  cachedQuery("noticeList", ["home", "notices", token], async () => {
    const models = await request<IndexNoticeModels | null>("SiteMsg/GetIndexNotic");
    return models?.list ?? null;
  });

const homeInfoQuery = (token: string | null) =>
  cachedQuery("tabInfo", ["home", "info", token], () =>
    request<HomePageInfoModels | null>("sitemsg/GetHomePageInfo"),
  );

const homeGamesQuery = (token: string | null) =>
  cachedQuery("homeLotteryList", ["home", "games", token], () =>
    request<AppHomePageInfoModels | null>("sitemsg/AppHomePageInfo"),
  );

export const useBanners = () => useQuery(bannersQuery(useSession((s) => s.token)));
export const useIndexNotices = () => useQuery(noticesQuery(useSession((s) => s.token)));
export const useHomePageInfo = () => useQuery(homeInfoQuery(useSession((s) => s.token)));
export const useHomeGames = () => useQuery(homeGamesQuery(useSession((s) => s.token)));

/**
 * Asks for the home page's lists as soon as its code has loaded, before React has rendered it (issue
 * 21: under a slow CPU that first render takes a good part of a second); the page's hooks then find
 * the answers arriving or arrived.
 */
export function prefetchHomeContent(): void {
  const token = useSession.getState().token;
  void queryClient.prefetchQuery(bannersQuery(token));
  void queryClient.prefetchQuery(homeGamesQuery(token));
  void queryClient.prefetchQuery(homeInfoQuery(token));
  void queryClient.prefetchQuery(noticesQuery(token));
}
