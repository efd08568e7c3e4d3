import type { FastifyInstance } from "fastify";
import {
  sportsMatchesAdminParams,
  sportsMatchParams,
  sportsOddsParams,
  sportsPoolPrizesParams,
  sportsResultParams,
} from "@lottery/contract";
import { adminRoute } from "../admin/admin-route.ts";
import type { Deps } from "../deps.ts";
import { noParams } from "../http/player-route.ts";
import { operatorMatches } from "./admin-list.ts";
import { upsertMatch } from "./fixtures.ts";
import { changeOdds } from "./odds-change.ts";
import { recordPoolPrizes } from "./pool-prizes.ts";
import { recordResult } from "./record-result.ts";
import {
  readSportsSaleSettings,
  sportsSaleSettingsSchema,
  writeSportsSaleSettings,
} from "./sale-settings.ts";

/** Operator calls of the sports data: fixtures, odds, results, CTZQ prizes, listing and sale settings. */
export function sportsAdminRoutes(app: FastifyInstance, deps: Deps): void {
  adminRoute(app, deps, {
    method: "POST",
    path: "/sports/match",
    permission: "risk",
    summary:
      "Create a fixture (no matchId or a new one) or update one not yet decided: league, teams, kickoffAt, " +
      "closeAt (default kick-off minus the configured minutes), num, issue (bjdc/ctzq), lines, singles, odds " +
      "{play: {option: SP}} (a play's first odds list every option; history kept), status selling|closed",
    params: sportsMatchParams,
    handler: ({ params }) => upsertMatch(deps, params),
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/sports/odds",
    permission: "risk",
    summary: "Change some odds (and lines) of a match not yet decided; each change is kept in the history",
    params: sportsOddsParams,
    handler: ({ params }) => changeOdds(deps, params),
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/sports/result",
    permission: "risk",
    summary:
      'Enter a result {matchId, halfScore, fullScore, cancelled} (scores "1:0"; football 90 minutes with the ' +
      "half-time score, basketball with overtime): every play's result code and final SP (cancelled: SP 1), " +
      "then settlement. The same result again changes nothing; a different one is refused once settled",
    params: sportsResultParams,
    handler: ({ params }) => recordResult(deps, params),
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/sports/pool-prizes",
    permission: "risk",
    summary:
      'CTZQ floating prizes {gameCode: ctzq, issue, prizes: {"1", "2", "R9": yuan per bet}}; tiers may follow ' +
      "in later calls but never change; settles the issue once its matches are decided",
    params: sportsPoolPrizesParams,
    handler: ({ params }) => recordPoolPrizes(deps, params),
  });

  adminRoute(app, deps, {
    method: "GET",
    path: "/sports/matches",
    permission: "risk",
    summary:
      "Fixtures by kick-off with odds, lines, results and final SP; filters gameCode, status, date, issue",
    params: sportsMatchesAdminParams,
    handler: ({ params }) => operatorMatches(deps.db, params),
  });

  adminRoute(app, deps, {
    method: "GET",
    path: "/sports/settings",
    permission: "risk",
    summary: "Sports sale settings: closeMinutes (sale closes this many minutes before kick-off)",
    params: noParams,
    handler: () => readSportsSaleSettings(deps.db),
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/sports/settings",
    permission: "risk",
    summary: "Change the sports sale settings (closeMinutes 0-720); applies to fixtures written afterwards",
    params: sportsSaleSettingsSchema,
    target: "sports.saleSettings",
    snapshot: () => readSportsSaleSettings(deps.db),
    handler: async ({ params }) => {
      await writeSportsSaleSettings(deps.db, params);
      return readSportsSaleSettings(deps.db);
    },
  });
}
