import { createHash } from "node:crypto";

/**
 * SHA-256 (hex) of the canonical JSON of a request: object keys sorted at every level. Stored beside
 * an idempotency key (an order's requestId, a journal's key), so a reused key with another request is
 * told apart from a retry of the same one.
 */
export function requestHashOf(request: unknown): string {
  return createHash("sha256").update(canonicalJson(request)).digest("hex");
}

/** JSON with object keys sorted at every level, so equal requests give equal text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value instanceof Date) return value.toISOString();
  if (value === null || typeof value !== "object") return value;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  return Object.fromEntries(
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => [k, sortKeys(v)]),
  );
}
