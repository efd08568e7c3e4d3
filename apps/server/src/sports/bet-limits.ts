import { z } from "zod";
import { fenToYuanText } from "@lottery/rules";
import type { Queryable } from "../db/queryable.ts";
import { readSetting } from "../system/settings-store.ts";
import { refuse } from "../domain/refusal.ts";

/** Operator risk limits of sports orders (fen): the largest stake of one order (limits-routes.ts). */
export const SPORTS_BET_LIMITS = {
  key: "sports.betLimits",
  schema: z.object({
    maxOrderStakeFen: z.number().int().min(200).default(20_000_000),
  }),
};

/** Refuses an order whose stake is above the operator's per-order maximum. */
export async function assertSportsStakeAllowed(q: Queryable, amountFen: number): Promise<void> {
  const limits = await readSetting(q, SPORTS_BET_LIMITS);
  if (amountFen > limits.maxOrderStakeFen)
    throw refuse("sportsBets.stakeTooLarge", fenToYuanText(limits.maxOrderStakeFen));
}
