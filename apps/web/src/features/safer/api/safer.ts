import { useQuery } from "@tanstack/react-query";
import type { SaferBreakPeriod, SaferInfo, SaferLimitKind, SaferSession } from "@lottery/contract";
import { queryClient } from "../../../lib/query-client.ts";
import { post, request } from "../../../lib/request.ts";
import { useSession } from "../../../lib/session.ts";

/** Every query of this feature sits under this key. */
export const saferKey = ["safer"] as const;

/** GET saferPlay/Info (T): the player's limits with usage and the running break. */
export function useSaferInfo() {
  const mid = useSession((s) => s.userInfo?.Mid);
  return useQuery({
    queryKey: [...saferKey, "info", mid],
    queryFn: () => request<SaferInfo>("saferPlay/Info"),
    enabled: mid !== undefined,
  });
}

async function changed(answer: Promise<SaferInfo>): Promise<SaferInfo> {
  const info = await answer;
  queryClient.setQueriesData({ queryKey: [...saferKey, "info"] }, info);
  return info;
}

/** POST saferPlay/SetLimit (T): `value` in yuan or minutes; "" = no limit. */
export const setSaferLimit = (kind: SaferLimitKind, value: string) =>
  changed(post<SaferInfo>("saferPlay/SetLimit", { kind, value }));

/** POST saferPlay/ConfirmLimit (T): a pending higher limit, 24 h after it was asked for. */
export const confirmSaferLimit = (kind: SaferLimitKind) =>
  changed(post<SaferInfo>("saferPlay/ConfirmLimit", { kind }));

/** POST saferPlay/TakeBreak (T): a time-out or self-exclusion, at once. */
export const takeSaferBreak = (period: SaferBreakPeriod) =>
  changed(post<SaferInfo>("saferPlay/TakeBreak", { period }));

/** GET saferPlay/Session (T): the reality check's figures. */
export const fetchSaferSession = () => request<SaferSession>("saferPlay/Session");
