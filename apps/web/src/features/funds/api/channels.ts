import { useQuery } from "@tanstack/react-query";
import type { RechargeChannel } from "@lottery/contract";
import { request } from "../../../lib/request.ts";
import { useSession } from "../../../lib/session.ts";

export const channelsKey = ["funds", "channels"] as const;

/** GET Fund/RechargeChannels (T): the enabled channels in display order, limits and presets in yuan. */
export function useRechargeChannels() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: [...channelsKey, token],
    queryFn: async () => (await request<{ list: RechargeChannel[] }>("Fund/RechargeChannels")).list,
    enabled: Boolean(token),
  });
}
