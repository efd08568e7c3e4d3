import type { FastifyInstance } from "fastify";
import { fingerprintParams, pagingParams, setProfileParams } from "@lottery/contract";
import type { Deps } from "../deps.ts";
import { noParams, playerRoute } from "../http/player-route.ts";
import { attributeDevice, friendsOf } from "./agents.ts";
import { claimOfflineReward, heartbeat } from "./presence-service.ts";
import { avatarOptions, setAvatar } from "./profile.ts";

/** User-centre calls: avatars, invited friends, promotion attribution, heartbeat and offline reward. */
export function centerRoutes(app: FastifyInstance, deps: Deps): void {
  const db = deps.db;

  playerRoute(app, deps, {
    method: "GET",
    path: "/UserCenter/QueryProfileList",
    summary: "The built-in avatars and the one in use",
    tag: "account",
    params: noParams,
    auth: "required",
    handler: async ({ player }) => avatarOptions(player.user),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/UserCenter/SetProfile",
    summary: "Use one of the built-in avatars",
    tag: "account",
    params: setProfileParams,
    auth: "required",
    handler: ({ player, params }) => setAvatar(db, player.user, params.profileId),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/UserCenter/QueryFriend",
    summary: "Players who registered through this player's promotion link (paged), and the link",
    tag: "account",
    params: pagingParams,
    auth: "required",
    handler: ({ player, params }) => friendsOf(db, player.user, params),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/SystemConfig/GetFingerprintParam",
    summary: "Records the promotion a device arrived through (agentId/agentNo) and answers it, or null",
    tag: "system",
    params: fingerprintParams,
    auth: "optional",
    handler: ({ params }) => attributeDevice(db, params, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/Account/Heartbeat",
    summary: "Every 60 s while visible: server time, today's counters, claimable offline minutes",
    tag: "account",
    params: noParams,
    auth: "required",
    handler: ({ player }) => heartbeat(db, player.user.id, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/Account/OfflineReward",
    summary: "Claim growth points for the pending offline minutes (10 per hour, at most 8 hours), once",
    tag: "account",
    params: noParams,
    auth: "required",
    handler: ({ player }) => claimOfflineReward(db, player.user.id),
  });
}
