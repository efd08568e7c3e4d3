import { and, eq } from "drizzle-orm";
import {
  breakEnd,
  breakKindOf,
  confirmLimit,
  fenToYuan,
  MAX_LIMIT_FEN,
  MAX_LIMIT_MINUTES,
  periodOf,
  periodStart,
  requestLimit,
  yuanToFen,
  type LimitState,
} from "@lottery/rules";
import {
  minuteLimitKinds,
  saferLimitKinds,
  type SaferBreakPeriod,
  type SaferInfo,
  type SaferLimit,
  type SaferLimitKind,
  type SaferSetLimitParams,
} from "@lottery/contract";
import type { Db } from "../db/client.ts";
import type { Queryable, Tx } from "../db/queryable.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { refuse } from "../domain/refusal.ts";
import { stopRulesForBreak } from "../follow/rules-on-break.ts";
import { lockPlayer } from "../orders/place.ts";
import { playerBreaks, playerLimits } from "./tables.ts";
import {
  activeBreakOf,
  confirmableNow,
  depositedSince,
  limitsOf,
  lossSince,
  stateOf,
  type LimitRow,
} from "./usage.ts";

const isMinutes = (kind: SaferLimitKind) => minuteLimitKinds.includes(kind);

/** The typed value in stored units (fen or minutes); null = no limit. Status 2 naming `value`. */
export function storedValueOf(kind: SaferLimitKind, text: string): number | null {
  if (text === "") return null;
  if (isMinutes(kind)) {
    if (!/^[1-9]\d*$/.test(text)) throw refuse("badParam", "value", "须为正整数分钟");
    const minutes = Number(text);
    if (minutes > MAX_LIMIT_MINUTES) throw refuse("badParam", "value", `不能超过${MAX_LIMIT_MINUTES}分钟`);
    return minutes;
  }
  const fen = yuanToFen(text);
  if (fen === null || fen <= 0) throw refuse("badParam", "value", "须大于0");
  if (fen > MAX_LIMIT_FEN) throw refuse("badParam", "value", `不能超过${MAX_LIMIT_FEN / 100}元`);
  return fen;
}

const shown = (kind: SaferLimitKind, value: number | null) =>
  value === null ? null : isMinutes(kind) ? value : fenToYuan(value);

async function usedOf(q: Queryable, userId: number, kind: SaferLimitKind, now: Date): Promise<number | null> {
  const period = periodOf(kind);
  if (!period) return null;
  const since = periodStart(period, now);
  const fen = kind.startsWith("deposit")
    ? await depositedSince(q, userId, since, now)
    : await lossSince(q, userId, since);
  return fenToYuan(fen);
}

function limitOf(
  kind: SaferLimitKind,
  row: LimitRow | undefined,
  used: number | null,
  now: Date,
): SaferLimit {
  const state = stateOf(row);
  return {
    kind,
    value: shown(kind, state.value),
    pending: state.pending,
    pendingValue: shown(kind, state.pendingValue),
    pendingFrom: state.pendingFrom ? chinaTimeIso(state.pendingFrom) : null,
    confirmable: confirmableNow(row, now),
    used,
  };
}

/** GET saferPlay/Info: every limit kind (set or not) with its usage, and the running break. */
export async function saferInfo(db: Db, userId: number, now: Date): Promise<SaferInfo> {
  const rows = await limitsOf(db, userId);
  const limits: SaferLimit[] = [];
  for (const kind of saferLimitKinds)
    limits.push(limitOf(kind, rows.get(kind), await usedOf(db, userId, kind, now), now));
  const running = await activeBreakOf(db, userId, now);
  return {
    limits,
    activeBreak: running
      ? { kind: running.kind as "timeout" | "exclusion", until: chinaTimeIso(running.endsAt) }
      : null,
  };
}

async function saveState(tx: Tx, userId: number, kind: SaferLimitKind, state: LimitState, now: Date) {
  const values = {
    value: state.value,
    pending: state.pending,
    pendingValue: state.pendingValue,
    pendingFrom: state.pendingFrom,
    updatedAt: now,
  };
  await tx
    .insert(playerLimits)
    .values({ userId, kind, ...values })
    .onConflictDoUpdate({ target: [playerLimits.userId, playerLimits.kind], set: values });
}

/** POST saferPlay/SetLimit: a tighter limit at once, a looser one pending for 24 h and a confirmation. */
export async function setLimit(
  db: Db,
  userId: number,
  params: SaferSetLimitParams,
  now: Date,
): Promise<SaferInfo> {
  const requested = storedValueOf(params.kind, params.value);
  await db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const [row] = await tx
      .select()
      .from(playerLimits)
      .where(and(eq(playerLimits.userId, userId), eq(playerLimits.kind, params.kind)));
    await saveState(tx, userId, params.kind, requestLimit(stateOf(row), requested, now), now);
  });
  return saferInfo(db, userId, now);
}

/** POST saferPlay/ConfirmLimit: applies a pending looser limit once its 24 h have passed. */
export async function confirmPendingLimit(
  db: Db,
  userId: number,
  kind: SaferLimitKind,
  now: Date,
): Promise<SaferInfo> {
  await db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const [row] = await tx
      .select()
      .from(playerLimits)
      .where(and(eq(playerLimits.userId, userId), eq(playerLimits.kind, kind)));
    const next = confirmLimit(stateOf(row), now);
    if (!next) throw refuse("saferPlay.notConfirmable");
    await saveState(tx, userId, kind, next, now);
  });
  return saferInfo(db, userId, now);
}

/**
 * POST saferPlay/TakeBreak: a time-out or self-exclusion from now. It cannot be ended early; a new one
 * must end no earlier than the running one (status 1 otherwise). The player's custom follow rules stop
 * in the same transaction and their frozen reserve returns (issue 29).
 */
export async function takeBreak(
  db: Db,
  userId: number,
  period: SaferBreakPeriod,
  now: Date,
): Promise<SaferInfo> {
  const endsAt = breakEnd(period, now);
  await db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const running = await activeBreakOf(tx, userId, now);
    if (running && running.endsAt.getTime() > endsAt.getTime())
      throw refuse("saferPlay.breakShorter", chinaTimeIso(running.endsAt).slice(0, 16).replace("T", " "));
    await tx
      .insert(playerBreaks)
      .values({ userId, kind: breakKindOf(period), period, startsAt: now, endsAt });
    await stopRulesForBreak(tx, userId, now);
  });
  return saferInfo(db, userId, now);
}
