import { z } from "zod";
import { FOLLOW_COMMISSION_CEILING, FOLLOW_RULES_DEFAULT as D, type FollowRules } from "@lottery/contract";
import type { Queryable } from "../db/queryable.ts";
import { readSetting, writeSetting, type SettingDef } from "../system/settings-store.ts";

/**
 * Operator setting `follow.rules`: the highest commission a release may ask (percent, 0–10) and the
 * house's cut of every commission (percent, 0–100; the releaser gets the rest).
 */
export const FOLLOW_RULES = {
  key: "follow.rules",
  schema: z.object({
    maxCommissionPercent: z
      .number()
      .int()
      .min(0)
      .max(FOLLOW_COMMISSION_CEILING)
      .default(D.maxCommissionPercent),
    houseCutPercent: z.number().int().min(0).max(100).default(D.houseCutPercent),
  }),
} satisfies SettingDef<z.ZodType>;

export function readFollowRules(db: Queryable): Promise<FollowRules> {
  return readSetting(db, FOLLOW_RULES);
}

export function writeFollowRules(db: Queryable, rules: FollowRules): Promise<void> {
  return writeSetting(db, FOLLOW_RULES, rules);
}
