import { Dialog } from "antd-mobile";
import { useMutation } from "@tanstack/react-query";
import type { StoreProduct } from "@lottery/contract";
import { queryClient } from "../../../lib/query-client.ts";
import { useRequestId } from "../../../lib/request-id.ts";
import { showToast } from "../../../lib/toast.ts";
import { loyaltyMessages } from "../../../messages/loyalty.ts";
import { buyProduct, loyaltyKey } from "../api/loyalty.ts";

/**
 * Exchanges points for a product after a confirmation. The requestId survives an unanswered attempt
 * (lib/request-id.ts), so a retry never buys twice.
 */
export function useBuy() {
  const send = useRequestId();
  const mutation = useMutation({
    mutationFn: (product: StoreProduct) =>
      send(String(product.id), (requestId) => buyProduct(product.id, requestId)),
    onSuccess: () => showToast(loyaltyMessages.loyaltyExchangeDone),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: loyaltyKey }),
  });
  return {
    buy: async (product: StoreProduct) => {
      if (
        await Dialog.confirm({ content: loyaltyMessages.loyaltyExchangeConfirm(product.name, product.price) })
      )
        mutation.mutate(product);
    },
    buyingId: mutation.isPending ? mutation.variables.id : null,
  };
}
