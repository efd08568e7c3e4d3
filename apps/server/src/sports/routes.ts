import type { FastifyInstance } from "fastify";
import {
  bjdcIssuesParams,
  jcListParams,
  lotteryOddsParams,
  matchLiveDetailParams,
  matchLiveParams,
  optionDataParams,
  spPageInfoParams,
} from "@lottery/contract";
import type { Deps } from "../deps.ts";
import { noParams, playerRoute } from "../http/player-route.ts";
import { matchLive, matchLiveDetail, optionData, sjbGroupStage, sjbMatchAll } from "./odds-data.ts";
import { myLiveMatches } from "./live.ts";
import { lotteryOdds, spPageInfo } from "./read-page.ts";
import { bjdcIssues, jcList } from "./read-results.ts";

/**
 * Player read calls of the sports games (no login needed; public data only): the betting page, current
 * odds, results, BJDC issues, and the odds-data calls (SPEC 7.2: ODDS_DATA_HOST, empty = this server).
 */
export function sportsRoutes(app: FastifyInstance, deps: Deps): void {
  const tag = "sports";
  const db = deps.db;

  playerRoute(app, deps, {
    method: "GET",
    path: "/sitemsg/AppSPLotteryPageInfo",
    summary:
      "Sports betting page: matches on sale by 竞彩 business day (noon to noon) with each play's current SP, " +
      "lines, 单关 flags and sale close; leagues; BJDC/CTZQ the issue on sale (CTZQ its 14 matches)",
    tag,
    params: spPageInfoParams,
    auth: "optional",
    handler: ({ params }) => spPageInfo(db, params.gameCode, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/lottery/GetLotteryOdds",
    summary: "Current odds and lines of one match (matchId, any status) or of every match of a game on sale",
    tag,
    params: lotteryOddsParams,
    auth: "optional",
    handler: ({ params }) => lotteryOdds(db, params, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/lotteryresult/jc_list",
    summary:
      "Sports results of a business day (date, default the latest with results) or a pool issue: scores and " +
      "per play the winning option and final SP; finished and cancelled (SP 1) matches",
    tag,
    params: jcListParams,
    auth: "none",
    handler: ({ params }) => jcList(db, params, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/lotteryresult/getbjdcweekissuse",
    summary:
      "BJDC issues, newest first: number, first and last business day, sale close, status, match count",
    tag,
    params: bjdcIssuesParams,
    auth: "none",
    handler: ({ params }) => bjdcIssues(db, params),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/Match/OptionData",
    summary:
      "Odds history of a match per play and option, oldest first (odds charts), with the league standings, " +
      "both sides' recent form and the head to head from our finished matches",
    tag,
    params: optionDataParams,
    auth: "optional",
    handler: ({ params }) => optionData(db, params.matchId),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/Match/MatchLive",
    summary:
      "Live scores: matches in play (kicked off, no result yet), results of the last 24 hours and the next " +
      "24 hours' programme, each with its live state (status, minute, score, cards, corners, events)",
    tag,
    params: matchLiveParams,
    auth: "optional",
    handler: ({ params }) => matchLive(db, params.gameCode, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/Match/MatchLiveDetail",
    summary: "One match's live state with its events and statistics (the live-score match page)",
    tag,
    params: matchLiveDetailParams,
    auth: "optional",
    handler: ({ params }) => matchLiveDetail(db, params.matchId, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/Match/MyLiveMatches",
    summary: "The match ids of the player's open (unsettled) sports tickets, marked on the live scores",
    tag,
    params: noParams,
    auth: "required",
    handler: ({ player }) => myLiveMatches(db, player.user.id),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/SJBMatchAll",
    summary: "European Championship (ozb) programme: every fixture with stage, group, status and score",
    tag,
    params: noParams,
    auth: "optional",
    handler: () => sjbMatchAll(db),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/SJBGroupStageResult",
    summary: "European Championship group tables from the finished ozb group matches (3 points a win)",
    tag,
    params: noParams,
    auth: "optional",
    handler: () => sjbGroupStage(db),
  });
}
