import type { OrderRow } from "./tables.ts";

/** What a settled order pays out: its prize after tax (won), its stake back (cancelled), else 0. */
export function payableFen(order: Pick<OrderRow, "status" | "prizeFen" | "taxFen">): number {
  if (order.status === "won") return order.prizeFen - order.taxFen;
  return order.status === "cancelled" ? order.prizeFen : 0;
}
