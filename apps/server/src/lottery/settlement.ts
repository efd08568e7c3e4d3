import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { gameNameOf, parseDraw, type ParsedDraw } from "@lottery/rules";
import { Msg } from "@lottery/contract";
import type { Tx } from "../db/queryable.ts";
import type { Deps } from "../deps.ts";
import { settleOrders, type OrderOutcome } from "../orders/settle.ts";
import { orders } from "../orders/tables.ts";
import { issuePricer, scaled, type UnitPrize } from "./calc-prize.ts";
import { lotteryChases, type ChaseRow } from "../orders/chase-tables.ts";
import { endChase } from "./chase-store.ts";
import { releaseUnplacedChaseIssues } from "./chases.ts";
import { lotteryIssues, type IssueRow } from "./tables.ts";

/**
 * Pending orders settled per transaction, and a test seam run after each committed chunk (a test
 * throws there to stand for a crash half-way, or lowers the chunk size). Only tests change them.
 */
export const settlementTuning: { chunkSize: number; afterChunk: ((chunk: number) => void) | null } = {
  chunkSize: 10_000,
  afterChunk: null,
};

/** Orders priced between two yields to the event loop (a chunk's transaction runs meanwhile). */
const PRICE_SLICE = 500;
/** Distinct (tickets, 追加) prizes kept for the issue; the cache starts over past this many. */
const PRICE_CACHE = 50_000;

/** What settlement reads of a pending number order: no more than pricing and chases need. */
interface PendingOrder {
  id: number;
  orderNo: string;
  multiple: number;
  chaseId: number | null;
  tickets: string;
  addition: boolean;
}

/** A chunk of pending orders, read and priced: what the chunk's transaction marks and pays. */
interface PricedChunk {
  count: number;
  lastId: number;
  outcomes: OrderOutcome[];
  /** The winning orders (their chases are locked before money moves). */
  winners: PendingOrder[];
}

/**
 * Settles a drawn issue's orders, chunk by chunk (each chunk one transaction: the pending orders after
 * the last id, priced with the shared rules of prizeOfOrder against the issue's numbers and announced floating
 * amounts, then `settleOrders`, which marks only rows still pending and pays each prize once). Orders
 * that hit a floating tier whose amount is not announced stay pending, and so does the issue (`drawn`)
 * until the amount is entered and this runs again. A winning chase order with stop-on-win ends its
 * chase (unplaced issues released). Chase issues of this issue never placed are released. With no
 * pending order left the issue becomes `settled` and `settled` is published. Resumable after a crash
 * and safe to run twice or concurrently.
 * The next chunk is read and priced (outside any transaction: what it reads as pending is only a
 * candidate, settleOrders marks only rows still pending) while the current chunk's transaction runs.
 */
export async function settleDrawnIssue(deps: Deps, issue: IssueRow): Promise<void> {
  const [current] = await deps.db.select().from(lotteryIssues).where(eq(lotteryIssues.id, issue.id));
  if (!current || current.status !== "drawn" || !current.numbers) return;
  const draw = parseDraw(current.gameCode, current.numbers);
  if (!draw.ok)
    throw new Error(`issue ${current.gameCode} ${current.issue} has bad numbers: ${draw.message}`);
  const at = deps.clock();
  const priceOf = pricer(deps, current, draw.value);
  const load = (afterId: number) => {
    const loading = readAndPrice(deps, current, afterId, priceOf);
    // Awaited below; a failure while the previous chunk still runs must not count as unhandled.
    loading.catch(() => undefined);
    return loading;
  };
  let next = load(0);
  for (let chunk = 1; ; chunk += 1) {
    const priced = await next;
    const more = priced.count >= settlementTuning.chunkSize;
    if (more) next = load(priced.lastId);
    await deps.db.transaction((tx) => settleChunk(tx, current, priced, at));
    settlementTuning.afterChunk?.(chunk);
    if (!more) break;
  }
  await releaseUnplacedChaseIssues(deps, current.gameCode, current.issue);
  await markSettledWhenDone(deps, current);
}

/**
 * Reads the pending orders after `afterId` (one chunk, only the columns settlement needs) and prices
 * them, yielding to the event loop every PRICE_SLICE orders.
 */
async function readAndPrice(
  deps: Deps,
  issue: IssueRow,
  afterId: number,
  priceOf: (order: PendingOrder) => UnitPrize | undefined,
): Promise<PricedChunk> {
  const rows: PendingOrder[] = await deps.db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      multiple: orders.multiple,
      chaseId: orders.chaseId,
      tickets: sql<string>`${orders.detail}->>'tickets'`,
      addition: sql<boolean>`coalesce(${orders.detail}->'addition' = 'true'::jsonb, false)`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.gameCode, issue.gameCode),
        eq(orders.issue, issue.issue),
        eq(orders.status, "pending"),
        sql`${orders.id} > ${afterId}`,
      ),
    )
    .orderBy(orders.id)
    .limit(settlementTuning.chunkSize);
  const outcomes: OrderOutcome[] = [];
  const winners: PendingOrder[] = [];
  for (const [index, order] of rows.entries()) {
    if (index > 0 && index % PRICE_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
    const prize = priceOf(order);
    if (!prize || prize.pending) continue;
    const { totalFen: prizeFen, taxFen } = scaled(prize, order.multiple);
    outcomes.push({ orderId: order.id, status: prizeFen > 0 ? "won" : "lost", prizeFen, taxFen });
    if (prizeFen > 0) winners.push(order);
  }
  return { count: rows.length, lastId: rows.at(-1)?.id ?? afterId, outcomes, winners };
}

/** Settles one read and priced chunk in its transaction (winners' chases locked first). */
async function settleChunk(tx: Tx, issue: IssueRow, priced: PricedChunk, at: Date): Promise<void> {
  const chases = await lockChasesOf(tx, priced.winners);
  const gameName = gameNameOf(issue.gameCode);
  const settled = await settleOrders(tx, priced.outcomes, at, {
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
}

/**
 * The prize of an order at multiple 1 (calc-prize issuePricer, the rules prizeOfOrder uses), computed
 * once per distinct (tickets, 追加) of the issue (up to PRICE_CACHE of them at a time); undefined for
 * stored tickets the rules no longer accept (logged; the order stays pending).
 */
function pricer(deps: Deps, issue: IssueRow, draw: ParsedDraw) {
  const priceTickets = issuePricer(issue.gameCode, draw, { issue: issue.issue, prizesFen: issue.prizes });
  const cache = new Map<string, UnitPrize | undefined>();
  return (order: PendingOrder): UnitPrize | undefined => {
    const key = `${order.addition ? 1 : 0}${order.tickets}`;
    if (cache.has(key)) return cache.get(key);
    const result = priceTickets(order.tickets, order.addition);
    if (!result.ok)
      deps.log.error({ orderNo: order.orderNo, code: result.code }, "order tickets unpriceable");
    const prize = result.ok ? result.value : undefined;
    if (cache.size >= PRICE_CACHE) cache.clear();
    cache.set(key, prize);
    return prize;
  };
}

/** Locks (in id order, before any money moves) the chases of winning chase orders. */
async function lockChasesOf(tx: Tx, winners: readonly PendingOrder[]): Promise<Map<number, ChaseRow>> {
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
