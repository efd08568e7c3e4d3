import type { FastifyInstance } from "fastify";
import {
  loginParams,
  phoneLoginParams,
  registerParams,
  resetPasswordParams,
  sendCodeParams,
} from "@lottery/contract";
import type { Deps } from "../deps.ts";
import { noParams, playerRoute, type PlayerCallContext } from "../http/player-route.ts";
import { sendCode } from "./codes/send-code.ts";
import { resetPassword } from "./credentials.ts";
import type { AttemptContext } from "./login-history.ts";
import { profileRoutes } from "./profile-routes.ts";
import { centerRoutes } from "./center-routes.ts";
import { login, phoneLogin, register, userInfoOf } from "./service.ts";
import { revokeSession } from "./sessions.ts";

/** Where a login attempt comes from, at the clock's time. */
function attemptOf(ctx: PlayerCallContext<unknown, "none">): AttemptContext {
  return { ip: ctx.request.ip, clientType: ctx.clientType, now: ctx.deps.clock() };
}

/** Registration, logins, codes, password reset, logout and userinfo; then the profile and centre calls. */
export function accountRoutes(app: FastifyInstance, deps: Deps): void {
  const authLimit = deps.config.authRateLimitPerMin;
  for (const path of ["/account/webregist", "/account/postwebregist"]) {
    playerRoute(app, deps, {
      method: "POST",
      path,
      summary: "Register a player (optionally through an inviter's agentNo/agentId) and log in",
      tag: "account",
      params: registerParams,
      auth: "none",
      perMinute: authLimit,
      handler: (ctx) => register(deps, ctx.params, attemptOf(ctx)),
    });
  }

  playerRoute(app, deps, {
    method: "POST",
    path: "/account/weblogin",
    summary: "Log in with user name and password (5 wrong in 15 min lock the account for 15 min)",
    tag: "account",
    params: loginParams,
    auth: "none",
    perMinute: authLimit,
    handler: (ctx) => login(deps, ctx.params, attemptOf(ctx)),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/account/sendcode",
    summary: "Send a 6-digit code (300 s, single use); the answer never tells whether an account matched",
    tag: "account",
    params: sendCodeParams,
    auth: "optional",
    perMinute: deps.config.codeRateLimitPerMin,
    handler: ({ params, player }) => sendCode(deps, params, player, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/account/phonelogin",
    summary: "Log in with a bound phone and its login code",
    tag: "account",
    params: phoneLoginParams,
    auth: "none",
    perMinute: authLimit,
    handler: (ctx) => phoneLogin(deps, ctx.params, attemptOf(ctx)),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/account/resetpwd",
    summary: "Set a new password with the reset code; ends every session and lifts a lockout",
    tag: "account",
    params: resetPasswordParams,
    auth: "none",
    perMinute: authLimit,
    handler: ({ params }) => resetPassword(deps.db, params, deps.clock()),
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

  profileRoutes(app, deps);
  centerRoutes(app, deps);
}
