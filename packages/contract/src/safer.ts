import { z } from "zod";

/**
 * Safer play (issue 29): the player's own limits, reality check, time-out and self-exclusion. Paths
 * under /api, all (T). Money limits are yuan at this edge, time limits whole minutes. A lower limit
 * applies at once; a higher one (or removing one) may be confirmed 24 h later (saferPlay/ConfirmLimit).
 */

export const saferLimitKinds = [
  "depositDay",
  "depositWeek",
  "depositMonth",
  "lossDay",
  "lossWeek",
  "lossMonth",
  "stakePerBet",
  "sessionMinutes",
  "realityMinutes",
] as const;
export type SaferLimitKind = (typeof saferLimitKinds)[number];

/** Limits counted in minutes; the others are money (fen inside, yuan here). */
export const minuteLimitKinds: readonly SaferLimitKind[] = ["sessionMinutes", "realityMinutes"];

/** Time-outs 1d, 7d, 30d; self-exclusions 6 months to 5 years. */
export const saferBreakPeriods = ["1d", "7d", "30d", "6m", "1y", "2y", "3y", "5y"] as const;
export type SaferBreakPeriod = (typeof saferBreakPeriods)[number];

/** A limit value as typed: yuan with at most 2 decimals, or whole minutes; empty = no limit. */
const LIMIT_VALUE = /^(|0|[1-9]\d{0,9})(\.\d{1,2})?$/;

/** POST saferPlay/SetLimit (T). */
export const saferSetLimitParams = z.object({
  kind: z.enum(saferLimitKinds, { error: "限额类型不存在" }),
  value: z.preprocess(
    (v) => (typeof v === "number" ? String(v) : (v ?? "")),
    z.string().regex(LIMIT_VALUE, { error: "限额须为最多两位小数的数字，留空表示不限" }),
  ),
});
export type SaferSetLimitParams = z.infer<typeof saferSetLimitParams>;

/** POST saferPlay/ConfirmLimit (T): confirms the pending higher limit of `kind` once 24 h have passed. */
export const saferConfirmLimitParams = z.object({
  kind: z.enum(saferLimitKinds, { error: "限额类型不存在" }),
});
export type SaferConfirmLimitParams = z.infer<typeof saferConfirmLimitParams>;

/** POST saferPlay/TakeBreak (T): a time-out (1d, 7d, 30d) or a self-exclusion (6m … 5y), at once. */
export const saferTakeBreakParams = z.object({
  period: z.enum(saferBreakPeriods, { error: "暂停时长不存在" }),
});
export type SaferTakeBreakParams = z.infer<typeof saferTakeBreakParams>;

export interface SaferLimit {
  kind: SaferLimitKind;
  /** In force: yuan (money kinds) or minutes; null = no limit. */
  value: number | null;
  /** A waiting higher value (null with `pending` = removing the limit). */
  pending: boolean;
  pendingValue: number | null;
  /** When the pending change may be confirmed (China time ISO), or null. */
  pendingFrom: string | null;
  confirmable: boolean;
  /** Money kinds with a period: yuan used in the current period (deposits, or net loss). */
  used: number | null;
}

export interface SaferBreak {
  kind: "timeout" | "exclusion";
  /** China time ISO. */
  until: string;
}

/** GET saferPlay/Info (T). */
export interface SaferInfo {
  limits: SaferLimit[];
  /** The running time-out or self-exclusion, or null. */
  activeBreak: SaferBreak | null;
}

/** GET saferPlay/Session (T): the reality check's figures; the call itself counts as activity. */
export interface SaferSession {
  /** China time ISO of the session's start. */
  startedAt: string;
  minutesPlayed: number;
  /** Yuan: prizes and refunds minus stakes since the session began (negative = a loss). */
  netResult: number;
  /** Minutes between reminders, or null when the player chose none. */
  realityMinutes: number | null;
}

/** One time-out or self-exclusion as the operator console lists it. */
export interface SaferBreakRecord {
  kind: "timeout" | "exclusion";
  period: SaferBreakPeriod;
  /** China time ISO. */
  startsAt: string;
  endsAt: string;
}

/**
 * GET /admin/api/players/safer (players.read): a player's own controls, read only — operators cannot
 * change or loosen them; every break the player ever took, newest first.
 */
export interface SaferConsoleView extends SaferInfo {
  breaks: SaferBreakRecord[];
}
