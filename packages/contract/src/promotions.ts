import { z } from "zod";
import { moneyRequestIdSchema } from "./funds.ts";
import { MAX_ROW_ID } from "./client-params.ts";
import { integerParam, pagingParams } from "./params.ts";

/**
 * The discount centre (优惠中心, issue 5): promotions an operator configures, claimed by players.
 * Paths are under /api/Activity, all (T). Money in yuan at this edge; times in China time (ISO).
 */

export const promotionKinds = ["first_recharge", "red_packet"] as const;
export type PromotionKind = (typeof promotionKinds)[number];

/**
 * A promotion as the player stands with it: `claimable` now; `claimed` (once, or today for a red
 * packet); `notEligible` with a Chinese `reason`; `ended` (its window closed).
 */
export const promotionStates = ["claimable", "claimed", "notEligible", "ended"] as const;
export type PromotionState = (typeof promotionStates)[number];

/** What the player can do to become eligible: `recharge` (the client links to the recharge page). */
export type PromotionAction = "recharge";

/** First-recharge bonus: `percent` of the first paid recharge (≥ minRecharge), at most `cap` yuan. */
export interface FirstRechargeTerms {
  kind: "first_recharge";
  percent: number;
  cap: number;
  minRecharge: number;
}

/** Daily red packet: a random amount from `min` to `max` yuan, once per China day. */
export interface RedPacketTerms {
  kind: "red_packet";
  min: number;
  max: number;
}

export type PromotionTerms = FirstRechargeTerms | RedPacketTerms;

export type PlayerPromotion = PromotionTerms & {
  id: number;
  title: string;
  description: string;
  /** The window, China time; null = open on that side. */
  startsAt: string | null;
  endsAt: string | null;
  /** Wagering the bonus adds before withdrawal, as a multiple of it (10 = wager it 10×). */
  turnoverMultiple: number;
  state: PromotionState;
  /** Why it cannot be claimed (notEligible), else null. */
  reason: string | null;
  action: PromotionAction | null;
  /**
   * Yuan: what a first-recharge bonus would pay (claimable) or paid (claimed); what a red packet
   * paid this period (claimed); null otherwise (a red packet's amount is drawn when claimed).
   */
  amount: number | null;
};

/** GET Activity/PromotionList (T): the enabled promotions in display order. */
export interface PromotionListModels {
  list: PlayerPromotion[];
}

/** POST Activity/ClaimPromotion (T): pays the bonus to cash; a repeat of `requestId` answers the first. */
export const claimPromotionParams = z.object({
  id: integerParam(1, MAX_ROW_ID, "活动编号有误"),
  requestId: moneyRequestIdSchema,
});
export type ClaimPromotionParams = z.infer<typeof claimPromotionParams>;

export interface ClaimPromotionModels {
  /** The bonus paid, yuan. */
  amount: number;
  /** Cash balance right after it. */
  balance: number;
}

/** GET Activity/PromotionRecords (T): the player's own claims, newest first. */
export const promotionRecordsParams = pagingParams;

export interface PromotionRecord {
  id: number;
  promotionId: number;
  kind: PromotionKind;
  title: string;
  amount: number;
  time: string;
}
