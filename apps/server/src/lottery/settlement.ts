import { and, asc, count, eq, inArray } from "drizzle-orm";
import { gameNameOf, parseDraw, type ParsedDraw } from "@lottery/rules";
import { Msg } from "@lottery/contract";
import type { Tx } from "../db/queryable.ts";
import type { Deps } from "../deps.ts";
import { pendingOrdersOfIssue, settleOrders, type OrderOutcome } from "../orders/settle.ts";
import { orders, type OrderRow } from "../orders/tables.ts";
import { prizeOfOrder, scaled, type OrderPrize } from "./calc-prize.ts";
import { lotteryChases, type ChaseRow } from "../orders/chase-tables.ts";
import { endChase } from "./chase-store.ts";
import { releaseUnplacedChaseIssues } from "./chases.ts";
import { lotteryIssues, type IssueRow } from "./tables.ts";

/**
 * Pending orders settled per transaction, and a test seam run after each committed chunk (a test
 * throws there to stand for a crash half-way, or lowers the chunk size). Only tests change them.
 */
export const settlementTuning: { chunkSize: number; afterChunk: ((chunk: number) => void) | null } = {
  chunkSize: 2000,
  afterChunk: null,
};

/** What a number order holds in `orders.detail`. */
interface NumberDetail {
  tickets: string;
  addition?: boolean;
}

/**
 * Settles a drawn issue's orders, chunk by chunk (each chunk one transaction: the pending orders after
 * the last id, priced with the shared prizeOfOrder against the issue's numbers and announced floating
 * amounts, then `settleOrders`, which marks only rows still pending and pays each prize once). Orders
 * that hit a floating tier whose amount is not announced stay pending, and so does the issue (`drawn`)
 * until the amount is entered and this runs again. A winning chase order with stop-on-win ends its
 * chase (unplaced issues released). Chase issues of this issue never placed are released. With no
 * pending order left the issue becomes `settled` and `settled` is published. Resumable after a crash
 * and safe to run twice or concurrently.
 */
export async function settleDrawnIssue(deps: Deps, issue: IssueRow): Promise<void> {
  const [current] = await deps.db.select().from(lotteryIssues).where(eq(lotteryIssues.id, issue.id));
  if (!current || current.status !== "drawn" || !current.numbers) return;
  const draw = parseDraw(current.gameCode, current.numbers);
  if (!draw.ok)
    throw new Error(`issue ${current.gameCode} ${current.issue} has bad numbers: ${draw.message}`);
  const at = deps.clock();
  let afterId = 0;
  for (let chunk = 1; ; chunk += 1) {
    const done = await deps.db.transaction((tx) => settleChunk(tx, deps, current, draw.value, afterId, at));
    settlementTuning.afterChunk?.(chunk);
    if (done.count < settlementTuning.chunkSize) break;
    afterId = done.lastId;
  }
  await releaseUnplacedChaseIssues(deps, current.gameCode, current.issue);
  await markSettledWhenDone(deps, current);
}

/** Settles one chunk of pending orders after `afterId`; answers how many were read and the last id. */
async function settleChunk(
  tx: Tx,
  deps: Deps,
  issue: IssueRow,
  draw: ParsedDraw,
  afterId: number,
  at: Date,
): Promise<{ count: number; lastId: number }> {
  const rows = await pendingOrdersOfIssue(
    tx,
    issue.gameCode,
    issue.issue,
    afterId,
    settlementTuning.chunkSize,
  );
  const priceOf = pricer(deps, issue, draw);
  const outcomes: OrderOutcome[] = [];
  for (const order of rows) {
    const prize = priceOf(order);
    if (!prize || prize.pending) continue;
    const { totalFen: prizeFen, taxFen } = scaled(prize, order.multiple);
    outcomes.push({ orderId: order.id, status: prizeFen > 0 ? "won" : "lost", prizeFen, taxFen });
  }
  const winners = new Set(outcomes.filter((o) => o.status === "won").map((o) => o.orderId));
  const chases = await lockChasesOf(
    tx,
    rows.filter((o) => winners.has(o.id)),
  );
  const gameName = gameNameOf(issue.gameCode);
  const settled = await settleOrders(tx, outcomes, at, {
    prize: () => Msg.lotteryBets.prizeMemo(gameName, issue.issue),
    refund: () => Msg.lotteryBets.refundMemo(gameName, issue.issue),
  });
  for (const order of settled) {
    const chase = order.chaseId === null ? undefined : chases.get(order.chaseId);
    if (order.status === "won" && chase?.stopOnWin && chase.status === "running") {
      await endChase(tx, chase, "stopped", at);
      chase.status = "stopped";
    }
  }
  return { count: rows.length, lastId: rows.at(-1)?.id ?? afterId };
}

/**
 * The prize of an order at multiple 1, computed once per distinct (tickets, 追加) within a chunk;
 * undefined for stored tickets the rules no longer accept (logged; the order stays pending).
 */
function pricer(deps: Deps, issue: IssueRow, draw: ParsedDraw) {
  const cache = new Map<string, OrderPrize | undefined>();
  return (order: OrderRow): OrderPrize | undefined => {
    const detail = order.detail as NumberDetail;
    const addition = detail.addition === true;
    const key = `${addition ? 1 : 0}${detail.tickets}`;
    if (cache.has(key)) return cache.get(key);
    const result = prizeOfOrder(issue.gameCode, detail.tickets, draw, {
      multiple: 1,
      addition,
      issue: issue.issue,
      prizesFen: issue.prizes,
    });
    if (!result.ok)
      deps.log.error({ orderNo: order.orderNo, code: result.code }, "order tickets unpriceable");
    const prize = result.ok ? result.value : undefined;
    cache.set(key, prize);
    return prize;
  };
}

/** Locks (in id order, before any money moves) the chases of winning chase orders. */
async function lockChasesOf(tx: Tx, winners: readonly OrderRow[]): Promise<Map<number, ChaseRow>> {
  const ids = [...new Set(winners.flatMap((o) => (o.chaseId === null ? [] : [o.chaseId])))];
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(lotteryChases)
    .where(inArray(lotteryChases.id, ids))
    .orderBy(asc(lotteryChases.id))
    .for("update");
  return new Map(rows.map((row) => [row.id, row]));
}

/** With no pending order left, marks the issue settled (once) and tells the screens. */
async function markSettledWhenDone(deps: Deps, issue: IssueRow): Promise<void> {
  const [left] = await deps.db
    .select({ n: count() })
    .from(orders)
    .where(
      and(eq(orders.gameCode, issue.gameCode), eq(orders.issue, issue.issue), eq(orders.status, "pending")),
    );
  if ((left?.n ?? 0) > 0) return;
  const now = deps.clock();
  const marked = await deps.db
    .update(lotteryIssues)
    .set({ status: "settled", settledAt: now })
    .where(and(eq(lotteryIssues.id, issue.id), eq(lotteryIssues.status, "drawn")))
    .returning({ id: lotteryIssues.id });
  if (marked.length === 0) return;
  deps.events.publish({
    type: "settled",
    game: issue.gameCode,
    issue: issue.issue,
    at: now.toISOString(),
    ...(issue.numbers ? { numbers: issue.numbers } : {}),
  });
}
