import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Deps } from "../deps.ts";
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
}
