import type { Db } from "../db/client.ts";
import { rechargeChannels } from "./tables.ts";
import { SANDBOX_CODE } from "./payment/sandbox.ts";

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
