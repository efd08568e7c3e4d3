import { Msg } from "@lottery/contract";
import { chinaDay } from "../domain/china-time.ts";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The 竞彩 business day (YYYY-MM-DD, China time) a kick-off belongs to: the China date of kick-off − 12 h.
 * A business day runs from noon to noon the next day, so a 03:00 Sunday kick-off is numbered 周六.
 */
export function businessDateOf(kickoff: Date): string {
  return chinaDay(new Date(kickoff.getTime() - 12 * HOUR_MS));
}

/** The business day selling now (the one whose noon-to-noon window holds `now`). */
export function currentBusinessDate(now: Date): string {
  return businessDateOf(now);
}

/** A YYYY-MM-DD date moved by whole days. */
export function addDays(date: string, days: number): string {
  const t = Date.parse(`${date}T00:00:00Z`) + days * DAY_MS;
  return new Date(t).toISOString().slice(0, 10);
}

/** 周一 … 周日 of a YYYY-MM-DD date. */
export function weekdayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return Msg.sportsData.weekdays[day] ?? "";
}

/** The 竞彩 number of a match: weekday of its business day + three-digit sequence (周六001). */
export function jingcaiNum(businessDate: string, seq: number): string {
  return `${weekdayOf(businessDate)}${String(seq).padStart(3, "0")}`;
}

/** The instant of a China wall-clock time on a date (YYYY-MM-DD, hours may exceed 24). */
export function chinaInstant(date: string, hours: number, minutes = 0): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - 8 * HOUR_MS + hours * HOUR_MS + minutes * 60_000);
}
