import { and, asc, eq, lte, not, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import type { Tx } from "../db/queryable.ts";
import type { Deps } from "../deps.ts";
import { isRefusal } from "../domain/refusal.ts";
import { lotteryChaseIssues, type ChaseIssueRow, type ChaseRow } from "../orders/chase-tables.ts";
import { placeOrderIn } from "../orders/place.ts";
import { finishIfDone, lockChase, placeChaseIssueOrder, releaseChaseIssues } from "./chase-store.ts";
import { lotteryIssues, type IssueRow } from "./tables.ts";

/** Chase issues handled per transaction. */
const CHASE_BATCH = 200;

/**
 * Places the chase orders that fall on an issue that has just opened (called by the scheduler): each
 * waiting chase issue of it gets its order, paid from the chase's frozen reserve, while the issue is
 * on sale; if the issue is no longer on sale (closed, drawn, void) or the chase has ended, the chase
 * issue's amount is released instead. Then every waiting chase issue of the game whose sale has closed
 * (missed by the scheduler) is released. Safe to call again: only waiting issues move.
 */
export async function placeChaseOrdersFor(deps: Deps, issue: IssueRow): Promise<void> {
  const now = deps.clock();
  const [fresh] = await deps.db.select().from(lotteryIssues).where(eq(lotteryIssues.id, issue.id));
  const current = fresh ?? issue;
  const onSale = current.status === "open" && now.getTime() < current.closeAt.getTime();
  await forWaiting(
    deps.db,
    and(eq(lotteryChaseIssues.gameCode, current.gameCode), eq(lotteryChaseIssues.issue, current.issue)),
    onSale ? "place" : "release",
    now,
  );
  await releaseMissedChaseIssues(deps, current.gameCode);
}

/**
 * Releases the waiting chase issues of one issue (it was drawn or voided without them being placed).
 * Settlement calls it; the scheduler should call it when it voids an issue.
 */
export async function releaseUnplacedChaseIssues(deps: Deps, gameCode: string, issue: string): Promise<void> {
  await forWaiting(
    deps.db,
    and(eq(lotteryChaseIssues.gameCode, gameCode), eq(lotteryChaseIssues.issue, issue)),
    "release",
    deps.clock(),
  );
}

/**
 * Releases waiting chase issues whose sale has closed (of one game, or of every game): the scheduled
 * close has passed and the issue's row, if any, is no longer on sale (an operator may have moved the
 * close later).
 */
export async function releaseMissedChaseIssues(deps: Deps, gameCode?: string): Promise<void> {
  const now = deps.clock();
  const onSaleStill = sql`exists (select 1 from ${lotteryIssues}
      where ${lotteryIssues.gameCode} = ${lotteryChaseIssues.gameCode}
        and ${lotteryIssues.issue} = ${lotteryChaseIssues.issue}
        and ${lotteryIssues.status} = 'open' and ${lotteryIssues.closeAt} > ${now.toISOString()}::timestamptz)`;
  await forWaiting(
    deps.db,
    and(
      lte(lotteryChaseIssues.closeAt, now),
      not(onSaleStill),
      gameCode === undefined ? undefined : eq(lotteryChaseIssues.gameCode, gameCode),
    ),
    "release",
    now,
  );
}

/** Places or releases, batch by batch, the waiting chase issues matching `where`. */
async function forWaiting(db: Db, where: SQL | undefined, action: "place" | "release", at: Date) {
  for (;;) {
    const batch = await db
      .select()
      .from(lotteryChaseIssues)
      .where(and(where, eq(lotteryChaseIssues.status, "waiting")))
      .orderBy(asc(lotteryChaseIssues.chaseId), asc(lotteryChaseIssues.seq))
      .limit(CHASE_BATCH);
    if (batch.length === 0) return;
    await db.transaction(async (tx) => {
      for (const row of batch) await settleChaseIssue(tx, row, action, at);
    });
    if (batch.length < CHASE_BATCH) return;
  }
}

/**
 * Under the chase's lock: places or releases one chase issue if it is still waiting. Placing goes
 * through the order pipeline (the player's lock and ban check; the waiting chase issue is the
 * idempotency key); a player banned since the chase began gets the issue's amount released instead.
 */
async function settleChaseIssue(tx: Tx, row: ChaseIssueRow, action: "place" | "release", at: Date) {
  const chase = await lockChase(tx, row.chaseId);
  if (!chase) return;
  const [still] = await tx
    .select()
    .from(lotteryChaseIssues)
    .where(and(eq(lotteryChaseIssues.id, row.id), eq(lotteryChaseIssues.status, "waiting")));
  if (!still) return;
  if (action === "place" && chase.status === "running" && (await placeChaseIssue(tx, chase, still, at)))
    return;
  await releaseChaseIssues(tx, chase, [still.id], at);
  await finishIfDone(tx, chase, at);
}

/**
 * Places a waiting chase issue's order through the pipeline; false when the player is banned or on a
 * time-out or self-exclusion (the issue's money is then released to cash).
 */
async function placeChaseIssue(tx: Tx, chase: ChaseRow, issue: ChaseIssueRow, at: Date): Promise<boolean> {
  const kind = {
    check: async () => issue,
    place: async (t: Tx, waiting: ChaseIssueRow, now: Date) => {
      await placeChaseIssueOrder(t, chase, waiting, now);
      return true;
    },
    // Paid for when the chase was placed (its reserve counted against the limits then).
    stakeOf: () => 0,
    replay: async () => true,
  };
  try {
    return await placeOrderIn(tx, { userId: chase.userId, requestId: null }, kind, issue, at);
  } catch (error) {
    if (isRefusal(error, "banned") || isRefusal(error, "saferPlay.onBreak")) return false;
    throw error;
  }
}
