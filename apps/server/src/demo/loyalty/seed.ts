import type { Db } from "../../db/client.ts";
import { storeProducts } from "../../loyalty/tables.ts";
import { systemSettings } from "../../system/tables.ts";

const SEEDED_KEY = "loyalty.demoSeeded";

/** The demo points-store products: bet-credit red packets and a make-up card. */
export const DEMO_PRODUCTS = [
  {
    kind: "red_packet",
    name: "2元购彩红包",
    description: "仅可用于购彩，不可提现",
    pricePoints: 20,
    valueFen: 200,
    validDays: 30,
    dailyStock: 100,
    sort: 1,
  },
  {
    kind: "red_packet",
    name: "10元购彩红包",
    description: "仅可用于购彩，不可提现",
    pricePoints: 100,
    valueFen: 1_000,
    validDays: 30,
    dailyStock: 50,
    sort: 2,
  },
  {
    kind: "makeup_card",
    name: "补签卡",
    description: "补签本月漏签的一天",
    pricePoints: 10,
    valueFen: null,
    validDays: 60,
    dailyStock: null,
    sort: 3,
  },
] as const satisfies readonly (typeof storeProducts.$inferInsert)[];

/** Writes the demo products once (a marker row claims the seeding in the same transaction). True when written. */
export async function seedDemoLoyalty(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(systemSettings)
      .values({ key: SEEDED_KEY, value: { at: new Date().toISOString() } })
      .onConflictDoNothing()
      .returning({ key: systemSettings.key });
    if (claimed.length === 0) return false;
    await tx.insert(storeProducts).values(DEMO_PRODUCTS.map((p) => ({ ...p })));
    return true;
  });
}
