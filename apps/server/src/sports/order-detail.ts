import type { Db } from "../db/client.ts";
import type { OrderRow } from "../orders/tables.ts";

/** The sports part of order/detail: each leg with its match, options, SP, result and hit (sports bets work). */
export async function sportsOrderDetail(_db: Db, _order: OrderRow): Promise<unknown> {
  throw new Error("sportsOrderDetail is not written yet");
}
