import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Deps } from "../deps.ts";
import { ok } from "../http/envelope.ts";
import { documentedSchema, mergeParams } from "../http/params.ts";
import { parseParams } from "../domain/params.ts";
import { perMinuteLimit } from "../http/rate-limit.ts";
import { authenticateOperator } from "./service.ts";
import { refuse } from "../domain/refusal.ts";

export interface AdminRouteDef<S extends z.ZodType, R> {
  method: "GET" | "POST";
  /** Path under /admin/api, e.g. "/players/ban". */
  path: string;
  summary: string;
  params: S;
  /** false only for login itself. */
  auth?: boolean;
  perMinute?: number;
  handler: (ctx: { params: z.output<S>; operatorId: number | null; request: FastifyRequest }) => Promise<R>;
}

/**
 * Registers an operator call on the /admin/api plugin: Bearer operator token (status 4 without one),
 * JSON body (or query) parsed by the zod schema (status 2), answered in the player envelope.
 * Each module registers its own operator calls with this (account/admin-routes.ts, …).
 */
export function adminRoute<S extends z.ZodType, R>(
  app: FastifyInstance,
  deps: Deps,
  def: AdminRouteDef<S, R>,
): void {
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
}

async function operatorOf(deps: Deps, request: FastifyRequest): Promise<number> {
  const header = request.headers.authorization ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw refuse("operatorOnly");
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
