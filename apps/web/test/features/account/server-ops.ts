import type { AuthModels, Profile, UserInfo } from "@lottery/contract";
import { newPlayer } from "@lottery/server/test/cards-fixtures.ts";
import { call, lastDevCode, type TestClock, type TestServer } from "@lottery/server/test/helpers.ts";
import { pushEndpointsOf } from "@lottery/server/test/push-fixtures.ts";

/** Test-only set-up of the account page tests, run in the real server's worker (test/real-server.ts). */

type Ctx = { server: TestServer; operator: string; clock: TestClock };

let ipSerial = 0;
/** A fresh client address, so set-up never meets the per-IP code limit the pages are under. */
const nextIp = () => `10.77.${(ipSerial += 1) >> 8}.${ipSerial & 255}`;

async function okCall<T>(
  ctx: Ctx,
  method: "GET" | "POST",
  path: string,
  params: Record<string, string>,
  token?: string,
) {
  const res = await call<T>(ctx.server.app, method, path, params, { token, ip: nextIp() });
  if (res.body.status !== 0 || res.body.models === null) throw new Error(`${path} failed: ${res.body.msg}`);
  return res.body.models;
}

/** A new player (cards-fixtures newPlayer: real-name verified as `realName`, withdrawal password set). */
export async function accountPlayer(
  ctx: Ctx,
  userName: string,
  options: { realName?: string; withdrawPassword?: boolean } = {},
): Promise<AuthModels> {
  const { token } = await newPlayer(ctx.server.app, userName, options);
  return { token, userInfo: await okCall<UserInfo>(ctx, "GET", "/api/account/userinfo", {}, token) };
}

/** Binds `phone` through the real flow (code from the dev sink), then lets the resend wait pass. */
export async function bindPhone(ctx: Ctx, token: string, phone: string): Promise<void> {
  await okCall(ctx, "POST", "/api/account/sendcode", { purpose: "bindPhone", target: phone }, token);
  const code = await lastDevCode(ctx.server.app, ctx.operator, phone);
  await okCall(ctx, "POST", "/api/account/bindphone", { phone, code: code ?? "" }, token);
  ctx.clock.advance(61_000);
}

/** The newest code the dev sink sent to `target`. */
export const lastCode = (ctx: Ctx, target: string) => lastDevCode(ctx.server.app, ctx.operator, target);

/** The player's profile as the server answers it. */
export const profileOf = (ctx: Ctx, token: string) =>
  okCall<Profile>(ctx, "GET", "/api/account/profile", {}, token);

/** Whether `userName` logs in with `password` (account/weblogin). */
export async function logsIn(ctx: Ctx, userName: string, password: string): Promise<boolean> {
  const res = await call(
    ctx.server.app,
    "POST",
    "/api/account/weblogin",
    { userName, password },
    { ip: nextIp() },
  );
  return res.body.status === 0;
}

/** The players `token` invited (UserCenter/QueryFriend): how many, and their masked names. */
export async function friendsOf(ctx: Ctx, token: string) {
  const models = await okCall<{ list: { UserName: string }[]; total: number }>(
    ctx,
    "GET",
    "/api/UserCenter/QueryFriend",
    {},
    token,
  );
  return { total: models.total, names: models.list.map((friend) => friend.UserName) };
}

/** The push endpoints the server keeps for a player (push_subscriptions). */
export function pushEndpoints(ctx: Ctx, mid: number): Promise<string[]> {
  return pushEndpointsOf(ctx.server.database.db, mid);
}
