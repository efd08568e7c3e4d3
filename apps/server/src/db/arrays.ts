import { sql, type SQL, type SQLWrapper } from "drizzle-orm";

type ArrayItem = string | number | boolean | Date | null | undefined;

/** One element of a PostgreSQL array literal: numbers as they are, text quoted, null as NULL. */
function element(value: ArrayItem): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === "boolean") return value ? "t" : "f";
  const text = value instanceof Date ? value.toISOString() : value;
  return `"${text.replace(/["\\]/g, "\\$&")}"`;
}

/**
 * A whole column of values as ONE bind parameter, cast to `type` (e.g. `bigint[]`, `varchar[]`):
 * a text array literal that PostgreSQL and PGlite both parse, so a multi-row statement over
 * thousands of rows (`unnest(…)`, `= any(…)`) has a handful of parameters and a short SQL text.
 */
export function arrayParam(values: readonly ArrayItem[], type: string): SQL {
  return sql`${`{${values.map(element).join(",")}}`}::${sql.raw(type)}`;
}

/** `column = any(values)`: a membership test of any length as one bind parameter (never `in ($1, …)`). */
export function anyOf(column: SQLWrapper, values: readonly ArrayItem[], type: string): SQL {
  return sql`${column} = any(${arrayParam(values, type)})`;
}

/**
 * `unnest(…) as v(name, …)`: `rows` as a table, each column ONE array parameter (`arrayParam`);
 * `columns` names each column with what it takes from a row and its array type, in order.
 */
export function unnestRows<R>(
  rows: readonly R[],
  columns: Record<string, readonly [(row: R) => ArrayItem, string]>,
): SQL {
  const named = Object.entries(columns);
  const params = sql.join(
    named.map(([, [of, type]]) => arrayParam(rows.map(of), type)),
    sql`, `,
  );
  return sql`unnest(${params}) as v(${sql.raw(named.map(([name]) => name).join(", "))})`;
}
