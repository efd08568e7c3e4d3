import type { FastifyContextConfig, FastifyInstance } from "fastify";
import rateLimit from "@fastify/rate-limit";

/** Route config for a stricter per-IP limit of `perMinute` requests (none when undefined). */
export function perMinuteLimit(perMinute: number | undefined): FastifyContextConfig {
  return perMinute ? { rateLimit: { max: perMinute, timeWindow: 60_000 } } : {};
}

/** Global per-IP limit; routes may set a stricter one (login, registration). */
export async function installRateLimit(app: FastifyInstance, perMinute: number): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: perMinute,
    timeWindow: 60_000,
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, message: `retry in ${context.after}` }),
  });
}
