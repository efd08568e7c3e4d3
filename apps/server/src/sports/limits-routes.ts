import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { fenToYuan, yuanToFen } from "@lottery/rules";
import { yuanAmountSchema } from "@lottery/contract";
import { adminRoute } from "../admin/admin-route.ts";
import type { Deps } from "../deps.ts";
import { readSetting, writeSetting } from "../system/settings-store.ts";
import { SPORTS_BET_LIMITS } from "./bet-limits.ts";

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
