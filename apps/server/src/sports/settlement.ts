import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { Msg } from "@lottery/contract";
import { gameNameOf, settleCtzq } from "@lottery/rules";
import type { Deps } from "../deps.ts";
import type { Tx } from "../db/queryable.ts";
import { pendingOrdersOfIssue, settleOrders, type OrderOutcome, type SettleMemos } from "../orders/settle.ts";
import { orders, type OrderRow } from "../orders/tables.ts";
import { matchesById, type MatchRow } from "./bet-legs.ts";
import { ctzqIssueMatches } from "./bet-ctzq.ts";
import { isStoredSportsDetail, matchIdsOf, type StoredCtzqDetail } from "./order-stored.ts";
import { sportsOrderLegs } from "./order-tables.ts";
import {
  ctzqResultOf,
  matchDecided,
  outcomeOfPayout,
  payoutOfParlay,
  resultsOfMatches,
} from "./settle-order.ts";
import { sportsMatches, sportsPoolIssues } from "./tables.ts";

const memos: SettleMemos = {
  prize: (order) => Msg.sportsBets.prizeMemo(gameNameOf(order.gameCode), order.orderNo),
  refund: (order) => Msg.sportsBets.refundMemo(gameNameOf(order.gameCode), order.orderNo),
};

/**
 * Orders per settlement chunk (one transaction each) and a test seam called after each committed chunk
 * (a test throws there to simulate a crash half-way).
 */
export const settlementHooks: { chunkSize: number; afterChunk: ((settled: number) => void) | null } = {
  chunkSize: 500,
  afterChunk: null,
};

/**
 * Settles one chunk of parlay orders in ONE transaction: each order still pending whose matches are all
 * decided is settled with the rules at its accepted SPs (BJDC: final SPs) through settleOrders, which
 * marks only pending rows and pays exactly once. Orders waiting for other matches are left alone; an
 * order the rules cannot settle (a result missing a play) is logged and left pending for the sweep.
 */
async function settleParlayChunk(deps: Deps, orderIds: readonly number[], at: Date): Promise<number> {
  const settled = await deps.db.transaction(async (tx: Tx) => {
    const rows = await tx
      .select()
      .from(orders)
      .where(and(inArray(orders.id, [...orderIds]), eq(orders.status, "pending")));
    const matchIds = new Set<string>();
    for (const row of rows)
      if (isStoredSportsDetail(row.detail)) matchIdsOf(row.detail).forEach((id) => matchIds.add(id));
    const matches = await matchesById(tx, [...matchIds]);
    const outcomes: OrderOutcome[] = [];
    for (const row of rows) {
      const outcome = outcomeOfOrder(deps, row, matches);
      if (outcome) outcomes.push(outcome);
    }
    return settleOrders(tx, outcomes, at, memos);
  });
  settlementHooks.afterChunk?.(settled.length);
  return settled.length;
}

/** The outcome of one parlay order, or null while a match is undecided or the rules refuse. */
function outcomeOfOrder(deps: Deps, order: OrderRow, matches: Map<string, MatchRow>): OrderOutcome | null {
  const detail = order.detail;
  if (!isStoredSportsDetail(detail) || detail.kind !== "parlay") return null;
  const own: MatchRow[] = [];
  for (const id of matchIdsOf(detail)) {
    const match = matches.get(id);
    if (!match || !matchDecided(match)) return null;
    own.push(match);
  }
  const results = resultsOfMatches(own);
  if (!results) return null;
  const payout = payoutOfParlay(detail, order.multiple, results);
  if (!payout.ok) {
    deps.log.warn({ order: order.orderNo, refusal: payout.code }, "sports order cannot be settled yet");
    return null;
  }
  return outcomeOfPayout(order, payout.value);
}

/** Ids of pending orders with a leg on the match, after `afterId`. */
async function pendingOrderIdsOnMatch(deps: Deps, matchId: string, afterId: number): Promise<number[]> {
  const rows = await deps.db
    .select({ id: orders.id })
    .from(sportsOrderLegs)
    .innerJoin(orders, eq(orders.id, sportsOrderLegs.orderId))
    .where(and(eq(sportsOrderLegs.matchId, matchId), eq(orders.status, "pending"), gt(orders.id, afterId)))
    .orderBy(asc(orders.id))
    .limit(settlementHooks.chunkSize);
  return rows.map((r) => r.id);
}

/**
 * Settles every pending order with a leg on the match whose matches are now all decided (finished or
 * cancelled), in chunks of settlementHooks.chunkSize, one transaction each; exactly once and resumable (a re-run
 * only finds what is still pending). A CTZQ match hands over to settlePoolIssue of its issue. Marks the
 * match settled and publishes `settled`.
 */
export async function settleMatch(deps: Deps, matchId: string): Promise<void> {
  const match = (await matchesById(deps.db, [matchId])).get(matchId);
  if (!match || !matchDecided(match)) return;
  if (match.gameCode === "ctzq") {
    if (match.issue) await settlePoolIssue(deps, "ctzq", match.issue);
    return;
  }
  let afterId = 0;
  for (;;) {
    const ids = await pendingOrderIdsOnMatch(deps, matchId, afterId);
    if (ids.length === 0) break;
    await settleParlayChunk(deps, ids, deps.clock());
    afterId = ids[ids.length - 1] ?? afterId;
  }
  const at = deps.clock();
  await deps.db
    .update(sportsMatches)
    .set({ settledAt: at })
    .where(and(eq(sportsMatches.matchId, matchId), isNull(sportsMatches.settledAt)));
  deps.events.publish({ type: "settled", game: match.gameCode, issue: matchId, at: at.toISOString() });
}

/** CTZQ per-bet prizes (fen) of an issue's tiers for a play, as settleCtzq takes them. */
function tierPrizes(detail: StoredCtzqDetail, prizes: Record<string, number> | null) {
  const p = prizes ?? {};
  if (detail.play === "TR9") return p.R9 === undefined ? undefined : { first: p.R9 };
  if (p["1"] === undefined || p["2"] === undefined) return undefined;
  return { first: p["1"], second: p["2"] };
}

/** The outcome of one CTZQ order; null while its prize tiers are not entered (losers settle at once). */
function ctzqOutcome(
  deps: Deps,
  order: OrderRow,
  resultOf: Map<string, string>,
  prizes: Record<string, number> | null,
): OrderOutcome | null {
  const detail = order.detail;
  if (!isStoredSportsDetail(detail) || detail.kind !== "ctzq") return null;
  const results = detail.matchIds.map((id) => resultOf.get(id) ?? "");
  const input = { play: detail.play, picks: detail.picks, bankers: detail.bankers, multiple: order.multiple };
  const settled = settleCtzq(input, results, tierPrizes(detail, prizes));
  if (!settled.ok) {
    deps.log.warn({ order: order.orderNo, refusal: settled.code }, "ctzq order cannot be settled yet");
    return null;
  }
  const { first, second, prizeFen, taxFen } = settled.value;
  if (first + second === 0) return { orderId: order.id, status: "lost", prizeFen: 0 };
  if (prizeFen === null) return null;
  return { orderId: order.id, status: prizeFen > 0 ? "won" : "lost", prizeFen, taxFen: taxFen ?? 0 };
}

/**
 * Settles a CTZQ pool issue once all its listed matches are decided: losing orders at once, winning
 * orders once the operator has entered the floating per-bet prizes of their tiers (pool issue `prizes`,
 * fen: "1"/"2" for 胜负彩, "R9" for 任选九); the rest stay pending until then. Chunks of
 * settlementHooks.chunkSize, one transaction each, exactly once. A cancelled match counts every pick right.
 */
export async function settlePoolIssue(deps: Deps, gameCode: string, issue: string): Promise<void> {
  if (gameCode !== "ctzq") return;
  const [pool] = await deps.db
    .select()
    .from(sportsPoolIssues)
    .where(and(eq(sportsPoolIssues.gameCode, gameCode), eq(sportsPoolIssues.issue, issue)));
  if (!pool) return;
  const listed = await ctzqIssueMatches(deps.db, issue);
  const resultOf = new Map<string, string>();
  for (const match of listed) {
    const code = ctzqResultOf(match);
    if (code === undefined) return;
    resultOf.set(match.matchId, code);
  }
  let afterId = 0;
  for (;;) {
    const chunk = await deps.db.transaction(async (tx: Tx) => {
      const rows = await pendingOrdersOfIssue(tx, "ctzq", issue, afterId, settlementHooks.chunkSize);
      const outcomes = rows
        .map((row) => ctzqOutcome(deps, row, resultOf, pool.prizes))
        .filter((o): o is OrderOutcome => o !== null);
      const settled = await settleOrders(tx, outcomes, deps.clock(), memos);
      return { rows, settled: settled.length };
    });
    if (chunk.rows.length > 0) settlementHooks.afterChunk?.(chunk.settled);
    if (chunk.rows.length < settlementHooks.chunkSize) break;
    afterId = chunk.rows[chunk.rows.length - 1]?.id ?? afterId;
  }
  deps.events.publish({ type: "settled", game: gameCode, issue, at: deps.clock().toISOString() });
}

/**
 * Crash recovery sweep (for the job loop): settles pending parlay orders whose matches are all decided
 * but which are still pending (a settlement cut short), and CTZQ issues with pending orders. Answers how
 * many orders it settled (`now` is the settlement time of the parlays it settles).
 */
export async function settleDueSportsOrders(deps: Deps, now: Date): Promise<number> {
  let total = 0;
  let afterId = 0;
  for (;;) {
    const rows = await deps.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.kind, "sports"),
          eq(orders.status, "pending"),
          sql`${orders.gameCode} <> 'ctzq'`,
          gt(orders.id, afterId),
          sql`exists (select 1 from ${sportsOrderLegs} l where l.order_id = ${orders.id})`,
          sql`not exists (select 1 from ${sportsOrderLegs} l left join ${sportsMatches} m on m.match_id = l.match_id
                where l.order_id = ${orders.id} and (m.status is null or m.status not in ('finished', 'cancelled')))`,
        ),
      )
      .orderBy(asc(orders.id))
      .limit(settlementHooks.chunkSize);
    if (rows.length === 0) break;
    total += await settleParlayChunk(
      deps,
      rows.map((r) => r.id),
      now,
    );
    afterId = rows[rows.length - 1]?.id ?? afterId;
  }
  const issues = await deps.db
    .selectDistinct({ issue: orders.issue })
    .from(orders)
    .where(and(eq(orders.kind, "sports"), eq(orders.gameCode, "ctzq"), eq(orders.status, "pending")));
  for (const { issue } of issues) if (issue) await settlePoolIssue(deps, "ctzq", issue);
  return total;
}
