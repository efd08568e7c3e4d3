import { and, asc, count, eq } from "drizzle-orm";
import { fenToYuan, purchaseProblem, stockLeft, storePrice } from "@lottery/rules";
import {
  Msg,
  type BuyProductModels,
  type BuyProductParams,
  type ProductKind,
  type StoreProductsModels,
} from "@lottery/contract";
import type { Db } from "../db/client.ts";
import type { Queryable, Tx } from "../db/queryable.ts";
import { chinaDay } from "../domain/china-time.ts";
import { refuse } from "../domain/refusal.ts";
import { lockPlayer } from "../orders/place.ts";
import { grantItem } from "./inventory.ts";
import { lockMember } from "./member.ts";
import { playerBalance, postPoints } from "./points.ts";
import { loyaltySettings, ruleOf } from "./settings.ts";
import { loyaltyMembers, storeProducts, storePurchases } from "./tables.ts";

type ProductRow = typeof storeProducts.$inferSelect;

/** The enabled products in display order, with the player's price (level discount) and today's stock. */
export async function productList(db: Db, userId: number, now: Date): Promise<StoreProductsModels> {
  const settings = await loyaltySettings(db);
  const day = chinaDay(now);
  const level = await memberLevel(db, userId);
  const discount = ruleOf(settings, level).storeDiscountPercent;
  const products = await db
    .select()
    .from(storeProducts)
    .where(eq(storeProducts.enabled, true))
    .orderBy(asc(storeProducts.sort), asc(storeProducts.id));
  const list = [];
  for (const product of products) {
    list.push({
      id: product.id,
      kind: product.kind as ProductKind,
      name: product.name,
      description: product.description,
      listPrice: product.pricePoints,
      price: storePrice(product.pricePoints, discount),
      value: product.valueFen === null ? null : fenToYuan(product.valueFen),
      validDays: product.validDays,
      stockLeft: stockLeft(product.dailyStock, await soldToday(db, product.id, day)),
    });
  }
  return {
    list,
    points: await playerBalance(db, userId, "points"),
    boughtToday: await boughtToday(db, userId, day),
    perPlayerDaily: settings.store.perPlayerDaily,
  };
}

async function memberLevel(q: Queryable, userId: number): Promise<number> {
  const [row] = await q
    .select({ level: loyaltyMembers.level })
    .from(loyaltyMembers)
    .where(eq(loyaltyMembers.userId, userId));
  return row?.level ?? 0;
}

async function soldToday(q: Queryable, productId: number, day: string): Promise<number> {
  const [row] = await q
    .select({ n: count() })
    .from(storePurchases)
    .where(and(eq(storePurchases.productId, productId), eq(storePurchases.day, day)));
  return row?.n ?? 0;
}

async function boughtToday(q: Queryable, userId: number, day: string): Promise<number> {
  const [row] = await q
    .select({ n: count() })
    .from(storePurchases)
    .where(and(eq(storePurchases.userId, userId), eq(storePurchases.day, day)));
  return row?.n ?? 0;
}

/**
 * Points buy a product, exactly once per requestId: in one transaction under the player's lock and the
 * product's row lock (so the day's stock and the player's daily limit hold under any race), the points
 * journal (player points → house, key `loyalty:buy:<player>:<requestId>`), the item in the bag (a red
 * packet's credit posted with it) and the purchase row. A repeat answers the first purchase; the same
 * requestId for another product is status 9.
 */
export async function buyProduct(
  db: Db,
  userId: number,
  params: BuyProductParams,
  now: Date,
): Promise<BuyProductModels> {
  const earlier = await purchaseByRequest(db, userId, params.requestId);
  if (earlier) return answerOf(earlier, params.productId);
  const settings = await loyaltySettings(db);
  return db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const twin = await purchaseByRequest(tx, userId, params.requestId);
    if (twin) return answerOf(twin, params.productId);
    const member = await lockMember(tx, userId, now, settings);
    const product = await lockProduct(tx, params.productId);
    const day = chinaDay(now);
    const problem = purchaseProblem({
      dailyStock: product.dailyStock,
      soldToday: await soldToday(tx, product.id, day),
      boughtToday: await boughtToday(tx, userId, day),
      perPlayerDaily: settings.store.perPlayerDaily,
    });
    if (problem) throw refuse(problem === "soldOut" ? "loyalty.soldOut" : "loyalty.dailyLimit");
    const price = storePrice(product.pricePoints, ruleOf(settings, member.level).storeDiscountPercent);
    if ((await playerBalance(tx, userId, "points")) < price) throw refuse("loyalty.notEnoughPoints");
    const pointsAfter = await postPoints(tx, {
      userId,
      delta: -price,
      kind: "points_spend",
      key: `loyalty:buy:${userId}:${params.requestId}`,
      memo: Msg.loyalty.spendMemo(product.name),
      at: now,
    });
    const itemId = await grantItem(tx, {
      userId,
      kind: product.kind as ProductKind,
      name: product.name,
      valueFen: product.valueFen,
      source: "store",
      sourceRef: `purchase:${params.requestId}`,
      validDays: product.validDays,
      now,
    });
    const row = {
      userId,
      productId: product.id,
      requestId: params.requestId,
      day,
      price,
      itemId,
      pointsAfter,
      at: now,
    };
    await tx.insert(storePurchases).values(row);
    return { itemId, price, points: pointsAfter };
  });
}

async function lockProduct(tx: Tx, productId: number): Promise<ProductRow> {
  const [product] = await tx
    .select()
    .from(storeProducts)
    .where(eq(storeProducts.id, productId))
    .for("update");
  if (!product?.enabled) throw refuse("loyalty.productNotFound");
  return product;
}

type PurchaseRow = typeof storePurchases.$inferSelect;

async function purchaseByRequest(
  q: Queryable,
  userId: number,
  requestId: string,
): Promise<PurchaseRow | null> {
  const [row] = await q
    .select()
    .from(storePurchases)
    .where(and(eq(storePurchases.userId, userId), eq(storePurchases.requestId, requestId)));
  return row ?? null;
}

function answerOf(purchase: PurchaseRow, productId: number): BuyProductModels {
  if (purchase.productId !== productId) throw refuse("requestIdReused");
  return { itemId: purchase.itemId, price: purchase.price, points: purchase.pointsAfter };
}
