import { eq } from "drizzle-orm";
import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import { ensureOperator } from "./admin/service.ts";
import { register } from "./account/service.ts";
import { users } from "./account/tables.ts";
import { seedDemoContent } from "./content/seed.ts";
import { makeDeps } from "./deps.ts";
import { DEMO_RECHARGE_YUAN, seedDemoBalance, seedRechargeChannels } from "./wallet/seed.ts";
import { seedDemoPromotions } from "./promotions/seed.ts";
import { seedSportsDemo } from "./sports/seed.ts";
import { seedLotteryHistory } from "./lottery/demo-history.ts";

/** The demo player; its bound phone lets the phone-code login be tried with the dev code sink. */
export const DEMO_PLAYER = { userName: "demo", password: "demo123", phone: "13800138000" } as const;

/**
 * Demo data for the embedded setup, written once (each step checks before it writes):
 * the first operator (from OPERATOR_PASSWORD) and a demo player. Later issues add games, issues,
 * matches and content here.
 */
export async function seed(db: Db, config: Config, log: (msg: string) => void): Promise<void> {
  if (config.operatorPassword) {
    if (await ensureOperator(db, "admin", config.operatorPassword)) log("created operator 'admin'");
  } else {
    log("OPERATOR_PASSWORD not set: no operator created (use npm run operator:create)");
  }
  if (!config.seedDemo) return;
  if (await seedRechargeChannels(db)) log("created demo recharge channel 'sandbox'");
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.userNameKey, DEMO_PLAYER.userName));
  if (existing.length === 0) {
    const { userName, password, phone } = DEMO_PLAYER;
    const attempt = { ip: "127.0.0.1", clientType: 1, now: new Date() };
    const { userInfo } = await register(makeDeps(db, config), { userName, password }, attempt);
    await db.update(users).set({ phone }).where(eq(users.id, userInfo.Mid));
    log(`created demo player '${userName}' / '${password}' (phone ${phone})`);
    if (await seedDemoBalance(db, config, userInfo.Mid))
      log(`recharged the demo player ${DEMO_RECHARGE_YUAN} yuan through the sandbox`);
  }
  if (await seedDemoContent(db))
    log("created demo content (banners, notices, articles, help, dialogs, bulletins)");
  if (await seedDemoPromotions(db)) log("created demo promotions (首充礼金, 每日红包)");
  const sports = await seedSportsDemo(makeDeps(db, config));
  if (sports) log(`created the demo sports programme (${sports.created} matches, ${sports.results} results)`);
  const history = await seedLotteryHistory(db, new Date());
  if (history) log(`created demo lottery history (${history} drawn issues)`);
}
