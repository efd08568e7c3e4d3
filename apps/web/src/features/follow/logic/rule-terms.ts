import type { FollowRule } from "@lottery/contract";

/** What the rule sheet holds: whole numbers only (yuan, percent, times). */
export interface RuleTerms {
  followType: 0 | 1;
  amount: number;
  percent: number;
  maxAmount: number;
  times: number;
  payType: 0 | 1;
}

/** The parameters of order/editReleaseOrderFollowRule (without the requestId). */
export type RuleParams = Record<string, number | undefined>;

export const DEFAULT_TERMS: RuleTerms = {
  followType: 0,
  amount: 10,
  percent: 10,
  maxAmount: 10,
  times: 10,
  payType: 0,
};

/** A rule's terms as the sheet edits them. */
export function termsOf(rule: FollowRule): RuleTerms {
  return {
    followType: rule.followType,
    amount: rule.followType === 0 ? rule.amount : DEFAULT_TERMS.amount,
    percent: rule.followType === 1 ? rule.percent : DEFAULT_TERMS.percent,
    maxAmount: rule.followType === 1 ? rule.maxAmount : DEFAULT_TERMS.maxAmount,
    times: rule.times,
    payType: rule.payType,
  };
}

/** The most one follow costs, in fen: the fixed amount, or a percentage rule's cap. */
export const perTimeFen = (terms: RuleTerms): number =>
  (terms.followType === 0 ? terms.amount : terms.maxAmount) * 100;

/** What a prepaid rule freezes now, in fen (0 when paying as you go). */
export const reserveFen = (terms: RuleTerms): number =>
  terms.payType === 0 ? perTimeFen(terms) * terms.times : 0;

/**
 * The call's parameters: a new rule on releaser `releaserMid` (order/editReleaseOrderFollowRule) or
 * initiator `initiatorMid` (hm/addfollowerrule), or new terms for rule `ruleId`.
 */
export function paramsOf(
  terms: RuleTerms,
  target: { releaserMid: number } | { initiatorMid: number } | { ruleId: number },
): RuleParams {
  const amounts =
    terms.followType === 0
      ? { amount: terms.amount }
      : { percent: terms.percent, maxAmount: terms.maxAmount };
  return {
    ...target,
    followType: terms.followType,
    ...amounts,
    times: terms.times,
    payType: terms.payType,
  };
}
