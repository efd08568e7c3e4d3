/** Business days and times follow China time (UTC+8) whatever the device's own zone is (API.md §1). */
const CHINA_OFFSET_MS = 8 * 3_600_000;

const pad = (n: number) => String(n).padStart(2, "0");

export interface ChinaClock {
  /** 2026-11-21 */
  date: string;
  /** 11-21 */
  monthDay: string;
  /** 20:30 */
  time: string;
}

export function chinaClock(ms: number): ChinaClock {
  const d = new Date(ms + CHINA_OFFSET_MS);
  const monthDay = `${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return {
    date: `${d.getUTCFullYear()}-${monthDay}`,
    monthDay,
    time: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`,
  };
}

/** "2026-11-21" from an ISO time; "" when it is not one. */
export function formatChinaDate(iso: string | null | undefined): string {
  const ms = Date.parse(iso ?? "");
  return Number.isNaN(ms) ? "" : chinaClock(ms).date;
}

/** "2026-11-21 20:30" from an ISO time; "" when it is not one. */
export function formatChinaDateTime(iso: string | null | undefined): string {
  const ms = Date.parse(iso ?? "");
  if (Number.isNaN(ms)) return "";
  const clock = chinaClock(ms);
  return `${clock.date} ${clock.time}`;
}
