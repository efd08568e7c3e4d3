import type { HomeGame } from "@lottery/contract";
import { chinaClock } from "../../../lib/china-time.ts";
import { homeMessages } from "../../../messages/home.ts";

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * Time left in words, so it never reads as a clock time: "4分32秒", "1小时02分03秒", "2天03小时",
 * rounded up to whole seconds, never negative.
 */
export function formatCountdown(remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  const d = Math.floor(total / 86_400);
  const h = Math.floor((total % 86_400) / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const u = homeMessages.units;
  if (d > 0) return `${d}${u.day}${pad(h)}${u.hour}`;
  if (h > 0) return `${h}${u.hour}${pad(m)}${u.minute}${pad(s)}${u.second}`;
  return `${m}${u.minute}${pad(s)}${u.second}`;
}

/**
 * The next-draw line of a game: fast games count down to the close (第xxx期 剩余4分32秒), others
 * show the closing clock time (第xxx期 20:00 截止, with the date when it is not today in China).
 * null when the game has no scheduled draw.
 */
export function formatNextDraw(next: HomeGame["nextDraw"], nowMs: number, countdown: boolean): string | null {
  if (!next) return null;
  const closeMs = Date.parse(next.closeAt);
  if (Number.isNaN(closeMs)) return null;
  const issue = homeMessages.issueOf(next.issue);
  if (closeMs <= nowMs) return `${issue} ${homeMessages.drawClosed}`;
  if (countdown) return `${issue} ${homeMessages.closesIn(formatCountdown(closeMs - nowMs))}`;
  const close = chinaClock(closeMs);
  const sameDay = close.date === chinaClock(nowMs).date;
  return `${issue} ${homeMessages.closesAt(sameDay ? close.time : `${close.monthDay} ${close.time}`)}`;
}
