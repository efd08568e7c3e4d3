import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { consoleRechargesParams, reconcileParams } from "@lottery/contract";
import { adminRoute, type AdminRouteDef } from "../admin/admin-route.ts";
import type { Deps } from "../deps.ts";
import { reconcile } from "./payment/reconcile.ts";
import { consoleRecharges } from "./recharge/console-list.ts";

/** The console's recharge reads: every player's recharges and the reconciliation with each provider. */
export function rechargeConsoleRoutes(app: FastifyInstance, deps: Deps): void {
  const route = <S extends z.ZodType, R>(def: AdminRouteDef<S, R>) => adminRoute(app, deps, def);
  const db = deps.db;
  const providers = deps.paymentProviders;

  route({
    method: "GET",
    path: "/recharges",
    permission: "finance",
    summary: "Recharge orders of every player, newest first; filters status, mid, channel, from/to (yuan)",
    params: consoleRechargesParams,
    handler: ({ params }) => consoleRecharges(db, params, deps.clock()),
  });

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
}
