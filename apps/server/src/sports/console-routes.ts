import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { poolIssuesParams } from "@lottery/contract";
import { adminRoute, type AdminRouteDef } from "../admin/admin-route.ts";
import type { Deps } from "../deps.ts";
import { noParams } from "../http/player-route.ts";
import { consoleLeagues, consolePoolIssues } from "./console-pools.ts";

/** The console's sports reads: BJDC and CTZQ pool issues and the leagues a fixture may belong to. */
export function sportsConsoleRoutes(app: FastifyInstance, deps: Deps): void {
  const route = <S extends z.ZodType, R>(def: AdminRouteDef<S, R>) => adminRoute(app, deps, def);
  const db = deps.db;

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
