import { asc, count, desc, eq } from "drizzle-orm";
import { fenToYuan } from "@lottery/rules";
import type { Paged, PlayerPromotion, PromotionListModels, PromotionRecord } from "@lottery/contract";
import type { Db } from "../db/client.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { playerFacts, standingOf, type Standing } from "./eligibility.ts";
import { promotionClaims, promotions } from "./tables.ts";
import { promotionBasics, type PromotionRow } from "./terms.ts";

const displayOrder = [asc(promotions.sort), asc(promotions.id)];

/** The enabled promotions in display order, each with the player's standing at `now`. */
export async function promotionList(db: Db, userId: number, now: Date): Promise<PromotionListModels> {
  const rows = await db
    .select()
    .from(promotions)
    .where(eq(promotions.enabled, true))
    .orderBy(...displayOrder);
  const facts = await playerFacts(db, userId, now);
  return { list: rows.map((row) => asPlayerPromotion(row, standingOf(row, facts, now))) };
}

function asPlayerPromotion(row: PromotionRow, standing: Standing): PlayerPromotion {
  return {
    ...promotionBasics(row),
    turnoverMultiple: row.turnoverPercent / 100,
    state: standing.state,
    reason: standing.reason,
    action: standing.action,
    amount: standing.amountFen === null ? null : fenToYuan(standing.amountFen),
  };
}

/** A page of the player's own claims, newest first. */
export async function promotionRecords(
  db: Db,
  userId: number,
  page: { pageIndex: number; pageSize: number },
): Promise<Paged<PromotionRecord>> {
  const mine = eq(promotionClaims.userId, userId);
  const rows = await db
    .select({ claim: promotionClaims, title: promotions.title, kind: promotions.kind })
    .from(promotionClaims)
    .innerJoin(promotions, eq(promotions.id, promotionClaims.promotionId))
    .where(mine)
    .orderBy(desc(promotionClaims.claimedAt), desc(promotionClaims.id))
    .limit(page.pageSize)
    .offset((page.pageIndex - 1) * page.pageSize);
  const [total] = await db.select({ n: count() }).from(promotionClaims).where(mine);
  return {
    list: rows.map(({ claim, title, kind }) => ({
      id: claim.id,
      promotionId: claim.promotionId,
      kind,
      title,
      amount: fenToYuan(claim.amountFen),
      time: chinaTimeIso(claim.claimedAt),
    })),
    total: total?.n ?? 0,
  };
}
