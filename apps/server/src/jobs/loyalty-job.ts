import type { JobTick } from "./leader.ts";
import { accrueSettledOrders } from "../loyalty/accrual.ts";
import { expirePoints } from "../loyalty/expiry.ts";
import { expirePackets } from "../loyalty/inventory.ts";
import { payBirthdayPackets } from "../loyalty/birthday.ts";

/**
 * Growth and points of settled orders, counted once each (loyalty/accrual.ts, for at most
 * ACCRUAL_BUDGET_MS a loop); expired red packets; the
 * yearly points expiry; birthday packets (once a year per player, loyalty/birthday.ts).
 */
/** The accrual's share of one job loop (the rest waits for the next second, behind the draws). */
export const ACCRUAL_BUDGET_MS = 250;

export const loyaltyJob: JobTick = {
  name: "loyalty",
  run: async (deps, now) => ({
    accrued: await accrueSettledOrders(deps.db, now, ACCRUAL_BUDGET_MS),
    expired: await expirePackets(deps.db, now),
    pointsExpired: await expirePoints(deps.db, now),
    birthdayPackets: await payBirthdayPackets(deps.db, now),
  }),
};
