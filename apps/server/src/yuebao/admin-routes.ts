import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { chinaDateSchema, Msg } from "@lottery/contract";
import { adminRoute } from "../admin/admin-route.ts";
import type { Deps } from "../deps.ts";
import { noParams } from "../http/player-route.ts";
import { readSetting, writeSetting } from "../system/settings-store.ts";
import { creditInterestForDay } from "./interest.ts";
import { percentOfBp, YUEBAO_SETTINGS } from "./settings.ts";

/** A percent with at most 2 decimals, 0 to 36, as a JSON number or text; the output is basis points. */
const annualRateSchema = z.preprocess(
  (value) => (typeof value === "number" ? String(value) : value),
  z
    .string()
    .trim()
    .regex(/^\d{1,2}(\.\d{1,2})?$/, { error: Msg.yuebao.rateRange })
    .transform((text) => Math.round(Number(text) * 100))
    .refine((bp) => bp <= 3_600, { error: Msg.yuebao.rateRange }),
);

/** Operator calls of 余额宝: the annual rate and crediting a day's interest by hand. */
export function yuebaoAdminRoutes(app: FastifyInstance, deps: Deps): void {
  const settingsAnswer = async () => ({
    annualRate: percentOfBp((await readSetting(deps.db, YUEBAO_SETTINGS)).annualRateBp),
  });

  adminRoute(app, deps, {
    method: "GET",
    path: "/yuebao/settings",
    permission: "finance",
    summary: "The 余额宝 annual rate in percent (default 2.5)",
    params: noParams,
    handler: settingsAnswer,
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/yuebao/settings",
    permission: "finance",
    summary:
      "Set the 余额宝 annual rate `annualRate` in percent (0–36, 2 decimals); days whose interest run " +
      "has already started keep the rate they started with",
    params: z.object({ annualRate: annualRateSchema }),
    target: YUEBAO_SETTINGS.key,
    snapshot: settingsAnswer,
    handler: async ({ params }) => {
      await writeSetting(deps.db, YUEBAO_SETTINGS, { annualRateBp: params.annualRate });
      return settingsAnswer();
    },
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/yuebao/interest/run",
    permission: "finance",
    summary:
      "Credit China date `date`'s 余额宝 interest now (the job does it by itself a few minutes after the " +
      "day ends); safe to repeat: each player is credited once a day. Refused while the day is not over",
    params: z.object({ date: chinaDateSchema }),
    handler: ({ params }) => creditInterestForDay(deps.db, params.date, deps.clock()),
  });
}
