import type { AuthModels, UserInfo } from "@lottery/contract";
import { call, operatorCall, type TestClock, type TestServer } from "@lottery/server/test/helpers.ts";
import { moneyPlayer } from "@lottery/server/test/money-helpers.ts";

/**
 * Test-only set-up run inside the real server's worker (real-server-worker.ts) for every feature's
 * page tests; features add their own by pointing `ops` at the server's test fixtures.
 */

/** A new player, recharged with `yuan` through the sandbox channel when more than 0: token and user info. */
export async function player(ctx: { server: TestServer }, userName: string, yuan = 0): Promise<AuthModels> {
  const { token } = await moneyPlayer(ctx.server.app, userName, yuan);
  const info = await call<UserInfo>(ctx.server.app, "GET", "/api/account/userinfo", {}, { token });
  if (!info.body.models) throw new Error(`userinfo failed: ${info.body.msg}`);
  return { token, userInfo: info.body.models };
}

/** An operator call (`/admin/api<path>`) as the seeded operator; answers the envelope. */
export function operator(
  ctx: { server: TestServer; operator: string },
  method: "GET" | "POST",
  path: string,
  params: Record<string, unknown> = {},
) {
  return operatorCall(ctx.server.app, ctx.operator, method, path, params);
}

/** Moves the server's test clock on by `ms` (0: reads it); answers the new time. */
export function advanceClock(ctx: { clock: TestClock }, ms: number): string {
  ctx.clock.advance(ms);
  return ctx.clock.now().toISOString();
}
