import { asc, eq } from "drizzle-orm";
import { type PromotionTerms } from "@lottery/contract";
import type { Db } from "../db/client.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { promotionValues, type PromotionParams } from "./admin-schema.ts";
import { promotions } from "./tables.ts";
import { promotionBasics, type PromotionRow } from "./terms.ts";
import { refuse } from "../domain/refusal.ts";

/** A promotion as operators read it (money in yuan, times in China time). */
export type OperatorPromotion = PromotionTerms & {
  id: number;
  title: string;
  description: string;
  startsAt: string | null;
  endsAt: string | null;
  sort: number;
  enabled: boolean;
  turnoverPercent: number;
  updatedAt: string;
};

function asOperatorPromotion(row: PromotionRow): OperatorPromotion {
  return {
    ...promotionBasics(row),
    sort: row.sort,
    enabled: row.enabled,
    turnoverPercent: row.turnoverPercent,
    updatedAt: chinaTimeIso(row.updatedAt),
  };
}

/** Every promotion, enabled or not, in display order. */
export async function operatorPromotions(db: Db): Promise<{ list: OperatorPromotion[] }> {
  const rows = await db.select().from(promotions).orderBy(asc(promotions.sort), asc(promotions.id));
  return { list: rows.map(asOperatorPromotion) };
}

/** Creates a promotion, or replaces promotion `id` whole (refused when there is none). */
export async function savePromotion(db: Db, params: PromotionParams, now: Date): Promise<OperatorPromotion> {
  const values = { ...promotionValues(params), updatedAt: now };
  const [row] =
    params.id === undefined
      ? await db.insert(promotions).values(values).returning()
      : await db.update(promotions).set(values).where(eq(promotions.id, params.id)).returning();
  if (!row) throw refuse("promotionNotFound");
  return asOperatorPromotion(row);
}

/** Switches a promotion on or off (players never see a disabled one, nor can they claim it). */
export async function setPromotionEnabled(
  db: Db,
  id: number,
  enabled: boolean,
  now: Date,
): Promise<OperatorPromotion> {
  const [row] = await db
    .update(promotions)
    .set({ enabled, updatedAt: now })
    .where(eq(promotions.id, id))
    .returning();
  if (!row) throw refuse("promotionNotFound");
  return asOperatorPromotion(row);
}
