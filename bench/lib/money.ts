import type { FastifyInstance } from "fastify";
import type { RechargeModels } from "@lottery/contract";
import { call } from "../../apps/server/test/helpers.ts";
import { sandboxNotify } from "../../apps/server/test/money-helpers.ts";

/** The sandbox channel's largest order (yuan). */
const RECHARGE_MAX_YUAN = 50_000;
let ipSerial = 0;

/**
 * Recharges `yuan` through the real sandbox path (recharge order, then the provider's signed paid
 * notification), in orders of at most 50,000 yuan. Each order comes from its own client address: the
 * recharge call allows 30 a minute per IP, and one benchmark player may need a hundred orders.
 */
export async function rechargeInParts(app: FastifyInstance, token: string, yuan: number): Promise<void> {
  for (let left = yuan; left > 0; left -= RECHARGE_MAX_YUAN) {
    const amount = Math.min(left, RECHARGE_MAX_YUAN).toFixed(2);
    ipSerial += 1;
    const ip = `10.77.${Math.floor(ipSerial / 250) % 250}.${(ipSerial % 250) + 1}`;
    const params = { amount, channel: "sandbox" };
    const order = await call<RechargeModels>(app, "POST", "/api/fund/recharge", params, { token, ip });
    const orderNo = order.body.models?.orderNo;
    if (!orderNo) throw new Error(`recharge refused: ${order.body.status} ${order.body.msg}`);
    const answer = await sandboxNotify(app, { orderNo, amount });
    if (answer.body !== "success") throw new Error(`sandbox notify answered ${answer.body}`);
  }
}
