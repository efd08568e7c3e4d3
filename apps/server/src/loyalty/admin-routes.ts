import type { FastifyInstance } from "fastify";
import { adminRoute } from "../admin/admin-route.ts";
import type { Deps } from "../deps.ts";
import { noParams } from "../http/player-route.ts";
import { grantLoyalty, operatorProducts, playerLoyalty, saveProduct } from "./admin.ts";
import { grantParams, playerLoyaltyParams, productParams } from "./admin-schema.ts";
import { loyaltySettings, loyaltySettingsSchema, saveLoyaltySettings } from "./settings.ts";

/** Operator calls of the loyalty programme: settings, store products, grants, a player's loyalty ledger. */
export function loyaltyAdminRoutes(app: FastifyInstance, deps: Deps): void {
  const db = deps.db;

  adminRoute(app, deps, {
    method: "GET",
    path: "/loyalty/settings",
    permission: "finance",
    summary: "Level thresholds and privileges, growth and points rules, check-in rewards, store limits",
    params: noParams,
    handler: () => loyaltySettings(db),
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/loyalty/settings",
    permission: "finance",
    summary:
      "Replace the loyalty settings whole: levels (thresholds rising from 0, privileges), earning caps, " +
      "check-in points, streak rewards and make-ups per month, store limit and points expiry (MM-DD)",
    params: loyaltySettingsSchema,
    snapshot: () => loyaltySettings(db),
    handler: async ({ params }) => {
      await saveLoyaltySettings(db, params);
      return loyaltySettings(db);
    },
  });

  adminRoute(app, deps, {
    method: "GET",
    path: "/loyalty/products",
    permission: "finance",
    summary: "Every store product, enabled or not, in display order (red-packet value in yuan)",
    params: noParams,
    handler: () => operatorProducts(db),
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/loyalty/products",
    permission: "finance",
    summary: "Create a store product, or replace product `id` whole (price in points, daily stock)",
    params: productParams,
    snapshot: async (params) =>
      (await operatorProducts(db)).list.find((product) => product.id === params.id) ?? null,
    handler: ({ params }) => saveProduct(db, params),
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/loyalty/grant",
    permission: "finance",
    summary:
      "Grant a player points (±, never below zero), growth, a red packet (whole yuan) or a make-up card, " +
      "exactly once per `requestId`, with a reason",
    params: grantParams,
    target: (params) => `player:${params.userId}`,
    handler: ({ params }) => grantLoyalty(db, params, deps.clock()),
  });

  adminRoute(app, deps, {
    method: "GET",
    path: "/loyalty/player",
    permission: "players.read",
    summary:
      "A player's loyalty ledger: level, growth, points, credit, growth, points and red-packet credit records, bag",
    params: playerLoyaltyParams,
    handler: ({ params }) => playerLoyalty(db, params.userId, deps.clock()),
  });
}
