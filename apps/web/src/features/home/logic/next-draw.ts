import type { HomeGame } from "@lottery/contract";
import { chinaClock } from "../../../lib/china-time.ts";
import { messages } from "../../../messages/index.ts";

const pad = (n: number) => String(n).padStart(2, "0");

/** "04:32", or "1:04:32" from an hour up. */
export function formatCountdown(remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/**
 * The next-draw line of a game: fast games count down to the close (第xxx期 04:32 后截止), others
 * show the closing clock time (第xxx期 20:00 截止, with the date when it is not today in China).
 * null when the game has no scheduled draw.
 */
export function formatNextDraw(next: HomeGame["nextDraw"], nowMs: number, countdown: boolean): string | null {
  if (!next) return null;
  const closeMs = Date.parse(next.closeAt);
  if (Number.isNaN(closeMs)) return null;
  const issue = messages.issueOf(next.issue);
  if (closeMs <= nowMs) return `${issue} ${messages.drawClosed}`;
  if (countdown) return `${issue} ${messages.closesIn(formatCountdown(closeMs - nowMs))}`;
  const close = chinaClock(closeMs);
  const sameDay = close.date === chinaClock(nowMs).date;
  return `${issue} ${messages.closesAt(sameDay ? close.time : `${close.monthDay} ${close.time}`)}`;
}
