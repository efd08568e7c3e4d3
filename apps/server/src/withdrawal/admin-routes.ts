import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { consoleWithdrawalsParams, Msg, rowIdSchema, withdrawalBulkParams } from "@lottery/contract";
import { adminRoute } from "../admin/admin-route.ts";
import type { Deps } from "../deps.ts";
import { parseParams } from "../domain/params.ts";
import { noParams } from "../http/player-route.ts";
import {
  playerTurnover,
  readWithdrawalSettings,
  saveWithdrawalSettings,
  waivePlayerTurnover,
  withdrawalSettingsParams,
} from "./operator-settings.ts";
import { decideWithdrawals } from "./bulk.ts";
import { consoleWithdrawals } from "./console-list.ts";
import { operatorWithdrawal } from "./records.ts";
import { decideWithdrawal, type Decision } from "./review.ts";

/** The withdrawal number in the path (`/withdrawals/:no/...`); path params are not in the merged params. */
function withdrawNoOf(request: FastifyRequest): string {
  return parseParams(z.object({ no: z.string().trim().min(1).max(32) }), request.params).no;
}
const userId = rowIdSchema;

/** Operator calls: review withdrawals, their rules, and players' turnover. */
export function withdrawalAdminRoutes(app: FastifyInstance, deps: Deps): void {
  const db = deps.db;

  adminRoute(app, deps, {
    method: "GET",
    path: "/withdrawals",
    permission: "finance",
    summary:
      "Withdrawals of every player, newest first; filters status, mid (player), from/to (China dates). " +
      "Each with the player's name, the holder, the full account number to pay to and `recent`: the " +
      "player's withdrawals of the last 30 days (count, amount) and last approved one (money in yuan)",
    params: consoleWithdrawalsParams,
    handler: ({ params }) => consoleWithdrawals(db, params, deps.clock()),
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/withdrawals/bulk",
    permission: "finance",
    summary:
      'Approve or reject many withdrawals {nos: [...], action: "approve"|"reject", reason (reject)}: each ' +
      "on its own, one failing never stops the others; answers {results: [{no, ok, status, msg, withdrawal}]}",
    params: withdrawalBulkParams,
    handler: ({ params, operatorId, request }) =>
      decideWithdrawals(db, params, operatorId!, deps.clock(), (no, fault) =>
        request.log.error({ err: fault, withdrawNo: no }, "bulk withdrawal decision failed"),
      ),
  });

  const decide = (decision: Decision, no: string, operatorId: number | null) =>
    decideWithdrawal(db, no, decision, operatorId, deps.clock()).then((row) => operatorWithdrawal(db, row));

  adminRoute(app, deps, {
    method: "POST",
    path: "/withdrawals/:no/approve",
    permission: "finance",
    summary:
      "Approve a pending withdrawal: the frozen amount is paid out (once; repeating answers the current " +
      "state). A rejected one: status 1 该提现已处理",
    params: noParams,
    handler: ({ request, operatorId }) => decide({ kind: "approve" }, withdrawNoOf(request), operatorId),
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/withdrawals/:no/reject",
    permission: "finance",
    summary:
      "Reject a pending withdrawal with a reason: the frozen amount returns to cash (once; repeating answers " +
      "the current state). An approved one: status 1 该提现已处理",
    params: z.object({
      reason: z
        .string({ error: Msg.withdrawReasonRequired })
        .trim()
        .min(1, { error: Msg.withdrawReasonRequired })
        .max(100),
    }),
    handler: ({ params, request, operatorId }) =>
      decide({ kind: "reject", reason: params.reason }, withdrawNoOf(request), operatorId),
  });

  adminRoute(app, deps, {
    method: "GET",
    path: "/withdrawals/settings",
    permission: "finance",
    summary: "The withdrawal rules: min/max per withdrawal (yuan), daily count, recharge turnover percent",
    params: noParams,
    handler: () => readWithdrawalSettings(db),
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/withdrawals/settings",
    permission: "finance",
    summary: "Change the withdrawal rules (only the fields given; money in yuan). Answers all of them",
    target: "withdrawals.settings",
    snapshot: () => readWithdrawalSettings(db),
    params: withdrawalSettingsParams,
    handler: ({ params }) => saveWithdrawalSettings(db, params),
  });

  adminRoute(app, deps, {
    method: "GET",
    path: "/players/turnover",
    permission: "players.read",
    summary: "A player's turnover (流水): still owed, ever required, ever wagered (yuan)",
    params: z.object({ userId }),
    handler: ({ params }) => playerTurnover(db, params.userId),
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/players/turnover/waive",
    permission: "finance",
    summary: "Waive what a player still owes in turnover, so they can withdraw. Answers the new state",
    snapshot: (params) => playerTurnover(db, params.userId),
    params: z.object({ userId }),
    handler: ({ params }) => waivePlayerTurnover(db, params.userId),
  });
}
