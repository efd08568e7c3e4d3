/**
 * Safer-play rules (issue 29, REFERENCE-RULES §7): a player's own limits and breaks. Pure: the server
 * stores and enforces them in the transaction that moves the money; the client shows the same sums.
 *
 * - A lower limit (or a first limit) applies at once; a higher one, or removing a limit, waits
 *   `LIMIT_INCREASE_DELAY_MS` (24 h) and then needs the player's fresh confirmation.
 * - Periods are China calendar periods: the day from 00:00 UTC+8, the week from Monday, the month
 *   from the 1st.
 * - A time-out (24 h, 7 or 30 days) or a self-exclusion (6 months to 5 years) starts at once and cannot
 *   be ended early; a new one may only end later than the running one.
 */

/** A break's length: days (time-out) or months and years (self-exclusion), e.g. "7d", "6m", "5y". */
export type BreakPeriod = `${number}${"d" | "m" | "y"}`;

/** 24 hours: how long a higher limit waits before the player may confirm it. */
export const LIMIT_INCREASE_DELAY_MS = 24 * 3_600_000;
/** Activity gaps longer than this start a new play session. */
export const SESSION_GAP_MS = 30 * 60_000;
/** Biggest limit value accepted: 10 million yuan in fen, or 7 days in minutes. */
export const MAX_LIMIT_FEN = 1_000_000_000;
export const MAX_LIMIT_MINUTES = 7 * 24 * 60;

const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 24 * 3_600_000;

/** A stored limit: the value in force (null: none) and a pending higher value waiting for confirmation. */
export interface LimitState {
  value: number | null;
  /** True when a change waits (its value may be null: removing the limit). */
  pending: boolean;
  pendingValue: number | null;
  /** When the pending change may be confirmed. */
  pendingFrom: Date | null;
}

export const NO_LIMIT: LimitState = { value: null, pending: false, pendingValue: null, pendingFrom: null };

/** True when `next` is stricter than or as strict as `current` (null = no limit = loosest). */
export function isTighterOrEqual(current: number | null, next: number | null): boolean {
  if (next === null) return current === null;
  return current === null || next <= current;
}

/**
 * The state after the player asks for `requested`: a tighter or equal value applies at once and drops
 * any pending change; a looser one (or none) waits 24 h for confirmation, the current value staying.
 */
export function requestLimit(state: LimitState, requested: number | null, now: Date): LimitState {
  if (isTighterOrEqual(state.value, requested)) return { ...NO_LIMIT, value: requested };
  return {
    value: state.value,
    pending: true,
    pendingValue: requested,
    pendingFrom: new Date(now.getTime() + LIMIT_INCREASE_DELAY_MS),
  };
}

/** True when the pending change may be confirmed at `now`. */
export function isConfirmable(state: LimitState, now: Date): boolean {
  return state.pending && state.pendingFrom !== null && now.getTime() >= state.pendingFrom.getTime();
}

/** The state after the player confirms a due pending change; null when nothing may be confirmed yet. */
export function confirmLimit(state: LimitState, now: Date): LimitState | null {
  if (!isConfirmable(state, now)) return null;
  return { ...NO_LIMIT, value: state.pendingValue };
}

export type LimitPeriod = "day" | "week" | "month";

/** The start of the China day, week (Monday) or month holding `now`. */
export function periodStart(period: LimitPeriod, now: Date): Date {
  const shifted = new Date(now.getTime() + CHINA_OFFSET_MS);
  const y = shifted.getUTCFullYear();
  const m = shifted.getUTCMonth();
  const d = shifted.getUTCDate();
  if (period === "month") return new Date(Date.UTC(y, m, 1) - CHINA_OFFSET_MS);
  const dayStart = Date.UTC(y, m, d) - CHINA_OFFSET_MS;
  if (period === "day") return new Date(dayStart);
  const sinceMonday = (shifted.getUTCDay() + 6) % 7;
  return new Date(dayStart - sinceMonday * DAY_MS);
}

/** The period of a deposit or loss limit kind. */
export function periodOf(kind: string): LimitPeriod | null {
  if (kind.endsWith("Day")) return "day";
  if (kind.endsWith("Week")) return "week";
  if (kind.endsWith("Month")) return "month";
  return null;
}

/**
 * Whether `amount` more fits under `limit` given `used` already in the period (all fen). No limit
 * always fits.
 */
export function fitsLimit(limit: number | null, used: number, amount: number): boolean {
  return limit === null || used + amount <= limit;
}

/** The end of a break of `period` started at `now` (months and years by the China calendar). */
export function breakEnd(period: BreakPeriod, now: Date): Date {
  const count = Number(period.slice(0, -1));
  const unit = period.slice(-1);
  if (unit === "d") return new Date(now.getTime() + count * DAY_MS);
  const months = unit === "m" ? count : count * 12;
  const shifted = new Date(now.getTime() + CHINA_OFFSET_MS);
  const target = new Date(shifted);
  target.setUTCMonth(shifted.getUTCMonth() + months);
  // 31 Aug + 6 months has no 31 Feb: stay on the month's last day rather than spill into March.
  if (target.getUTCDate() !== shifted.getUTCDate()) target.setUTCDate(0);
  return new Date(target.getTime() - CHINA_OFFSET_MS);
}

/** A time-out (up to 30 days) or a self-exclusion (6 months or more). */
export function breakKindOf(period: BreakPeriod): "timeout" | "exclusion" {
  return period.endsWith("d") ? "timeout" : "exclusion";
}

/**
 * The start of the play session at `now`: the stored start when the last activity is recent enough,
 * else `now` (a new session).
 */
export function sessionStartAt(started: Date | null, lastSeen: Date | null, now: Date): Date {
  if (!started || !lastSeen || now.getTime() - lastSeen.getTime() > SESSION_GAP_MS) return now;
  return started;
}
