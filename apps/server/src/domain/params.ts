import type { z } from "zod";
import { badParam, type Refusal, refuse } from "./refusal.ts";

/** Request parameters as the client sends them: one flat map of strings (API.md §1). */
export type RawParams = Record<string, string>;

/** True when a text holds U+0000, which PostgreSQL can neither store nor compare (the query fails). */
export function hasNul(text: string): boolean {
  return text.includes("\u0000");
}

/** Parses params with a zod schema; a failure is status 2 with a Chinese message naming the field. */
export function parseParams<S extends z.ZodType>(schema: S, params: unknown): z.output<S> {
  const result = schema.safeParse(params);
  if (result.success) {
    const nulAt = nulPathOf(result.data);
    if (nulAt !== null) throw refuse("badParam", nulAt || "参数");
    return result.data;
  }
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join(".") || "参数";
  throw refusalOf(field, issue);
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

/** Status 2 for a zod issue: 缺少参数 when absent, else 参数格式错误 with zod's Chinese detail if any. */
function refusalOf(field: string, issue: z.core.$ZodIssue | undefined): Refusal {
  if (issue?.code === "invalid_type" && /received undefined/.test(issue.message))
    return refuse("missingParam", field);
  const detail = issue?.message ?? "";
  return badParam(field, /[\u4e00-\u9fff]/.test(detail) ? detail : undefined);
}
