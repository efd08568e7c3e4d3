import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { Msg, Status } from "@lottery/contract";
import { authenticate, type Player } from "../account/sessions.ts";
import type { Deps } from "../deps.ts";
import { ApiError, ok } from "./envelope.ts";
import { documentedSchema, mergeParams, parseParams } from "./params.ts";
import { verifySignature } from "./signature.ts";

export interface PlayerCallContext<P> {
  params: P;
  player: Player | null;
  clientType: number;
  request: FastifyRequest;
  deps: Deps;
}

export interface PlayerRouteDef<S extends z.ZodType, R> {
  method: "GET" | "POST";
  /** Path under /api, e.g. "/account/weblogin" (matched case-insensitively). */
  path: string;
  summary: string;
  tag: string;
  params: S;
  /** required: status 4 without a live token; optional: the player when a valid token is sent. */
  auth: "required" | "optional" | "none";
  /** Answers even during maintenance (status checks, server time). */
  duringMaintenance?: boolean;
  /** A stricter per-route limit (requests per minute per IP) than the global one. */
  perMinute?: number;
  handler: (ctx: PlayerCallContext<z.output<S>>) => Promise<R>;
}

const KNOWN_CLIENT_TYPES = new Set([1, 31, 61, 71, 81, 91]);

/**
 * Registers a player call: signature (3) → maintenance (6) → token (4/5) → params (2) → service,
 * answered in the envelope. The zod schema also documents the call in the OpenAPI description.
 */
export function playerRoute<S extends z.ZodType, R>(
  app: FastifyInstance,
  deps: Deps,
  def: PlayerRouteDef<S, R>,
): void {
  app.route({
    method: def.method,
    url: `/api${def.path}`,
    schema: documentedSchema(def.method, def.summary, def.tag, def.params),
    config: def.perMinute ? { rateLimit: { max: def.perMinute, timeWindow: 60_000 } } : {},
    handler: async (request) => {
      const raw = mergeParams(request);
      verifySignature(raw, deps.config.signKey, deps.config.signWindowS);
      if (!def.duringMaintenance) await refuseDuringMaintenance(deps);
      const player = await playerOf(deps, raw.tk, def.auth);
      const params = parseParams(def.params, raw);
      const clientType = clientTypeOf(raw.c);
      return ok(await def.handler({ params, player, clientType, request, deps }));
    },
  });
}

async function refuseDuringMaintenance(deps: Deps): Promise<void> {
  const maintenance = await deps.settings.maintenance();
  if (maintenance.on) throw new ApiError(Status.MAINTENANCE, maintenance.message || Msg.maintenance);
}

async function playerOf(
  deps: Deps,
  token: string | undefined,
  auth: PlayerRouteDef<z.ZodType, unknown>["auth"],
) {
  if (auth === "none") return null;
  if (!token) {
    if (auth === "required") throw new ApiError(Status.LOGIN_REQUIRED, Msg.loginRequired);
    return null;
  }
  try {
    return await authenticate(deps.db, token, deps.config.sessionTtlHours);
  } catch (error) {
    if (auth === "optional" && error instanceof ApiError && error.status === Status.LOGIN_REQUIRED)
      return null;
    throw error;
  }
}

function clientTypeOf(c: string | undefined): number {
  const n = Number(c);
  return KNOWN_CLIENT_TYPES.has(n) ? n : 1;
}

/** A schema for calls that take no parameters of their own (common parameters pass through). */
export const noParams = z.object({});
