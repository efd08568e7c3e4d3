import fc from "fast-check";
import type { DocumentedField, FieldSchema } from "./abuse-fixtures.ts";

/**
 * What the fuzzer sends: hostile text, JSON of the wrong shape, values shaped like the documented
 * schema (so some calls reach the handlers), and the judgement whether a value is certainly invalid.
 */

/** Injection, markup, traversal, odd numbers and odd Unicode: each one alone in a field. */
export const HOSTILE_TEXTS = [
  "' OR '1'='1",
  "1; DROP TABLE users; --",
  "1' UNION SELECT password_hash FROM users --",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "../../../../etc/passwd",
  "%00%0d%0a",
  "\u0000",
  "\u202e\u202d\u200b",
  "𝕳𝖊𝖑𝖑𝖔😀👨‍👩‍👧",
  "中文参数",
  "NaN",
  "Infinity",
  "-Infinity",
  "-1",
  "-0.01",
  "1e309",
  "99999999999999999999999",
  "9007199254740993",
  "0x7fffffff",
  "1.005",
  "[]",
  "{}",
  "null",
  "undefined",
  '{"$gt":""}',
  "__proto__",
  "constructor",
  "${7*7}{{7*7}}",
  "%s%s%s%n",
  " ",
  "",
];

/** Only well-formed Unicode can travel as UTF-8: a lone surrogate would arrive as U+FFFD, unsigned. */
const wellFormed = (text: string) => text.replace(/\p{Cs}/gu, "\uFFFD");

const bigText = fc
  .tuple(fc.constantFrom("A", "9", "中", "😀", "'", "<"), fc.integer({ min: 1_000, max: 300_000 }))
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)));

/** Any hostile text: listed attacks, arbitrary Unicode (lone surrogates too), numbers, huge strings. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXTS) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }).map(wellFormed) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.bigInt()).map(String) },
  { weight: 1, arbitrary: bigText },
);

/** Hostile JSON: texts, numbers, booleans, null, arrays and nested objects where scalars belong. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileText },
  {
    weight: 1,
    arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true }), fc.boolean(), fc.constant(null)),
  },
  { weight: 1, arbitrary: fc.array(hostileText, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
);

/** Values shaped like a documented schema (patterns, enums, ranges), so the call may pass validation. */
export function shapedValue(schema: FieldSchema & Record<string, unknown>, depth = 0): fc.Arbitrary<unknown> {
  const alternatives = (schema.anyOf ?? schema.oneOf) as FieldSchema[] | undefined;
  if (alternatives) return fc.oneof(...alternatives.map((alt) => shapedValue(alt as never, depth)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case "string":
      return shapedText(schema);
    case "integer": {
      const [min, max] = [bound(schema.minimum, -1e12), bound(schema.maximum, 1e12)];
      return fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max));
    }
    case "number":
      return fc.double({ min: bound(schema.minimum, -1e9), max: bound(schema.maximum, 1e9), noNaN: true });
    case "boolean":
      return fc.boolean();
    case "array":
      return depth > 3
        ? fc.constant([])
        : fc.array(shapedValue((schema.items ?? {}) as never, depth + 1), { minLength: 1, maxLength: 4 });
    case "object":
      return depth > 3 ? fc.constant({}) : shapedObject(schema, depth);
    default:
      return hostileJson;
  }
}

/** The documented bound, within safe integers (the largest ids and page numbers are worth sending). */
function bound(value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  return Math.max(Math.min(value, Number.MAX_SAFE_INTEGER), Number.MIN_SAFE_INTEGER);
}

function shapedText(schema: FieldSchema): fc.Arbitrary<string> {
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).map(wellFormed);
    } catch {
      // fast-check cannot generate this pattern (lookahead): hostile text stands in.
      return hostileText;
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
  return fc.string({ unit: "grapheme", minLength, maxLength }).map(wellFormed);
}

function shapedObject(schema: Record<string, unknown>, depth: number): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, FieldSchema>;
  const required = (schema.required ?? []) as string[];
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, shapedValue(property as never, depth + 1)]),
  );
  return fc.record(model, { requiredKeys: required.filter((name) => name in properties) });
}

/**
 * True when no reading of `text` fits the field: it fails every alternative however the server may
 * normalise it (trimmed, lower or upper case; numbers read with Number). Booleans, arrays, objects
 * and unconstrained strings are never certainly invalid: the server may accept any text for them.
 */
export function certainlyInvalid(field: DocumentedField, text: string | undefined): boolean {
  if (text === undefined) return field.required;
  if (!field.inEveryAlternative) return false;
  const readings = [...new Set([text, text.trim(), text.trim().toLowerCase(), text.trim().toUpperCase()])];
  return field.schemas.every((schema) => readings.every((reading) => fails(schema as never, reading)));
}

function fails(schema: FieldSchema & Record<string, unknown>, text: string): boolean {
  const alternatives = (schema.anyOf ?? schema.oneOf) as FieldSchema[] | undefined;
  if (alternatives) return alternatives.every((alt) => fails(alt as never, text));
  if (schema.type === "integer" || schema.type === "number") return failsNumber(schema, text);
  if (schema.type !== "string") return false;
  if (schema.enum) return !schema.enum.includes(text);
  if (schema.pattern && !new RegExp(schema.pattern).test(text)) return true;
  // Lengths count code points, as JSON Schema and zod do.
  const length = [...text].length;
  if (schema.minLength !== undefined && length < schema.minLength) return true;
  return schema.maxLength !== undefined && length > schema.maxLength;
}

function failsNumber(schema: FieldSchema & Record<string, unknown>, text: string): boolean {
  const n = Number(text);
  if (!Number.isFinite(n)) return true;
  if (schema.type === "integer" && !Number.isSafeInteger(n)) return true;
  const exclusive = schema.exclusiveMinimum === true;
  if (schema.minimum !== undefined && (exclusive ? n <= schema.minimum : n < schema.minimum)) return true;
  return schema.maximum !== undefined && n > schema.maximum;
}

/** The texts (or omission) that make a field certainly invalid; empty when none does. */
export function poisonsOf(field: DocumentedField): (string | undefined)[] {
  const candidates: (string | undefined)[] = [undefined, ...HOSTILE_TEXTS, "A".repeat(300_000)];
  return candidates.filter((candidate) => certainlyInvalid(field, candidate));
}
