import type { FastifyInstance } from "fastify";
import { closeTimeParams, resultEntryParams } from "@lottery/contract";
import type { Deps } from "../deps.ts";
import { adminRoute } from "../admin/admin-route.ts";
import { noParams } from "../http/player-route.ts";
import { closeSecondsTable, setCloseSeconds } from "./close-times.ts";
import { publishChange } from "../events/cached-read.ts";
import { requireScheduledGame } from "./games.ts";
import { enterResult } from "./result-entry.ts";

/** Operator calls of lottery draws: result entry and per-game sale close times. */
export function lotteryDrawAdminRoutes(app: FastifyInstance, deps: Deps): void {
  adminRoute(app, deps, {
    method: "POST",
    path: "/lottery/result",
    permission: "risk",
    summary:
      "Enter an official issue's numbers {gameCode, issue, numbers, prizes?, pool?, sales?, winners?} (prizes: yuan per floating tier, may follow in a second call; pool (奖池 after the draw) and sales in yuan and winners (winning bets per tier) are shown only and may be corrected later); settles the issue. House games and issues on sale only with ALLOW_FORCED_DRAWS=1",
    params: resultEntryParams,
    handler: ({ params }) => enterResult(deps, params, deps.clock()),
  });
  adminRoute(app, deps, {
    method: "GET",
    path: "/lottery/close-times",
    permission: "risk",
    summary: "Seconds before the draw each number game's sales close",
    params: noParams,
    handler: async () => ({
      list: [...(await closeSecondsTable(deps.db))].map(([gameCode, seconds]) => ({ gameCode, seconds })),
    }),
  });
  adminRoute(app, deps, {
    method: "POST",
    path: "/lottery/close-times",
    permission: "risk",
    summary:
      "Set a game's close-before-draw seconds {gameCode, seconds} (applies to issues created from now on)",
    params: closeTimeParams,
    snapshot: async (params) => ({
      gameCode: params.gameCode,
      seconds: (await closeSecondsTable(deps.db)).get(params.gameCode) ?? null,
    }),
    handler: async ({ params }) => {
      const game = requireScheduledGame(params.gameCode);
      await setCloseSeconds(deps.db, game, params.seconds);
      publishChange(deps, "closeTimes", game.game.code);
      return { gameCode: game.game.code, seconds: params.seconds };
    },
  });
}
