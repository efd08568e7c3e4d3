import type { FastifyInstance } from "fastify";
import { claimPromotionParams, promotionRecordsParams } from "@lottery/contract";
import type { Deps } from "../deps.ts";
import { noParams, playerRoute } from "../http/player-route.ts";
import { claimPromotion } from "./claim.ts";
import { promotionList, promotionRecords } from "./player-list.ts";

/** The discount centre's player calls: promotions with the player's standing, claims, claim records. */
export function promotionRoutes(app: FastifyInstance, deps: Deps): void {
  const db = deps.db;

  playerRoute(app, deps, {
    method: "GET",
    path: "/Activity/PromotionList",
    summary:
      "The enabled promotions in display order with the player's state (claimable, claimed, notEligible " +
      "with a reason, ended) and what they pay: the first-recharge bonus amount, or a red packet's range (yuan)",
    tag: "promotions",
    params: noParams,
    auth: "required",
    handler: ({ player }) => promotionList(db, player.user.id, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/Activity/ClaimPromotion",
    summary:
      "Claim promotion `id`: pays the bonus to cash and adds its turnover requirement, once per period " +
      "(a red packet once per China day); a repeat of `requestId` answers the first claim",
    tag: "promotions",
    params: claimPromotionParams,
    auth: "required",
    perPlayerPerMinute: deps.config.claimRateLimitPerMin,
    perMinute: deps.config.claimIpRateLimitPerMin,
    handler: ({ player, params }) => claimPromotion(db, player.user.id, params, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/Activity/PromotionRecords",
    summary: "The player's own promotion claims, newest first (title, amount in yuan, time)",
    tag: "promotions",
    params: promotionRecordsParams,
    auth: "required",
    handler: ({ player, params }) => promotionRecords(db, player.user.id, params),
  });
}
