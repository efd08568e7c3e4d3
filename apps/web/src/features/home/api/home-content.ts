import { useQuery } from "@tanstack/react-query";
import type {
  AppHomePageInfoModels,
  BannerListModels,
  HomePageInfoModels,
  IndexNoticeModels,
} from "@lottery/contract";
import { cachedQuery } from "../../../lib/api/cached-query.ts";
import { request } from "../../../lib/request.ts";
import { useSession } from "../../../lib/session.ts";

/**
 * The home page's lists, each cached in storage and refreshed on every visit. They are public
 * (T?): the token goes along when held, so the key carries it and a login refetches.
 */
export function useBanners() {
  const token = useSession((s) => s.token);
  return useQuery(
    cachedQuery("carousel", ["home", "banners", token], () =>
      request<BannerListModels | null>("sitemsg/getBannerList", { position: "home" }),
    ),
  );
}

export function useIndexNotices() {
  const token = useSession((s) => s.token);
  return useQuery(
    cachedQuery("noticeList", ["home", "notices", token], async () => {
      const models = await request<IndexNoticeModels | null>("SiteMsg/GetIndexNotic");
      return models?.list ?? null;
    }),
  );
}

export function useHomePageInfo() {
  const token = useSession((s) => s.token);
  return useQuery(
    cachedQuery("tabInfo", ["home", "info", token], () =>
      request<HomePageInfoModels | null>("sitemsg/GetHomePageInfo"),
    ),
  );
}

export function useHomeGames() {
  const token = useSession((s) => s.token);
  return useQuery(
    cachedQuery("homeLotteryList", ["home", "games", token], () =>
      request<AppHomePageInfoModels | null>("sitemsg/AppHomePageInfo"),
    ),
  );
}
