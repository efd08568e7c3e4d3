import type { Db } from "../../db/client.ts";
import { systemSettings } from "../../system/tables.ts";
import { promotions } from "../../promotions/tables.ts";

const SEEDED_KEY = "promotions.demoSeeded";

/** The demo promotions of the embedded setup. */
export const DEMO_PROMOTIONS = [
  {
    kind: "first_recharge",
    title: "首充礼金",
    description: "首次充值满50元即送充值金额的10%，最高188元。礼金需完成10倍流水后方可提现。",
    sort: 1,
    turnoverPercent: 1_000,
    percent: 10,
    capFen: 188_00,
    minRechargeFen: 50_00,
  },
  {
    kind: "red_packet",
    title: "每日红包",
    description: "已充值会员每天可领取一次随机红包，0.88元至8.88元。红包需完成5倍流水后方可提现。",
    sort: 2,
    turnoverPercent: 500,
    minFen: 88,
    maxFen: 8_88,
  },
] as const satisfies readonly (typeof promotions.$inferInsert)[];

/**
 * Writes the demo promotions once: a marker row claims the seeding in the same transaction, so a
 * restart writes nothing, even after operators changed or disabled them. True when written.
 */
export async function seedDemoPromotions(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(systemSettings)
      .values({ key: SEEDED_KEY, value: { at: new Date().toISOString() } })
      .onConflictDoNothing()
      .returning({ key: systemSettings.key });
    if (claimed.length === 0) return false;
    await tx.insert(promotions).values(DEMO_PROMOTIONS.map((p) => ({ ...p })));
    return true;
  });
}
