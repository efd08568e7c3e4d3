import { useQuery } from "@tanstack/react-query";
import type { BannerListModels } from "@lottery/contract";
import { request } from "../../../lib/request.ts";

/** GET sitemsg/getBannerList with position recharge: the banners over the recharge page. */
export function useRechargeBanners() {
  return useQuery({
    queryKey: ["funds", "banners", "recharge"],
    queryFn: async () =>
      (
        await request<BannerListModels | null>(
          "sitemsg/getBannerList",
          { position: "recharge" },
          { silent: true },
        )
      )?.list ?? [],
  });
}
