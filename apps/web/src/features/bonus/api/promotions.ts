import { useQuery } from "@tanstack/react-query";
import type {
  ClaimPromotionModels,
  ClaimPromotionParams,
  Paged,
  PromotionListModels,
  PromotionRecord,
} from "@lottery/contract";
import { usePagedList } from "../../../lib/api/paged.ts";
import { post, request } from "../../../lib/request.ts";
import { useSession } from "../../../lib/session.ts";

/** Every query of the discount centre sits under this key, so a claim refreshes them all. */
export const bonusKey = ["bonus"] as const;

/** GET Activity/PromotionList (T): the promotions with the player's standing. */
export function usePromotionList() {
  const mid = useSession((s) => s.userInfo?.Mid);
  return useQuery({
    queryKey: [...bonusKey, "list", mid],
    queryFn: () => request<PromotionListModels>("Activity/PromotionList"),
    enabled: mid !== undefined,
  });
}

/** POST Activity/ClaimPromotion (T): the amount paid and the cash balance after it. */
export const claimPromotion = (params: ClaimPromotionParams) =>
  post<ClaimPromotionModels>("Activity/ClaimPromotion", params);

/** GET Activity/PromotionRecords (T): the player's claims, newest first. */
export function usePromotionRecords() {
  const mid = useSession((s) => s.userInfo?.Mid);
  return usePagedList<Paged<PromotionRecord>>([...bonusKey, "records", mid], "Activity/PromotionRecords");
}
