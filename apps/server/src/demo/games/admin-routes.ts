import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { fenToYuan, yuanToFen } from "@lottery/rules";
import { gameCompanySchema, rowIdSchema } from "@lottery/contract";
import { adminRoute } from "../../admin/admin-route.ts";
import type { Deps } from "../../deps.ts";
import { refuse } from "../../domain/refusal.ts";
import { GAME_COMPANIES } from "../../games/companies.ts";
import { readSetting } from "../../system/settings-store.ts";
import { adjustDemoWallet } from "./provider.ts";

/** A signed yuan amount with at most 2 decimals, not zero, as a JSON number or text; output in fen. */
const signedYuanSchema = z.preprocess(
  (value) => (typeof value === "number" ? String(value) : value),
  z
    .string()
    .trim()
    .regex(/^-?\d{1,10}(\.\d{1,2})?$/, { error: "金额须为最多两位小数的数字" })
    .transform((text) => yuanToFen(text) as number)
    .refine((amountFen) => amountFen !== 0, { error: "金额不能为0" }),
);

/** The operator call of the demo game platform: a player's play inside a game, simulated. */
export function demoGamesAdminRoutes(app: FastifyInstance, deps: Deps): void {
  adminRoute(app, deps, {
    method: "POST",
    path: "/games/demo/adjust",
    permission: "finance",
    summary:
      "Demo platform only: player `userId` wins (+) or loses (−) `amount` yuan inside game company " +
      "`company`; only the platform's wallet changes (the ledger settles it at the next 转出)",
    params: z.object({
      userId: rowIdSchema,
      company: gameCompanySchema,
      amount: signedYuanSchema,
    }),
    handler: async ({ params }) => {
      const { companies } = await readSetting(deps.db, GAME_COMPANIES);
      if (!companies.some((company) => company.code === params.company))
        throw refuse("transfer.unknownCompany");
      const balanceFen = await adjustDemoWallet(deps.db, params.userId, params.company, params.amount);
      return { userId: params.userId, company: params.company, balance: fenToYuan(balanceFen) };
    },
  });
}
