import { and, desc, eq, gt, gte, inArray, or, sql } from "drizzle-orm";
import { isConfirmable, NO_LIMIT, type LimitState } from "@lottery/rules";
import { RECHARGE_ORDER_TTL_MS, type SaferLimitKind } from "@lottery/contract";
import type { Queryable } from "../db/queryable.ts";
import { ledgerAccounts, ledgerEntries, ledgerJournals, rechargeOrders } from "../wallet/tables.ts";
import { playerBreaks, playerLimits } from "./tables.ts";

/**
 * How long a pending recharge still counts against a deposit limit: the time a recharge order stays
 * payable, so open orders cannot together pass the limit.
 */
export const PENDING_RECHARGE_COUNTS_MS = RECHARGE_ORDER_TTL_MS;

/**
 * Journal kinds that are play: stakes (cash or chase reserve), chase releases, prizes and refunds, and
 * group-purchase buys, guarantees and their refunds (a guarantee returned unused comes back as one).
 */
const PLAY_KINDS = [
  "bet",
  "chase_freeze",
  "chase_release",
  "prize",
  "refund",
  "together_buy",
  "together_guarantee",
  "together_refund",
  "follow_commission",
  "release_commission",
  "follow_rule_freeze",
  "follow_rule_release",
] as const;

export type LimitRow = typeof playerLimits.$inferSelect;
export type BreakRow = typeof playerBreaks.$inferSelect;

/** The player's limits by kind (kinds never set are absent). */
export async function limitsOf(q: Queryable, userId: number): Promise<Map<SaferLimitKind, LimitRow>> {
  const rows = await q.select().from(playerLimits).where(eq(playerLimits.userId, userId));
  return new Map(rows.map((row) => [row.kind as SaferLimitKind, row]));
}

/** The stored row as the rules' state. */
export function stateOf(row: LimitRow | undefined): LimitState {
  if (!row) return NO_LIMIT;
  return {
    value: row.value,
    pending: row.pending,
    pendingValue: row.pendingValue,
    pendingFrom: row.pendingFrom,
  };
}

/** True when the row has a pending change the player may confirm now. */
export function confirmableNow(row: LimitRow | undefined, now: Date): boolean {
  return isConfirmable(stateOf(row), now);
}

/** The running break that ends last, if any. */
export async function activeBreakOf(q: Queryable, userId: number, now: Date): Promise<BreakRow | undefined> {
  const [row] = await q
    .select()
    .from(playerBreaks)
    .where(
      and(
        eq(playerBreaks.userId, userId),
        gt(playerBreaks.endsAt, now),
        sql`${playerBreaks.startsAt} <= ${now}`,
      ),
    )
    .orderBy(desc(playerBreaks.endsAt))
    .limit(1);
  return row;
}

/** Fen deposited since `since`: paid recharges plus those still payable (opened < 30 min ago). */
export async function depositedSince(q: Queryable, userId: number, since: Date, now: Date): Promise<number> {
  const payableFrom = new Date(now.getTime() - PENDING_RECHARGE_COUNTS_MS);
  const [row] = await q
    .select({ total: sql<string>`coalesce(sum(${rechargeOrders.amountFen}), 0)` })
    .from(rechargeOrders)
    .where(
      and(
        eq(rechargeOrders.userId, userId),
        gte(rechargeOrders.createdAt, since),
        or(eq(rechargeOrders.status, "paid"), gte(rechargeOrders.createdAt, payableFrom)),
      ),
    );
  return Number(row?.total ?? 0);
}

/**
 * The player's net result of play since `since`, fen: prizes, refunds and released chase money minus
 * stakes and chase reserves, read from the player's cash entries (negative = a loss).
 */
export async function playResultSince(q: Queryable, userId: number, since: Date): Promise<number> {
  const [row] = await q
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountFen}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerEntries.journalId))
    .where(
      and(
        eq(ledgerAccounts.userId, userId),
        eq(ledgerAccounts.kind, "cash"),
        inArray(ledgerJournals.kind, [...PLAY_KINDS]),
        gte(ledgerJournals.createdAt, since),
      ),
    );
  return Number(row?.total ?? 0);
}

/** Fen lost since `since` (never below 0). */
export async function lossSince(q: Queryable, userId: number, since: Date): Promise<number> {
  return Math.max(0, -(await playResultSince(q, userId, since)));
}
