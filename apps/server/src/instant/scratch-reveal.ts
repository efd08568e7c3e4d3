import { and, asc, desc, eq, inArray, lte } from "drizzle-orm";
import { fenToYuan, isTaxablePrize, prizeTaxOf } from "@lottery/rules";
import {
  Msg,
  type GetScratchCardModels,
  type GetScratchCardParams,
  type PrizeScratchCardModels,
  type ScratchProduct,
} from "@lottery/contract";
import type { Db } from "../db/client.ts";
import type { Tx } from "../db/queryable.ts";
import { refuse } from "../domain/refusal.ts";
import { settleOrders } from "../orders/settle.ts";
import { accountsOf } from "../wallet/accounts.ts";
import { cardView, productOf } from "./scratch-view.ts";
import { scratchBatches, scratchCards, type ScratchCardRow } from "./tables.ts";

/** The enabled batches with cards left, oldest first, as the lobby and the fairness page list them. */
export async function scratchProductsOnSale(db: Db): Promise<ScratchProduct[]> {
  const batches = await db
    .select()
    .from(scratchBatches)
    .where(eq(scratchBatches.enabled, true))
    .orderBy(asc(scratchBatches.id));
  return batches.filter((b) => b.soldCount < b.cardCount).map(productOf);
}

/** GET Activity/Get_ScratchCard: the batches on sale and the player's cards not yet revealed (or one card). */
export async function scratchLobby(
  db: Db,
  userId: number,
  params: GetScratchCardParams,
): Promise<GetScratchCardModels> {
  const list = await scratchProductsOnSale(db);
  const cards = await db
    .select({ card: scratchCards, batch: scratchBatches })
    .from(scratchCards)
    .innerJoin(scratchBatches, eq(scratchBatches.id, scratchCards.batchId))
    .where(
      and(
        eq(scratchCards.userId, userId),
        params.cardId === undefined ? eq(scratchCards.state, "bought") : eq(scratchCards.id, params.cardId),
      ),
    )
    .orderBy(desc(scratchCards.id))
    .limit(50);
  if (params.cardId !== undefined && cards.length === 0) throw refuse("instant.cardNotFound");
  return {
    list,
    cards: cards.map((row) => cardView(row.card, row.batch)),
  };
}

/**
 * Pays revealed cards through the one settlement (orders/settle.ts): each card's order settles won
 * with its prize (prize tax over 10,000 yuan withheld, rules core/tax.ts) or lost, exactly once (only
 * pending orders settle), and the card turns revealed. In the caller's transaction.
 */
async function revealCards(tx: Tx, cards: readonly ScratchCardRow[], now: Date): Promise<void> {
  const fresh = cards.filter((card) => card.state === "bought");
  if (fresh.length === 0) return;
  const names = new Map(
    (
      await tx
        .select({ id: scratchBatches.id, name: scratchBatches.name })
        .from(scratchBatches)
        .where(inArray(scratchBatches.id, [...new Set(fresh.map((c) => c.batchId))]))
    ).map((b) => [b.id, b.name]),
  );
  const nameOfOrder = new Map(fresh.map((card) => [card.orderId, names.get(card.batchId) ?? ""]));
  await settleOrders(
    tx,
    fresh.map((card) => ({
      orderId: card.orderId,
      status: card.prizeFen > 0 ? ("won" as const) : ("lost" as const),
      prizeFen: card.prizeFen,
      taxFen: isTaxablePrize(card.prizeFen) ? prizeTaxOf(card.prizeFen) : 0,
    })),
    now,
    {
      prize: (order) => Msg.instant.scratchPrizeMemo(nameOfOrder.get(order.id) ?? ""),
      refund: (order) => Msg.instant.scratchPrizeMemo(nameOfOrder.get(order.id) ?? ""),
    },
  );
  await tx
    .update(scratchCards)
    .set({ state: "revealed", revealedAt: now })
    .where(
      inArray(
        scratchCards.id,
        fresh.map((card) => card.id),
      ),
    );
}

/** POST Activity/Prize_ScratchCard: reveals the player's card and pays its prize, once (a repeat answers it again). */
export async function revealScratchCard(
  db: Db,
  userId: number,
  cardId: number,
  now: Date,
): Promise<PrizeScratchCardModels> {
  return db.transaction(async (tx) => {
    const [card] = await tx
      .select()
      .from(scratchCards)
      .where(and(eq(scratchCards.id, cardId), eq(scratchCards.userId, userId)))
      .for("update");
    if (!card) throw refuse("instant.cardNotFound");
    await revealCards(tx, [card], now);
    const [batch] = await tx.select().from(scratchBatches).where(eq(scratchBatches.id, card.batchId));
    if (!batch) throw new Error(`batch ${card.batchId} vanished`);
    const revealed = card.state === "bought" ? { ...card, state: "revealed", revealedAt: now } : card;
    return {
      card: cardView(revealed, batch),
      balance: fenToYuan((await accountsOf(tx, userId)).cashFen),
    };
  });
}

const DUE_CHUNK = 200;

/**
 * The JobTick's work: cards nobody scratched by their reveal time are revealed and paid (one chunk
 * per tick, locked and skipped when a player is revealing the same card). Answers how many.
 */
export async function revealDueCards(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(scratchCards)
      .where(and(eq(scratchCards.state, "bought"), lte(scratchCards.revealDueAt, now)))
      .orderBy(asc(scratchCards.id))
      .limit(DUE_CHUNK)
      .for("update", { skipLocked: true });
    await revealCards(tx, due, now);
    return due.length;
  });
}
