import type { RechargeRecord } from "@lottery/contract";

/** fund/in is asked again this often while a returned order is still unpaid… */
export const POLL_INTERVAL_MS = 2_000;
/** …for this long; after that the player refreshes by hand. */
export const POLL_LIMIT_MS = 60_000;
/** The returned order is looked for among this many newest orders. */
export const LOOKUP_PAGE_SIZE = 50;

/** What the recharge page shows for the order the cashier page sent the player back with. */
export type OrderOutcome =
  | { kind: "loading" }
  /** Unpaid and still being polled. */
  | { kind: "waiting"; order: RechargeRecord }
  /** Unpaid after polling ended: 刷新 asks again. */
  | { kind: "pending"; order: RechargeRecord }
  | { kind: "paid"; order: RechargeRecord }
  | { kind: "expired"; order: RechargeRecord }
  /** Closed by the provider: the player cancelled at its cashier, or the payment failed. */
  | { kind: "cancelled" | "failed"; order: RechargeRecord }
  /** Not among the player's newest orders. */
  | { kind: "missing" };

export function orderOutcome(
  orders: readonly RechargeRecord[] | undefined,
  orderNo: string,
  pollingOver: boolean,
): OrderOutcome {
  if (!orders) return { kind: "loading" };
  const order = orders.find((row) => row.orderNo === orderNo);
  if (!order) return { kind: "missing" };
  if (order.status === "pending") return { kind: pollingOver ? "pending" : "waiting", order };
  return { kind: order.status, order };
}

/** The refetch interval for an outcome: poll only while waiting. */
export function pollDelay(outcome: OrderOutcome): number | false {
  return outcome.kind === "waiting" ? POLL_INTERVAL_MS : false;
}
