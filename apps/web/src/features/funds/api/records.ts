import { useQuery } from "@tanstack/react-query";
import type { FundAccount, FundRecord, Paged, RechargeRecord } from "@lottery/contract";
import { usePagedList } from "../../../lib/api/paged.ts";
import { request } from "../../../lib/request.ts";
import { useServerNow } from "../../../lib/server-clock.ts";
import { useSession } from "../../../lib/session.ts";
import type { DateRange } from "../logic/date-range.ts";
import { fundListFilters, type FundTypeFilter } from "../logic/fund-kinds.ts";
import { LOOKUP_PAGE_SIZE, orderOutcome, pollDelay } from "../logic/order-outcome.ts";

/** Every list of this feature sits under this key, so a paid order refreshes them all. */
export const fundsRecordsKey = ["funds", "records"] as const;

/**
 * GET fund/list (T): one request per balance (cash, or 红包 credit), type and range; the dates are China
 * dates, both inclusive, ending on the server's today (not the phone's, which may be another day).
 */
export function useFundList(type: FundTypeFilter, range: DateRange, account: FundAccount = "cash") {
  const mid = useSession((s) => s.userInfo?.Mid);
  const nowMs = useServerNow();
  const filters = fundListFilters(type, range, nowMs ?? Date.now(), account);
  return usePagedList<Paged<FundRecord>>(
    [...fundsRecordsKey, "list", mid, account, filters.type, filters.startDate, filters.endDate],
    "fund/list",
    filters,
    nowMs !== null,
  );
}

/** GET fund/in (T): the player's recharge orders, newest first. */
export function useRechargeRecords() {
  const mid = useSession((s) => s.userInfo?.Mid);
  return usePagedList<Paged<RechargeRecord>>([...fundsRecordsKey, "in", mid], "fund/in");
}

/**
 * The order `orderNo` among the newest recharge orders, asked again every 2 s while it is unpaid
 * and `pollingOver` is false. Polls are silent: a failed one is simply tried again.
 */
export function useRechargeOrderLookup(orderNo: string, pollingOver: boolean) {
  const mid = useSession((s) => s.userInfo?.Mid);
  return useQuery({
    queryKey: [...fundsRecordsKey, "lookup", mid, orderNo],
    queryFn: async () =>
      (
        await request<Paged<RechargeRecord>>(
          "fund/in",
          { pageIndex: 1, pageSize: LOOKUP_PAGE_SIZE },
          { silent: true },
        )
      ).list,
    refetchInterval: (query) => pollDelay(orderOutcome(query.state.data, orderNo, pollingOver)),
  });
}
