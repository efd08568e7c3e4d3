import { losingCards, scratchBatchProblem, yuanToFen } from "@lottery/rules";
import type { ScratchBatchCreateParams } from "@lottery/contract";
import type { Db } from "../db/client.ts";
import { refuse } from "../domain/refusal.ts";
import { scratchBatches, type ScratchBatchRow } from "./tables.ts";

/** Creates a batch with its tiers sorted best first and every card unsold. */
export async function createBatch(
  db: Db,
  params: ScratchBatchCreateParams,
  now: Date,
): Promise<ScratchBatchRow> {
  const tiers = params.tiers
    .map((tier) => ({ prizeFen: yuanToFen(tier.prize) ?? 0, count: tier.count }))
    .sort((a, b) => b.prizeFen - a.prizeFen);
  const priceFen = yuanToFen(params.price) ?? 0;
  const problem = scratchBatchProblem({ priceFen, cardCount: params.cardCount, tiers });
  if (problem) throw refuse("badParam", "tiers", problem);
  const [row] = await db
    .insert(scratchBatches)
    .values({
      name: params.name,
      priceFen,
      cardCount: params.cardCount,
      tiers,
      remaining: tiers.map((tier) => tier.count),
      losingLeft: losingCards(params.cardCount, tiers),
      revealMinutes: params.revealMinutes,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error("the batch was not created");
  return row;
}
