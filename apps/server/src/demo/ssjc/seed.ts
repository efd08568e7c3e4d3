import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { ssjcEvents } from "../../ssjc/tables.ts";

const DAY_MS = 86_400_000;

/** The demo prediction events (赛事活动): one live event of each kind, around `now`. */
function demoEvents(now: Date) {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const prizes = [
    { from: 1, to: 1, points: 2000, packet: 20 },
    { from: 2, to: 3, points: 1000, packet: 5 },
    { from: 4, to: 10, points: 300, packet: 0 },
  ];
  return [
    {
      kind: "ogb",
      title: "欧冠竞猜王",
      rules: "活动期间欧冠比赛免费预测，猜赛果、猜比分赢积分和红包。",
      startAt: at(-2),
      endAt: at(12),
      leagues: ["OGB"],
      prizes,
    },
    {
      kind: "ozb",
      title: "欧洲杯预言家",
      rules: "欧洲杯小组赛免费预测，按总分排名瓜分积分和红包。",
      startAt: at(-7),
      endAt: at(8),
      leagues: ["ozb"],
      prizes,
    },
    {
      kind: "five",
      title: "五大联赛对战",
      rules: "英超、德甲、意甲、法甲、西甲近期比赛，预测赛果与玩家对战。",
      startAt: at(-2),
      endAt: at(7),
      leagues: ["ECL", "DAL", "EAL", "FAL", "CAL"],
      prizes,
    },
  ];
}

/** Writes the demo events once (only while none exists); answers how many it wrote. */
export async function seedDemoEvents(db: Db, now: Date): Promise<number> {
  const [any] = await db
    .select({ one: sql`1` })
    .from(ssjcEvents)
    .limit(1);
  if (any) return 0;
  const rows = demoEvents(now).map((e) => ({
    ...e,
    excluded: [],
    hash: randomBytes(8).toString("hex"),
    createdAt: now,
  }));
  await db.insert(ssjcEvents).values(rows);
  return rows.length;
}
