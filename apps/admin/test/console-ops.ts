import type { OperatorSelf } from "@lottery/contract";
import { operatorCall, type TestServer } from "@lottery/server/test/helpers.ts";
import { moneyPlayer } from "@lottery/server/test/money-helpers.ts";

/** Test-only set-up of the console page tests, run in the real server's worker (test/real-server.ts). */
interface Ctx {
  server: TestServer;
  operator: string;
}

/** The seeded operator's token and self, to sign the console in. */
export async function session(ctx: Ctx): Promise<{ token: string; operator: OperatorSelf }> {
  const me = await operatorCall<OperatorSelf>(ctx.server.app, ctx.operator, "GET", "/me");
  if (!me.models) throw new Error(`/me failed: ${me.msg}`);
  return { token: ctx.operator, operator: me.models };
}

/** A new player with `yuan` recharged; answers the player's id. */
export async function player(ctx: Ctx, userName: string, yuan = 0): Promise<number> {
  return (await moneyPlayer(ctx.server.app, userName, yuan)).mid;
}

/** An operator call as the seeded operator; answers the envelope. */
export function operator(
  ctx: Ctx,
  method: "GET" | "POST",
  path: string,
  params: Record<string, unknown> = {},
) {
  return operatorCall(ctx.server.app, ctx.operator, method, path, params);
}
