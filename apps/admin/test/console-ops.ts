import type { OperatorSelf } from "@lottery/contract";
import { operatorCall, type TestServer } from "@lottery/server/test/helpers.ts";

/** Test-only, run in the real server's worker: the seeded operator's session for the console. */
export async function session(ctx: { server: TestServer; operator: string }) {
  const me = await operatorCall<OperatorSelf>(ctx.server.app, ctx.operator, "GET", "/me");
  if (!me.models) throw new Error(`/me failed: ${me.msg}`);
  return { token: ctx.operator, operator: me.models };
}
