import { eq } from "drizzle-orm";
import { fenToYuanText, fitsLimit, periodOf, periodStart, sessionStartAt } from "@lottery/rules";
import { Msg, type SaferLimitKind } from "@lottery/contract";
import type { Queryable } from "../db/queryable.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { refuse } from "../domain/refusal.ts";
import { playerPlaySessions } from "./tables.ts";
import { activeBreakOf, depositedSince, limitsOf, lossSince, type LimitRow } from "./usage.ts";

/**
 * The safer-play gate (issue 29): the player's own limits and breaks, checked inside the transaction
 * that moves the money, after the player's row is locked (orders/place.ts, wallet recharge), so two
 * racing calls queue and the second sees the first's stake or deposit.
 */

/** Whether a time-out or self-exclusion of the player runs at `now`. */
export async function isOnBreak(q: Queryable, userId: number, now: Date): Promise<boolean> {
  return (await activeBreakOf(q, userId, now)) !== undefined;
}

/** Refuses while a time-out or self-exclusion runs. */
export async function assertNotOnBreak(q: Queryable, userId: number, now: Date): Promise<void> {
  const running = await activeBreakOf(q, userId, now);
  if (running) throw refuse("saferPlay.onBreak", chinaTimeIso(running.endsAt).slice(0, 16).replace("T", " "));
}

const LOSS_KINDS: SaferLimitKind[] = ["lossDay", "lossWeek", "lossMonth"];
const DEPOSIT_KINDS: SaferLimitKind[] = ["depositDay", "depositWeek", "depositMonth"];

function periodName(kind: SaferLimitKind): string {
  return Msg.saferPlay.periodNames[periodOf(kind) ?? "day"];
}

/**
 * May the player stake `stakeFen` now? Not on a break; and for a new stake (> 0): within the stake per
 * bet, every loss limit assuming this stake is lost, and the session length. A stake of 0 (a chase's
 * later issue, prepaid and counted when the chase was placed) checks the break only.
 */
export async function assertMayStake(
  q: Queryable,
  userId: number,
  stakeFen: number,
  now: Date,
): Promise<void> {
  await assertNotOnBreak(q, userId, now);
  if (stakeFen <= 0) return;
  const limits = await limitsOf(q, userId);
  const stake = limits.get("stakePerBet")?.value ?? null;
  if (!fitsLimit(stake, 0, stakeFen)) throw refuse("saferPlay.stakeLimit", fenToYuanText(stake ?? 0));
  for (const kind of LOSS_KINDS) await assertLossFits(q, userId, limits.get(kind), stakeFen, now);
  await touchSession(q, userId, limits.get("sessionMinutes")?.value ?? null, now);
}

async function assertLossFits(
  q: Queryable,
  userId: number,
  row: LimitRow | undefined,
  stakeFen: number,
  now: Date,
) {
  const limit = row?.value ?? null;
  if (!row || limit === null) return;
  const lost = await lossSince(q, userId, periodStart(periodOf(row.kind) ?? "day", now));
  if (!fitsLimit(limit, lost, stakeFen))
    throw refuse("saferPlay.lossLimit", periodName(row.kind as SaferLimitKind), fenToYuanText(limit));
}

/** May the player open a recharge of `amountFen`? Not on a break and within every deposit limit. */
export async function assertMayDeposit(
  q: Queryable,
  userId: number,
  amountFen: number,
  now: Date,
): Promise<void> {
  await assertNotOnBreak(q, userId, now);
  const limits = await limitsOf(q, userId);
  for (const kind of DEPOSIT_KINDS) {
    const limit = limits.get(kind)?.value ?? null;
    if (limit === null) continue;
    const used = await depositedSince(q, userId, periodStart(periodOf(kind) ?? "day", now), now);
    if (!fitsLimit(limit, used, amountFen)) {
      const left = fenToYuanText(Math.max(0, limit - used));
      throw refuse("saferPlay.depositLimit", periodName(kind), fenToYuanText(limit), left);
    }
  }
}

/**
 * Records activity at `now` in the play session (a gap of 30 minutes starts a new one) and refuses
 * once the session is longer than the player's session limit.
 */
export async function touchSession(q: Queryable, userId: number, limitMinutes: number | null, now: Date) {
  const [row] = await q.select().from(playerPlaySessions).where(eq(playerPlaySessions.userId, userId));
  const startedAt = sessionStartAt(row?.startedAt ?? null, row?.lastSeenAt ?? null, now);
  if (limitMinutes !== null && now.getTime() - startedAt.getTime() > limitMinutes * 60_000)
    throw refuse("saferPlay.sessionLimit", limitMinutes);
  await q
    .insert(playerPlaySessions)
    .values({ userId, startedAt, lastSeenAt: now })
    .onConflictDoUpdate({ target: playerPlaySessions.userId, set: { startedAt, lastSeenAt: now } });
  return startedAt;
}
