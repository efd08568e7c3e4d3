import { asc, eq } from "drizzle-orm";
import { fenToYuan, yuanToFen } from "@lottery/rules";
import { Msg, type GrowthRecord, type InventoryItem, type Paged, type PointsRecord } from "@lottery/contract";
import type { Db } from "../db/client.ts";
import { refuse } from "../domain/refusal.ts";
import { grantItem, inventoryList } from "./inventory.ts";
import { addMemberGrowth, lockMember } from "./member.ts";
import { growthRecordList, pointsRecordList } from "./member-info.ts";
import { playerBalance, postPoints } from "./points.ts";
import { loyaltySettings, ruleOf } from "./settings.ts";
import { loyaltyMembers, storeProducts } from "./tables.ts";
import type { GrantParams, ProductParams } from "./admin-schema.ts";
import { users } from "../account/tables.ts";
import { fundRecords } from "../wallet/fund-records.ts";

/** A store product as operators see it (value in yuan). */
export interface OperatorProduct {
  id: number;
  kind: string;
  name: string;
  description: string;
  pricePoints: number;
  value: number | null;
  validDays: number;
  dailyStock: number | null;
  enabled: boolean;
  sort: number;
}

export async function operatorProducts(db: Db): Promise<{ list: OperatorProduct[] }> {
  const rows = await db.select().from(storeProducts).orderBy(asc(storeProducts.sort), asc(storeProducts.id));
  return {
    list: rows.map(({ valueFen, updatedAt: _updated, ...row }) => ({
      ...row,
      value: valueFen === null ? null : fenToYuan(valueFen),
    })),
  };
}

/** Creates a product, or replaces product `id` whole. */
export async function saveProduct(db: Db, params: ProductParams): Promise<{ id: number }> {
  const values = {
    kind: params.kind,
    name: params.name,
    description: params.description,
    pricePoints: params.pricePoints,
    valueFen: params.kind === "red_packet" ? (yuanToFen(params.value ?? "0") ?? 0) : null,
    validDays: params.validDays,
    dailyStock: params.dailyStock,
    enabled: params.enabled,
    sort: params.sort,
  };
  if (params.id === undefined) {
    const [row] = await db.insert(storeProducts).values(values).returning({ id: storeProducts.id });
    if (!row) throw new Error("a product was not inserted");
    return row;
  }
  const [row] = await db
    .update(storeProducts)
    .set(values)
    .where(eq(storeProducts.id, params.id))
    .returning({ id: storeProducts.id });
  if (!row) throw refuse("loyalty.productNotFound");
  return row;
}

/** A player's loyalty ledger for the console: standing, balances, growth, points, red-packet credit and bag. */
export async function playerLoyalty(db: Db, userId: number, now: Date) {
  const [member] = await db.select().from(loyaltyMembers).where(eq(loyaltyMembers.userId, userId));
  const settings = await loyaltySettings(db);
  const page = { pageIndex: 1, pageSize: 50 };
  const growth: Paged<GrowthRecord> = await growthRecordList(db, userId, page);
  const points: Paged<PointsRecord> = await pointsRecordList(db, userId, page);
  const bag: Paged<InventoryItem> = await inventoryList(db, userId, page, now);
  const credit = await fundRecords(db, userId, { ...page, account: "credit" });
  return {
    level: member?.level ?? 0,
    levelName: ruleOf(settings, member?.level ?? 0).name,
    growth: member?.growth ?? 0,
    cycleStart: member?.cycleStart ?? null,
    points: await playerBalance(db, userId, "points"),
    credit: fenToYuan(await playerBalance(db, userId, "credit")),
    growthRecords: growth.list,
    pointsRecords: points.list,
    creditRecords: credit.list,
    bag: bag.list,
  };
}

/**
 * An operator's grant to a player, exactly once per `requestId`: points (positive or negative, never
 * below zero), growth, a red packet or a make-up card. Answers the player's points and credit after.
 */
export async function grantLoyalty(db: Db, params: GrantParams, now: Date) {
  const settings = await loyaltySettings(db);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, params.userId))
      .for("update");
    if (!user) throw refuse("playerNotFound");
    const member = await lockMember(tx, params.userId, now, settings);
    const key = `grant:${params.requestId}`;
    if (params.kind === "points") {
      const balance = await playerBalance(tx, params.userId, "points");
      if (balance + params.amount < 0) throw refuse("loyalty.notEnoughPoints");
      await postPoints(tx, {
        userId: params.userId,
        delta: params.amount,
        kind: "points_adjust",
        key: `loyalty:${key}`,
        memo: params.reason,
        at: now,
      });
    } else if (params.kind === "growth") {
      await addMemberGrowth(tx, member, { delta: params.amount, reason: "adjust", key, now }, settings);
    } else {
      await grantItem(tx, {
        userId: params.userId,
        kind: params.kind,
        name:
          params.kind === "red_packet" ? Msg.loyalty.grantPacketName(params.amount) : Msg.loyalty.cardName,
        valueFen: params.kind === "red_packet" ? params.amount * 100 : null,
        source: "grant",
        sourceRef: params.requestId,
        validDays: params.validDays,
        now,
      });
    }
  });
  return {
    points: await playerBalance(db, params.userId, "points"),
    credit: fenToYuan(await playerBalance(db, params.userId, "credit")),
  };
}
