import { z } from "zod";
import type { SettingDef } from "../system/settings-store.ts";

/**
 * The 余额宝 rate an operator sets (`GET/POST /admin/api/yuebao/settings`), kept in basis points
 * (1/100 of a percent): the default 250 is 2.50 % a year.
 */
export const YUEBAO_SETTINGS = {
  key: "yuebao",
  schema: z.object({
    annualRateBp: z.number().int().min(0).max(3_600).default(250),
  }),
} satisfies SettingDef<z.ZodType>;
export type YuebaoSettings = z.output<typeof YUEBAO_SETTINGS.schema>;

/** Basis points as the percent the API shows, e.g. 250 → 2.5. */
export const percentOfBp = (bp: number): number => bp / 100;
