import { count, sql, type SQL } from "drizzle-orm";
import type { PgSelect, PgTable } from "drizzle-orm/pg-core";
import type { Queryable } from "./queryable.ts";

/** A page of a list call: `pageIndex` counts from 1. */
export interface PageParams {
  pageIndex: number;
  pageSize: number;
}

/** Limits a select (made `$dynamic()`) to one page of its rows. */
export function onePage<T extends PgSelect>(query: T, page: PageParams): T {
  return query.limit(page.pageSize).offset((page.pageIndex - 1) * page.pageSize);
}

/** How many rows of a table match `where`: a page's total. */
export async function countWhere(db: Queryable, table: PgTable, where: SQL | undefined): Promise<number> {
  const [counted] = await db.select({ n: count() }).from(table).where(where);
  return counted?.n ?? 0;
}

/** A select column of every matching row's count, before the page's limit: `count(*) over ()`. */
export const totalOver = () => sql<number>`count(*) over ()`.mapWith(Number);

/**
 * A page of rows selected with `total: totalOver()` and the list's total, in one statement; only a
 * page past the end (no rows, so no total) counts again with `countAgain`.
 */
export async function pageAndTotal<Row extends { total: number }>(
  rows: Row[],
  page: PageParams,
  countAgain: () => Promise<number>,
): Promise<{ rows: Row[]; total: number }> {
  const [first] = rows;
  if (first) return { rows, total: first.total };
  return { rows, total: page.pageIndex > 1 ? await countAgain() : 0 };
}
