import { useQuery } from "@tanstack/react-query";
import type {
  GameTransferModels,
  Paged,
  TransferAllOutModels,
  TransferDirection,
  TransferRecord,
  TransferWalletsModels,
} from "@lottery/contract";
import { usePagedList } from "../../../lib/api/paged.ts";
import { userInfoKey } from "../../../lib/api/user-info.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { post, request } from "../../../lib/request.ts";
import { useSession } from "../../../lib/session.ts";

/** Every query of this feature sits under this key, so a transfer refreshes them all. */
export const transferKey = ["transfer"] as const;

/** GET Transfer/Wallets (T): the main wallet and each game wallet; asked only once permitted. */
export function useTransferWallets(permitted: boolean) {
  const mid = useSession((s) => s.userInfo?.Mid);
  return useQuery({
    queryKey: [...transferKey, "wallets", mid],
    queryFn: () => request<TransferWalletsModels>("Transfer/Wallets"),
    enabled: permitted && mid !== undefined,
  });
}

/** GET Transfer/Records (T): the player's transfers, newest first. */
export function useTransferRecords() {
  const mid = useSession((s) => s.userInfo?.Mid);
  return usePagedList<Paged<TransferRecord>>([...transferKey, "records", mid], "Transfer/Records");
}

/** After money moved: the wallets, the records and the player's balance are asked again. */
async function refreshAfterTransfer(): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: transferKey });
  void queryClient.invalidateQueries({ queryKey: userInfoKey });
}

/** POST Transfer/In or Transfer/Out (T). */
export async function gameTransfer(
  direction: TransferDirection,
  params: { company: string; amount: string; requestId: string },
): Promise<GameTransferModels> {
  try {
    return await post<GameTransferModels>(direction === "in" ? "Transfer/In" : "Transfer/Out", params);
  } finally {
    // A refused 转入 was reversed and a refused 转出 may have settled game wins: show the balances now.
    await refreshAfterTransfer();
  }
}

/** POST Transfer/AllOut (T): 一键回收. */
export async function recoverAll(requestId: string): Promise<TransferAllOutModels> {
  try {
    return await post<TransferAllOutModels>("Transfer/AllOut", { requestId });
  } finally {
    await refreshAfterTransfer();
  }
}
