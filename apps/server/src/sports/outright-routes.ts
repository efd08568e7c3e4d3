import type { FastifyInstance } from "fastify";
import type { Deps } from "../deps.ts";
import { noParams, playerRoute } from "../http/player-route.ts";
import { sjbChampion } from "./outright-market.ts";

/** The outright market's read call (bets go through lottery/bet_ozb market=champion). */
export function outrightRoutes(app: FastifyInstance, deps: Deps): void {
  playerRoute(app, deps, {
    method: "GET",
    path: "/SJBChampion",
    summary:
      "欧洲杯猜冠军 (outright market): market {code, name, state open|closed|decided|void, stateName, " +
      "champion} and each team {team, group, sp (fixed odds, null until set), enabled, selling}; bets: " +
      "lottery/bet_ozb with market=champion",
    tag: "sports",
    params: noParams,
    auth: "optional",
    handler: () => sjbChampion(deps.db),
  });
}
