import type { FastifyInstance } from "fastify";
import { fundListParams, rechargeParams, rechargeRecordParams } from "@lottery/contract";
import type { Deps } from "../deps.ts";
import { noParams, playerRoute } from "../http/player-route.ts";
import { fundRecords } from "./fund-records.ts";
import { paymentRoutes } from "./payment/routes.ts";
import { playerChannels } from "./recharge/channels.ts";
import { createRecharge, rechargeRecords } from "./recharge/orders.ts";

/** The player's wallet calls (recharge, recharge and fund records) and the payment providers' calls. */
export function walletRoutes(app: FastifyInstance, deps: Deps): void {
  const db = deps.db;
  const providers = deps.paymentProviders;

  playerRoute(app, deps, {
    method: "GET",
    path: "/Fund/RechargeChannels",
    summary: "The recharge channels a player may use, in display order (limits and quick amounts in yuan)",
    tag: "wallet",
    params: noParams,
    auth: "required",
    handler: () => playerChannels(db, providers),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/fund/recharge",
    adultsOnly: true,
    summary:
      "Open a pending recharge order (amount in yuan within the channel's limits) and answer its payUrl; " +
      "the balance is credited when the payment provider confirms it",
    tag: "wallet",
    params: rechargeParams,
    auth: "required",
    perPlayerPerMinute: deps.config.rechargeRateLimitPerMin,
    perMinute: deps.config.rechargeIpRateLimitPerMin,
    handler: ({ player, params }) => createRecharge(db, providers, player.user.id, params, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/fund/in",
    summary:
      "The player's recharge orders, newest first; a pending order older than 30 minutes reads as expired " +
      "(a payment confirmed later still credits it); filters: status, startDate/endDate (China dates)",
    tag: "wallet",
    params: rechargeRecordParams,
    auth: "required",
    handler: ({ player, params }) => rechargeRecords(db, player.user.id, params, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/fund/list",
    summary:
      "Movements of the player's cash balance, newest first (signed amount and balance after, yuan); " +
      "filters: type (journal kind), startDate/endDate (China dates, inclusive, at most 92 days); " +
      "account=credit lists the red-packet bet credit instead (红包入账/投注/退回/过期), apart from cash",
    tag: "wallet",
    params: fundListParams,
    auth: "required",
    handler: ({ player, params }) => fundRecords(db, player.user.id, params),
  });

  paymentRoutes(app, deps, providers);
}
