import { and, eq } from "drizzle-orm";
import { parseSp } from "@lottery/rules";
import type { Db } from "../../db/client.ts";
import { ensureMarket, OZB_MARKET } from "../../sports/outright-market.ts";
import { outrightMarkets, outrightTeams } from "../../sports/outright-tables.ts";

/** Pre-tournament fixed odds of the demo's 猜冠军 (2 yuan pays 2 × odds). */
const DEMO_ODDS: Readonly<Record<string, number>> = {
  英格兰: 5.5,
  法国: 5,
  德国: 6.5,
  西班牙: 8,
  葡萄牙: 8.5,
  意大利: 15,
  荷兰: 15,
  比利时: 17,
  克罗地亚: 30,
  丹麦: 40,
  奥地利: 40,
  土耳其: 50,
  瑞士: 60,
  乌克兰: 80,
  塞尔维亚: 80,
  捷克: 100,
  匈牙利: 100,
  波兰: 120,
  苏格兰: 150,
  罗马尼亚: 200,
  斯洛文尼亚: 200,
  斯洛伐克: 250,
  阿尔巴尼亚: 300,
  格鲁吉亚: 300,
};

/** The demo's European Championship outright market, priced and open, once (while no market exists). */
export async function seedDemoOutright(db: Db, now: Date): Promise<boolean> {
  const [existing] = await db.select().from(outrightMarkets).where(eq(outrightMarkets.code, OZB_MARKET));
  if (existing) return false;
  await ensureMarket(db, OZB_MARKET, now);
  for (const [team, sp] of Object.entries(DEMO_ODDS))
    await db
      .update(outrightTeams)
      .set({ spMicro: parseSp(sp) })
      .where(and(eq(outrightTeams.marketCode, OZB_MARKET), eq(outrightTeams.team, team)));
  await db.update(outrightMarkets).set({ state: "open" }).where(eq(outrightMarkets.code, OZB_MARKET));
  return true;
}
