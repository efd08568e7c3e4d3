import { eq, sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { fenToYuanText, fitsLimit, periodOf, periodStart, sessionStartAt } from "@lottery/rules";
import { Msg, type SaferLimitKind } from "@lottery/contract";
import { preparedSql } from "../db/prepared.ts";
import type { Queryable, Tx } from "../db/queryable.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { refuse } from "../domain/refusal.ts";
import { playerBreaks, playerLimits, playerPlaySessions } from "./tables.ts";
import { activeBreakOf, depositedSince, limitsOf, lossSince } from "./usage.ts";

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
  if (running) throw onBreak(running.endsAt);
}

const onBreak = (endsAt: Date) =>
  refuse("saferPlay.onBreak", chinaTimeIso(endsAt).slice(0, 16).replace("T", " "));

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
  q: Tx,
  userId: number,
  stakeFen: number,
  now: Date,
  /** The player's state as `stakeStateSql` read it in this transaction, under the player's lock. */
  readAlready?: Record<string, unknown>,
): Promise<void> {
  const state = readAlready ? stakeStateFrom(readAlready) : await stakeStateOf(q, userId, now);
  if (state.breakEndsAt) throw onBreak(state.breakEndsAt);
  if (stakeFen <= 0) return;
  const stake = state.limits.stakePerBet ?? null;
  if (!fitsLimit(stake, 0, stakeFen)) throw refuse("saferPlay.stakeLimit", fenToYuanText(stake ?? 0));
  for (const kind of LOSS_KINDS)
    await assertLossFits(q, userId, kind, state.limits[kind] ?? null, stakeFen, now);
  await recordActivity(q, userId, state.session, state.limits.sessionMinutes ?? null, now);
}

/** What assertMayStake needs to know of the player, read in one statement. */
interface StakeState {
  /** The end of the running break that ends last, or null. */
  breakEndsAt: Date | null;
  /** The current value of each limit the player set (null: set to none). */
  limits: Partial<Record<SaferLimitKind, number | null>>;
  session: { startedAt: Date; lastSeenAt: Date } | null;
}

/** The one statement reading a StakeState, for the player `userId` at the instant `at` (SQL values). */
const stakeStateQuery = (userId: SQL, at: SQL) => sql`
    select s.started_at, s.last_seen_at,
           (select max(b.ends_at) from ${playerBreaks} as b
             where b.user_id = ${userId}::bigint
               and b.ends_at > ${at}::timestamptz
               and b.starts_at <= ${at}::timestamptz) as break_ends_at,
           (select json_object_agg(l.kind, l.value) from ${playerLimits} as l
             where l.user_id = ${userId}::bigint) as limits
      from (select 1) as one
      left join ${playerPlaySessions} as s on s.user_id = ${userId}::bigint`;

const stakeState = preparedSql(
  stakeStateQuery(sql`${sql.placeholder("userId")}`, sql`${sql.placeholder("at")}`),
);

/** The statement's text with markers for the player and the instant, built once. */
const stakeStateText = new PgDialect().sqlToQuery(stakeStateQuery(sql.raw("$USER$"), sql.raw("$AT$"))).sql;

/**
 * The statement of assertMayStake's reading as plain text without parameters, for a caller that sends
 * it with others in one round trip (orders/place.ts, after the player's lock): the id is an integer and
 * the instant our own ISO text, so nothing in it comes from a call.
 */
export function stakeStateSql(userId: number, now: Date): string {
  if (!Number.isSafeInteger(userId)) throw new Error(`not a player id: ${userId}`);
  return stakeStateText.replaceAll("$USER$", String(userId)).replaceAll("$AT$", `'${now.toISOString()}'`);
}

async function stakeStateOf(q: Tx, userId: number, now: Date): Promise<StakeState> {
  const result = await stakeState(q, { userId, at: now.toISOString() });
  return stakeStateFrom(result.rows[0]);
}

/** The state in the row of the stake-state statement (either driver, prepared or plain text). */
function stakeStateFrom(row: Record<string, unknown> | undefined): StakeState {
  const dateOf = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string | Date));
  const startedAt = dateOf(row?.started_at);
  const lastSeenAt = dateOf(row?.last_seen_at);
  const limits = typeof row?.limits === "string" ? JSON.parse(row.limits) : row?.limits;
  return {
    breakEndsAt: dateOf(row?.break_ends_at),
    limits: (limits ?? {}) as StakeState["limits"],
    session: startedAt && lastSeenAt ? { startedAt, lastSeenAt } : null,
  };
}

async function assertLossFits(
  q: Queryable,
  userId: number,
  kind: SaferLimitKind,
  limit: number | null,
  stakeFen: number,
  now: Date,
) {
  if (limit === null) return;
  const lost = await lossSince(q, userId, periodStart(periodOf(kind) ?? "day", now));
  if (!fitsLimit(limit, lost, stakeFen))
    throw refuse("saferPlay.lossLimit", periodName(kind), fenToYuanText(limit));
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
  return recordActivity(q, userId, row ?? null, limitMinutes, now);
}

/**
 * Activity is recorded to the minute: a session row seen less than a minute ago, still running, is
 * not written again (a burst of bets writes it once), which can make a gap look up to a minute longer.
 */
const ACTIVITY_RESOLUTION_MS = 60_000;

async function recordActivity(
  q: Queryable,
  userId: number,
  row: { startedAt: Date; lastSeenAt: Date } | null,
  limitMinutes: number | null,
  now: Date,
): Promise<Date> {
  const startedAt = sessionStartAt(row?.startedAt ?? null, row?.lastSeenAt ?? null, now);
  if (limitMinutes !== null && now.getTime() - startedAt.getTime() > limitMinutes * 60_000)
    throw refuse("saferPlay.sessionLimit", limitMinutes);
  const fresh =
    row !== null &&
    startedAt.getTime() === row.startedAt.getTime() &&
    now.getTime() - row.lastSeenAt.getTime() < ACTIVITY_RESOLUTION_MS;
  if (!fresh)
    await q
      .insert(playerPlaySessions)
      .values({ userId, startedAt, lastSeenAt: now })
      .onConflictDoUpdate({ target: playerPlaySessions.userId, set: { startedAt, lastSeenAt: now } });
  return startedAt;
}
