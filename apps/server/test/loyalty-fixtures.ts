import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Envelope } from "@lottery/contract";
import type { TestPlayer } from "./cards-fixtures.ts";
import { useTestClock } from "./helpers.ts";
import type { LotteryServer } from "./lottery-orders-fixtures.ts";
import { moneyPlayer, newRequestId, okModels, playerCall, startMoneyServer } from "./money-helpers.ts";
import { loyaltySettings, saveLoyaltySettings, type LoyaltySettings } from "../src/loyalty/settings.ts";
import { inventoryItems, storeProducts } from "../src/loyalty/tables.ts";
import type { Db } from "../src/db/client.ts";

/** A lottery server (forced draws, hand-moved clock) for the loyalty tests. */
export async function startLoyaltyServer(): Promise<LotteryServer> {
  const money = await startMoneyServer({ ALLOW_FORCED_DRAWS: "1" });
  const start = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 65_000);
  return { ...money, clock: useTestClock(money.server, start) };
}

/** Changes some loyalty settings (the rest as stored). */
export async function changeSettings(db: Db, change: (s: LoyaltySettings) => Partial<LoyaltySettings>) {
  const current = await loyaltySettings(db);
  await saveLoyaltySettings(db, { ...current, ...change(current) });
}

/** A store product (red packet of `valueFen` unless a card). */
export async function addProduct(
  db: Db,
  product: {
    kind?: "red_packet" | "makeup_card";
    price: number;
    valueFen?: number;
    dailyStock?: number | null;
  },
): Promise<number> {
  const kind = product.kind ?? "red_packet";
  const [row] = await db
    .insert(storeProducts)
    .values({
      kind,
      name: kind === "red_packet" ? `${(product.valueFen ?? 0) / 100}元红包` : "补签卡",
      pricePoints: product.price,
      valueFen: kind === "red_packet" ? (product.valueFen ?? 100) : null,
      validDays: 30,
      dailyStock: product.dailyStock ?? null,
    })
    .returning({ id: storeProducts.id });
  if (!row) throw new Error("no product");
  return row.id;
}

export function buy(
  app: FastifyInstance,
  player: TestPlayer,
  productId: number,
  requestId = newRequestId(),
): Promise<Envelope<{ itemId: number; price: number; points: number }>> {
  return playerCall(app, player, "POST", "Store/BuyProduct", { productId, requestId });
}

export function checkIn(app: FastifyInstance, player: TestPlayer) {
  return playerCall<{ day: string; points: number; streak: number; rewards: unknown[]; balance: number }>(
    app,
    player,
    "POST",
    "UserCenter/Checkin",
  );
}

/** A player with `yuan` cash and a red packet (store product `product`) bought with check-in points. */
export async function packetPlayer(
  app: FastifyInstance,
  name: string,
  yuan: number,
  product: number,
): Promise<{ who: TestPlayer; packetId: number }> {
  const who = await moneyPlayer(app, name, yuan);
  await okModels(checkIn(app, who));
  return { who, packetId: (await okModels(buy(app, who, product))).itemId };
}

/** A red packet's inventory row. */
export async function packetRow(db: Db, id: number) {
  const [row] = await db.select().from(inventoryItems).where(eq(inventoryItems.id, id));
  if (!row) throw new Error(`no packet ${id}`);
  return row;
}
