import type { FastifyInstance } from "fastify";
import { adminRoute } from "../admin/admin-route.ts";
import type { Deps } from "../deps.ts";
import { noParams } from "../http/player-route.ts";
import { readSetting, writeSetting } from "../system/settings-store.ts";
import { GAME_COMPANIES } from "./companies.ts";

/** Operator calls of the transfer centre: the companies offered (the demo platform's are in demo/). */
export function gamesAdminRoutes(app: FastifyInstance, deps: Deps): void {
  adminRoute(app, deps, {
    method: "GET",
    path: "/games/companies",
    permission: "finance",
    summary: "The game companies of the transfer centre (code, name, enabled), in display order",
    params: noParams,
    handler: () => readSetting(deps.db, GAME_COMPANIES),
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/games/companies",
    permission: "finance",
    summary: "Replace the game companies `companies: [{code, name, enabled}]` (codes a-z, 0-9, _ or -)",
    params: GAME_COMPANIES.schema,
    target: GAME_COMPANIES.key,
    snapshot: () => readSetting(deps.db, GAME_COMPANIES),
    handler: async ({ params }) => {
      await writeSetting(deps.db, GAME_COMPANIES, params);
      return readSetting(deps.db, GAME_COMPANIES);
    },
  });
}
