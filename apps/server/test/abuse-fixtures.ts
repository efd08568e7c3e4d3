import type { Readable } from "node:stream";
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import { DEV_SIGN_KEY, signParams, type Envelope } from "@lottery/contract";
import type { Db } from "../src/db/client.ts";
import * as schema from "../src/schema.ts";

/** Shared by the abuse tests: calls read from the OpenAPI description, a database fingerprint, raw calls. */

/** A JSON-schema fragment as @fastify/swagger writes it (only the keywords the fuzzer reads). */
export interface FieldSchema {
  type?: string;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  nullable?: boolean;
}

export interface DocumentedField {
  name: string;
  /** Required in every alternative of the body (oneOf), or required as a query / path parameter. */
  required: boolean;
  /** The field's schema in each alternative that declares it (one for a plain object). */
  schemas: FieldSchema[];
  /** Every alternative declares it: only then can a value be invalid for all of them. */
  inEveryAlternative: boolean;
  in: "query" | "body" | "path";
}

export interface DocumentedCall {
  method: "GET" | "POST";
  /** As documented, path parameters written {name}. */
  path: string;
  fields: DocumentedField[];
}

type Operation = {
  parameters?: { name: string; in: string; required?: boolean; schema: FieldSchema }[];
  requestBody?: { content: Record<string, { schema: ObjectSchema }> };
};
type ObjectSchema = {
  properties?: Record<string, FieldSchema>;
  required?: string[];
  oneOf?: ObjectSchema[];
  anyOf?: ObjectSchema[];
};

/** Every GET and POST operation of the OpenAPI description whose path starts with `prefix`. */
export function documentedCalls(app: FastifyInstance, prefix: string): DocumentedCall[] {
  const spec = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const calls: DocumentedCall[] = [];
  for (const [path, operations] of Object.entries(spec.paths)) {
    if (!path.startsWith(prefix)) continue;
    for (const [method, operation] of Object.entries(operations)) {
      const upper = method.toUpperCase();
      if (upper !== "GET" && upper !== "POST") continue;
      calls.push({ method: upper, path, fields: fieldsOf(operation) });
    }
  }
  return calls;
}

function fieldsOf(operation: Operation): DocumentedField[] {
  const fields: DocumentedField[] = (operation.parameters ?? []).map((parameter) => ({
    name: parameter.name,
    required: parameter.required === true,
    schemas: [parameter.schema],
    inEveryAlternative: true,
    in: parameter.in === "path" ? "path" : "query",
  }));
  const body = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
  if (!body) return fields;
  const alternatives = body.oneOf ?? body.anyOf ?? [body];
  const names = new Set(alternatives.flatMap((alt) => Object.keys(alt.properties ?? {})));
  for (const name of names) {
    if (fields.some((field) => field.name === name)) continue; // a path parameter, also in the body
    const declaring = alternatives.filter((alt) => alt.properties?.[name]);
    fields.push({
      name,
      required: alternatives.every((alt) => alt.required?.includes(name)),
      schemas: declaring.map((alt) => alt.properties![name]!),
      inEveryAlternative: declaring.length === alternatives.length,
      in: "body",
    });
  }
  return fields;
}

/** Every table of the app's schema (so a new table is covered without touching the tests). */
export const schemaTables: string[] = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

/**
 * Row count and the sum of a 64-bit hash of every row's text, per table: two equal fingerprints mean
 * nothing was inserted, updated or deleted in between. (A sum needs no sort: half the cost of an MD5
 * over ordered rows, and the fuzzer takes one after every call.)
 */
export async function databaseFingerprint(db: Db): Promise<Record<string, string>> {
  const parts = schemaTables.map(
    (name) =>
      `SELECT '${name}' AS name, count(*) || ':' || coalesce(sum(hashtextextended(t::text, 0)), 0) AS print FROM "${name}" t`,
  );
  const result = await db.execute(sql.raw(parts.join(" UNION ALL ")));
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    name: string;
    print: string;
  }[];
  return Object.fromEntries(rows.map((row) => [row.name, row.print]));
}

export interface RawCall {
  method: "GET" | "POST";
  url: string;
  /** The parameters; an array sends the name once per element (the server keeps the last). */
  params: Record<string, string | string[]>;
  /** Adds c, v, p, t and tk (when given) and signs; false sends exactly `params`. */
  sign?: boolean;
  token?: string;
  /** POST as a JSON body holding `json` instead of a form body. */
  json?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** The client address (each its own rate-limit bucket). */
  ip?: string;
}

export interface RawAnswer {
  http: number;
  contentType: string;
  body: Envelope | null;
  text: string;
  /** An event stream was opened (and closed again at once): the call was accepted. */
  streamed: boolean;
  /** Bytes of the request body sent. */
  bodyBytes: number;
}

/**
 * One call as any client could make it: form or JSON body, repeated names, signed over the values the
 * server will keep (API.md §2) unless `sign` is false.
 */
export async function rawCall(app: FastifyInstance, request: RawCall): Promise<RawAnswer> {
  const params = { ...request.params };
  if (request.sign !== false) {
    const common = { c: "1", v: "1", p: "5", t: String(Math.floor(Date.now() / 1000)) };
    Object.assign(params, common, request.token ? { tk: request.token } : {});
    const kept: Record<string, string> = {};
    for (const [name, value] of Object.entries({ ...params, ...jsonTexts(request.json) }))
      kept[name] = Array.isArray(value) ? (value.at(-1) ?? "") : value;
    params.s = signParams(kept, DEV_SIGN_KEY);
  }
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  const encoded = form.toString();
  const options =
    request.method === "GET"
      ? { method: "GET" as const, url: `${request.url}?${encoded}`, headers: request.headers }
      : postOf(request, encoded);
  // As a stream, so that an event stream's answer arrives at its headers instead of never.
  const response = await app.inject({ ...options, remoteAddress: request.ip, payloadAsStream: true });
  const contentType = String(response.headers["content-type"] ?? "");
  const streamed = contentType.includes("text/event-stream");
  const text = await textOf(response.stream(), streamed);
  return {
    http: response.statusCode,
    contentType,
    body: contentType.includes("application/json") ? (JSON.parse(text) as Envelope) : null,
    text,
    streamed,
    bodyBytes: "payload" in options ? Buffer.byteLength(options.payload) : 0,
  };
}

/** The answer's text; an event stream is closed unread (it would never end). */
async function textOf(stream: Readable, eventStream: boolean): Promise<string> {
  if (eventStream) {
    stream.destroy();
    return "";
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function postOf(request: RawCall, encoded: string) {
  if (request.json)
    return {
      method: "POST" as const,
      url: `${request.url}?${encoded}`,
      payload: JSON.stringify(request.json),
      headers: { "content-type": "application/json", ...request.headers },
    };
  return {
    method: "POST" as const,
    url: request.url,
    payload: encoded,
    headers: { "content-type": "application/x-www-form-urlencoded; charset=utf-8", ...request.headers },
  };
}

/** The values the server keeps from a JSON body (mergeParams: strings as they are, others as JSON text). */
function jsonTexts(json: Record<string, unknown> | undefined): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [name, value] of Object.entries(json ?? {})) {
    const last = Array.isArray(value) ? value.at(-1) : value;
    if (last === undefined || last === null) continue;
    texts[name] = typeof last === "string" ? last : JSON.stringify(last);
  }
  return texts;
}
