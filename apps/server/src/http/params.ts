import type { FastifyRequest, FastifySchema } from "fastify";
import type { z } from "zod";
import { badParam } from "../domain/refusal.ts";
import type { RawParams } from "../domain/params.ts";

/**
 * Query string and form body merged into one flat map of strings (body wins on a clash, API.md §1).
 * A repeated name keeps its last value; non-string JSON values are kept as their JSON text.
 */
export function mergeParams(request: FastifyRequest): RawParams {
  const merged: RawParams = {};
  for (const source of [request.query, request.body]) {
    if (!source || typeof source !== "object" || Array.isArray(source)) continue;
    for (const [name, value] of Object.entries(source as Record<string, unknown>)) {
      const last = Array.isArray(value) ? value[value.length - 1] : value;
      if (last === undefined || last === null) continue;
      merged[name] = typeof last === "string" ? last : jsonTextOf(name, last);
    }
  }
  return merged;
}

/** A JSON value as text; one nested too deep to write out (the stack runs out) is malformed. */
function jsonTextOf(name: string, value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch {
    throw badParam(name);
  }
}

/** The path parameters of a route like /Activity/:hash, as text. */
export function pathParams(request: FastifyRequest): RawParams {
  const source = request.params;
  if (!source || typeof source !== "object") return {};
  return Object.fromEntries(
    Object.entries(source as Record<string, unknown>).filter(
      (e): e is [string, string] => typeof e[1] === "string",
    ),
  );
}

/**
 * The OpenAPI schema of a call: its params documented as query (GET) or form body (POST), or as path
 * parameters when the path names them (`inPath`).
 */
export function documentedSchema(
  method: "GET" | "POST",
  summary: string,
  tag: string,
  params: z.ZodType,
  inPath = false,
): FastifySchema {
  if (inPath) return { summary, tags: [tag], params };
  return method === "GET"
    ? { summary, tags: [tag], querystring: params }
    : { summary, tags: [tag], body: params };
}
