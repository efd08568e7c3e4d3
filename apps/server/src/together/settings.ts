import { z } from "zod";
import { TOGETHER_MIN_AHEAD_SECONDS, TOGETHER_RULES_DEFAULT, type TogetherRules } from "@lottery/contract";
import type { Queryable } from "../db/queryable.ts";
import { readSetting, writeSetting, type SettingDef } from "../system/settings-store.ts";

/** Operator setting `together.rules`: how long before the game's own close scheme sale closes. */
export const TOGETHER_RULES = {
  key: "together.rules",
  schema: z.object({
    aheadSeconds: z
      .number()
      .int()
      .min(TOGETHER_MIN_AHEAD_SECONDS)
      .default(TOGETHER_RULES_DEFAULT.aheadSeconds),
  }),
} satisfies SettingDef<z.ZodType>;

export function readTogetherRules(db: Queryable): Promise<TogetherRules> {
  return readSetting(db, TOGETHER_RULES);
}

export function writeTogetherRules(db: Queryable, rules: TogetherRules): Promise<void> {
  return writeSetting(db, TOGETHER_RULES, rules);
}

/** A scheme's deadline: the sale close less the ahead seconds. */
export function deadlineOf(closeAt: Date, rules: TogetherRules): Date {
  return new Date(closeAt.getTime() - rules.aheadSeconds * 1000);
}
