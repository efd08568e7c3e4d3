import type { FastifyInstance } from "fastify";
import {
  outrightChampionParams,
  outrightStateParams,
  outrightTeamSaveParams,
  outrightVoidParams,
} from "@lottery/contract";
import { adminRoute } from "../admin/admin-route.ts";
import type { Deps } from "../deps.ts";
import { noParams } from "../http/player-route.ts";
import { decide, outrightConsole, saveTeam, setOpen } from "./outright-console.ts";
import { OZB_MARKET } from "./outright-market.ts";

/** Operator calls of the European Championship's outright market (猜冠军; risk, audited). */
export function outrightAdminRoutes(app: FastifyInstance, deps: Deps): void {
  const db = deps.db;
  const view = () => outrightConsole(db, OZB_MARKET, deps.clock());

  adminRoute(app, deps, {
    method: "GET",
    path: "/outright/market",
    permission: "risk",
    summary:
      "The 欧洲杯猜冠军 market: state, champion, each team's odds, switch, bets, stake and liability, and " +
      "the orders' totals (count, stake, pending, won, prize, refunded)",
    params: noParams,
    handler: view,
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/outright/team",
    permission: "risk",
    summary:
      "Sets one team's fixed odds `sp` (1.01-9999) and `enabled` (false: stops selling, e.g. eliminated); " +
      "orders already sold keep their odds. Refused once the champion is entered or the market voided",
    params: outrightTeamSaveParams,
    snapshot: view,
    handler: async ({ params }) => {
      await saveTeam(db, OZB_MARKET, params, deps.clock());
      return view();
    },
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/outright/state",
    permission: "risk",
    summary: "Opens (`open` true) or closes selling of the whole market",
    params: outrightStateParams,
    snapshot: view,
    handler: async ({ params }) => {
      await setOpen(db, OZB_MARKET, params.open, deps.clock());
      return view();
    },
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/outright/champion",
    permission: "risk",
    summary:
      "Enters the champion (final): selling stops and the leader settles every order within seconds — a bet " +
      "on the champion pays 2 yuan × its sold odds × multiple (less 20 % tax over 10,000 yuan a bet)",
    params: outrightChampionParams,
    snapshot: view,
    handler: async ({ params }) => {
      await decide(db, OZB_MARKET, params.team, deps.clock());
      return view();
    },
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/outright/void",
    permission: "risk",
    summary: "Voids the market (final, `confirm`=1): selling stops and every order is refunded by the leader",
    params: outrightVoidParams,
    snapshot: view,
    handler: async () => {
      await decide(db, OZB_MARKET, null, deps.clock());
      return view();
    },
  });
}
