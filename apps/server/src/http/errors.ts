import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { isRefusal, refuse } from "../domain/refusal.ts";
import { FAULT_BODY, failure } from "./envelope.ts";

/** The answer to any malformed request: status 2 in an HTTP 200 envelope. */
const malformedRequest = () => failure(refuse("badParam", "请求"));

/**
 * Faults Fastify answers before any route or error handler (a malformed percent escape in the path, a
 * path parameter over maxParamLength): malformed requests too, so the same status 2 envelope.
 */
export function frameworkErrors(_error: FastifyError, _request: unknown, reply: FastifyReply): void {
  void reply.code(200).send(malformedRequest());
}

/**
 * The one error handler: domain refusals → HTTP 200 envelope; rate limits → status 7; malformed requests →
 * status 2; anything else is a fault → HTTP 500 with a fixed body and no stack trace.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isRefusal(error)) return reply.code(200).send(failure(error));
    const code = error.statusCode ?? 500;
    if (code === 429) return reply.code(200).send(failure(refuse("tooManyRequests")));
    if (code >= 400 && code < 500) return reply.code(200).send(malformedRequest());
    request.log.error({ err: error }, "unexpected fault");
    return reply.code(500).send(FAULT_BODY);
  });
}
