import type { FastifyInstance } from "fastify";
import rateLimit from "@fastify/rate-limit";

/** Global per-IP limit; routes may set a stricter one (login, registration). */
export async function installRateLimit(app: FastifyInstance, perMinute: number): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: perMinute,
    timeWindow: 60_000,
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, message: `retry in ${context.after}` }),
  });
}
