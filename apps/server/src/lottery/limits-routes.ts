import type { FastifyInstance } from "fastify";
import { gameRules } from "@lottery/rules";
import { lotteryLimitsParams, Msg } from "@lottery/contract";
import { adminRoute } from "../admin/admin-route.ts";
import type { Deps } from "../deps.ts";
import { noParams } from "../http/player-route.ts";
import { readLotteryLimits, writeLotteryLimits } from "./risk-limits.ts";
import { refuse } from "../domain/refusal.ts";

/** Operator calls for number-bet risk limits. */
export function lotteryLimitsAdminRoutes(app: FastifyInstance, deps: Deps): void {
  adminRoute(app, deps, {
    method: "GET",
    path: "/lottery/limits",
    permission: "risk",
    summary:
      "Number-bet risk limits in yuan (null = none): `default` and per-game `games` entries, each {maxOrder " +
      "(one order), maxPlayerIssue (one player on one issue), maxIssue (all players on one issue)}",
    params: noParams,
    handler: () => readLotteryLimits(deps.db),
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/lottery/limits",
    permission: "risk",
    summary:
      "Replace the number-bet risk limits: {default, games: {<gameCode>: {maxOrder, maxPlayerIssue, " +
      "maxIssue}}}; a game's entry replaces the default as a whole. Answers the stored limits",
    params: lotteryLimitsParams,
    target: "lottery.limits",
    snapshot: () => readLotteryLimits(deps.db),
    handler: ({ params }) => {
      const unknown = Object.keys(params.games).filter((code) => !gameRules(code));
      if (unknown.length > 0) throw refuse("badParam", "games", Msg.unknownGames(unknown.join(",")));
      return writeLotteryLimits(deps.db, params);
    },
  });
}
