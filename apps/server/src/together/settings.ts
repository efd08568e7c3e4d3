import { z } from "zod";
import {
  TOGETHER_AMOUNT_CEILING,
  TOGETHER_MIN_AHEAD_SECONDS,
  TOGETHER_RULES_DEFAULT as D,
  type TogetherRules,
} from "@lottery/contract";
import type { Queryable } from "../db/queryable.ts";
import { refuse } from "../domain/refusal.ts";
import { readSetting, writeSetting, type SettingDef } from "../system/settings-store.ts";

const amount = (fallback: number) => z.number().int().min(1).max(TOGETHER_AMOUNT_CEILING).default(fallback);

/**
 * Operator setting `together.rules`: how long before the game's own close scheme sale closes, and the
 * risk limits of schemes (sizes, the smallest join, open schemes per initiator, the site's fill).
 */
export const TOGETHER_RULES = {
  key: "together.rules",
  schema: z.object({
    aheadSeconds: z.number().int().min(TOGETHER_MIN_AHEAD_SECONDS).default(D.aheadSeconds),
    maxAmount: amount(D.maxAmount),
    maxSportsAmount: amount(D.maxSportsAmount),
    minAmount: amount(D.minAmount),
    minJoinShares: z.number().int().min(1).default(D.minJoinShares),
    maxOpenSchemes: z.number().int().min(1).default(D.maxOpenSchemes),
    siteFillPercent: z.number().int().min(0).max(5).default(D.siteFillPercent),
  }),
} satisfies SettingDef<z.ZodType>;

export function readTogetherRules(db: Queryable): Promise<TogetherRules> {
  return readSetting(db, TOGETHER_RULES);
}

export function writeTogetherRules(db: Queryable, rules: TogetherRules): Promise<void> {
  return writeSetting(db, TOGETHER_RULES, rules);
}

/** A scheme's deadline: the (or first match's) sale close less the ahead seconds. */
export function deadlineOf(closeAt: Date, rules: TogetherRules): Date {
  return new Date(closeAt.getTime() - rules.aheadSeconds * 1000);
}

/** The operator's size limits of a scheme (status 1 naming the limit in yuan). */
export function assertSchemeSize(rules: TogetherRules, totalShares: number, sports: boolean): void {
  const max = sports ? rules.maxSportsAmount : rules.maxAmount;
  if (totalShares > max) throw refuse("together.tooLarge", String(max));
  if (totalShares < rules.minAmount) throw refuse("together.tooSmall", String(rules.minAmount));
}

/** The fewest shares a join must buy: the operator's minimum, or all that is left when fewer are. */
export function assertJoinSize(rules: TogetherRules, shares: number, leftShares: number): void {
  const least = Math.min(rules.minJoinShares, leftShares);
  if (shares < least) throw refuse("together.minJoin", least);
}
