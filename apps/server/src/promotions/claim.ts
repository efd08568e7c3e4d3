import { and, eq } from "drizzle-orm";
import { fenToYuan } from "@lottery/rules";
import { Msg, type ClaimPromotionModels, type ClaimPromotionParams } from "@lottery/contract";
import type { Db } from "../db/client.ts";
import type { Queryable, Tx } from "../db/queryable.ts";
import { balanceAfter, postJournal } from "../wallet/ledger.ts";
import { houseAccount, playerAccount, playerScope } from "../wallet/posting.ts";
import { requireTurnover } from "../wallet/turnover.ts";
import { playerFacts, standingOf } from "./eligibility.ts";
import { promotionClaims, promotions } from "./tables.ts";
import { drawRedPacketFen, periodOf, termsOf, type PromotionRow } from "./terms.ts";
import { refuse } from "../domain/refusal.ts";
import { requestHashOf } from "../domain/request-hash.ts";

type ClaimRow = typeof promotionClaims.$inferSelect;
interface NewClaim {
  promotion: PromotionRow;
  userId: number;
  period: string;
  requestId: string;
  amountFen: number;
  now: Date;
}

/**
 * Claims a promotion exactly once per period. The claim row (UNIQUE promotion, player, period), the
 * journal house `promotions` → player cash (key `promo:<id>:<period>` in the player's scope) and the
 * bonus's turnover requirement are written in one transaction. A repeat of the player's `requestId`
 * answers the first claim (status 9 when it named another promotion); another claim in the same
 * period, however it races, is refused with 已领取.
 */
export async function claimPromotion(
  db: Db,
  userId: number,
  params: ClaimPromotionParams,
  now: Date,
): Promise<ClaimPromotionModels> {
  const earlier = await claimByRequest(db, userId, params.requestId);
  if (earlier) return answerOf(earlier, params.id);
  return db.transaction(async (tx) => {
    const promotion = await enabledPromotion(tx, params.id);
    const standing = standingOf(promotion, await playerFacts(tx, userId, now), now);
    if (standing.state !== "claimable")
      throw standing.reason ? refuse("promotionNotClaimable", standing.reason) : refuse("promotionClaimed");
    const amountFen = standing.amountFen ?? drawnAmountFen(promotion);
    const period = periodOf(promotion.kind, now);
    const claim: NewClaim = { promotion, userId, period, requestId: params.requestId, amountFen, now };
    const claimId = await insertClaim(tx, claim);
    if (claimId === null) return answerOfConflict(tx, userId, params);
    const balanceAfterFen = await payClaim(tx, claimId, claim);
    return { amount: fenToYuan(amountFen), balance: fenToYuan(balanceAfterFen) };
  });
}

function drawnAmountFen(promotion: PromotionRow): number {
  const terms = termsOf(promotion);
  if (terms.kind !== "red_packet") throw new Error(`promotion ${promotion.id} has no amount`);
  return drawRedPacketFen(terms.minFen, terms.maxFen);
}

async function enabledPromotion(tx: Tx, id: number): Promise<PromotionRow> {
  const [promotion] = await tx.select().from(promotions).where(eq(promotions.id, id));
  if (!promotion?.enabled) throw refuse("promotionNotFound");
  return promotion;
}

/** The claim's id, or null when the period's claim or the player's requestId is taken (waits for a racing holder). */
async function insertClaim(tx: Tx, claim: NewClaim): Promise<number | null> {
  const [row] = await tx
    .insert(promotionClaims)
    .values({
      promotionId: claim.promotion.id,
      userId: claim.userId,
      period: claim.period,
      requestId: claim.requestId,
      amountFen: claim.amountFen,
      claimedAt: claim.now,
    })
    .onConflictDoNothing()
    .returning({ id: promotionClaims.id });
  return row?.id ?? null;
}

/** Posts the bonus, records its journal and answer on the claim and adds its turnover; the cash after. */
async function payClaim(tx: Tx, claimId: number, claim: NewClaim): Promise<number> {
  const { promotion, userId, period, amountFen, requestId, now } = claim;
  const posted = await postJournal(tx, {
    scope: playerScope(userId),
    key: `promo:${promotion.id}:${period}`,
    requestHash: requestHashOf({ promotionId: promotion.id, period, amountFen, requestId }),
    kind: "bonus",
    lines: [
      { account: playerAccount(userId, "cash"), amountFen },
      { account: houseAccount("promotions", userId), amountFen: -amountFen },
    ],
    ref: { type: "promotion", id: String(claimId) },
    memo: Msg.promotionMemo(promotion.title),
    at: now,
  });
  const balanceAfterFen = balanceAfter(posted, 0);
  await tx
    .update(promotionClaims)
    .set({ journalId: posted.journalId, balanceAfterFen })
    .where(and(eq(promotionClaims.userId, userId), eq(promotionClaims.id, claimId)));
  await requireTurnover(tx, userId, amountFen, promotion.turnoverPercent);
  return balanceAfterFen;
}

/** After a lost race: the first answer when it was this very request, else 已领取. */
async function answerOfConflict(
  tx: Tx,
  userId: number,
  params: ClaimPromotionParams,
): Promise<ClaimPromotionModels> {
  const winner = await claimByRequest(tx, userId, params.requestId);
  if (winner) return answerOf(winner, params.id);
  throw refuse("promotionClaimed");
}

async function claimByRequest(db: Queryable, userId: number, requestId: string): Promise<ClaimRow | null> {
  const [row] = await db
    .select()
    .from(promotionClaims)
    .where(and(eq(promotionClaims.userId, userId), eq(promotionClaims.requestId, requestId)));
  return row ?? null;
}

/** The first claim's answer; status 9 when the requestId was used for another promotion. */
function answerOf(claim: ClaimRow, promotionId: number): ClaimPromotionModels {
  if (claim.promotionId !== promotionId) throw refuse("requestIdReused");
  if (claim.balanceAfterFen === null) throw new Error(`claim ${claim.id} has no answer`);
  return { amount: fenToYuan(claim.amountFen), balance: fenToYuan(claim.balanceAfterFen) };
}
