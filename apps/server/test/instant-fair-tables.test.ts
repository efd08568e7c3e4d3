import { describe, expect, it } from "vitest";
import { Status, type Envelope, type FairTablesModels } from "@lottery/contract";
import { createBatch } from "./instant-fixtures.ts";
import { startMoneyServer } from "./money-helpers.ts";
import { serverOfFile } from "./server-fixtures.ts";

/**
 * GET Activity/FairTables: the published prize tables of the instant games, public like
 * lotteryresult/Verify (no login, no signature) for the fairness page.
 */

const ctx = serverOfFile(() => startMoneyServer());

async function unsigned(url: string): Promise<Envelope<FairTablesModels>> {
  const res = await ctx.server.app.inject({ method: "GET", url, remoteAddress: "198.51.100.7" });
  expect(res.statusCode).toBe(200);
  return res.json() as Envelope<FairTablesModels>;
}

describe("public instant-game prize tables", () => {
  it("answers an unsigned call with the batches on sale and the slot paytable", async () => {
    const batch = await createBatch(ctx.server.app, ctx.operator, {
      name: "公开表",
      price: 2,
      cards: 20,
      tiers: [
        [100, 1],
        [10, 2],
        [5, 4],
      ],
    });
    const body = await unsigned("/api/Activity/FairTables");
    expect(body.status).toBe(Status.OK);
    const models = body.models!;
    const listed = models.scratch.find((p) => p.batchId === batch.batchId);
    expect(listed).toEqual(batch);
    expect(listed?.returnPercent).toBe(350);
    const { slot } = models;
    expect(slot.paytable.length).toBeGreaterThan(0);
    expect(slot.returnPercent).toBeGreaterThan(0);
    expect(slot.returnPercent).toBeLessThan(100);
    const won = slot.paytable.reduce((sum, line) => sum + line.chances, 0);
    expect(won).toBeLessThanOrEqual(slot.outcomes);
    // No player data in a public answer.
    expect(slot).not.toHaveProperty("points");
    expect(slot).not.toHaveProperty("reasons");
  });

  it("ignores an unknown query parameter", async () => {
    const body = await unsigned("/api/Activity/FairTables?x=1");
    expect(body.status).toBe(Status.OK);
  });
});
