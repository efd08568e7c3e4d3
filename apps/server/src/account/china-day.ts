import { chinaDateOf } from "@lottery/rules";

const CHINA_OFFSET_MS = 8 * 3_600_000;

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
