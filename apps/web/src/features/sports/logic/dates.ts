/** "2026-11-21" plus `days` (may be negative), calendar arithmetic in UTC so no zone can shift it. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whether a route segment is a YYYY-MM-DD date (else the latest date with results is shown). */
export function isIsoDate(text: string | undefined): text is string {
  return /^\d{4}-\d{2}-\d{2}$/.test(text ?? "") && !Number.isNaN(Date.parse(text ?? ""));
}
