import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import {
  consoleIssuesParams,
  consoleRechargesParams,
  dashboardParams,
  poolIssuesParams,
  reconcileParams,
} from "@lottery/contract";
import { playerConsoleRoutes } from "../account/console-routes.ts";
import type { Deps } from "../deps.ts";
import { noParams } from "../http/player-route.ts";
import { consoleIssues, consoleLotteryGames } from "../lottery/console-issues.ts";
import { consoleLeagues, consolePoolIssues } from "../sports/console-pools.ts";
import { paymentProviders } from "../wallet/payment/provider.ts";
import { reconcile } from "../wallet/payment/reconcile.ts";
import { consoleRecharges } from "../wallet/recharge/console-list.ts";
import { adminRoute, type AdminRouteDef } from "./admin-route.ts";
import { dashboard } from "./dashboard.ts";

/** The operator console's reads that no module had: dashboard, players, recharges, issues, pools. */
export function consoleRoutes(app: FastifyInstance, deps: Deps): void {
  const route = <S extends z.ZodType, R>(def: AdminRouteDef<S, R>) => adminRoute(app, deps, def);
  const db = deps.db;
  playerConsoleRoutes(app, deps);

  route({
    method: "GET",
    path: "/dashboard",
    permission: "dashboard",
    summary:
      "Today's stakes, prizes, GGR (overall and by game), recharges and withdrawals paid, withdrawals " +
      "waiting, issues on sale, players online, new players; series per China day over `days` (1-92, " +
      "default 30) and per hour of today (yuan)",
    params: dashboardParams,
    handler: ({ params }) => dashboard(db, params.days, deps.clock()),
  });

  route({
    method: "GET",
    path: "/recharges",
    permission: "finance",
    summary: "Recharge orders of every player, newest first; filters status, mid, channel, from/to (yuan)",
    params: consoleRechargesParams,
    handler: ({ params }) => consoleRecharges(db, params, deps.clock()),
  });

  const providers = paymentProviders(deps.config, db);
  route({
    method: "GET",
    path: "/recharges/reconcile",
    permission: "finance",
    summary:
      "Per payment provider: our recharges paid on China day `day` against the provider's statement — " +
      "matched, missing on our side, missing on theirs, amount mismatches",
    params: reconcileParams,
    handler: ({ params }) => reconcile(db, providers, params.day),
  });

  route({
    method: "GET",
    path: "/lottery/games",
    permission: "risk",
    summary:
      "Scheduled lottery games: code, name, kind house|official, group, sale close seconds (and default)",
    params: noParams,
    handler: () => consoleLotteryGames(db),
  });

  route({
    method: "GET",
    path: "/lottery/issues",
    permission: "risk",
    summary:
      "One game's issues, latest draw first; filters status, from/to (draw day): times, numbers, floating " +
      "prizes (yuan), sales, orders, pending/settled counts, seed hash and revealed seed (house games)",
    params: consoleIssuesParams,
    handler: ({ params }) => consoleIssues(db, params),
  });

  route({
    method: "GET",
    path: "/sports/pool-issues",
    permission: "risk",
    summary:
      "BJDC and CTZQ pool issues, latest close first; filters gameCode, status: matches (decided), orders, " +
      "sales, pending, CTZQ floating prizes (yuan) and whether every tier is entered",
    params: poolIssuesParams,
    handler: ({ params }) => consolePoolIssues(db, params),
  });

  route({
    method: "GET",
    path: "/sports/leagues",
    permission: "risk",
    summary: "The leagues a fixture may belong to (code, name, shortName, sport)",
    params: noParams,
    handler: async () => consoleLeagues(),
  });
}
