import { useEffect, useState } from "react";
import { userInfoKey } from "../../../lib/api/user-info.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { fundsRecordsKey, useRechargeOrderLookup } from "../api/records.ts";
import { orderOutcome, POLL_LIMIT_MS } from "../logic/order-outcome.ts";

/**
 * The outcome of the order the cashier page returned with: polled for up to a minute while unpaid;
 * `refresh` asks again and polls for another minute. Once it reads paid, the balance and the
 * record lists are refreshed.
 */
export function useOrderOutcome(orderNo: string) {
  const [round, setRound] = useState(0);
  const [pollingOver, setPollingOver] = useState(false);
  const lookup = useRechargeOrderLookup(orderNo, pollingOver);
  const outcome = orderOutcome(lookup.data, orderNo, pollingOver);

  useEffect(() => {
    setPollingOver(false);
    const timer = setTimeout(() => setPollingOver(true), POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [round]);

  const paid = outcome.kind === "paid";
  useEffect(() => {
    if (!paid) return;
    void queryClient.invalidateQueries({ queryKey: userInfoKey });
    void queryClient.invalidateQueries({ queryKey: fundsRecordsKey });
  }, [paid]);

  const refresh = () => {
    setRound((n) => n + 1);
    void lookup.refetch();
  };

  return { outcome, failed: lookup.status === "error", refresh };
}
