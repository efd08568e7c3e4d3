import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { consolePlayersParams, passwordSchema, rowIdSchema } from "@lottery/contract";
import { adminRoute, type AdminRouteDef } from "../admin/admin-route.ts";
import type { Deps } from "../deps.ts";
import { resetPlayerPassword, revokePlayerSessions, setBanned } from "./admin-service.ts";
import { banState, consolePlayers } from "./console-players.ts";
import { DevSink } from "./codes/sender.ts";
import { refuse } from "../domain/refusal.ts";

const mid = rowIdSchema;

/** Operator calls on players, and the dev sink's recent codes. */
export function accountAdminRoutes(app: FastifyInstance, deps: Deps): void {
  const route = <S extends z.ZodType, R>(def: AdminRouteDef<S, R>) => adminRoute(app, deps, def);

  route({
    method: "GET",
    path: "/players",
    permission: "players.read",
    summary:
      "Players, newest first (paged): by name prefix, Mid or phone (`query`), `banned`, `realName` " +
      "(real name verified)",
    params: consolePlayersParams,
    handler: ({ params }) => consolePlayers(deps.db, params),
  });

  route({
    method: "POST",
    path: "/players/ban",
    permission: "players.write",
    summary: "Ban or unban a player; a banned player's every call answers status 5 (forced logout)",
    params: z.object({ mid, banned: z.boolean() }),
    snapshot: (params) => banState(deps.db, params.mid),
    handler: ({ params }) => setBanned(deps.db, params.mid, params.banned),
  });

  route({
    method: "POST",
    path: "/players/reset-password",
    permission: "players.write",
    summary: "Set a player's login password; ends their sessions and lifts a lockout",
    params: z.object({ mid, password: passwordSchema }),
    handler: ({ params }) => resetPlayerPassword(deps.db, params.mid, params.password, deps.clock()),
  });

  route({
    method: "POST",
    path: "/players/revoke-sessions",
    permission: "players.write",
    summary: "Log a player out on every device",
    params: z.object({ mid }),
    handler: ({ params }) => revokePlayerSessions(deps.db, params.mid),
  });

  route({
    method: "GET",
    path: "/dev/codes",
    permission: "support",
    summary: "Recent verification codes sent to a target (only with CODE_SENDER=dev)",
    params: z.object({ target: z.string().min(1).max(120) }),
    handler: async ({ params }) => {
      if (!(deps.codeSender instanceof DevSink)) throw refuse("devCodesOff");
      return { list: deps.codeSender.codesFor(params.target) };
    },
  });
}
