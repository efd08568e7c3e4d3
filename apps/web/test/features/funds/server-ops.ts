import type { FundRecord, Paged, RechargeModels, RechargeRecord } from "@lottery/contract";
import { call, type TestServer } from "@lottery/server/test/helpers.ts";
import { newRequestId, okModels, playerCall, sandboxNotify } from "@lottery/server/test/money-helpers.ts";

/** Test-only set-up of the recharge and fund-record page tests, run in the real server's worker. */

type Ctx = { server: TestServer };
const as = (token: string) => ({ token, mid: 0 });

/** Opens a sandbox recharge order of `yuan` (left unpaid); answers its number. */
export async function openOrder(ctx: Ctx, token: string, yuan: string): Promise<string> {
  const params = { amount: yuan, channel: "sandbox" };
  return (
    await okModels(playerCall<RechargeModels>(ctx.server.app, as(token), "POST", "fund/recharge", params))
  ).orderNo;
}

/** The sandbox provider reports order `orderNo` paid with `yuan` (signed as it signs). */
export async function payOrder(ctx: Ctx, orderNo: string, yuan: string): Promise<void> {
  const answer = await sandboxNotify(ctx.server.app, { orderNo, amount: yuan });
  if (answer.body !== "success") throw new Error(`sandbox notify answered ${answer.body}`);
}

/** The sandbox provider reports order `orderNo` closed: the player cancelled at its cashier, or it failed. */
export async function closeOrder(
  ctx: Ctx,
  orderNo: string,
  yuan: string,
  status: "cancelled" | "failed",
): Promise<void> {
  const answer = await sandboxNotify(ctx.server.app, { orderNo, amount: yuan, status });
  if (answer.body !== "success") throw new Error(`sandbox notify answered ${answer.body}`);
}

/** The player's recharge orders as the server lists them (fund/in, newest first). */
export async function rechargeOrders(ctx: Ctx, token: string): Promise<RechargeRecord[]> {
  const answer = await call<Paged<RechargeRecord>>(ctx.server.app, "GET", "/api/fund/in", {}, { token });
  return answer.body.models!.list;
}

/** The player's money movements as the server lists them (fund/list, newest first). */
export async function fundRecords(ctx: Ctx, token: string): Promise<FundRecord[]> {
  const answer = await call<Paged<FundRecord>>(ctx.server.app, "GET", "/api/fund/list", {}, { token });
  return answer.body.models!.list;
}

/** Moves `yuan` of cash into game wallet `company` (Transfer/In, must succeed). */
export async function transferIn(ctx: Ctx, token: string, company: string, yuan: string): Promise<void> {
  const params = { company, amount: yuan, requestId: newRequestId() };
  await okModels(playerCall(ctx.server.app, as(token), "POST", "Transfer/In", params));
}
