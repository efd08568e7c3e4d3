import type { FastifyInstance } from "fastify";
import { pushSubscribeParams, pushUnsubscribeParams, type PushKeyModels } from "@lottery/contract";
import type { Deps } from "../deps.ts";
import { noParams, playerRoute } from "../http/player-route.ts";
import { vapidKeys } from "./keys.ts";
import { subscribe, unsubscribe } from "./subscriptions.ts";

/** Subscription changes a player may make a minute (per IP). */
const CHANGES_PER_MIN = 20;

/** Web Push calls: the server's public key, and a player's browser subscriptions. */
export function pushRoutes(app: FastifyInstance, deps: Deps): void {
  const tag = "push";

  playerRoute(app, deps, {
    method: "GET",
    path: "/push/Key",
    summary: "The server's VAPID public key (base64url), for the browser's pushManager.subscribe",
    tag,
    params: noParams,
    auth: "none",
    handler: async (): Promise<PushKeyModels> => ({ publicKey: (await vapidKeys(deps)).publicKey }),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/push/Subscribe",
    summary:
      "Keeps this browser's push subscription (endpoint, p256dh, auth) for the player: prize notices " +
      "reach the phone; at most 5 browsers a player, newest kept. Answers how many the player has",
    tag,
    params: pushSubscribeParams,
    auth: "required",
    perMinute: CHANGES_PER_MIN,
    handler: ({ player, params }) =>
      subscribe(deps.db, player.user.id, params, deps.config.pushAllowLoopback),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/push/Unsubscribe",
    summary: "Forgets one of the player's push subscriptions. Answers how many the player has left",
    tag,
    params: pushUnsubscribeParams,
    auth: "required",
    perMinute: CHANGES_PER_MIN,
    handler: ({ player, params }) => unsubscribe(deps.db, player.user.id, params.endpoint),
  });
}
