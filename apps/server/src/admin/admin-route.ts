import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Deps } from "../deps.ts";
import { ok } from "../http/envelope.ts";
import { documentedSchema } from "../http/params.ts";
import { perMinuteLimit } from "../http/rate-limit.ts";
import { auditedCall } from "./audit-call.ts";
import { operatorOfToken, type OperatorIdentity } from "./service.ts";
import { assertAllowed, operatorParams, type RoutePermission } from "./route-checks.ts";
import { refuse } from "../domain/refusal.ts";

export type { RoutePermission } from "./route-checks.ts";

export interface AdminRouteDef<S extends z.ZodType, R> {
  method: "GET" | "POST";
  /** Path under /admin/api, e.g. "/players/ban". */
  path: string;
  summary: string;
  params: S;
  /** Required: every operator call says who may make it. */
  permission: RoutePermission;
  perMinute?: number;
  /**
   * Settings-like calls: the state the call changes, read before the handler and again after it for
   * the audit log's before and after (otherwise the answer is recorded as after).
   */
  snapshot?: (params: z.output<S>, request: FastifyRequest) => Promise<unknown>;
  /** What the call acts on, for the audit log; by default read from the params (auditTarget). */
  target?: string | ((params: z.output<S>, request: FastifyRequest) => string);
  handler: (ctx: {
    params: z.output<S>;
    /** Null only for `public` calls. */
    operatorId: number | null;
    operator: OperatorIdentity | null;
    request: FastifyRequest;
  }) => Promise<R>;
}

/**
 * Registers an operator call on the /admin/api plugin: Bearer operator token (status 4 without one),
 * the password-change gate and the call's permission (status 1 无权限执行此操作), JSON body (or query)
 * parsed by the zod schema (status 2), answered in the player envelope. Every POST but login is written
 * to the audit log, refusals included (admin/audit-call.ts). Each module registers its own operator
 * calls with this (account/admin-routes.ts, …).
 */
export function adminRoute<S extends z.ZodType, R>(
  app: FastifyInstance,
  deps: Deps,
  def: AdminRouteDef<S, R>,
): void {
  registry(deps).push({ method: def.method, path: def.path, permission: def.permission });
  app.route({
    method: def.method,
    url: def.path,
    schema: {
      ...documentedSchema(def.method, def.summary, "admin", def.params),
      description: `Permission: ${def.permission}`,
    },
    config: perMinuteLimit(def.perMinute),
    handler: async (request) => {
      if (def.permission === "public") {
        const params = operatorParams(def.params, request);
        return ok(await def.handler({ params, operatorId: null, operator: null, request }));
      }
      const operator = await operatorOf(deps, request);
      const run = (params: z.output<S>) =>
        def.handler({ params, operatorId: operator.id, operator, request });
      if (def.method === "GET") {
        assertAllowed(operator, def.permission);
        return ok(await run(operatorParams(def.params, request)));
      }
      return ok(await auditedCall(deps, def, operator, request, run));
    },
  });
}

/**
 * A GET that answers a Server-Sent Events stream to operators (the customer-service desk): the same
 * token, permission and parameter checks as adminRoute (refusals answer the envelope), then `open`
 * takes over the reply. Registered and documented with its permission like every operator call.
 */
export function adminStreamRoute<S extends z.ZodType>(
  app: FastifyInstance,
  deps: Deps,
  def: {
    path: string;
    summary: string;
    params: S;
    permission: Exclude<RoutePermission, "public" | "self">;
    open: (
      ctx: { params: z.output<S>; operator: OperatorIdentity },
      request: FastifyRequest,
      reply: FastifyReply,
    ) => void;
  },
): void {
  registry(deps).push({ method: "GET", path: def.path, permission: def.permission });
  app.route({
    method: "GET",
    url: def.path,
    schema: {
      ...documentedSchema("GET", def.summary, "admin", def.params),
      description: `Permission: ${def.permission}`,
    },
    handler: async (request, reply) => {
      const operator = await operatorOf(deps, request);
      assertAllowed(operator, def.permission);
      def.open({ params: operatorParams(def.params, request), operator }, request, reply);
    },
  });
}

async function operatorOf(deps: Deps, request: FastifyRequest): Promise<OperatorIdentity> {
  const header = request.headers.authorization ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw refuse("operatorOnly");
  return operatorOfToken(deps.db, match[1]);
}

/** One registered operator call: what the console and the role tests read. */
export interface RegisteredAdminRoute {
  method: "GET" | "POST";
  path: string;
  permission: RoutePermission;
}

const registries = new WeakMap<Deps, RegisteredAdminRoute[]>();

function registry(deps: Deps): RegisteredAdminRoute[] {
  let routes = registries.get(deps);
  if (!routes) registries.set(deps, (routes = []));
  return routes;
}

/** Every operator call registered for an app (by its deps), in registration order. */
export function registeredAdminRoutes(deps: Deps): readonly RegisteredAdminRoute[] {
  return registries.get(deps) ?? [];
}
