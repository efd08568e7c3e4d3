import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { dashboardParams } from "@lottery/contract";
import type { Deps } from "../deps.ts";
import { adminRoute, type AdminRouteDef } from "./admin-route.ts";
import { dashboard } from "./dashboard.ts";

/** The console's dashboard; every module registers its own console reads beside its operator calls. */
export function consoleRoutes(app: FastifyInstance, deps: Deps): void {
  const route = <S extends z.ZodType, R>(def: AdminRouteDef<S, R>) => adminRoute(app, deps, def);
  const db = deps.db;

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
}
