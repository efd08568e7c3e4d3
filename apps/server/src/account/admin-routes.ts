import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { passwordSchema, rowIdSchema } from "@lottery/contract";
import { adminRoute, type AdminRouteDef } from "../admin/admin-route.ts";
import type { Deps } from "../deps.ts";
import { resetPlayerPassword, revokePlayerSessions, searchPlayers, setBanned } from "./admin-service.ts";
import { DevSink } from "./codes/sender.ts";
import { refuse } from "../domain/refusal.ts";

const mid = rowIdSchema;

/** Operator calls on players, and the dev sink's recent codes. */
export function accountAdminRoutes(app: FastifyInstance, deps: Deps): void {
  const route = <S extends z.ZodType, R>(def: AdminRouteDef<S, R>) => adminRoute(app, deps, def);

  route({
    method: "GET",
    path: "/players",
    summary: "Find players by name prefix, Mid or phone (at most 50, newest first)",
    params: z.object({ query: z.string().max(32).default("") }),
    handler: async ({ params }) => ({ list: await searchPlayers(deps.db, params.query) }),
  });

  route({
    method: "POST",
    path: "/players/ban",
    summary: "Ban or unban a player; a banned player's every call answers status 5 (forced logout)",
    params: z.object({ mid, banned: z.boolean() }),
    handler: ({ params }) => setBanned(deps.db, params.mid, params.banned),
  });

  route({
    method: "POST",
    path: "/players/reset-password",
    summary: "Set a player's login password; ends their sessions and lifts a lockout",
    params: z.object({ mid, password: passwordSchema }),
    handler: ({ params }) => resetPlayerPassword(deps.db, params.mid, params.password, deps.clock()),
  });

  route({
    method: "POST",
    path: "/players/revoke-sessions",
    summary: "Log a player out on every device",
    params: z.object({ mid }),
    handler: ({ params }) => revokePlayerSessions(deps.db, params.mid),
  });

  route({
    method: "GET",
    path: "/dev/codes",
    summary: "Recent verification codes sent to a target (only with CODE_SENDER=dev)",
    params: z.object({ target: z.string().min(1).max(120) }),
    handler: async ({ params }) => {
      if (!(deps.codeSender instanceof DevSink)) throw refuse("devCodesOff");
      return { list: deps.codeSender.codesFor(params.target) };
    },
  });
}
