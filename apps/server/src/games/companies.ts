import { z } from "zod";
import { gameCompanySchema, Msg } from "@lottery/contract";
import type { SettingDef } from "../system/settings-store.ts";

/** A game company the transfer centre offers: its code (names the ledger account) and display name. */
export interface GameCompany {
  code: string;
  name: string;
}

export const DEFAULT_GAME_COMPANIES: readonly GameCompany[] = [
  { code: "ky", name: "开元棋牌" },
  { code: "ag", name: "AG视讯" },
  { code: "cq9", name: "CQ9电子" },
];

const companySchema = z.object({
  code: gameCompanySchema,
  name: z.string().trim().min(1).max(16),
  enabled: z.boolean().default(true),
});

/**
 * The companies the demo game provider serves (`GET/POST /admin/api/games/companies`); a disabled
 * one disappears from the transfer centre (money already there stays in the ledger).
 */
export const GAME_COMPANIES = {
  key: "game_companies",
  schema: z.object({
    companies: z
      .array(companySchema)
      .max(30)
      .refine((list) => new Set(list.map((c) => c.code)).size === list.length, {
        error: Msg.transfer.companyDuplicate,
      })
      .default(DEFAULT_GAME_COMPANIES.map((company) => ({ ...company, enabled: true }))),
  }),
} satisfies SettingDef<z.ZodType>;
export type GameCompanySettings = z.output<typeof GAME_COMPANIES.schema>;
