import { eq } from "drizzle-orm";
import { register } from "../account/service.ts";
import { users } from "../account/tables.ts";
import type { Deps } from "../deps.ts";
import { seedDemoContent } from "./content/seed.ts";
import { seedLotteryHistory } from "./lottery/history.ts";
import { seedDemoPromotions } from "./promotions/seed.ts";
import { seedDemoLoyalty } from "./loyalty/seed.ts";
import { seedDemoInstant } from "./instant/seed.ts";
import { seedSportsDemo } from "./sports/seed.ts";
import { seedDemoEvents } from "./ssjc/seed.ts";
import { seedDemoOutright } from "./sports/outright-seed.ts";
import { DEMO_RECHARGE_YUAN, seedDemoBalance, seedRechargeChannels } from "./wallet/seed.ts";

/** The demo player; its bound phone lets the phone-code login be tried with the dev code sink. */
export const DEMO_PLAYER = { userName: "demo", password: "demo123", phone: "13800138000" } as const;

/**
 * The demo data of the embedded setup (SEED_DEMO), each step written once (it checks before it
 * writes): the sandbox recharge channel, a demo player with a paid recharge, content, promotions, the
 * points-store products, the sports programme, the prediction events and the lottery history.
 */
export async function seedDemo(deps: Deps, log: (msg: string) => void): Promise<void> {
  const { db } = deps;
  if (await seedRechargeChannels(db)) log("created demo recharge channel 'sandbox'");
  await seedDemoPlayer(deps, log);
  if (await seedDemoContent(db))
    log("created demo content (banners, notices, articles, help, dialogs, bulletins)");
  if (await seedDemoPromotions(db)) log("created demo promotions (首充礼金, 每日红包)");
  if (await seedDemoLoyalty(db)) log("created demo points-store products (红包, 补签卡)");
  if (await seedDemoInstant(db)) log("created demo scratch-card batches (幸运7, 金元宝)");
  const sports = await seedSportsDemo(deps);
  if (await seedDemoOutright(db, deps.clock())) log("opened the demo 欧洲杯猜冠军 market");
  if (sports) log(`created the demo sports programme (${sports.created} matches, ${sports.results} results)`);
  if (await seedDemoEvents(db, new Date())) log("created demo prediction events (欧冠, 欧洲杯, 五大联赛)");
  const history = await seedLotteryHistory(db, new Date());
  if (history) log(`created demo lottery history (${history} drawn issues)`);
}

async function seedDemoPlayer(deps: Deps, log: (msg: string) => void): Promise<void> {
  const { db } = deps;
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.userNameKey, DEMO_PLAYER.userName));
  if (existing.length > 0) return;
  const { userName, password, phone } = DEMO_PLAYER;
  const attempt = { ip: "127.0.0.1", clientType: 1, now: new Date() };
  const { userInfo } = await register(deps, { userName, password }, attempt);
  await db.update(users).set({ phone }).where(eq(users.id, userInfo.Mid));
  log(`created demo player '${userName}' / '${password}' (phone ${phone})`);
  if (await seedDemoBalance(deps, userInfo.Mid))
    log(`recharged the demo player ${DEMO_RECHARGE_YUAN} yuan through the sandbox`);
}
