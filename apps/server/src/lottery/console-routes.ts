import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { consoleIssuesParams } from "@lottery/contract";
import { adminRoute, type AdminRouteDef } from "../admin/admin-route.ts";
import type { Deps } from "../deps.ts";
import { noParams } from "../http/player-route.ts";
import { consoleIssues, consoleLotteryGames } from "./console-issues.ts";

/** The console's lottery reads: the scheduled games and one game's issues with their settlement. */
export function lotteryConsoleRoutes(app: FastifyInstance, deps: Deps): void {
  const route = <S extends z.ZodType, R>(def: AdminRouteDef<S, R>) => adminRoute(app, deps, def);
  const db = deps.db;

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
}
