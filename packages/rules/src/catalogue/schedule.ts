import { chinaDateOf, formatIssue, gameDetails, type ChinaDate, type GameDetails } from "./details.ts";

/**
 * Draw times and issue numbers from the schedules of details.ts, in China time whatever the
 * machine's zone (only UTC arithmetic is used).
 *
 * Weekly games number their issues by draw day within the China year: the sequence is the count of
 * scheduled draw days from 1 January up to and including the draw's day (SSQ's first Tuesday,
 * Thursday or Sunday of the year is 001). Intraday games restart at 1 each China day and count
 * through their runs in order. A draw belongs to the China day its run starts on, even if a run
 * were to reach past midnight (none does today; details.test.ts checks that every run ends
 * before 24:00), which is why nextDraw also looks at the day before `now`.
 */

/** One scheduled draw: its issue number, when sales close and when it draws. */
export interface ScheduledDraw {
  issue: string;
  closeAt: Date;
  drawAt: Date;
}

const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;
/** Weekly games draw at least once a week, so a draw is found within this many days. */
const LOOKAHEAD_DAYS = 8;

function utcDayMs(date: ChinaDate): number {
  return Date.UTC(date.year, date.month - 1, date.day);
}

/** The instant (ms) of China midnight at the start of a China date. */
function chinaMidnightMs(date: ChinaDate): number {
  return utcDayMs(date) - CHINA_OFFSET_MS;
}

function addDays(date: ChinaDate, days: number): ChinaDate {
  const shifted = new Date(utcDayMs(date) + days * DAY_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** 0 = Sunday … 6 = Saturday. */
function weekdayOf(date: ChinaDate): number {
  return new Date(utcDayMs(date)).getUTCDay();
}

function secondsOf(hms: string): number {
  const [h = 0, m = 0, s = 0] = hms.split(":").map(Number);
  return h * 3600 + m * 60 + s;
}

/** How many of the weekdays fall between 1 January and the date, both included. */
function drawDaysUpTo(weekdays: readonly number[], date: ChinaDate): number {
  const days = (utcDayMs(date) - utcDayMs({ year: date.year, month: 1, day: 1 })) / DAY_MS + 1;
  const firstWeekday = weekdayOf({ year: date.year, month: 1, day: 1 });
  let count = Math.floor(days / 7) * weekdays.length;
  for (let i = 0; i < days % 7; i += 1) if (weekdays.includes((firstWeekday + i) % 7)) count += 1;
  return count;
}

function drawAt(details: GameDetails, date: ChinaDate, seq: number, drawMs: number): ScheduledDraw {
  return {
    issue: formatIssue(details.code, date, seq),
    closeAt: new Date(drawMs - details.closeBeforeDrawSeconds * 1000),
    drawAt: new Date(drawMs),
  };
}

/** Every draw of a game on a China date, in order; empty for sports, unknown codes and days off. */
export function drawsOn(code: string, date: ChinaDate): ScheduledDraw[] {
  const details = gameDetails(code);
  if (!details) return [];
  const midnightMs = chinaMidnightMs(date);
  const schedule = details.schedule;
  if (schedule.kind === "weekly") {
    if (!schedule.weekdays.includes(weekdayOf(date))) return [];
    const seq = drawDaysUpTo(schedule.weekdays, date);
    return [drawAt(details, date, seq, midnightMs + secondsOf(schedule.drawTime) * 1000)];
  }
  if (schedule.kind === "matches") return [];
  const draws: ScheduledDraw[] = [];
  for (const run of schedule.runs) {
    const firstMs = midnightMs + secondsOf(run.firstDraw) * 1000;
    for (let i = 0; i < run.draws; i += 1) {
      draws.push(drawAt(details, date, draws.length + 1, firstMs + i * run.intervalSeconds * 1000));
    }
  }
  return draws;
}

/** The first draw of the date whose sales are still open at nowMs (arithmetic, no day listing). */
function firstOpenOn(details: GameDetails, date: ChinaDate, nowMs: number): ScheduledDraw | null {
  const schedule = details.schedule;
  const closeMs = details.closeBeforeDrawSeconds * 1000;
  const midnightMs = chinaMidnightMs(date);
  if (schedule.kind === "weekly") {
    if (!schedule.weekdays.includes(weekdayOf(date))) return null;
    const drawMs = midnightMs + secondsOf(schedule.drawTime) * 1000;
    return drawMs - closeMs > nowMs
      ? drawAt(details, date, drawDaysUpTo(schedule.weekdays, date), drawMs)
      : null;
  }
  if (schedule.kind === "matches") return null;
  let seqBefore = 0;
  for (const run of schedule.runs) {
    const firstMs = midnightMs + secondsOf(run.firstDraw) * 1000;
    const intervalMs = run.intervalSeconds * 1000;
    // The smallest i with firstMs + i·interval − close > nowMs.
    const i = Math.max(0, Math.floor((nowMs + closeMs - firstMs) / intervalMs) + 1);
    if (i < run.draws) return drawAt(details, date, seqBefore + i + 1, firstMs + i * intervalMs);
    seqBefore += run.draws;
  }
  return null;
}

/**
 * The first issue of a game still on sale at `now` (its close is strictly after now), or null for
 * sports games (issues follow the matches) and unknown codes.
 */
export function nextDraw(code: string, now: Date): ScheduledDraw | null {
  const details = gameDetails(code);
  if (!details || details.schedule.kind === "matches") return null;
  const today = chinaDateOf(now);
  for (let offset = -1; offset <= LOOKAHEAD_DAYS; offset += 1) {
    const found = firstOpenOn(details, addDays(today, offset), now.getTime());
    if (found) return found;
  }
  return null;
}
