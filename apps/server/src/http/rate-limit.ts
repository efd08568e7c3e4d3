import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from "fastify";
import rateLimit from "@fastify/rate-limit";
import { refuse } from "../domain/refusal.ts";

/** Route config for a stricter per-IP limit of `perMinute` requests (none when undefined). */
export function perMinuteLimit(perMinute: number | undefined): FastifyContextConfig {
  return perMinute ? { rateLimit: { max: perMinute, timeWindow: 60_000 } } : {};
}

/** Checks one call of a logged-in player against a per-player limit; status 7 past it. */
export type PlayerLimit = (request: FastifyRequest, playerId: number) => Promise<void>;

/**
 * A limit of `perMinute` calls of one route per player (none when undefined or 0), so players behind
 * one carrier address (CGNAT) each get their own allowance. The per-IP limits run before any token is
 * read; this one runs in the route once the token names the player. Counted in the same store as the
 * per-IP limits (per process).
 */
export function perPlayerLimit(app: FastifyInstance, perMinute: number | undefined): PlayerLimit {
  if (!perMinute) return async () => undefined;
  const keys = new WeakMap<FastifyRequest, string>();
  const limit = app.createRateLimit({
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => keys.get(request) ?? request.ip,
  });
  return async (request, playerId) => {
    keys.set(request, `player:${playerId}`);
    const answer = await limit(request);
    if (!answer.isAllowed && answer.isExceeded) throw refuse("tooManyRequests");
  };
}

/** Only calls count: the web build's files (a page load fetches dozens) are never limited. */
function isCall(url: string): boolean {
  const lower = url.toLowerCase();
  return lower.startsWith("/api/") || lower.startsWith("/admin/");
}

/** Global per-IP limit on player and operator calls; routes may set a stricter one (login, registration). */
export async function installRateLimit(app: FastifyInstance, perMinute: number): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: perMinute,
    allowList: (request) => !isCall(request.url),
    timeWindow: 60_000,
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, message: `retry in ${context.after}` }),
  });
}
