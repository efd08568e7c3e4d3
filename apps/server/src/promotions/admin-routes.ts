import type { FastifyInstance } from "fastify";
import { adminRoute } from "../admin/admin-route.ts";
import type { Deps } from "../deps.ts";
import { noParams } from "../http/player-route.ts";
import { promotionEnabledParams, promotionParams } from "./admin-schema.ts";
import { operatorPromotions, savePromotion, setPromotionEnabled } from "./store.ts";

/** One promotion as GET /promotions shows it, or null: the audit log's before and after. */
async function promotionState(db: Deps["db"], id: number | undefined) {
  if (id === undefined) return null;
  return (await operatorPromotions(db)).list.find((promotion) => promotion.id === id) ?? null;
}

/** Operator calls of the discount centre: list, create or replace, switch on and off. */
export function promotionAdminRoutes(app: FastifyInstance, deps: Deps): void {
  adminRoute(app, deps, {
    method: "GET",
    path: "/promotions",
    permission: "finance",
    summary: "Every promotion, enabled or not, in display order (money in yuan)",
    params: noParams,
    handler: () => operatorPromotions(deps.db),
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/promotions",
    permission: "finance",
    summary:
      "Create a promotion, or replace promotion `id` whole: kind first_recharge (percent, cap, minRecharge) " +
      "or red_packet (min, max), money in yuan; turnoverPercent is the wagering a bonus adds (1000 = 10×)",
    params: promotionParams,
    snapshot: (params) => promotionState(deps.db, params.id),
    handler: ({ params }) => savePromotion(deps.db, params, deps.clock()),
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/promotions/enabled",
    permission: "finance",
    summary: "Switch promotion `id` on or off (players neither see nor claim a disabled one)",
    params: promotionEnabledParams,
    snapshot: (params) => promotionState(deps.db, params.id),
    handler: ({ params }) => setPromotionEnabled(deps.db, params.id, params.enabled, deps.clock()),
  });
}
