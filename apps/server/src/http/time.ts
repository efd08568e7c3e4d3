/** China time (UTC+8) ISO-8601 with offset, whatever the server's own zone (API.md §1). */
export function chinaTimeIso(date: Date): string {
  const shifted = new Date(date.getTime() + 8 * 3_600_000);
  return `${shifted.toISOString().slice(0, 19)}+08:00`;
}
