import type { FastifyInstance } from "fastify";
import {
  bindEmailParams,
  bindPhoneParams,
  changePasswordParams,
  modifyInfoParams,
  pagingParams,
  realNameParams,
  setNameParams,
  setWithdrawPasswordParams,
} from "@lottery/contract";
import type { Deps } from "../deps.ts";
import { noParams, playerRoute } from "../http/player-route.ts";
import { changePassword, setWithdrawPassword } from "./credentials.ts";
import { loginHistoryOf } from "./login-history.ts";
import { bindEmail, bindPhone, modifyInfo, profileOf, setNickName, verifyRealName } from "./profile.ts";

/** The logged-in player's own profile, bindings, passwords, real name and login history. */
export function profileRoutes(app: FastifyInstance, deps: Deps): void {
  const db = deps.db;
  const tag = "account";
  const secretLimit = deps.config.authRateLimitPerMin;

  playerRoute(app, deps, {
    method: "GET",
    path: "/account/profile",
    summary: "Everything the personal pages show; real name, ID, phone and e-mail masked",
    tag,
    params: noParams,
    auth: "required",
    handler: ({ player }) => profileOf(db, player.user),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/account/setname",
    summary: "Set the nickname (unique ignoring case)",
    tag,
    params: setNameParams,
    auth: "required",
    handler: ({ player, params }) => setNickName(db, player.user, params.nickName),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/account/modifyinfo",
    summary: "Gender, QQ and signature; an empty string clears a field",
    tag,
    params: modifyInfoParams,
    auth: "required",
    handler: ({ player, params }) => modifyInfo(db, player.user, params),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/account/changepwd",
    summary: "Change the login password; every other session ends",
    tag,
    params: changePasswordParams,
    auth: "required",
    perMinute: secretLimit,
    handler: ({ player, params }) => changePassword(db, player, params, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/account/setwithdrawpwd",
    summary: "Set the 6-digit withdrawal password (first by login password, then by the old one)",
    tag,
    params: setWithdrawPasswordParams,
    auth: "required",
    perMinute: secretLimit,
    handler: ({ player, params }) => setWithdrawPassword(db, player.user, params),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/account/bindphone",
    summary: "Bind (or change) the phone with its bind code",
    tag,
    params: bindPhoneParams,
    auth: "required",
    handler: ({ player, params }) => bindPhone(db, player.user, params, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/Account/QQMailBind",
    summary: "Bind (or change) the e-mail address with its bind code",
    tag,
    params: bindEmailParams,
    auth: "required",
    handler: ({ player, params }) => bindEmail(db, player.user, params, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/RealNameAuthor",
    summary: "Real-name verification, once: ID checksum and birth date checked, adults only",
    tag,
    params: realNameParams,
    auth: "required",
    perMinute: secretLimit,
    handler: ({ player, params }) => verifyRealName(db, player.user, params, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/account/loginhistory",
    summary: "The player's own login and registration attempts, newest first",
    tag,
    params: pagingParams,
    auth: "required",
    handler: ({ player, params }) => loginHistoryOf(db, player.user.id, params),
  });
}
