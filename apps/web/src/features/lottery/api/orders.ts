import { useQuery } from "@tanstack/react-query";
import type { ChaseDetail, OrderDetail, OrderRecord, OrderStatus, Paged } from "@lottery/contract";
import { usePagedList } from "../../../lib/api/paged.ts";
import { post, request } from "../../../lib/request.ts";
import { useSession } from "../../../lib/session.ts";

/** Every bet-record query sits under this key, so a cancelled chase refreshes them all. */
export const orderRecordsKey = ["lottery", "orders"] as const;

/** GET order/list (T): the player's orders, newest first; `status`/`gameCode` "" means all. */
export function useOrderList(status: OrderStatus | "", gameCode: string, chase = false) {
  const mid = useSession((s) => s.userInfo?.Mid);
  const filters = {
    status: status || undefined,
    gameCode: gameCode || undefined,
    chase: chase ? "1" : undefined,
  };
  return usePagedList<Paged<OrderRecord>>(
    [...orderRecordsKey, "list", mid, status, gameCode, chase],
    "order/list",
    filters,
  );
}

/**
 * GET order/list (T), quietly: the player's newest orders of one game (the first 100), for what a
 * game page tells about the issue just drawn.
 */
export function fetchGameOrders(gameCode: string): Promise<Paged<OrderRecord>> {
  return request<Paged<OrderRecord>>(
    "order/list",
    { gameCode, pageIndex: 1, pageSize: 100 },
    { silent: true },
  );
}

/** GET order/detail (T): one order with its tickets, hits, prize and chase; sports orders their legs. */
export function useOrderDetail(orderId: string) {
  const mid = useSession((s) => s.userInfo?.Mid);
  return useQuery({
    queryKey: [...orderRecordsKey, "detail", mid, orderId],
    queryFn: () => request<OrderDetail>("order/detail", { orderId }),
    enabled: orderId !== "",
  });
}

/** Query key of one chase's detail. */
export const chaseKey = (mid: number | undefined, chaseId: string | null) =>
  [...orderRecordsKey, "chase", mid, chaseId] as const;

/** GET Order/ChaseDetail (T): a chase's issues, amounts and status; idle while `chaseId` is null. */
export function useChaseDetail(chaseId: string | null) {
  const mid = useSession((s) => s.userInfo?.Mid);
  return useQuery({
    queryKey: chaseKey(mid, chaseId),
    queryFn: () => request<ChaseDetail>("Order/ChaseDetail", { chaseId: chaseId ?? "" }),
    enabled: chaseId !== null,
  });
}

/** POST Order/CancelChase (T): stops a running chase; unplaced issues go back to cash. Answers the chase. */
export function cancelChase(chaseId: string): Promise<ChaseDetail> {
  return post<ChaseDetail>("Order/CancelChase", { chaseId });
}
