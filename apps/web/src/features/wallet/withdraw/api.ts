import { useMutation, useQuery } from "@tanstack/react-query";
import type {
  Paged,
  WithdrawalRecord,
  WithdrawModels,
  WithdrawParams,
  WithdrawSummary,
} from "@lottery/contract";
import { usePagedList } from "../../../lib/api/paged.ts";
import { ACCOUNT_SCOPE } from "../../../lib/api/account-state.ts";
import { userInfoKey } from "../../../lib/api/user-info.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { post, request } from "../../../lib/request.ts";
import { useSession } from "../../../lib/session.ts";

/** Account-scoped: a real name, withdrawal password or payout account set elsewhere refetches it. */
export const withdrawSummaryKey = [ACCOUNT_SCOPE, "withdraw-summary"] as const;
export const withdrawRecordsKey = ["wallet", "withdrawals"] as const;

/** GET Fund/withdrawToFillmoney: balances, turnover, limits and payout accounts (read-only). */
export function useWithdrawSummary() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: [...withdrawSummaryKey, token],
    queryFn: () => request<WithdrawSummary>("Fund/withdrawToFillmoney"),
    enabled: Boolean(token),
  });
}

/**
 * POST fund/withdraw. On success the balance moved: the profile (userinfo), the summary and the
 * withdrawal records are refetched.
 */
export async function submitWithdrawal(params: WithdrawParams): Promise<WithdrawModels> {
  const answer = await post<WithdrawModels>("fund/withdraw", { ...params });
  for (const queryKey of [userInfoKey, withdrawSummaryKey, withdrawRecordsKey])
    void queryClient.invalidateQueries({ queryKey });
  return answer;
}

export const useSubmitWithdrawal = () => useMutation({ mutationFn: submitWithdrawal });

/** GET fund/out: the player's withdrawals, newest first, page by page. */
export function useWithdrawalRecords() {
  const token = useSession((s) => s.token);
  return usePagedList<Paged<WithdrawalRecord>>([...withdrawRecordsKey, token], "fund/out");
}
