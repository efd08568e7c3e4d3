import type { JobTick } from "./leader.ts";
import { accrueSettledOrders } from "../loyalty/accrual.ts";

/** Growth and points of settled orders, counted once each (loyalty/accrual.ts). */
export const loyaltyJob: JobTick = {
  name: "loyalty",
  run: (deps, now) => accrueSettledOrders(deps.db, now),
};
