import { chinaClock } from "../../../lib/china-time.ts";

/** The date ranges of 资金明细, each ending today (China date). */
export const DATE_RANGES = ["today", "week", "month", "quarter"] as const;
export type DateRange = (typeof DATE_RANGES)[number];

/** Days each range covers, today included. 近3个月 is 90 days, inside fund/list's 92-day limit. */
export const RANGE_DAYS: Readonly<Record<DateRange, number>> = { today: 1, week: 7, month: 30, quarter: 90 };

const DAY_MS = 86_400_000;

/** The China date `days` after `date` (negative: before). */
export function shiftChinaDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** fund/list's startDate and endDate (both inclusive) for a range at the instant `nowMs`. */
export function rangeDates(range: DateRange, nowMs: number): { startDate: string; endDate: string } {
  const endDate = chinaClock(nowMs).date;
  return { startDate: shiftChinaDate(endDate, 1 - RANGE_DAYS[range]), endDate };
}
