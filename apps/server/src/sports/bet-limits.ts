import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { fenToYuan, fenToYuanText, yuanToFen } from "@lottery/rules";
import { yuanAmountSchema } from "@lottery/contract";
import { adminRoute } from "../admin/admin-route.ts";
import type { Deps } from "../deps.ts";
import type { Queryable } from "../db/queryable.ts";
import { readSetting, writeSetting } from "../system/settings-store.ts";
import { refuse } from "../domain/refusal.ts";

/** Operator risk limits of sports orders (fen): the largest stake of one order. */
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

const limitsParams = z.object({ maxOrderStake: yuanAmountSchema.optional() });

/** GET/POST /admin/api/sports/limits: the per-order maximum stake of sports orders (yuan). */
export function sportsBetAdminRoutes(app: FastifyInstance, deps: Deps): void {
  const answer = async () => ({
    maxOrderStake: fenToYuan((await readSetting(deps.db, SPORTS_BET_LIMITS)).maxOrderStakeFen),
  });
  adminRoute(app, deps, {
    method: "GET",
    path: "/sports/limits",
    permission: "risk",
    summary: "Sports risk limits: the largest stake of one sports order (yuan)",
    params: z.object({}),
    handler: answer,
  });
  adminRoute(app, deps, {
    method: "POST",
    path: "/sports/limits",
    permission: "risk",
    summary: "Sets the sports risk limits: `maxOrderStake` yuan per order (at least 2)",
    params: limitsParams,
    target: SPORTS_BET_LIMITS.key,
    snapshot: answer,
    handler: async ({ params }) => {
      const current = await readSetting(deps.db, SPORTS_BET_LIMITS);
      const fen = params.maxOrderStake === undefined ? null : yuanToFen(params.maxOrderStake);
      await writeSetting(deps.db, SPORTS_BET_LIMITS, {
        maxOrderStakeFen: Math.max(200, fen ?? current.maxOrderStakeFen),
      });
      return answer();
    },
  });
}
