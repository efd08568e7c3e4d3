import { chinaDay } from "../domain/china-time.ts";
import { chinaDateStart } from "../db/date-range.ts";

const DAY_MS = 86_400_000;

/** The China date after `day` (`YYYY-MM-DD`). */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/** The China date before `day`. */
export function previousDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
}

/** The instants China date `day` begins and ends (the end is the next day's start, exclusive). */
export function dayBounds(day: string): { start: Date; end: Date } {
  const start = chinaDateStart(day);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

/** The China date of `instant`. */
export const dayOf = (instant: Date): string => chinaDay(instant);
