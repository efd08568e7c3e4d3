import { gte, lt, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { DateRange } from "@lottery/contract";

const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** The instant a China date (`YYYY-MM-DD`) begins. */
export function chinaDateStart(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - CHINA_OFFSET_MS);
}

/** Filters keeping rows whose `column` falls within the China dates of `range` (both inclusive). */
export function dateRangeFilters(column: PgColumn, range: DateRange): SQL[] {
  const filters: SQL[] = [];
  if (range.startDate) filters.push(gte(column, chinaDateStart(range.startDate)));
  if (range.endDate) filters.push(lt(column, new Date(chinaDateStart(range.endDate).getTime() + DAY_MS)));
  return filters;
}
