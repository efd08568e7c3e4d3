/** China time (UTC+8) of an ISO instant as "YYYY-MM-DD HH:mm" (API.md: times follow China time). */
export function formatDateTime(iso: string | null | undefined): string {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(ms)) return "";
  const china = new Date(ms + 8 * 3600_000).toISOString();
  return `${china.slice(0, 10)} ${china.slice(11, 16)}`;
}
