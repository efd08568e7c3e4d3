import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { fenToYuanText, yuanToFen } from "@lottery/rules";
import { lotteryLimitsParams, type LotteryLimits, type StakeLimits } from "@lottery/contract";
import type { Queryable, Tx } from "../db/queryable.ts";
import { orders } from "../orders/tables.ts";
import { readSetting, writeSetting } from "../system/settings-store.ts";
import { lotteryChaseIssues, lotteryChases } from "../orders/chase-tables.ts";
import { refuse } from "../domain/refusal.ts";

/**
 * Operator risk limits on number bets (GET/POST /admin/api/lottery/limits), in yuan: the largest
 * order, the most one player may stake on one issue, and the most all players together may stake on
 * one issue. A game's entry replaces the default entry as a whole. "Staked on an issue" counts the
 * issue's orders that are not cancelled plus chase issues still waiting to be placed on it.
 */
export const LOTTERY_LIMITS = { key: "lottery.limits", schema: lotteryLimitsParams };

/** The stored limits (defaults: none). */
export function readLotteryLimits(db: Queryable): Promise<LotteryLimits> {
  return readSetting(db, LOTTERY_LIMITS);
}

/** Replaces the limits. */
export async function writeLotteryLimits(db: Queryable, limits: LotteryLimits): Promise<LotteryLimits> {
  await writeSetting(db, LOTTERY_LIMITS, limits);
  return readLotteryLimits(db);
}

/** What one bet adds to each issue it buys. */
export interface IssueStake {
  issue: string;
  amountFen: number;
}

const toFen = (yuan: number | null): number | null => (yuan === null ? null : yuanToFen(yuan));

/**
 * Refuses (status 1) a bet breaking the limits of its game (`all`: the stored limits, read with the
 * issue by bet-issue.ts's saleOf). Call inside the bet's transaction after
 * the player's row lock (which serialises one player's bets); with a per-issue total set, each issue
 * is also held by a transaction-scoped advisory lock so concurrent players cannot overshoot it together.
 */
export async function assertWithinLimits(
  tx: Tx,
  bet: { userId: number; gameCode: string; stakes: readonly IssueStake[] },
  all: LotteryLimits,
): Promise<void> {
  const limits: StakeLimits = all.games[bet.gameCode] ?? all.default;
  const maxOrder = toFen(limits.maxOrder);
  if (maxOrder !== null && bet.stakes.some((s) => s.amountFen > maxOrder))
    throw refuse("lotteryBets.limitOrder", fenToYuanText(maxOrder));
  const issues = bet.stakes.map((s) => s.issue);
  const maxPlayer = toFen(limits.maxPlayerIssue);
  if (maxPlayer !== null) {
    const staked = await stakedOn(tx, bet.gameCode, issues, bet.userId);
    const over = bet.stakes.find((s) => (staked.get(s.issue) ?? 0) + s.amountFen > maxPlayer);
    if (over) throw refuse("lotteryBets.limitPlayerIssue", over.issue, fenToYuanText(maxPlayer));
  }
  const maxIssue = toFen(limits.maxIssue);
  if (maxIssue !== null) {
    for (const issue of [...issues].sort())
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`lottery-stake:${bet.gameCode}:${issue}`}))`,
      );
    const staked = await stakedOn(tx, bet.gameCode, issues, null);
    const over = bet.stakes.find((s) => (staked.get(s.issue) ?? 0) + s.amountFen > maxIssue);
    if (over) throw refuse("lotteryBets.limitIssue", over.issue);
  }
}

/** Fen staked per issue (orders not cancelled + waiting chase issues), of one player or of everyone. */
async function stakedOn(
  tx: Tx,
  gameCode: string,
  issues: readonly string[],
  userId: number | null,
): Promise<Map<string, number>> {
  const total = new Map<string, number>();
  const add = (rows: { issue: string | null; fen: string | number | null }[]) => {
    for (const row of rows)
      if (row.issue) total.set(row.issue, (total.get(row.issue) ?? 0) + Number(row.fen ?? 0));
  };
  const placed = await tx
    .select({ issue: orders.issue, fen: sql<string>`sum(${orders.amountFen})` })
    .from(orders)
    .where(
      and(
        eq(orders.gameCode, gameCode),
        inArray(orders.issue, [...issues]),
        ne(orders.status, "cancelled"),
        userId === null ? undefined : eq(orders.userId, userId),
      ),
    )
    .groupBy(orders.issue);
  add(placed);
  const waiting = await tx
    .select({ issue: lotteryChaseIssues.issue, fen: sql<string>`sum(${lotteryChaseIssues.amountFen})` })
    .from(lotteryChaseIssues)
    .innerJoin(lotteryChases, eq(lotteryChases.id, lotteryChaseIssues.chaseId))
    .where(
      and(
        eq(lotteryChaseIssues.gameCode, gameCode),
        inArray(lotteryChaseIssues.issue, [...issues]),
        eq(lotteryChaseIssues.status, "waiting"),
        userId === null ? undefined : eq(lotteryChases.userId, userId),
      ),
    )
    .groupBy(lotteryChaseIssues.issue);
  add(waiting);
  return total;
}
