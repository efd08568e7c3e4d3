import { z } from "zod";
import type { SettingDef } from "../system/settings-store.ts";

const fenSetting = (fallback: number) => z.number().int().min(0).max(1e13).default(fallback);

/**
 * The withdrawal rules an operator sets (`GET/POST /admin/api/withdrawals/settings`). Defaults: 10 to
 * 50 000 yuan a withdrawal, 5 withdrawals a China day, and recharged money wagered once (100 %) before
 * it can be withdrawn — the usual anti-money-laundering rule of licensed Chinese sites.
 */
export const WITHDRAWAL_SETTINGS = {
  key: "withdrawal",
  schema: z
    .object({
      minFen: fenSetting(1_000),
      maxFen: fenSetting(5_000_000),
      dailyCount: z.number().int().min(1).max(100).default(5),
      /** Turnover a recharge adds, in percent of its amount (100 = wager it once; 0 = no rule). */
      rechargeTurnoverPercent: z.number().int().min(0).max(10_000).default(100),
    })
    .refine((s) => s.minFen <= s.maxFen, { error: "最低提现金额不能高于最高金额", path: ["minFen"] }),
} satisfies SettingDef<z.ZodType>;
export type WithdrawalSettings = z.output<typeof WITHDRAWAL_SETTINGS.schema>;
