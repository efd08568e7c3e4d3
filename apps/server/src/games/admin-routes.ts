import type { FastifyInstance } from "fastify";
import { adminRoute } from "../admin/admin-route.ts";
import type { Deps } from "../deps.ts";
import { noParams } from "../http/player-route.ts";
import { readSetting, writeSetting } from "../system/settings-store.ts";
import { GAME_COMPANIES } from "./companies.ts";
import { GAME_CATALOGUE } from "./catalogue.ts";

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

  adminRoute(app, deps, {
    method: "GET",
    path: "/games/catalogue",
    permission: "finance",
    summary:
      "The game lobby's catalogue: games `{company, code, name, category, hot, enabled}` in display order",
    params: noParams,
    handler: () => readSetting(deps.db, GAME_CATALOGUE),
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/games/catalogue",
    permission: "finance",
    summary:
      "Replace the lobby catalogue `games: [{company, code, name, category (slot, poker, fish, live), hot, enabled}]`",
    params: GAME_CATALOGUE.schema,
    target: GAME_CATALOGUE.key,
    snapshot: () => readSetting(deps.db, GAME_CATALOGUE),
    handler: async ({ params }) => {
      await writeSetting(deps.db, GAME_CATALOGUE, params);
      return readSetting(deps.db, GAME_CATALOGUE);
    },
  });
}
