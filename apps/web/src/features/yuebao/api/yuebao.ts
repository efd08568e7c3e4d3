import { useQuery } from "@tanstack/react-query";
import type { Paged, YuEBaoInfo, YuEBaoRecord, YuEBaoTransferModels } from "@lottery/contract";
import { usePagedList } from "../../../lib/api/paged.ts";
import { userInfoKey } from "../../../lib/api/user-info.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { post, request } from "../../../lib/request.ts";
import { useSession } from "../../../lib/session.ts";

/** Every query of this feature sits under this key, so a transfer refreshes them all. */
export const yuebaoKey = ["yuebao"] as const;

/** GET YuEBao/Info (T): balances, rate and interest. */
export function useYuebaoInfo() {
  const mid = useSession((s) => s.userInfo?.Mid);
  return useQuery({
    queryKey: [...yuebaoKey, "info", mid],
    queryFn: () => request<YuEBaoInfo>("YuEBao/Info"),
    enabled: mid !== undefined,
  });
}

/** GET YuEBao/Records (T): the 余额宝's movements, newest first. */
export function useYuebaoRecords() {
  const mid = useSession((s) => s.userInfo?.Mid);
  return usePagedList<Paged<YuEBaoRecord>>([...yuebaoKey, "records", mid], "YuEBao/Records");
}

export type YuebaoDirection = "in" | "out";

/**
 * POST YuEBao/TransferIn or TransferOut (T): moves `amount` yuan and refreshes the 余额宝 and the
 * player's balance.
 */
export async function moveYuebao(
  direction: YuebaoDirection,
  params: { amount: string; requestId: string },
): Promise<YuEBaoTransferModels> {
  const answer = await post<YuEBaoTransferModels>(
    direction === "in" ? "YuEBao/TransferIn" : "YuEBao/TransferOut",
    params,
  );
  await queryClient.invalidateQueries({ queryKey: yuebaoKey });
  void queryClient.invalidateQueries({ queryKey: userInfoKey });
  return answer;
}
