import type { JobTick } from "./leader.ts";
import { accrueSettledOrders } from "../loyalty/accrual.ts";
import { expirePoints } from "../loyalty/expiry.ts";
import { expirePackets } from "../loyalty/inventory.ts";
import { payBirthdayPackets } from "../loyalty/birthday.ts";

/**
 * Growth and points of settled orders, counted once each (loyalty/accrual.ts); expired red packets; the
 * yearly points expiry; birthday packets (once a year per player, loyalty/birthday.ts).
 */
export const loyaltyJob: JobTick = {
  name: "loyalty",
  run: async (deps, now) => ({
    accrued: await accrueSettledOrders(deps.db, now),
    expired: await expirePackets(deps.db, now),
    pointsExpired: await expirePoints(deps.db, now),
    birthdayPackets: await payBirthdayPackets(deps.db, now),
  }),
};
