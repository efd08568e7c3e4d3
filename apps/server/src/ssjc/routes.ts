import type { FastifyInstance } from "fastify";
import {
  doSsjcActParams,
  doSsjcActRecordParams,
  ssjcMatchListParams,
  ssjcRankParams,
} from "@lottery/contract";
import type { Deps } from "../deps.ts";
import { playerRoute } from "../http/player-route.ts";
import { doSsjcAct, ssjcMatchList, ssjcRecords } from "./guess.ts";
import { ssjcRank } from "./rank.ts";

/** Match guessing (赛事竞猜, issue 26): free predictions on selected matches, prizes in points or red packets. */
export function ssjcRoutes(app: FastifyInstance, deps: Deps): void {
  const db = deps.db;
  const tag = "ssjc";

  playerRoute(app, deps, {
    method: "GET",
    path: "/Activity/SSJCMatchList",
    summary:
      "The matches open for guessing (selected by the operator, before their sale close) with the prize of " +
      "a right answer and the player's own pick; the daily limit and guesses left today",
    tag,
    params: ssjcMatchListParams,
    auth: "required",
    handler: ({ player }) => ssjcMatchList(db, player.user.id, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/Activity/DoSSJCAct",
    summary:
      "A free guess of a selected match's 90-minute result (`pick` 3 主胜, 1 平, 0 客胜), exactly once per " +
      "`requestId`; one guess per match, before its close, within the daily limit",
    tag,
    params: doSsjcActParams,
    auth: "required",
    handler: ({ player, params }) => doSsjcAct(db, player.user.id, params, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/Activity/DoSSJCActRecord",
    summary:
      "The player's own guesses, newest first (optionally one `status`): 待开奖, 猜中 with the prize paid, 未中, 已取消",
    tag,
    params: doSsjcActRecordParams,
    auth: "required",
    handler: ({ player, params }) => ssjcRecords(db, player.user.id, params),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/Activity/SSJCRank",
    summary:
      "The ranking of right answers settled in the `period` (week, month, all; China time), names masked, " +
      "and the caller's own line",
    tag,
    params: ssjcRankParams,
    auth: "required",
    handler: ({ player, params }) => ssjcRank(db, player.user.id, params.period, deps.clock()),
  });
}
