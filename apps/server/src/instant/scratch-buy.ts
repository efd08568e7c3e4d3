import { and, eq, sql } from "drizzle-orm";
import { fenToYuan, pickScratchCard, playRandom } from "@lottery/rules";
import { Msg, type BetScratchCardModels, type BetScratchCardParams } from "@lottery/contract";
import type { Db } from "../db/client.ts";
import type { Tx } from "../db/queryable.ts";
import { refuse } from "../domain/refusal.ts";
import { requestHashOf } from "../domain/request-hash.ts";
import { payNewOrder, placeOrder, type OrderKind } from "../orders/place.ts";
import type { OrderRow } from "../orders/tables.ts";
import { accountsOf } from "../wallet/accounts.ts";
import { cardView } from "./scratch-view.ts";
import { nextPlaySeed } from "./seeds.ts";
import { scratchBatches, scratchCards, type ScratchBatchRow } from "./tables.ts";

const MINUTE_MS = 60_000;

/**
 * POST Activity/Bet_ScratchCard through the order pipeline (orders/place.ts, kind `scratch`): under
 * the player's lock and then the batch's row lock, the card is picked fairly from the unsold ones
 * (the player's next nonce, rules pickScratchCard), the batch's unsold counts drop, the order is paid
 * from cash (`bet:<requestId>`) and the card recorded with its prize, to be paid when revealed. A
 * repeat of the requestId answers the first card; 余额不足 aborts everything, the pick included.
 */
export function buyScratchCard(
  db: Db,
  userId: number,
  params: BetScratchCardParams,
  now: Date,
): Promise<BetScratchCardModels> {
  const requestHash = requestHashOf({ batchId: params.batchId });
  const request = { userId, requestId: params.requestId, requestHash };
  return placeOrder(db, request, scratchKind(userId, params, requestHash), now);
}

function scratchKind(
  userId: number,
  params: BetScratchCardParams,
  requestHash: string,
): OrderKind<null, ScratchBatchRow, BetScratchCardModels> {
  return {
    prepare: () => null,
    check: (tx) => lockBatchOnSale(tx, params.batchId),
    stakeOf: (batch) => batch.priceFen,
    place: async (tx, batch, now) => {
      const seed = await nextPlaySeed(tx, userId, now);
      const random = playRandom(seed.serverSeed, seed.clientSeed, seed.nonce);
      const tier = pickScratchCard(batch.remaining, batch.losingLeft, random);
      await takeCard(tx, batch, tier);
      const placed = await payNewOrder(
        tx,
        {
          userId,
          kind: "scratch",
          gameCode: "scratch",
          issue: null,
          play: batch.name,
          requestId: params.requestId,
          requestHash,
          chaseId: null,
          bets: 1,
          multiple: 1,
          amountFen: batch.priceFen,
          detail: { batchId: batch.id },
          placedAt: now,
        },
        Msg.instant.scratchBuyMemo(batch.name),
        async () => (await accountsOf(tx, userId)).cashFen,
      );
      const [card] = await tx
        .insert(scratchCards)
        .values({
          batchId: batch.id,
          userId,
          orderId: placed.order.id,
          orderNo: placed.order.orderNo,
          tier,
          prizeFen: tier < 0 ? 0 : (batch.tiers[tier]?.prizeFen ?? 0),
          seedId: seed.seedId,
          nonce: seed.nonce,
          remainingBefore: batch.remaining,
          losingBefore: batch.losingLeft,
          boughtAt: now,
          revealDueAt: new Date(now.getTime() + batch.revealMinutes * MINUTE_MS),
        })
        .returning();
      if (!card) throw new Error("the scratch card was not recorded");
      return { card: cardView(card, batch), balance: fenToYuan(placed.balanceFen) };
    },
    replay: (q, earlier) => replayAnswer(q, earlier),
  };
}

/** The batch, locked, when it is on sale and has cards left (else 已停售 / 已售罄). */
async function lockBatchOnSale(tx: Tx, batchId: number): Promise<ScratchBatchRow> {
  const [batch] = await tx.select().from(scratchBatches).where(eq(scratchBatches.id, batchId)).for("update");
  if (!batch?.enabled) throw refuse("instant.batchNotFound");
  if (batch.soldCount >= batch.cardCount) throw refuse("instant.soldOut");
  return batch;
}

/** One card of `tier` (-1 losing) leaves the batch's unsold counts. */
async function takeCard(tx: Tx, batch: ScratchBatchRow, tier: number): Promise<void> {
  const remaining = batch.remaining.map((left, i) => (i === tier ? left - 1 : left));
  await tx
    .update(scratchBatches)
    .set({
      remaining,
      losingLeft: tier < 0 ? batch.losingLeft - 1 : batch.losingLeft,
      soldCount: sql`${scratchBatches.soldCount} + 1`,
    })
    .where(eq(scratchBatches.id, batch.id));
}

async function replayAnswer(q: Db | Tx, order: OrderRow): Promise<BetScratchCardModels> {
  const [row] = await q
    .select({ card: scratchCards, batch: scratchBatches })
    .from(scratchCards)
    .innerJoin(scratchBatches, eq(scratchBatches.id, scratchCards.batchId))
    .where(and(eq(scratchCards.userId, order.userId), eq(scratchCards.orderId, order.id)));
  if (!row) throw new Error(`scratch order ${order.orderNo} has no card`);
  const cashFen = (await accountsOf(q, order.userId)).cashFen;
  return { card: cardView(row.card, row.batch), balance: fenToYuan(cashFen) };
}
