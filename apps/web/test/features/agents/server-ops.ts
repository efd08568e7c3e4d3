import type { AuthModels, UserInfo } from "@lottery/contract";
import { newPlayer } from "@lottery/server/test/cards-fixtures.ts";
import { call, operatorCall, type TestServer } from "@lottery/server/test/helpers.ts";

/** Test-only set-up of the agent page tests, run in the real server's worker (test/real-server.ts). */

type Ctx = { server: TestServer; operator: string };

/** A real-named player who applied and was approved as a top agent with `lottery`/`sports` rates. */
export async function agentPlayer(
  ctx: Ctx,
  userName: string,
  lottery: string,
  sports: string,
): Promise<AuthModels> {
  const { app } = ctx.server;
  const { token, mid } = await newPlayer(app, userName, { realName: "孙八" });
  const applied = await call(app, "POST", "/api/Agent/Apply", {}, { token });
  if (applied.body.status !== 0) throw new Error(applied.body.msg);
  const approved = await operatorCall(app, ctx.operator, "POST", "/agents/approve", {
    userId: mid,
    lotteryRate: lottery,
    sportsRate: sports,
  });
  if (approved.status !== 0) throw new Error(approved.msg);
  const info = await call<UserInfo>(app, "GET", "/api/account/userinfo", {}, { token });
  return { token, userInfo: info.body.models! };
}

/** A player who is no agent. */
export async function plainPlayer(ctx: Ctx, userName: string): Promise<AuthModels> {
  const { token } = await newPlayer(ctx.server.app, userName);
  const info = await call<UserInfo>(ctx.server.app, "GET", "/api/account/userinfo", {}, { token });
  return { token, userInfo: info.body.models! };
}
