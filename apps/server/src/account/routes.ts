import type { FastifyInstance } from "fastify";
import { loginParams, registerParams } from "@lottery/contract";
import type { Deps } from "../deps.ts";
import { noParams, playerRoute } from "../http/player-route.ts";
import { chinaTimeIso } from "../http/time.ts";
import { login, register, userInfoOf } from "./service.ts";
import { revokeSession } from "./sessions.ts";

/** Registration, login, logout, profile and heartbeat (API.md §3). */
export function accountRoutes(app: FastifyInstance, deps: Deps): void {
  const authLimit = deps.config.authRateLimitPerMin;
  for (const path of ["/account/webregist", "/account/postwebregist"]) {
    playerRoute(app, deps, {
      method: "POST",
      path,
      summary: "Register a player and log in",
      tag: "account",
      params: registerParams,
      auth: "none",
      perMinute: authLimit,
      handler: ({ params, clientType }) => register(deps, params, clientType),
    });
  }

  playerRoute(app, deps, {
    method: "POST",
    path: "/account/weblogin",
    summary: "Log in with user name and password",
    tag: "account",
    params: loginParams,
    auth: "none",
    perMinute: authLimit,
    handler: ({ params, clientType }) => login(deps, params, clientType),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/account/logout",
    summary: "Revoke the current token",
    tag: "account",
    params: noParams,
    auth: "required",
    handler: async ({ player }) => {
      await revokeSession(deps.db, player.sessionId);
      return null;
    },
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/account/userinfo",
    summary: "The logged-in player's profile and balance",
    tag: "account",
    params: noParams,
    auth: "required",
    handler: async ({ player }) => userInfoOf(deps.db, player.user),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/Account/Heartbeat",
    summary: "Keeps the session alive and tells the server time",
    tag: "account",
    params: noParams,
    auth: "required",
    handler: async () => ({ serverTime: chinaTimeIso(new Date()) }),
  });
}
