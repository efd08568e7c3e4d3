import { useQuery } from "@tanstack/react-query";
import type { MemberInfoModels } from "@lottery/contract";
import { request } from "../request.ts";
import { useSession } from "../session.ts";

/**
 * GET UserCenter/MemberInfo (T): the member card (level, growth, points, red-packet credit), read by
 * 我的 and /memberCenter alike. Under the ["loyalty"] key, so a check-in or a purchase refreshes it.
 */
export function useMemberInfo() {
  const mid = useSession((s) => (s.token ? s.userInfo?.Mid : undefined));
  return useQuery({
    queryKey: ["loyalty", "member", mid],
    queryFn: () => request<MemberInfoModels>("UserCenter/MemberInfo"),
    enabled: mid !== undefined,
  });
}

/** How far the growth is towards the next level, 0–100 (100 at the top level). */
export function growthPercent(info: Pick<MemberInfoModels, "growth" | "next">): number {
  if (!info.next) return 100;
  return Math.min(100, Math.floor((info.growth * 100) / Math.max(1, info.next.minGrowth)));
}
