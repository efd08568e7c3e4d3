import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { Msg } from "@lottery/contract";
import type { Db } from "../db/client.ts";
import { pendingOrdersOfIssue, settleOrders, type OrderOutcome, type SettleMemos } from "../orders/settle.ts";
import { orders, type OrderRow } from "../orders/tables.ts";
import { OUTRIGHT_GAME } from "./outright-market.ts";
import { isOutrightDetail, outrightPrize } from "./outright-prize.ts";
import { outrightMarkets, type OutrightMarketRow } from "./outright-tables.ts";

const memos: SettleMemos = {
  prize: (order) => Msg.outright.prizeMemo(order.orderNo),
  refund: (order) => Msg.outright.refundMemo(order.orderNo),
};

/** Orders per settlement transaction, and a test seam called after each committed chunk. */
export const outrightSettleHooks: { chunkSize: number; afterChunk: ((settled: number) => void) | null } = {
  chunkSize: 500,
  afterChunk: null,
};

/** A decided market: the bet on the champion wins at its sold odds, the rest lose; void: refunded. */
function outcomeOf(market: OutrightMarketRow, order: OrderRow): OrderOutcome {
  if (market.state === "void") return { orderId: order.id, status: "cancelled", prizeFen: 0 };
  const pick = isOutrightDetail(order.detail)
    ? order.detail.picks.find((p) => p.team === market.champion)
    : undefined;
  if (!pick) return { orderId: order.id, status: "lost", prizeFen: 0 };
  const { prizeFen, taxFen } = outrightPrize(pick.sp, order.multiple);
  return { orderId: order.id, status: "won", prizeFen, taxFen };
}

/**
 * Settles every pending order of a decided or void market in chunks, one transaction each, through
 * settleOrders (which marks only rows still pending and pays each once: a concurrent or repeated run,
 * or one after a crash half-way, settles the rest and pays nothing twice). Marks the market settled
 * once nothing of it is pending. Answers how many orders this call settled.
 */
export async function settleOutrightMarket(db: Db, code: string, now: Date): Promise<number> {
  const [market] = await db.select().from(outrightMarkets).where(eq(outrightMarkets.code, code));
  if (!market || (market.state !== "decided" && market.state !== "void")) return 0;
  let total = 0;
  let afterId = 0;
  for (;;) {
    const chunk = await db.transaction(async (tx) => {
      const rows = await pendingOrdersOfIssue(
        tx,
        OUTRIGHT_GAME,
        code,
        afterId,
        outrightSettleHooks.chunkSize,
      );
      const settled = await settleOrders(
        tx,
        rows.map((row) => outcomeOf(market, row)),
        now,
        memos,
      );
      return { rows, settled: settled.length };
    });
    total += chunk.settled;
    if (chunk.rows.length > 0) outrightSettleHooks.afterChunk?.(chunk.settled);
    if (chunk.rows.length < outrightSettleHooks.chunkSize) break;
    afterId = chunk.rows[chunk.rows.length - 1]?.id ?? afterId;
  }
  await db
    .update(outrightMarkets)
    .set({ settledAt: now })
    .where(
      and(
        eq(outrightMarkets.code, code),
        isNull(outrightMarkets.settledAt),
        sql`not exists (select 1 from ${orders} o where o.game_code = ${OUTRIGHT_GAME} and o.issue = ${code} and o.status = 'pending')`,
      ),
    );
  return total;
}

/** The leader's job (jobs/outright-job.ts): every decided or void market not yet settled. */
export async function settleDueOutright(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ code: outrightMarkets.code })
    .from(outrightMarkets)
    .where(and(inArray(outrightMarkets.state, ["decided", "void"]), isNull(outrightMarkets.settledAt)));
  let total = 0;
  for (const { code } of due) total += await settleOutrightMarket(db, code, now);
  return total;
}
