import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import type { PlayerPromotion } from "@lottery/contract";
import { userInfoKey } from "../../../lib/api/user-info.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { useRequestId } from "../../../lib/request-id.ts";
import { bonusKey, claimPromotion } from "../api/promotions.ts";

/** A paid claim: the promotion, the amount won and the cash balance after it (yuan). */
export interface ClaimResult {
  promotion: PlayerPromotion;
  amount: number;
  balance: number;
}

/**
 * Claims a promotion. Its requestId is kept until the server answers (lib/request-id.ts), so a
 * retry after a network failure repeats the same request and the server pays at most once. A paid
 * claim refreshes the balance (userinfo) at once and is kept in `result` for the reveal; the list
 * refreshes when the reveal is dismissed (so the card does not give the amount away behind it), or
 * at once after a refusal.
 */
export function useClaim() {
  const send = useRequestId();
  const [result, setResult] = useState<ClaimResult | null>(null);
  const mutation = useMutation({
    mutationFn: (promotion: PlayerPromotion) =>
      send(String(promotion.id), (requestId) => claimPromotion({ id: promotion.id, requestId })),
    onSuccess: (models, promotion) => {
      setResult({ promotion, ...models });
      void queryClient.invalidateQueries({ queryKey: userInfoKey });
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: bonusKey });
    },
  });
  return {
    claim: (promotion: PlayerPromotion) => mutation.mutate(promotion),
    claimingId: mutation.isPending ? mutation.variables.id : null,
    result,
    dismiss: () => {
      setResult(null);
      void queryClient.invalidateQueries({ queryKey: bonusKey });
    },
  };
}
