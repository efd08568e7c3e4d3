import { count, type SQL } from "drizzle-orm";
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
