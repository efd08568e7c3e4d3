import type { FastifyInstance } from "fastify";
import {
  betJoinParams,
  betTogetherDocumented,
  betTogetherParams,
  hmJoinListParams,
  hmListParams,
  hmMineParams,
  hmRankingParams,
  schemeIdParams,
} from "@lottery/contract";
import type { Deps } from "../deps.ts";
import { playerRoute } from "../http/player-route.ts";
import { cancelScheme } from "./cancel.ts";
import { joinScheme } from "./join.ts";
import { publishScheme } from "./publish.ts";
import { hotInitiators, joinList, listSchemes, mySchemes, ranking, schemeDetail } from "./reads.ts";
import { startScheme } from "./start.ts";

/** The player's group purchase calls (合买, API.md §8). */
export function togetherRoutes(app: FastifyInstance, deps: Deps): void {
  const db = deps.db;
  const tag = "group purchase";

  playerRoute(app, deps, {
    method: "POST",
    path: "/lottery/bet_together",
    adultsOnly: true,
    summary:
      "Start a group purchase (合买) of a number-game ticket (as bet_szc, no chase) or, when `legs` is sent, " +
      "a sports ticket (as bet_jc_create: gameCode jczq | jclq | bjdc, passTypes, legs, multiple; the SPs " +
      "checked now, the ticket placed at the deadline at the SPs current then). Its cost is a whole number " +
      "of yuan = totalShares, within the operator's limits (together.rules). `buyShares` ≥ 5 % of the total and ≥ the commission percent (rounded up), " +
      "`guaranteeShares` 0 … total − buy (frozen), `commissionPercent` 0–10, `privacy` 0/1/2, `pitch` ≤ 200. " +
      "Sale for schemes closes `together.rules.aheadSeconds` (default 600) before the issue (or the " +
      "ticket's earliest match). buy + guarantee " +
      "are taken at once; `requestId` makes retries safe. models {schemeId, totalShares, buyShares, " +
      "guaranteeShares, amount, balance}",
    tag,
    params: betTogetherParams,
    documented: betTogetherDocumented,
    auth: "required",
    handler: async ({ player, params }) => {
      const now = deps.clock();
      const started = await startScheme(db, player.user.id, params, now);
      if (started.fresh) publishScheme(deps, started.scheme, now);
      return started.models;
    },
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/lottery/bet_join",
    adultsOnly: true,
    summary:
      "Join a selling scheme: whole `shares` (≥ 1, ≤ what is left: status 1 剩余N份), paid at once. " +
      "Participants may not withdraw. `requestId` makes retries safe. models {schemeId, shares, amount, " +
      "soldShares, totalShares, balance}",
    tag,
    params: betJoinParams,
    auth: "required",
    handler: async ({ player, params }) => {
      const now = deps.clock();
      const joined = await joinScheme(db, player.user.id, params, now);
      publishScheme(deps, joined.scheme, now);
      return joined.models;
    },
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/hm/cancel",
    summary:
      "The initiator cancels the whole scheme while sold + guarantee < 50 %: every payment returns. models " +
      "{schemeId, status}",
    tag,
    params: schemeIdParams,
    auth: "required",
    handler: ({ player, params }) => cancelScheme(deps, params.schemeId, player.user.id, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/hm/detail",
    summary:
      "A scheme: progress, guarantee, site fill, commission, privacy (the ticket only when allowed), " +
      "initiator and 战绩, my shares, its order and the prize split once settled (yuan)",
    tag,
    params: schemeIdParams,
    auth: "required",
    handler: ({ player, params }) => schemeDetail(db, params.schemeId, player.user.id, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/hm/list",
    summary:
      "The 合买 hall: selling schemes, pinned first, optional `gameCode`, `sort` record | popularity | " +
      "progress (incl. guarantee) | amount; paged",
    tag,
    params: hmListParams,
    auth: "none",
    handler: ({ params }) => listSchemes(db, params, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/hm/joinlist",
    summary: "A scheme's participants (buy, join, guarantee used, site fill), newest first; paged",
    tag,
    params: hmJoinListParams,
    auth: "required",
    handler: ({ params }) => joinList(db, params),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/hm/QueryTogetherList",
    summary: "My schemes (started or joined), newest first, optional `status`; paged, as hm/detail",
    tag,
    params: hmMineParams,
    auth: "required",
    handler: ({ player, params }) => mySchemes(db, player.user.id, params),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/hm/ranking",
    summary:
      "Initiators by 战绩 (stars, moons, suns, crowns by profit per winning scheme), top 50; optional " +
      "`gameCode`. Public (names masked)",
    tag,
    params: hmRankingParams,
    auth: "none",
    handler: ({ params }) => ranking(db, params.gameCode),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/hm/QueryTotherRank",
    summary:
      "合买红人 (the hall's hot initiators): winners by 战绩 who started a scheme in the last 7 days, top 14; " +
      "optional `gameCode`. Public (names masked)",
    tag,
    params: hmRankingParams,
    auth: "none",
    handler: ({ params }) => hotInitiators(db, deps.clock(), params.gameCode),
  });
}
