import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { Status } from "@lottery/contract";
import { buyCard, createBatch, givePoints, smash, spin } from "./instant-fixtures.ts";
import { expectAuditOk, moneyPlayer, startMoneyServer } from "./money-helpers.ts";
import { serverOfFile } from "./server-fixtures.ts";
import { playerBalance } from "../src/loyalty/points.ts";
import { scratchCards, smallGamePlays } from "../src/instant/tables.ts";
import { ledgerJournals } from "../src/wallet/tables.ts";

// Real races need real parallel connections: PGlite runs one transaction at a time.
const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres)
  console.info("instant-game concurrency tests skipped on PGlite: set DATABASE_URL to a PostgreSQL server");

const ctx = onPostgres ? serverOfFile(() => startMoneyServer()) : undefined;
const app = () => ctx!.server.app;
const db = () => ctx!.server.database.db;

describe("racing instant games on PostgreSQL", () => {
  it.skipIf(!onPostgres)("100 concurrent spins never spend points the player does not have", async () => {
    const player = await moneyPlayer(app(), "race01");
    await givePoints(db(), player.mid, 300);
    const answers = await Promise.all(Array.from({ length: 100 }, () => spin(app(), player, { stake: 100 })));
    const ok = answers.filter((a) => a.status === 0);
    const refused = answers.filter((a) => a.status !== 0);
    expect(refused.every((a) => a.status === Status.REFUSED && a.msg === "积分不足")).toBe(true);
    expect(ok.length).toBeGreaterThanOrEqual(3);
    const plays = await db().select().from(smallGamePlays).where(eq(smallGamePlays.userId, player.mid));
    expect(plays).toHaveLength(ok.length);
    const won = plays.reduce((sum, p) => sum + p.prizePoints, 0);
    const points = await playerBalance(db(), player.mid, "points");
    expect(points).toBe(300 - 100 * plays.length + won);
    expect(points).toBeGreaterThanOrEqual(0);
    expect(new Set(plays.map((p) => p.nonce)).size).toBe(plays.length);
    await expectAuditOk(app(), ctx!.operator);
  });

  it.skipIf(!onPostgres)("100 concurrent free spins use exactly the chances earned", async () => {
    const player = await moneyPlayer(app(), "race02");
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => spin(app(), player, { useChance: "1" })),
    );
    expect(answers.filter((a) => a.status === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 0).every((a) => a.msg === "暂无免费次数")).toBe(true);
  });

  it.skipIf(!onPostgres)(
    "100 concurrent egg smashes never spend points the player does not have",
    async () => {
      const player = await moneyPlayer(app(), "race07");
      await givePoints(db(), player.mid, 250);
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) => smash(app(), player, { stake: 50, choice: i % 3 })),
      );
      const ok = answers.filter((a) => a.status === 0);
      expect(answers.filter((a) => a.status !== 0).every((a) => a.msg === "积分不足")).toBe(true);
      expect(ok.length).toBeGreaterThanOrEqual(5);
      const plays = await db().select().from(smallGamePlays).where(eq(smallGamePlays.userId, player.mid));
      expect(plays).toHaveLength(ok.length);
      expect(plays.every((p) => p.game === "egg")).toBe(true);
      const won = plays.reduce((sum, p) => sum + p.prizePoints, 0);
      const points = await playerBalance(db(), player.mid, "points");
      expect(points).toBe(250 - 50 * plays.length + won);
      expect(points).toBeGreaterThanOrEqual(0);
      expect(new Set(plays.map((p) => p.nonce)).size).toBe(plays.length);
      await expectAuditOk(app(), ctx!.operator);
    },
  );

  it.skipIf(!onPostgres)(
    "100 concurrent free plays of both games use exactly the chances earned",
    async () => {
      const player = await moneyPlayer(app(), "race08");
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          i % 2 ? smash(app(), player, { useChance: "1" }) : spin(app(), player, { useChance: "1" }),
        ),
      );
      expect(answers.filter((a) => a.status === 0)).toHaveLength(1);
      expect(answers.filter((a) => a.status !== 0).every((a) => a.msg === "暂无免费次数")).toBe(true);
    },
  );

  it.skipIf(!onPostgres)("racing repeats of one requestId spin once and answer the same play", async () => {
    const player = await moneyPlayer(app(), "race03");
    await givePoints(db(), player.mid, 50);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => spin(app(), player, { stake: 5, requestId: "same-spin-0001" })),
    );
    expect(answers.every((a) => a.status === 0)).toBe(true);
    expect(new Set(answers.map((a) => JSON.stringify(a.models!.play))).size).toBe(1);
    const stakes = await db()
      .select()
      .from(ledgerJournals)
      .where(eq(ledgerJournals.key, `instant:slot:${player.mid}:same-spin-0001`));
    expect(stakes).toHaveLength(1);
  });

  it.skipIf(!onPostgres)("players racing for the last cards of a batch buy exactly the batch", async () => {
    const batch = await createBatch(app(), ctx!.operator, {
      price: 1,
      cards: 30,
      tiers: [
        [10, 2],
        [2, 5],
      ],
    });
    const players = await Promise.all(["race04", "race05", "race06"].map((n) => moneyPlayer(app(), n, 20)));
    const answers = await Promise.all(
      players.flatMap((p) => Array.from({ length: 15 }, () => buyCard(app(), p, batch.batchId))),
    );
    expect(answers.filter((a) => a.status === 0)).toHaveLength(30);
    expect(answers.filter((a) => a.status !== 0).every((a) => a.msg === "该刮刮乐已售罄")).toBe(true);
    const cards = await db().select().from(scratchCards).where(eq(scratchCards.batchId, batch.batchId));
    const count = (tier: number) => cards.filter((c) => c.tier === tier).length;
    expect([count(0), count(1), count(-1)]).toEqual([2, 5, 23]);
    await expectAuditOk(app(), ctx!.operator);
  });
});
