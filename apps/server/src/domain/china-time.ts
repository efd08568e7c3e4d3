import { chinaDateOf } from "@lottery/rules";

const CHINA_OFFSET_MS = 8 * 3_600_000;

/** China time (UTC+8) ISO-8601 with offset, whatever the server's own zone (API.md §1). */
export function chinaTimeIso(date: Date): string {
  const shifted = new Date(date.getTime() + CHINA_OFFSET_MS);
  return `${shifted.toISOString().slice(0, 19)}+08:00`;
}

/** The China (UTC+8) calendar date of an instant as YYYY-MM-DD. */
export function chinaDay(instant: Date): string {
  const { year, month, day } = chinaDateOf(instant);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The instant the China day of `instant` began (00:00 UTC+8). */
export function chinaDayStart(instant: Date): Date {
  const { year, month, day } = chinaDateOf(instant);
  return new Date(Date.UTC(year, month - 1, day) - CHINA_OFFSET_MS);
}
