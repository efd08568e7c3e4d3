import { useQuery } from "@tanstack/react-query";
import type {
  AppHomePageInfoModels,
  BannerListModels,
  HomePageInfoModels,
  IndexNoticeModels,
} from "@lottery/contract";
import { cachedQuery } from "../../../lib/api/cached-query.ts";
import { isHomePath } from "../../../lib/paths.ts";
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
  void queryClient.prefetchQuery(bannersQuery(token)).then(() => {
    preloadImage(queryClient.getQueryData(bannersQuery(token).queryKey)?.list?.[0]?.image);
  });
  void queryClient.prefetchQuery(homeGamesQuery(token));
  void queryClient.prefetchQuery(homeInfoQuery(token));
  void queryClient.prefetchQuery(noticesQuery(token));
}

const preloaded = new Set<string>();

/**
 * Fetches the first banner's image at high priority as soon as the list names it (issue 21: it is
 * the home screen's largest paint), while the page's code still runs; the <img> then finds it cached.
 */
function preloadImage(url: string | undefined): void {
  if (!url || preloaded.has(url) || typeof document === "undefined") return;
  preloaded.add(url);
  const link = document.createElement("link");
  link.rel = "preload";
  link.as = "image";
  link.href = url;
  link.setAttribute("fetchpriority", "high");
  document.head.appendChild(link);
}

/**
 * main.tsx's first move on the home route, before React renders: the home lists are asked for while
 * the app's code runs rather than after the home chunk has rendered (issue 21). Other routes, and the
 * home showing its 我的 tab, skip it.
 */
export function prefetchFirstScreen(pathname: string, showsHomeTab: boolean): boolean {
  if (!showsHomeTab || !isHomePath(pathname)) return false;
  prefetchHomeContent();
  return true;
}
