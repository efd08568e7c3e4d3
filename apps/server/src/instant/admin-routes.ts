import type { FastifyInstance } from "fastify";
import { asc, eq, sql } from "drizzle-orm";
import { fenToYuan } from "@lottery/rules";
import {
  scratchBatchCreateParams,
  scratchBatchEnableParams,
  type ScratchBatchConsoleRow,
} from "@lottery/contract";
import { adminRoute } from "../admin/admin-route.ts";
import type { Deps } from "../deps.ts";
import type { Db } from "../db/client.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { refuse } from "../domain/refusal.ts";
import { noParams } from "../http/player-route.ts";
import { productOf } from "./scratch-view.ts";
import { createBatch } from "./batches.ts";
import { scratchBatches, scratchCards } from "./tables.ts";

/** Operator calls of instant games: scratch-card batches (permission risk; changes audited). */
export function instantAdminRoutes(app: FastifyInstance, deps: Deps): void {
  const db = deps.db;

  adminRoute(app, deps, {
    method: "GET",
    path: "/instant/scratch-batches",
    permission: "risk",
    summary: "Scratch-card batches with their published tiers, cards sold, sales and prizes decided (yuan)",
    params: noParams,
    handler: () => batchList(db),
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/instant/scratch-batches",
    permission: "risk",
    summary:
      "A new scratch-card batch: name, price, card count and prize tiers (best first; the other cards " +
      "win nothing); the structure is fixed once created",
    params: scratchBatchCreateParams,
    handler: async ({ params }) => productOf(await createBatch(db, params, deps.clock())),
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/instant/scratch-batches/enable",
    permission: "risk",
    summary: "Stops or resumes the sale of a batch (cards sold stay valid and are paid)",
    params: scratchBatchEnableParams,
    handler: async ({ params }) => {
      const [row] = await db
        .update(scratchBatches)
        .set({ enabled: params.enabled })
        .where(eq(scratchBatches.id, params.batchId))
        .returning({ id: scratchBatches.id, enabled: scratchBatches.enabled });
      if (!row) throw refuse("instant.batchNotFound");
      return { batchId: row.id, enabled: row.enabled };
    },
  });
}

async function batchList(db: Db): Promise<{ list: ScratchBatchConsoleRow[] }> {
  const batches = await db.select().from(scratchBatches).orderBy(asc(scratchBatches.id));
  const decided = await db
    .select({
      batchId: scratchCards.batchId,
      prizes: sql<string>`coalesce(sum(${scratchCards.prizeFen}), 0)`,
    })
    .from(scratchCards)
    .groupBy(scratchCards.batchId);
  const prizesOf = new Map(decided.map((row) => [row.batchId, Number(row.prizes)]));
  return {
    list: batches.map((batch) => ({
      ...productOf(batch),
      enabled: batch.enabled,
      sold: batch.soldCount,
      sales: fenToYuan(batch.soldCount * batch.priceFen),
      prizesDecided: fenToYuan(prizesOf.get(batch.id) ?? 0),
      revealMinutes: batch.revealMinutes,
      createdAt: chinaTimeIso(batch.createdAt),
    })),
  };
}
