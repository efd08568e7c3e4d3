import { fenToYuan, losingCards, scratchReturnPercent } from "@lottery/rules";
import type { ScratchCardState, ScratchCardView, ScratchProduct } from "@lottery/contract";
import { chinaTimeIso } from "../domain/china-time.ts";
import type { ScratchBatchRow, ScratchCardRow } from "./tables.ts";

/** A card as the player sees it. */
export function cardView(
  card: ScratchCardRow,
  batch: Pick<ScratchBatchRow, "name" | "priceFen">,
): ScratchCardView {
  return {
    cardId: card.id,
    batchId: card.batchId,
    name: batch.name,
    price: fenToYuan(batch.priceFen),
    prize: fenToYuan(card.prizeFen),
    state: card.state as ScratchCardState,
    orderNo: card.orderNo,
    boughtAt: chinaTimeIso(card.boughtAt),
    revealDueAt: chinaTimeIso(card.revealDueAt),
  };
}

/** A batch as the lobby lists it: price, top prize and how many are left, the exact return. */
export function productOf(batch: ScratchBatchRow): ScratchProduct {
  const top = batch.tiers[0];
  return {
    batchId: batch.id,
    name: batch.name,
    price: fenToYuan(batch.priceFen),
    topPrize: fenToYuan(top?.prizeFen ?? 0),
    topPrizesLeft: batch.remaining[0] ?? 0,
    cardsLeft: batch.cardCount - batch.soldCount,
    cardCount: batch.cardCount,
    returnPercent: scratchReturnPercent(batch.priceFen, batch.cardCount, batch.tiers),
    tiers: [
      ...batch.tiers.map((tier, i) => ({
        prize: fenToYuan(tier.prizeFen),
        count: tier.count,
        left: batch.remaining[i] ?? 0,
      })),
      { prize: 0, count: losingCards(batch.cardCount, batch.tiers), left: batch.losingLeft },
    ],
  };
}
