import { yuanToFen } from "@lottery/rules";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { confirmRecharge } from "../../wallet/recharge/confirm.ts";
import { createRecharge } from "../../wallet/recharge/orders.ts";
import { rechargeChannels } from "../../wallet/tables.ts";
import { SANDBOX_CODE } from "../../wallet/payment/sandbox.ts";

/** The demo recharge channel of the embedded setup (paid through the sandbox provider). */
export const DEMO_CHANNEL = {
  code: "sandbox",
  name: "在线支付（沙箱）",
  provider: SANDBOX_CODE,
  minFen: 1_00,
  maxFen: 50_000_00,
  presetsFen: [50_00, 100_00, 200_00, 500_00, 1_000_00, 5_000_00],
  enabled: true,
  sort: 0,
} as const;

/** Creates the demo recharge channel once; an operator's later edits to it are kept. True when created. */
export async function seedRechargeChannels(db: Db): Promise<boolean> {
  const created = await db
    .insert(rechargeChannels)
    .values({ ...DEMO_CHANNEL, presetsFen: [...DEMO_CHANNEL.presetsFen] })
    .onConflictDoNothing()
    .returning({ code: rechargeChannels.code });
  return created.length > 0;
}

/** What the demo player starts with: one paid sandbox recharge (so every money screen has something). */
export const DEMO_RECHARGE_YUAN = "1000.00";

/**
 * Gives a newly created demo player a paid recharge through the real path (a sandbox order confirmed
 * as its provider would); nothing when the sandbox is switched off.
 */
export async function seedDemoBalance(deps: Deps, userId: number): Promise<boolean> {
  const { db, paymentProviders } = deps;
  if (!paymentProviders.has(SANDBOX_CODE)) return false;
  const now = new Date();
  const params = { amount: DEMO_RECHARGE_YUAN, channel: DEMO_CHANNEL.code };
  const { orderNo } = await createRecharge(db, paymentProviders, userId, params, now);
  const amountFen = yuanToFen(DEMO_RECHARGE_YUAN) as number;
  return (await confirmRecharge(db, { provider: SANDBOX_CODE, orderNo, amountFen }, now)) === "credited";
}
