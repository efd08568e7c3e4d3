import type { FastifyRequest, FastifySchema } from "fastify";
import type { z } from "zod";
import { Msg, Status } from "@lottery/contract";
import { ApiError } from "./envelope.ts";

export type RawParams = Record<string, string>;

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
    throw new ApiError(Status.BAD_PARAM, Msg.badParam(name));
  }
}

/** True when a text holds U+0000, which PostgreSQL can neither store nor compare (the query fails). */
export function hasNul(text: string): boolean {
  return text.includes("\u0000");
}

/** Parses params with a zod schema; a failure is status 2 with a Chinese message naming the field. */
export function parseParams<S extends z.ZodType>(schema: S, params: unknown): z.output<S> {
  const result = schema.safeParse(params);
  if (result.success) {
    const nulAt = nulPathOf(result.data);
    if (nulAt !== null) throw new ApiError(Status.BAD_PARAM, Msg.badParam(nulAt || "参数"));
    return result.data;
  }
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join(".") || "参数";
  throw new ApiError(Status.BAD_PARAM, describeIssue(field, issue));
}

/**
 * The path (a.0.b) of the first text holding U+0000 in parsed params, names and values alike, or
 * null; walked without recursion, since free-form JSON values may nest deep.
 */
function nulPathOf(data: unknown): string | null {
  const stack: [unknown, string][] = [[data, ""]];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === "string") {
      if (hasNul(value)) return path;
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push([item, join(path, String(index))]));
    } else if (isPlainObject(value)) {
      for (const [name, item] of Object.entries(value)) {
        if (hasNul(name)) return join(path, "");
        stack.push([item, join(path, name)]);
      }
    }
  }
  return null;
}

const join = (path: string, name: string) => (path && name ? `${path}.${name}` : path || name);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function describeIssue(field: string, issue: z.core.$ZodIssue | undefined): string {
  if (issue?.code === "invalid_type" && /received undefined/.test(issue.message))
    return Msg.missingParam(field);
  const detail = issue?.message ?? "";
  return /[\u4e00-\u9fff]/.test(detail) ? `${Msg.badParam(field)}，${detail}` : Msg.badParam(field);
}

/** The OpenAPI schema of a call: its params documented as query (GET) or form body (POST). */
export function documentedSchema(
  method: "GET" | "POST",
  summary: string,
  tag: string,
  params: z.ZodType,
): FastifySchema {
  return method === "GET"
    ? { summary, tags: [tag], querystring: params }
    : { summary, tags: [tag], body: params };
}
