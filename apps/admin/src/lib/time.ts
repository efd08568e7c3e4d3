const CHINA_OFFSET_MS = 8 * 3600_000;

/** "2026-11-26 13:37:39" in China time (business days follow UTC+8 whatever the browser's zone). */
export function formatChinaTime(iso: string | null | undefined): string {
  if (!iso) return "-";
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return iso;
  return new Date(time.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace("T", " ");
}

/** The China date "2026-11-26" of an instant (today by default). */
export function chinaDate(at: Date = new Date()): string {
  return new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** A China wall-clock "YYYY-MM-DD HH:mm:ss" (or a dayjs-formatted value) as ISO with +08:00. */
export function chinaIso(local: string): string {
  return `${local.trim().replace(" ", "T")}+08:00`;
}
