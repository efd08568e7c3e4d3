import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { RechargeModels } from "@lottery/contract";
import { call } from "./helpers.ts";

/** The development key of the sandbox payment provider (API.md §4). */
export const SANDBOX_KEY = "sandbox-dev-key";

const md5 = (text: string) => createHash("md5").update(text).digest("hex");

/** The notification the sandbox provider sends, signed per API.md §4 unless a sign is given. */
export function sandboxNotify(
  app: FastifyInstance,
  fields: { orderNo: string; amount: string; status?: string; sign?: string },
) {
  const status = fields.status ?? "paid";
  const sign =
    fields.sign ??
    md5(`amount=${fields.amount}&orderNo=${fields.orderNo}&status=${status}&key=${SANDBOX_KEY}`);
  return app.inject({
    method: "POST",
    url: "/api/pay/sandbox/notify",
    payload: new URLSearchParams({ orderNo: fields.orderNo, amount: fields.amount, status, sign }).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
}

/**
 * Recharges a player through the real sandbox channel (order, then a signed paid notification);
 * answers the order number. The test server needs the sandbox channel (seedRechargeChannels).
 */
export async function rechargeViaSandbox(app: FastifyInstance, token: string, yuan: number): Promise<string> {
  const amount = yuan.toFixed(2);
  const order = await call<RechargeModels>(
    app,
    "POST",
    "/api/fund/recharge",
    { amount, channel: "sandbox" },
    { token },
  );
  const orderNo = order.body.models?.orderNo;
  if (!orderNo) throw new Error(`recharge refused: ${order.body.status} ${order.body.msg}`);
  const answer = await sandboxNotify(app, { orderNo, amount });
  if (answer.body !== "success") throw new Error(`sandbox notify answered ${answer.body}`);
  return orderNo;
}
