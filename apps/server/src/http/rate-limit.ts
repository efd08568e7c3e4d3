import type { FastifyContextConfig, FastifyInstance } from "fastify";
import rateLimit from "@fastify/rate-limit";

/** Route config for a stricter per-IP limit of `perMinute` requests (none when undefined). */
export function perMinuteLimit(perMinute: number | undefined): FastifyContextConfig {
  return perMinute ? { rateLimit: { max: perMinute, timeWindow: 60_000 } } : {};
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
