import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import {
  consoleRange,
  playerFundsParams,
  playerLoginsParams,
  playerMidParams,
  playerOrdersParams,
} from "@lottery/contract";
import { adminRoute, type AdminRouteDef } from "../admin/admin-route.ts";
import type { Deps } from "../deps.ts";
import { orderList } from "../orders/records.ts";
import { fundRecords } from "../wallet/fund-records.ts";
import { playerDetail, requirePlayer } from "./console-players.ts";
import { loginHistoryOf } from "./login-history.ts";

/** The operator console's reads of one player: detail, orders, fund movements, logins. */
export function playerConsoleRoutes(app: FastifyInstance, deps: Deps): void {
  const route = <S extends z.ZodType, R>(def: AdminRouteDef<S, R>) => adminRoute(app, deps, def);
  const db = deps.db;

  route({
    method: "GET",
    path: "/players/detail",
    permission: "players.read",
    summary:
      "One player: profile (phone, e-mail, real name and ID masked), banned, locked, balances (cash, " +
      "frozen, 余额宝, game wallets; yuan), turnover owed, bank cards and Alipay accounts (masked)",
    params: playerMidParams,
    handler: ({ params }) => playerDetail(db, params.mid, deps.clock()),
  });

  route({
    method: "GET",
    path: "/players/orders",
    permission: "players.read",
    summary: "A player's bet orders (number and sports), newest first; filters gameCode, status, from/to",
    params: playerOrdersParams,
    handler: async ({ params }) => {
      await requirePlayer(db, params.mid);
      return orderList(db, params.mid, { ...params, ...consoleRange(params) });
    },
  });

  route({
    method: "GET",
    path: "/players/funds",
    permission: "players.read",
    summary:
      "A player's cash movements (fund records), newest first, each with the balance it left; filters " +
      "type (journal kind), from/to",
    params: playerFundsParams,
    handler: async ({ params }) => {
      await requirePlayer(db, params.mid);
      return fundRecords(db, params.mid, { account: "cash", ...params, ...consoleRange(params) });
    },
  });

  route({
    method: "GET",
    path: "/players/logins",
    permission: "players.read",
    summary:
      "A player's login and registration attempts, newest first (time, IP, client type, method, success)",
    params: playerLoginsParams,
    handler: async ({ params }) => {
      await requirePlayer(db, params.mid);
      return loginHistoryOf(db, params.mid, params);
    },
  });
}
