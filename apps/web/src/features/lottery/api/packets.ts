import { useQuery } from "@tanstack/react-query";
import type { InventoryItem, Paged } from "@lottery/contract";
import { request } from "../../../lib/request.ts";
import { useSession } from "../../../lib/session.ts";

/** GET UserCenter/QueryInventory (T): the player's usable red packets (bet credit), for the confirmation page. */
export function useUsablePackets() {
  const mid = useSession((s) => (s.token ? s.userInfo?.Mid : undefined));
  return useQuery({
    queryKey: ["loyalty", "bag", mid, "usable-packets"],
    queryFn: async () => {
      const page = await request<Paged<InventoryItem>>("UserCenter/QueryInventory", {
        state: "usable",
        pageSize: 100,
      });
      return page.list.filter((item) => item.kind === "red_packet" && (item.remaining ?? 0) > 0);
    },
    enabled: mid !== undefined,
  });
}
