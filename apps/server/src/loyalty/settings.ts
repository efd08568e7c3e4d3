import { z } from "zod";
import { integerParam, type TaskCode } from "@lottery/contract";
import {
  DEFAULT_CHECKIN,
  DEFAULT_EARNING,
  DEFAULT_LEVELS,
  checkinRulesProblem,
  levelTableProblem,
  type CheckinRules,
  type EarningRules,
  type LevelRule,
} from "@lottery/rules";
import type { Queryable } from "../db/queryable.ts";
import { readSetting, writeSetting, type SettingDef } from "../system/settings-store.ts";

const count = (max: number) => integerParam(0, max);

const levelSchema = z.object({
  level: count(20),
  name: z.string().trim().min(1, { error: "等级名称不能为空" }).max(8, { error: "等级名称最多8字" }),
  minGrowth: count(100_000_000),
  withdrawalsPerDay: count(100),
  upgradeGiftPoints: count(1_000_000),
  birthdayPacketFen: count(10_000_000),
  pointsPercent: count(1000),
  storeDiscountPercent: count(50),
}) satisfies z.ZodType<LevelRule>;

const earningSchema = z.object({
  growthDailyCap: count(10_000_000),
  loginGrowth: count(10_000),
  pointsDailyCap: count(10_000_000),
}) satisfies z.ZodType<EarningRules>;

const checkinSchema = z.object({
  dailyPoints: count(100_000),
  streakRewards: z
    .array(z.object({ days: count(31), points: count(1_000_000) }))
    .max(10, { error: "连续签到奖励最多10档" }),
  makeUpPerMonth: count(31),
}) satisfies z.ZodType<CheckinRules>;

const storeSchema = z.object({
  perPlayerDaily: count(100),
  expiryMonthDay: z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: "过期日须为MM-DD" }),
  expiryNoticeDays: count(365),
});
export type StoreRules = z.infer<typeof storeSchema>;

/** Points paid per task (任务积分); a task paying 0 is not offered. */
const tasksSchema = z.object({
  first_recharge: count(1_000_000),
  bind_card: count(1_000_000),
  real_name: count(1_000_000),
  first_bet: count(1_000_000),
  daily_login: count(1_000_000),
}) satisfies z.ZodType<Record<TaskCode, number>>;
export const DEFAULT_TASK_POINTS: Record<TaskCode, number> = {
  first_recharge: 200,
  bind_card: 50,
  real_name: 50,
  first_bet: 100,
  daily_login: 5,
};

/** The loyalty programme's operator settings, checked as a whole (level table, streak milestones). */
export const loyaltySettingsSchema = z
  .object({
    levels: z
      .array(levelSchema)
      .min(2)
      .max(10)
      .default([...DEFAULT_LEVELS]),
    earning: earningSchema.default(DEFAULT_EARNING),
    checkin: checkinSchema.default({ ...DEFAULT_CHECKIN, streakRewards: [...DEFAULT_CHECKIN.streakRewards] }),
    store: storeSchema.default({ perPlayerDaily: 3, expiryMonthDay: "03-01", expiryNoticeDays: 30 }),
    tasks: tasksSchema.default(DEFAULT_TASK_POINTS),
  })
  .superRefine((value, ctx) => {
    const problem = levelTableProblem(value.levels) ?? checkinRulesProblem(value.checkin);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });
export type LoyaltySettings = z.infer<typeof loyaltySettingsSchema>;

const LOYALTY_SETTING: SettingDef<typeof loyaltySettingsSchema> = {
  key: "loyalty",
  schema: loyaltySettingsSchema,
};

export function loyaltySettings(q: Queryable): Promise<LoyaltySettings> {
  return readSetting(q, LOYALTY_SETTING);
}

export function saveLoyaltySettings(q: Queryable, value: LoyaltySettings): Promise<void> {
  return writeSetting(q, LOYALTY_SETTING, value);
}

/** A level's rule (the top one when the table shrank below a player's level). */
export function ruleOf(settings: LoyaltySettings, level: number): LevelRule {
  const rule = settings.levels[Math.min(level, settings.levels.length - 1)];
  if (!rule) throw new Error("the level table is empty");
  return rule;
}
