import { randomInt } from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { gameNameOf } from "@lottery/rules";
import { Msg } from "@lottery/contract";
import { chinaDay } from "../domain/china-time.ts";
import type { Tx } from "../db/queryable.ts";
import { claimNumber } from "../orders/numbers.ts";
import { insertOrder } from "../orders/place.ts";
import type { OrderRow } from "../orders/tables.ts";
import { balanceAfter } from "../wallet/ledger.ts";
import { debitChaseStake, freezeChase, releaseChase } from "../wallet/movements.ts";
import { playerScope, SYSTEM_SCOPE } from "../wallet/posting.ts";
import type { ScheduledIssue } from "./bet-issue.ts";
import type { BetPlan } from "./bet-plan.ts";
import {
  lotteryChaseIssues,
  lotteryChases,
  type ChaseIssueRow,
  type ChaseRow,
} from "../orders/chase-tables.ts";
import { requestHashOf } from "../domain/request-hash.ts";

/**
 * The money and rows of chases (追号): creation (freeze everything), placing one issue's order
 * (paid from frozen), releasing unplaced issues (frozen → cash). Every step runs in the caller's
 * transaction with the chase row locked (`lockChase`), and only moves issues still `waiting`, so a
 * repeat or a race places or releases an issue once; the ledger keys are a second guard.
 */

const CHASE_NO_TRIES = 5;

/** The chase row, locked for the rest of the transaction. */
export async function lockChase(tx: Tx, chaseId: number): Promise<ChaseRow | undefined> {
  const [row] = await tx.select().from(lotteryChases).where(eq(lotteryChases.id, chaseId)).for("update");
  return row;
}

/** A created chase, its first issue's order and the cash balance after the freeze (fen). */
export interface CreatedChase {
  chase: ChaseRow;
  order: OrderRow;
  balanceFen: number;
}

/**
 * Creates a chase in the bet's transaction: freezes the whole amount (cash → frozen, key
 * `chase:<requestId>` in the player's scope; 余额不足 aborts everything), inserts the chase and its
 * issues, and places the first issue's order at once (it carries the bet's requestId).
 */
export async function createChase(
  tx: Tx,
  userId: number,
  plan: BetPlan,
  schedule: readonly ScheduledIssue[],
  at: Date,
): Promise<CreatedChase> {
  const chase = await insertChase(tx, {
    userId,
    gameCode: plan.game.code,
    tickets: plan.tickets,
    play: plan.play,
    addition: plan.addition,
    bets: plan.bets,
    stopOnWin: plan.stopOnWin,
    issueCount: schedule.length,
    amountFen: plan.totalFen,
    requestId: plan.requestId,
    requestHash: plan.requestHash,
    createdAt: at,
  });
  const posted = await freezeChase(
    tx,
    { scope: playerScope(userId), key: `chase:${plan.requestId}`, requestHash: plan.requestHash },
    {
      userId,
      amountFen: plan.totalFen,
      at,
      ref: { type: "chase", id: chase.chaseNo },
      memo: Msg.lotteryBets.chaseFreezeMemo(plan.game.name, schedule.length),
    },
  );
  const issues = await tx
    .insert(lotteryChaseIssues)
    .values(
      schedule.map((s, i) => ({
        userId: chase.userId,
        chaseId: chase.id,
        seq: i + 1,
        gameCode: plan.game.code,
        issue: s.issue,
        closeAt: s.closeAt,
        multiple: plan.multiples[i] ?? 1,
        amountFen: plan.amountsFen[i] ?? 0,
      })),
    )
    .returning();
  const first = issues.find((row) => row.seq === 1);
  if (!first) throw new Error("a chase without its first issue");
  const order = await placeChaseIssueOrder(tx, chase, first, at, plan);
  return { chase, order, balanceFen: balanceAfter(posted, 0) };
}

async function insertChase(
  tx: Tx,
  row: Omit<typeof lotteryChases.$inferInsert, "chaseNo">,
): Promise<ChaseRow> {
  for (let attempt = 0; attempt < CHASE_NO_TRIES; attempt += 1) {
    const chaseNo = `C${chinaDay(row.createdAt).replaceAll("-", "")}${String(randomInt(10 ** 10)).padStart(10, "0")}`;
    // The number is unique across players through number_owners, claimed first.
    if (!(await claimNumber(tx, "chase", chaseNo, row.userId))) continue;
    const [inserted] = await tx
      .insert(lotteryChases)
      .values({ ...row, chaseNo })
      .returning();
    if (inserted) return inserted;
  }
  throw new Error("could not draw a free chase number");
}

/**
 * Places one waiting chase issue's order (the chase row locked by the caller): inserts the order and
 * pays it from frozen (key `chase-bet:<chaseNo>:<seq>`), marks the issue placed and finishes the chase
 * when nothing waits any more. `request` carries the bet's idempotency key for the first issue.
 */
export async function placeChaseIssueOrder(
  tx: Tx,
  chase: ChaseRow,
  issue: ChaseIssueRow,
  at: Date,
  request?: { requestId: string; requestHash: string },
): Promise<OrderRow> {
  const order = await insertOrder(tx, {
    userId: chase.userId,
    kind: "number",
    gameCode: chase.gameCode,
    issue: issue.issue,
    play: chase.play,
    requestId: request?.requestId ?? null,
    requestHash: request?.requestHash ?? null,
    chaseId: chase.id,
    bets: chase.bets,
    multiple: issue.multiple,
    amountFen: issue.amountFen,
    detail: { tickets: chase.tickets, addition: chase.addition },
    placedAt: at,
  });
  if (!order) throw new Error(`chase ${chase.chaseNo} issue ${issue.seq}: request already used`);
  await debitChaseStake(
    tx,
    {
      scope: SYSTEM_SCOPE,
      key: `chase-bet:${chase.chaseNo}:${issue.seq}`,
      requestHash: requestHashOf({ chase: chase.chaseNo, seq: issue.seq, fen: issue.amountFen }),
    },
    {
      userId: chase.userId,
      amountFen: issue.amountFen,
      at,
      ref: { type: "order", id: order.orderNo },
      memo: Msg.lotteryBets.betMemo(gameNameOf(chase.gameCode), issue.issue),
    },
  );
  await tx
    .update(lotteryChaseIssues)
    .set({ status: "placed", orderId: order.id, doneAt: at })
    .where(and(eq(lotteryChaseIssues.id, issue.id), eq(lotteryChaseIssues.status, "waiting")));
  await finishIfDone(tx, chase, at);
  return order;
}

/**
 * Releases chase issues still waiting among `issueIds` (the chase row locked by the caller): one
 * journal frozen → cash for their sum (key `chase-release:<chaseNo>:<lowest seq>`, unique because
 * each issue is released once). Answers the fen released (0 when none was still waiting).
 */
export async function releaseChaseIssues(
  tx: Tx,
  chase: ChaseRow,
  issueIds: readonly number[],
  at: Date,
): Promise<number> {
  if (issueIds.length === 0) return 0;
  const released = await tx
    .update(lotteryChaseIssues)
    .set({ status: "released", doneAt: at })
    .where(
      and(
        eq(lotteryChaseIssues.chaseId, chase.id),
        inArray(lotteryChaseIssues.id, [...issueIds]),
        eq(lotteryChaseIssues.status, "waiting"),
      ),
    )
    .returning({ seq: lotteryChaseIssues.seq, amountFen: lotteryChaseIssues.amountFen });
  if (released.length === 0) return 0;
  const amountFen = released.reduce((sum, row) => sum + row.amountFen, 0);
  const seqs = released.map((row) => row.seq).sort((a, b) => a - b);
  await releaseChase(
    tx,
    {
      scope: SYSTEM_SCOPE,
      key: `chase-release:${chase.chaseNo}:${seqs[0]}`,
      requestHash: requestHashOf({ chase: chase.chaseNo, seqs, fen: amountFen }),
    },
    {
      userId: chase.userId,
      amountFen,
      at,
      ref: { type: "chase", id: chase.chaseNo },
      memo: Msg.lotteryBets.chaseReleaseMemo(gameNameOf(chase.gameCode), released.length),
    },
  );
  return amountFen;
}

/** Releases every waiting issue of a locked chase and ends it as `stopped` or `cancelled`. */
export async function endChase(
  tx: Tx,
  chase: ChaseRow,
  status: "stopped" | "cancelled",
  at: Date,
): Promise<number> {
  const waiting = await waitingIssues(tx, chase.id);
  const fen = await releaseChaseIssues(
    tx,
    chase,
    waiting.map((row) => row.id),
    at,
  );
  await tx
    .update(lotteryChases)
    .set({ status, endedAt: at })
    .where(and(eq(lotteryChases.id, chase.id), eq(lotteryChases.status, "running")));
  return fen;
}

/** The chase's issues still waiting, in order. */
export function waitingIssues(tx: Tx, chaseId: number): Promise<ChaseIssueRow[]> {
  return tx
    .select()
    .from(lotteryChaseIssues)
    .where(and(eq(lotteryChaseIssues.chaseId, chaseId), eq(lotteryChaseIssues.status, "waiting")))
    .orderBy(asc(lotteryChaseIssues.seq));
}

/** Marks a running chase `finished` once no issue waits any more. */
export async function finishIfDone(tx: Tx, chase: ChaseRow, at: Date): Promise<void> {
  await tx
    .update(lotteryChases)
    .set({ status: "finished", endedAt: at })
    .where(
      and(
        eq(lotteryChases.id, chase.id),
        eq(lotteryChases.status, "running"),
        sql`not exists (select 1 from ${lotteryChaseIssues} where ${lotteryChaseIssues.chaseId} = ${chase.id} and ${lotteryChaseIssues.status} = 'waiting')`,
      ),
    );
}
