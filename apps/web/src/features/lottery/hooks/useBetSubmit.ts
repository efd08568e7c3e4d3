import { useMutation } from "@tanstack/react-query";
import type { BetSzcModels } from "@lottery/contract";
import { userInfoKey } from "../../../lib/api/user-info.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { useRequestId } from "../../../lib/request-id.ts";
import { placeNumberBet } from "../api/bet.ts";

/**
 * Submits a bet through bet_szc. The requestId is kept for the same payload until the server answers
 * (lib/request-id.ts), so a retry after a lost answer is charged at most once. A placed bet refreshes
 * the balance. Refusals are toasted by the request layer.
 */
export function useBetSubmit(onPlaced: (models: BetSzcModels) => void) {
  const send = useRequestId();
  const mutation = useMutation({
    mutationFn: (params: Record<string, string | number>) =>
      send(JSON.stringify(params), (requestId) => placeNumberBet(params, requestId)),
    onSuccess: (models) => {
      void queryClient.invalidateQueries({ queryKey: userInfoKey });
      onPlaced(models);
    },
  });
  return {
    submit: (params: Record<string, string | number>) => mutation.mutate(params),
    pending: mutation.isPending,
  };
}
