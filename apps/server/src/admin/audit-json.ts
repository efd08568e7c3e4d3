/**
 * How values enter the audit log: secrets redacted, text storable (PostgreSQL jsonb takes neither
 * U+0000 nor lone surrogates), nesting and size bounded; and the canonical JSON the hash chain covers.
 */

/** Names whose values are never recorded. */
const SECRET_NAME = /pass(word)?|secret|token|^sign$|^s$/i;
/** What stands for a redacted value. */
export const REDACTED = "***";
/** Deeper values are cut (operator JSON may nest deep; the log needs the shape, not all of it). */
const MAX_DEPTH = 12;
/** A recorded value larger than this (as JSON text) is replaced by a note of its size. */
const MAX_JSON_CHARS = 64 * 1024;

/** A JSON value ready for the log: redacted, storable, bounded. */
export function auditValue(value: unknown): unknown {
  const clean = cleaned(value, 0);
  if (clean === undefined) return null;
  const text = JSON.stringify(clean);
  return text.length > MAX_JSON_CHARS ? { truncated: true, chars: text.length } : clean;
}

function cleaned(value: unknown, depth: number): unknown {
  if (value === null || typeof value === "boolean") return value;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string") return storableText(value);
  if (typeof value === "bigint") return value.toString();
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== "object") return undefined; // functions, symbols, undefined
  if (depth >= MAX_DEPTH) return "…";
  if (Array.isArray(value)) return value.map((item) => cleaned(item, depth + 1) ?? null);
  const entries: [string, unknown][] = [];
  for (const [name, item] of Object.entries(value as Record<string, unknown>)) {
    const kept = SECRET_NAME.test(name) ? REDACTED : cleaned(item, depth + 1);
    if (kept !== undefined) entries.push([storableText(name), kept]);
  }
  return Object.fromEntries(entries);
}

/** Text jsonb can store: U+0000 and lone surrogates become U+FFFD. */
export function storableText(text: string): string {
  return text.replaceAll("\u0000", "\uFFFD").replace(LONE_SURROGATE, "\uFFFD");
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Canonical JSON: object keys sorted (by UTF-16 code units), no spaces; the same text for a value
 * before it is stored and after it is read back from jsonb (which reorders keys).
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`).join(",")}}`;
}
