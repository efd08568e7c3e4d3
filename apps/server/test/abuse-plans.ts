import fc from "fast-check";
import type { DocumentedField } from "./abuse-fixtures.ts";
import { certainlyInvalid, hostileJson, hostileText, poisonsOf, shapedValue } from "./abuse-params.ts";

/**
 * The fuzzer's calls: a plan (values per documented field, extra fields, transport, signing) and the
 * request it makes, with what the server's params parser will receive from it.
 */

/** Sent once per element: the same name repeated, where the server keeps the last. */
export interface Repeated {
  repeated: string[];
}

/** One generated call: values per documented field (undefined: left out), extra fields, how it is sent. */
export interface CallPlan {
  values: Record<string, unknown>;
  extras: Record<string, string>;
  transport: "query" | "form" | "json";
  auth: "signed" | "anonymous" | "unsigned";
  /** The field made certainly invalid on purpose, if any. */
  poisoned: string | null;
}

/** The common parameters the harness sets itself (the other common ones, mid, ip, RDUID, are fuzzed). */
const SET_BY_HARNESS = new Set(["c", "v", "t", "tk", "p", "s"]);

const extraName = fc
  .oneof(
    fc.constantFrom(
      "__proto__",
      "constructor",
      "prototype",
      "hasOwnProperty",
      "a[b]",
      "x.y",
      "mid",
      "ip",
      "RDUID",
    ),
    fc.string({ minLength: 1, maxLength: 12 }),
  )
  .filter((name) => !SET_BY_HARNESS.has(name));

function fieldValue(field: DocumentedField, operator: boolean): fc.Arbitrary<unknown> {
  const shaped = fc.constantFrom(...field.schemas).chain((schema) => shapedValue(schema as never));
  const hostile = operator ? hostileJson : hostileText;
  if (field.in === "path")
    return fc.oneof(
      shaped.map((value) => encodeURIComponent(String(value))),
      hostileText.map(encodeURIComponent),
      fc.constantFrom("%", "%E0%A4%A", "%zz", "%00", "..", "%2e%2e%2F"),
    );
  return fc.oneof(
    { weight: 3, arbitrary: shaped },
    { weight: 3, arbitrary: hostile },
    { weight: 1, arbitrary: fc.constant(undefined) },
    {
      weight: 1,
      arbitrary: fc
        .array(hostileText, { minLength: 2, maxLength: 4 })
        .map((repeated): Repeated => ({ repeated })),
    },
  );
}

/**
 * Plans for one call: every documented field hostile, shaped or left out, a few extra fields, and
 * (about half the time) one field made certainly invalid. Operator calls go mostly as JSON.
 */
export function callPlans(
  method: "GET" | "POST",
  fields: DocumentedField[],
  operator: boolean,
): fc.Arbitrary<CallPlan> {
  const poisonable = fields
    .filter((field) => field.in !== "path")
    .map((field) => ({ field, poisons: poisonsOf(field) }))
    .filter(({ poisons }) => poisons.length > 0);
  const poison = poisonable.length
    ? fc.option(
        fc
          .constantFrom(...poisonable)
          .chain(({ field, poisons }) => fc.tuple(fc.constant(field.name), fc.constantFrom(...poisons))),
        { freq: 2 },
      )
    : fc.constant(null);
  const transports: CallPlan["transport"][] =
    method === "GET" ? ["query"] : operator ? ["json", "json", "form"] : ["form", "query", "json"];
  return fc
    .record({
      values: fc.record(Object.fromEntries(fields.map((f) => [f.name, fieldValue(f, operator)]))),
      extras: fc.dictionary(extraName, hostileText, { maxKeys: 3 }),
      transport: fc.constantFrom(...transports),
      auth: fc.constantFrom<CallPlan["auth"]>(
        "signed",
        "signed",
        "signed",
        "signed",
        "anonymous",
        "unsigned",
      ),
      poison,
    })
    .map(({ poison: chosen, ...plan }) => {
      if (chosen) plan.values[chosen[0]] = chosen[1];
      return { ...plan, poisoned: chosen ? chosen[0] : null };
    });
}

export interface PlannedRequest {
  /** Path parameters filled in. */
  url: string;
  /** Query or form fields (an array repeats the name). */
  params: Record<string, string | string[]>;
  json?: Record<string, unknown>;
  /** What the server's params parser receives for each documented field (API.md §1 merging). */
  kept: Record<string, unknown>;
}

/**
 * The request of a plan. Player calls carry structured values as JSON text in one field (API.md §1)
 * even in a JSON body; operator JSON bodies carry them as they are.
 */
export function plannedRequest(
  call: { path: string; fields: DocumentedField[] },
  plan: CallPlan,
  operator: boolean,
): PlannedRequest {
  const names = new Set(call.fields.map((field) => field.name));
  const raw = operator && plan.transport === "json";
  const sent: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(plan.extras)) if (!names.has(name)) sent[name] = value;
  for (const field of call.fields) {
    const value = plan.values[field.name];
    if (value === undefined || field.in === "path") continue;
    sent[field.name] = isRepeated(value) ? value.repeated : raw ? value : asText(value);
  }
  // Path values are generated URL-encoded (some deliberately malformed).
  const url = call.path.replace(/\{(\w+)\}/g, (_whole, name: string) => asText(plan.values[name] ?? "x"));
  const kept = Object.fromEntries(Object.entries(sent).map(([name, value]) => [name, keptOf(value, raw)]));
  if (plan.transport === "json") return { url, params: {}, json: sent, kept };
  return { url, params: sent as Record<string, string | string[]>, kept };
}

function isRepeated(value: unknown): value is Repeated {
  return typeof value === "object" && value !== null && "repeated" in value;
}

function asText(value: unknown): string {
  if (typeof value === "string") return value;
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** mergeParams (http/params.ts): the last of a repeated name, non-strings as JSON text, null left out. */
function keptOf(value: unknown, raw: boolean): unknown {
  if (raw) return value;
  const last = Array.isArray(value) ? value.at(-1) : value;
  if (last === undefined || last === null) return undefined;
  return typeof last === "string" ? last : JSON.stringify(last);
}

/** True when some documented field, as the server receives it, is certainly invalid (or missing). */
export function certainlyInvalidRequest(fields: DocumentedField[], kept: Record<string, unknown>): boolean {
  return fields.some((field) => {
    if (field.in === "path") return false;
    const value = kept[field.name];
    if (value !== undefined && typeof value !== "string") return false;
    return certainlyInvalid(field, value);
  });
}
