import type { FastifyInstance } from "fastify";
import { saferConfirmLimitParams, saferSetLimitParams, saferTakeBreakParams } from "@lottery/contract";
import type { Deps } from "../deps.ts";
import { noParams, playerRoute } from "../http/player-route.ts";
import { confirmPendingLimit, saferInfo, setLimit, takeBreak } from "./service.ts";
import { saferSession } from "./session.ts";

/** Changes a player may make a minute (per IP). */
const CHANGES_PER_MIN = 30;

/** The player's safer-play calls (issue 29): limits, breaks and the reality check. */
export function saferRoutes(app: FastifyInstance, deps: Deps): void {
  const db = deps.db;
  const tag = "saferPlay";

  playerRoute(app, deps, {
    method: "GET",
    path: "/saferPlay/Info",
    summary:
      "The player's own limits (deposit and loss per day/week/month and stake per bet in yuan, session and " +
      "reality-check minutes), each with its pending looser value, when it may be confirmed and the " +
      "period's usage; and the running time-out or self-exclusion",
    tag,
    params: noParams,
    auth: "required",
    handler: ({ player }) => saferInfo(db, player.user.id, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/saferPlay/SetLimit",
    summary:
      "Sets a limit: a lower one (or a first one) applies at once; a higher one or an empty value (no " +
      "limit) waits 24 hours for saferPlay/ConfirmLimit. Answers saferPlay/Info",
    tag,
    params: saferSetLimitParams,
    auth: "required",
    perMinute: CHANGES_PER_MIN,
    handler: ({ player, params }) => setLimit(db, player.user.id, params, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/saferPlay/ConfirmLimit",
    summary:
      "Confirms a pending higher limit once 24 hours have passed (status 1 before). Answers saferPlay/Info",
    tag,
    params: saferConfirmLimitParams,
    auth: "required",
    perMinute: CHANGES_PER_MIN,
    handler: ({ player, params }) => confirmPendingLimit(db, player.user.id, params.kind, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/saferPlay/TakeBreak",
    summary:
      "Starts a time-out (1d, 7d, 30d) or self-exclusion (6m, 1y, 2y, 3y, 5y) now: no bets or recharges " +
      "until it ends, withdrawals stay possible, it cannot be ended early. Answers saferPlay/Info",
    tag,
    params: saferTakeBreakParams,
    auth: "required",
    perMinute: CHANGES_PER_MIN,
    handler: ({ player, params }) => takeBreak(db, player.user.id, params.period, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/saferPlay/Session",
    summary:
      "Reality check: when the play session began, minutes played, net result (yuan, prizes minus stakes) " +
      "and the chosen reminder interval; the call counts as activity",
    tag,
    params: noParams,
    auth: "required",
    handler: ({ player }) => saferSession(db, player.user.id, deps.clock()),
  });
}
