import type { FastifyInstance } from "fastify";
import { lotteryGameParams, omissionParams, resultIssueParams, resultListParams } from "@lottery/contract";
import type { Deps } from "../deps.ts";
import { readDb } from "../db/read-routing.ts";
import { noParams, playerRoute } from "../http/player-route.ts";
import { requireScheduledGame } from "./games.ts";
import { cachedRead } from "../events/cached-read.ts";
import {
  allResultsRead,
  omissionRead,
  pageInfoRead,
  resultDetailRead,
  resultListRead,
} from "./cached-reads.ts";
import { pageInfoAt } from "./page-info.ts";
import { verifyIssue } from "./verify.ts";

/**
 * Player read calls of lottery issues and results (public; a token is accepted but not needed), all
 * but Verify answered from the read cache (lottery/cached-reads.ts).
 */
export function lotteryResultRoutes(app: FastifyInstance, deps: Deps): void {
  const tag = "lottery";
  // Public and cached: they may lag, so they load from the replica (db/read-routing.ts).
  const results = readDb(deps, "results");
  const pageInfo = cachedRead(deps, pageInfoRead(readDb(deps, "page-info")));
  const list = cachedRead(deps, resultListRead(results));
  const all = cachedRead(deps, allResultsRead(results));
  const detail = cachedRead(deps, resultDetailRead(results));
  const omission = cachedRead(deps, omissionRead(results));
  playerRoute(app, deps, {
    method: "GET",
    path: "/sitemsg/AppLotteryPageInfo",
    summary:
      "A number game's betting page: current issue (on sale, else the next; close and draw time, seed commitment for house games), server time, last draw, maxBeishu/maxQishu",
    tag,
    params: lotteryGameParams,
    auth: "optional",
    handler: async ({ params, deps }) => {
      const game = requireScheduledGame(params.gameCode);
      const now = deps.clock();
      return pageInfoAt(game, await pageInfo({ game }, now), now);
    },
  });
  playerRoute(app, deps, {
    method: "GET",
    path: "/lotteryresult/allresult",
    summary: "The newest draw of every number and fast-draw game, grouped by kind (全国彩/高频彩/极速彩)",
    tag,
    params: noParams,
    auth: "optional",
    handler: () => all(),
  });
  playerRoute(app, deps, {
    method: "GET",
    path: "/lotteryresult/list",
    summary: "A game's draws, newest first (paged)",
    tag,
    params: resultListParams,
    auth: "optional",
    handler: ({ params }) => list({ ...params, game: requireScheduledGame(params.gameCode) }),
  });
  playerRoute(app, deps, {
    method: "GET",
    path: "/lotteryresult/Detail",
    summary:
      "One issue: numbers, prize tiers (fixed amounts from the rules, floating ones once announced, else null), and for house games seedHash, seed (once drawn), chain anchor and index",
    tag,
    params: resultIssueParams,
    auth: "optional",
    handler: ({ params }) => detail({ game: requireScheduledGame(params.gameCode), issue: params.issue }),
  });
  playerRoute(app, deps, {
    method: "GET",
    path: "/lotteryresult/Verify",
    summary:
      "Recomputes a drawn house issue from its revealed seed and checks sha256(seed) = seedHash and that seedHash is the previous issue's seed (or the chain anchor)",
    tag,
    params: resultIssueParams,
    // Fairness data is public: anyone may check a draw without the app's signing key (README).
    auth: "none",
    signature: "optional",
    perMinute: deps.config.publicRateLimitPerMin,
    handler: ({ params, deps }) => verifyIssue(deps.db, requireScheduledGame(params.gameCode), params.issue),
  });
  playerRoute(app, deps, {
    method: "GET",
    path: "/lotteryresult/Omission",
    summary:
      "遗漏 over the last `count` draws (default 100, max 500): per zone (or position for digit draws) and number, current/average/maximum miss and hits",
    tag,
    params: omissionParams,
    auth: "optional",
    handler: ({ params }) => omission({ game: requireScheduledGame(params.gameCode), count: params.count }),
  });
}
