import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { pickScratchCard, playRandom, seedMatches } from "@lottery/rules";
import { Status, type GetScratchCardModels } from "@lottery/contract";
import { buyCard, createBatch, fairPlay, revealCard, rotate } from "./instant-fixtures.ts";
import { useTestClock } from "./helpers.ts";
import {
  cashBalance,
  expectAuditOk,
  moneyPlayer,
  newRequestId,
  okModels,
  playerCall,
  startMoneyServer,
} from "./money-helpers.ts";
import { serverOfFile } from "./server-fixtures.ts";
import { revealDueCards } from "../src/instant/scratch-reveal.ts";
import { scratchCards } from "../src/instant/tables.ts";
import { orders } from "../src/orders/tables.ts";
import { ledgerJournals } from "../src/wallet/tables.ts";

const ctx = serverOfFile(() => startMoneyServer());
const app = () => ctx.server.app;
const db = () => ctx.server.database.db;

describe("scratch cards", () => {
  it("sells a whole batch with exactly the published prizes and pays each revealed card once", async () => {
    const batch = await createBatch(app(), ctx.operator, {
      price: 2,
      cards: 20,
      tiers: [
        [5, 4],
        [100, 1],
        [10, 2],
      ],
    });
    expect(batch.tiers.map((t) => [t.prize, t.count])).toEqual([
      [100, 1],
      [10, 2],
      [5, 4],
      [0, 13],
    ]);
    expect(batch.returnPercent).toBe(350);
    expect(batch.topPrize).toBe(100);
    const player = await moneyPlayer(app(), "scratch01", 100);
    const cards = [];
    for (let i = 0; i < 20; i += 1) cards.push((await okModels(buyCard(app(), player, batch.batchId))).card);
    expect(await cashBalance(app(), player.token)).toBe(60);
    const prizes = cards.map((c) => c.prize).sort((a, b) => b - a);
    expect(prizes).toEqual([100, 10, 10, 5, 5, 5, 5, ...Array(13).fill(0)]);
    const soldOut = await buyCard(app(), player, batch.batchId);
    expect(soldOut).toMatchObject({ status: Status.REFUSED, msg: "该刮刮乐已售罄" });
    const lobby = await okModels(
      playerCall<GetScratchCardModels>(app(), player, "GET", "Activity/Get_ScratchCard"),
    );
    expect(lobby.list.find((p) => p.batchId === batch.batchId)).toBeUndefined();
    expect(lobby.cards).toHaveLength(20);
    for (const card of cards) {
      const first = await okModels(revealCard(app(), player, card.cardId));
      const again = await okModels(revealCard(app(), player, card.cardId));
      expect(first.card).toMatchObject({ state: "revealed", prize: card.prize });
      expect(again.balance).toBe(first.balance);
    }
    expect(await cashBalance(app(), player.token)).toBe(60 + 140);
    const won = await db().select().from(orders).where(eq(orders.userId, player.mid));
    expect(won.filter((o) => o.status === "won")).toHaveLength(7);
    expect(won.every((o) => o.kind === "scratch" && o.status !== "pending")).toBe(true);
    const records = await okModels(
      playerCall<{ list: { kind: string; gameName: string }[] }>(app(), player, "GET", "order/list", {
        pageSize: 50,
      }),
    );
    expect(records.list.map((r) => [r.kind, r.gameName])).toEqual(Array(20).fill(["scratch", "刮刮乐"]));
    await expectAuditOk(app(), ctx.operator);
  });

  it("a repeated requestId buys once; another player's card is not found; no cash buys nothing", async () => {
    const batch = await createBatch(app(), ctx.operator, { price: 5, cards: 10, tiers: [[20, 1]] });
    const player = await moneyPlayer(app(), "scratch02", 10);
    const requestId = newRequestId();
    const first = await okModels(buyCard(app(), player, batch.batchId, requestId));
    const again = await okModels(buyCard(app(), player, batch.batchId, requestId));
    expect(again.card).toEqual(first.card);
    expect(await cashBalance(app(), player.token)).toBe(5);
    const stranger = await moneyPlayer(app(), "scratch03", 0);
    expect(await revealCard(app(), stranger, first.card.cardId)).toMatchObject({
      status: Status.REFUSED,
      msg: "刮刮乐不存在",
    });
    expect(await buyCard(app(), stranger, batch.batchId)).toMatchObject({
      status: Status.REFUSED,
      msg: "余额不足",
    });
    const cards = await db().select().from(scratchCards).where(eq(scratchCards.batchId, batch.batchId));
    expect(cards).toHaveLength(1);
    const [journals] = [
      await db()
        .select()
        .from(ledgerJournals)
        .where(eq(ledgerJournals.key, `bet:${requestId}`)),
    ];
    expect(journals).toHaveLength(1);
  });

  it("a card nobody scratches is revealed and paid by the job after its timeout", async () => {
    const clock = useTestClock(ctx.server);
    const batch = await createBatch(app(), ctx.operator, {
      price: 1,
      cards: 1,
      tiers: [[8, 1]],
      revealMinutes: 30,
    });
    const player = await moneyPlayer(app(), "scratch04", 1);
    const { card } = await okModels(buyCard(app(), player, batch.batchId));
    expect(await revealDueCards(db(), clock.now())).toBe(0);
    clock.advance(31 * 60_000);
    expect(await revealDueCards(db(), clock.now())).toBe(1);
    expect(await revealDueCards(db(), clock.now())).toBe(0);
    expect(await cashBalance(app(), player.token)).toBe(8);
    const again = await okModels(revealCard(app(), player, card.cardId));
    expect(again.card.state).toBe("revealed");
    expect(await cashBalance(app(), player.token)).toBe(8);
    await expectAuditOk(app(), ctx.operator);
  });

  it("a card is recomputed from the seed the player's rotation reveals", async () => {
    const batch = await createBatch(app(), ctx.operator, {
      price: 1,
      cards: 50,
      tiers: [
        [3, 10],
        [2, 10],
      ],
    });
    const player = await moneyPlayer(app(), "scratch05", 10);
    await okModels(
      playerCall(app(), player, "POST", "Activity/SetClientSeed", { clientSeed: "my-lucky-seed" }),
    );
    const bought = [];
    for (let i = 0; i < 5; i += 1) bought.push((await okModels(buyCard(app(), player, batch.batchId))).card);
    const before = await okModels(fairPlay(app(), player, "scratch", bought[2]!.cardId));
    expect(before).toMatchObject({ serverSeed: null, clientSeed: "my-lucky-seed", nonce: 2 });
    const { revealed } = await rotate(app(), player);
    expect(revealed).toMatchObject({ seedHash: before.seedHash, plays: 5, clientSeed: "my-lucky-seed" });
    for (const card of bought) {
      const proof = await okModels(fairPlay(app(), player, "scratch", card.cardId));
      expect(proof.serverSeed).toBe(revealed.serverSeed);
      expect(seedMatches(proof.serverSeed!, proof.seedHash)).toBe(true);
      const random = playRandom(proof.serverSeed!, proof.clientSeed, proof.nonce);
      const tier = pickScratchCard(proof.remaining!, proof.losingLeft!, random);
      expect(tier).toBe(proof.outcome[0]);
      expect(card.prize).toBe(tier < 0 ? 0 : [3, 2][tier]);
    }
    const stranger = await moneyPlayer(app(), "scratch06", 0);
    expect(await fairPlay(app(), stranger, "scratch", bought[0]!.cardId)).toMatchObject({
      status: Status.REFUSED,
      msg: "游戏记录不存在",
    });
  });

  it("bad parameters answer status 2 with the field and a Chinese reason", async () => {
    const player = await moneyPlayer(app(), "scratch07", 0);
    const bad = await playerCall(app(), player, "POST", "Activity/Bet_ScratchCard", {
      batchId: "x",
      requestId: newRequestId(),
    });
    expect(bad).toMatchObject({ status: Status.BAD_PARAM });
    expect(bad.msg).toContain("batchId");
    expect(bad.msg).toContain("刮刮乐批次有误");
    const noRequest = await playerCall(app(), player, "POST", "Activity/Bet_ScratchCard", { batchId: 1 });
    expect(noRequest).toMatchObject({ status: Status.BAD_PARAM });
    expect(noRequest.msg).toContain("requestId");
    const seed = await playerCall(app(), player, "POST", "Activity/SetClientSeed", { clientSeed: "a:b" });
    expect(seed.status).toBe(Status.BAD_PARAM);
    expect(seed.msg).toContain("客户端种子");
    const play = await playerCall(app(), player, "GET", "Activity/FairPlay", { game: "dice", id: 1 });
    expect(play.status).toBe(Status.BAD_PARAM);
    expect(play.msg).toContain("游戏类型有误");
  });

  it("the console refuses a batch whose prizes exceed its cards", async () => {
    const { operatorCall } = await import("./helpers.ts");
    const answer = await operatorCall(app(), ctx.operator, "POST", "/instant/scratch-batches", {
      name: "超发",
      price: 1,
      cardCount: 2,
      tiers: [{ prize: 5, count: 3 }],
    });
    expect(answer).toMatchObject({ status: Status.BAD_PARAM });
    expect(answer.msg).toContain("中奖张数超过总张数");
  });
});
