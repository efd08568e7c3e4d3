import type { FastifyInstance, FastifyRequest } from "fastify";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { Msg, Status } from "@lottery/contract";
import { users } from "../account/tables.ts";
import type { Deps } from "../deps.ts";
import { ApiError, ok, refused } from "../http/envelope.ts";
import { documentedSchema, mergeParams, parseParams } from "../http/params.ts";
import { authenticateOperator, operatorLogin } from "./service.ts";
import { perMinuteLimit } from "../http/rate-limit.ts";

interface AdminRouteDef<S extends z.ZodType, R> {
  method: "GET" | "POST";
  path: string;
  summary: string;
  params: S;
  /** false only for login itself. */
  auth?: boolean;
  perMinute?: number;
  handler: (ctx: { params: z.output<S>; operatorId: number | null; request: FastifyRequest }) => Promise<R>;
}

/** Operator calls: JSON bodies, Bearer operator token, the same envelope and status codes. */
export function adminRoutes(app: FastifyInstance, deps: Deps): void {
  const route = <S extends z.ZodType, R>(def: AdminRouteDef<S, R>) =>
    app.route({
      method: def.method,
      url: def.path,
      schema: documentedSchema(def.method, def.summary, "admin", def.params),
      config: perMinuteLimit(def.perMinute),
      handler: async (request) => {
        const operatorId = def.auth === false ? null : await operatorOf(deps, request);
        const params = parseParams(def.params, { ...mergeParams(request), ...jsonBody(request) });
        return ok(await def.handler({ params, operatorId, request }));
      },
    });

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

async function operatorOf(deps: Deps, request: FastifyRequest): Promise<number> {
  const header = request.headers.authorization ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new ApiError(Status.LOGIN_REQUIRED, Msg.operatorOnly);
  return authenticateOperator(deps.db, match[1]);
}

/** JSON bodies keep their types (booleans, numbers) for operator schemas. */
function jsonBody(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  const isJson = (request.headers["content-type"] ?? "").includes("application/json");
  return isJson && body && typeof body === "object" && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}
