import type { FastifyInstance } from "fastify";
import { withdrawalRecordParams, withdrawParams } from "@lottery/contract";
import type { Deps } from "../deps.ts";
import { noParams, playerRoute } from "../http/player-route.ts";
import { withdrawalRecords } from "./records.ts";
import { requestWithdrawal } from "./request.ts";
import { withdrawSummary } from "./summary.ts";

/** The player's withdrawal calls: request one, read its records, read what can be withdrawn. */
export function withdrawalRoutes(app: FastifyInstance, deps: Deps): void {
  const db = deps.db;
  const tag = "withdrawal";

  playerRoute(app, deps, {
    method: "POST",
    path: "/fund/withdraw",
    summary:
      "Request a withdrawal of `amount` yuan to payout account `walletId` (a bank card's walletId or an Alipay " +
      "account's alipayId), proven by the 6-digit withdrawPassword (5 wrong a China day, then none until " +
      "tomorrow); needs real name, the operator's min/max and daily count, and no turnover owed. Freezes the " +
      "amount at once. `requestId` (8-64 of A-Za-z0-9_-) makes retries safe: the same payload answers the " +
      "first withdrawal, another payload is status 9",
    tag,
    params: withdrawParams,
    auth: "required",
    perMinute: deps.config.authRateLimitPerMin,
    handler: ({ player, params }) => requestWithdrawal(db, player.user, params, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/fund/out",
    summary:
      "The player's withdrawals, newest first: status pending|approved|rejected with its Chinese name, the " +
      "masked payout account, review time and rejection reason; filters: status, startDate/endDate (China dates)",
    tag,
    params: withdrawalRecordParams,
    auth: "required",
    handler: ({ player, params }) => withdrawalRecords(db, player.user.id, params),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/Fund/withdrawToFillmoney",
    summary:
      "Read-only withdrawal summary (yuan): cash balance, frozen, withdrawable (the balance when no turnover " +
      "is owed, else 0), turnover owed/required/wagered, the recharge turnover percent, min/max, daily count " +
      "and today's use, whether real name and withdrawal password are set, and the payout accounts " +
      "(bank cards then Alipay, defaults first)",
    tag,
    params: noParams,
    auth: "required",
    handler: ({ player }) => withdrawSummary(db, player.user, deps.clock()),
  });
}
