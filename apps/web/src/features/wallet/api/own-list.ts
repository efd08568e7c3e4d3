import { useQuery } from "@tanstack/react-query";
import { accountChanged } from "../../../lib/api/account-state.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { post, request } from "../../../lib/request.ts";
import type { Params } from "../../../lib/request-params.ts";
import { useSession } from "../../../lib/session.ts";

/**
 * Bank cards and Alipay accounts work alike: a list of the player's own, and changes (bind, set
 * default, delete) the server answers with the updated list, which replaces the cached one.
 */
export function useOwnList<T>(key: readonly string[], path: string) {
  const token = useSession((s) => s.token);
  return useQuery({ queryKey: [...key, token], queryFn: () => request<T>(path), enabled: Boolean(token) });
}

/** A change call whose answer is the new list. */
export function listChange<P extends Params, T>(key: readonly string[], path: string) {
  return async (params: P): Promise<T> => {
    const list = await post<T>(path, params);
    queryClient.setQueriesData({ queryKey: key }, list);
    void accountChanged(); // the withdrawal page's payout accounts
    return list;
  };
}
