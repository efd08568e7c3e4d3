import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { roleHas, type Permission } from "@lottery/contract";
import { mergeParams } from "../http/params.ts";
import { parseParams } from "../domain/params.ts";
import type { OperatorIdentity } from "./service.ts";
import { negativeZeroAt, notANumberAt } from "./strict-json.ts";
import { refuse } from "../domain/refusal.ts";

/**
 * What a call requires: a permission of the operator's role (contract ROLE_PERMISSIONS); `self` any
 * logged-in operator, even one who must still change the password (/me, /me/password, /logout);
 * `public` no login at all (/login).
 */
export type RoutePermission = Permission | "self" | "public";

/** Refuses an operator whose password change is due, or whose role lacks the permission. */
export function assertAllowed(operator: OperatorIdentity, permission: Exclude<RoutePermission, "public">) {
  if (permission === "self") return;
  if (operator.mustChangePassword) throw refuse("admin.passwordChangeRequired");
  if (!roleHas(operator.role, permission)) throw refuse("admin.forbidden");
}

/** What an operator call sent: query and form fields, JSON body values as they are. */
export function rawOperatorParams(request: FastifyRequest): Record<string, unknown> {
  return { ...mergeParams(request), ...jsonBody(request) };
}

/**
 * Parses an operator call's params: status 2 naming the field for anything the schema refuses, and
 * where a number is expected also for JSON null, booleans, blank text and -0 (strict-json.ts).
 */
export function operatorParams<S extends z.ZodType>(schema: S, request: FastifyRequest): z.output<S> {
  const raw = rawOperatorParams(request);
  const notNumber = notANumberAt(schema, raw);
  if (notNumber !== null) throw refuse("admin.numberExpected", notNumber);
  const params = parseParams(schema, raw);
  const negativeZero = negativeZeroAt(params);
  if (negativeZero !== null) throw refuse("admin.numberExpected", negativeZero);
  return params;
}

/** JSON bodies keep their types (booleans, numbers) for operator schemas. */
function jsonBody(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  const isJson = (request.headers["content-type"] ?? "").includes("application/json");
  return isJson && body && typeof body === "object" && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}
