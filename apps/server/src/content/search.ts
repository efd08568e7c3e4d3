import { ilike, or, type AnyColumn, type SQL } from "drizzle-orm";

/** An ILIKE pattern matching the keyword literally anywhere (%, _ and \ escaped). */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Rows where any of the columns contains the keyword; no condition for an empty keyword. */
export function keywordMatch(keyword: string | undefined, columns: AnyColumn[]): SQL | undefined {
  const trimmed = keyword?.trim();
  if (!trimmed) return undefined;
  const pattern = containsPattern(trimmed);
  return or(...columns.map((column) => ilike(column, pattern)));
}
