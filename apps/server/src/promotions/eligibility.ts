import { and, asc, eq, inArray } from "drizzle-orm";
import { fenToYuanText } from "@lottery/rules";
import { Msg, type PromotionAction, type PromotionState } from "@lottery/contract";
import type { Queryable } from "../db/queryable.ts";
import { chinaDay } from "../domain/china-time.ts";
import { rechargeOrders } from "../wallet/tables.ts";
import { promotionClaims } from "./tables.ts";
import { firstRechargeBonusFen, ONCE, periodOf, termsOf, type PromotionRow } from "./terms.ts";

/** What the rules need to know about a player: the first paid recharge and this period's claims. */
export interface PlayerFacts {
  firstRecharge: { amountFen: number; paidAt: Date } | null;
  claims: { promotionId: number; period: string; amountFen: number }[];
}

/** How a player stands with a promotion: `reason` says why it cannot be claimed (null if it can). */
export interface Standing {
  state: PromotionState;
  reason: string | null;
  action: PromotionAction | null;
  /** What a claim would pay (first recharge) or paid (claimed); null while a red packet is undrawn. */
  amountFen: number | null;
}

const refusedAs = (state: PromotionState, reason: string, action: PromotionAction | null = null) =>
  ({ state, reason, action, amountFen: null }) satisfies Standing;

/**
 * The player's standing at `now`: claimed this period first, then the window (ended, not started),
 * then the kind's own rule. Claims and the list both decide with this one function.
 */
export function standingOf(promotion: PromotionRow, facts: PlayerFacts, now: Date): Standing {
  const period = periodOf(promotion.kind, now);
  const claim = facts.claims.find((c) => c.promotionId === promotion.id && c.period === period);
  if (claim) return { ...refusedAs("claimed", Msg.promotionClaimed), amountFen: claim.amountFen };
  if (promotion.endsAt && now >= promotion.endsAt) return refusedAs("ended", Msg.promotionEnded);
  if (promotion.startsAt && now < promotion.startsAt)
    return refusedAs("notEligible", Msg.promotionNotStarted);
  const terms = termsOf(promotion);
  const first = facts.firstRecharge;
  if (terms.kind === "red_packet") {
    if (!first) return refusedAs("notEligible", Msg.promotionNeedsRecharge, "recharge");
    return { state: "claimable", reason: null, action: null, amountFen: null };
  }
  if (!first) return refusedAs("notEligible", Msg.promotionNeedsFirstRecharge, "recharge");
  if (promotion.startsAt && first.paidAt < promotion.startsAt)
    return refusedAs("notEligible", Msg.promotionFirstRechargeBeforeStart);
  if (first.amountFen < terms.minRechargeFen)
    return refusedAs("notEligible", Msg.promotionFirstRechargeTooSmall(fenToYuanText(terms.minRechargeFen)));
  const amountFen = firstRechargeBonusFen(first.amountFen, terms.percent, terms.capFen);
  return { state: "claimable", reason: null, action: null, amountFen };
}

/** The facts about a player at `now` (claims of the once period and of today's China date). */
export async function playerFacts(db: Queryable, userId: number, now: Date): Promise<PlayerFacts> {
  const [first] = await db
    .select({ amountFen: rechargeOrders.amountFen, paidAt: rechargeOrders.paidAt })
    .from(rechargeOrders)
    .where(and(eq(rechargeOrders.userId, userId), eq(rechargeOrders.status, "paid")))
    .orderBy(asc(rechargeOrders.paidAt), asc(rechargeOrders.id))
    .limit(1);
  const claims = await db
    .select({
      promotionId: promotionClaims.promotionId,
      period: promotionClaims.period,
      amountFen: promotionClaims.amountFen,
    })
    .from(promotionClaims)
    .where(and(eq(promotionClaims.userId, userId), inArray(promotionClaims.period, [ONCE, chinaDay(now)])));
  const firstRecharge = first?.paidAt ? { amountFen: first.amountFen, paidAt: first.paidAt } : null;
  return { firstRecharge, claims };
}
