import type { FastifyInstance } from "fastify";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { users } from "../account/tables.ts";
import type { Deps } from "../deps.ts";
import { refused } from "../http/envelope.ts";
import { adminRoute, type AdminRouteDef } from "./admin-route.ts";
import { operatorLogin } from "./service.ts";

/** Operator login and the system switches; other modules add their own operator calls. */
export function adminRoutes(app: FastifyInstance, deps: Deps): void {
  const route = <S extends z.ZodType, R>(def: AdminRouteDef<S, R>) => adminRoute(app, deps, def);

  route({
    method: "POST",
    path: "/login",
    summary: "Operator login → bearer token",
    params: z.object({ userName: z.string().min(1).max(32), password: z.string().min(1).max(128) }),
    auth: false,
    perMinute: deps.config.authRateLimitPerMin,
    handler: ({ params }) => operatorLogin(deps.db, params.userName, params.password),
  });

  route({
    method: "POST",
    path: "/system/maintenance",
    summary: "Turn maintenance on or off (status 6 on every player call while on)",
    params: z.object({ on: z.boolean(), message: z.string().max(200).default("") }),
    handler: async ({ params }) => {
      await deps.settings.setMaintenance({ on: params.on, message: params.message });
      return { on: params.on };
    },
  });

  route({
    method: "POST",
    path: "/players/ban",
    summary: "Ban or unban a player; a banned player's every call answers status 5 (forced logout)",
    params: z.object({ mid: z.coerce.number().int().positive(), banned: z.boolean() }),
    handler: async ({ params }) => {
      const rows = await deps.db
        .update(users)
        .set({ banned: params.banned, version: sql`${users.version} + 1` })
        .where(eq(users.id, params.mid))
        .returning({ id: users.id });
      if (rows.length === 0) throw refused("玩家不存在");
      return { mid: params.mid, banned: params.banned };
    },
  });
}
