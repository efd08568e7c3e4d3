import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  playRandom,
  seedMatches,
  slotLineOf,
  slotReturnPercent,
  slotSpin,
  slotSymbolsAt,
} from "@lottery/rules";
import { Status, type Paged, type SmallGamePlay, type SmallGameQualifyModels } from "@lottery/contract";
import { fairPlay, givePoints, rotate, spin } from "./instant-fixtures.ts";
import { checkIn } from "./loyalty-fixtures.ts";
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
import { playerBalance } from "../src/loyalty/points.ts";
import { inventoryItems } from "../src/loyalty/tables.ts";

const ctx = serverOfFile(() => startMoneyServer());
const app = () => ctx.server.app;
const db = () => ctx.server.database.db;

const qualify = (player: Parameters<typeof spin>[1]) =>
  okModels(playerCall<SmallGameQualifyModels>(app(), player, "GET", "Activity/CheckSmallGameQualify"));

describe("the slot machine", () => {
  it("publishes its paytable with exact chances and return, and the player's free chances with reasons", async () => {
    const player = await moneyPlayer(app(), "slot01");
    const terms = await qualify(player);
    expect(terms.outcomes).toBe(8000);
    expect(terms.returnPercent).toBe(slotReturnPercent());
    expect(terms.paytable[0]).toMatchObject({ name: "三个钻石", multiple: 200, redPacket: true, chances: 1 });
    expect(terms.chances).toBe(1);
    expect(terms.reasons.map((r) => [r.text, r.earned])).toEqual([
      ["每日免费一次", true],
      ["今日已签到", false],
      ["今日已投注彩票", false],
    ]);
    await okModels(checkIn(app(), player));
    expect((await qualify(player)).chances).toBe(2);
  });

  it("spins with points and free chances, pays points (never cash) and refuses what is not there", async () => {
    const player = await moneyPlayer(app(), "slot02", 5);
    const free = await okModels(spin(app(), player, { useChance: "1" }));
    expect(free.play).toMatchObject({ usedChance: true, stake: 10 });
    expect(free.chances).toBe(0);
    expect(await spin(app(), player, { useChance: "1" })).toMatchObject({
      status: Status.REFUSED,
      msg: "暂无免费次数",
    });
    const pointless = await moneyPlayer(app(), "slot02b");
    expect(await spin(app(), pointless, { stake: 5 })).toMatchObject({
      status: Status.REFUSED,
      msg: "积分不足",
    });
    await givePoints(db(), player.mid, 500);
    const before = await playerBalance(db(), player.mid, "points");
    let expected = before;
    for (let i = 0; i < 30; i += 1) {
      const { play, points } = await okModels(spin(app(), player, { stake: 10 }));
      expected += play.prizePoints - 10;
      expect(points).toBe(expected);
      expect(play.prizePoints).toBe((slotLineOf(slotSymbolsAt(play.stops))?.multiple ?? 0) * 10);
    }
    expect(await cashBalance(app(), player.token)).toBe(5);
    const records = await okModels(
      playerCall<Paged<SmallGamePlay>>(app(), player, "GET", "Activity/SmallGameOrderRecordList", {
        pageSize: 50,
      }),
    );
    expect(records.total).toBe(31);
    expect(records.list[0]!.time >= records.list[30]!.time).toBe(true);
    await expectAuditOk(app(), ctx.operator);
  });

  it("refuses spins while the player's time-out runs, with points and with free chances alike", async () => {
    const player = await moneyPlayer(app(), "slot07");
    await givePoints(db(), player.mid, 100);
    await okModels(playerCall(app(), player, "POST", "saferPlay/TakeBreak", { period: "1d" }));
    for (const params of [{ stake: 10 }, { useChance: "1" as const }]) {
      const refused = await spin(app(), player, params);
      expect(refused).toMatchObject({ status: Status.REFUSED });
      expect(refused.msg).toMatch(/^您已暂停游戏至/);
    }
    expect(await playerBalance(db(), player.mid, "points")).toBe(100);
    await expectAuditOk(app(), ctx.operator);
  });

  it("a replayed requestId spins once and pays once; another payload under it is status 9", async () => {
    const player = await moneyPlayer(app(), "slot03");
    await givePoints(db(), player.mid, 100);
    const requestId = newRequestId();
    const first = await okModels(spin(app(), player, { stake: 7, requestId }));
    const again = await okModels(spin(app(), player, { stake: 7, requestId }));
    expect(again.play).toEqual(first.play);
    expect(await playerBalance(db(), player.mid, "points")).toBe(100 - 7 + first.play.prizePoints);
    expect(await spin(app(), player, { stake: 8, requestId })).toMatchObject({
      status: Status.REQUEST_ID_REUSED,
    });
  });

  it("every spin is recomputed from the revealed seed", async () => {
    const player = await moneyPlayer(app(), "slot04");
    await givePoints(db(), player.mid, 1000);
    const plays = [];
    for (let i = 0; i < 8; i += 1) plays.push((await okModels(spin(app(), player, { stake: 1 }))).play);
    const { revealed, current } = await rotate(app(), player);
    expect(current.nonce).toBe(0);
    expect(current.seedHash).not.toBe(revealed.seedHash);
    for (const play of plays) {
      const proof = await okModels(fairPlay(app(), player, "slot", play.playId));
      expect(seedMatches(proof.serverSeed!, proof.seedHash)).toBe(true);
      expect(slotSpin(playRandom(proof.serverSeed!, proof.clientSeed, proof.nonce))).toEqual(play.stops);
    }
    expect(plays.map((p) => p.nonce)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it("three diamonds put a red packet in the bag (bet credit, not cash)", async () => {
    // Search the player's next nonces for a diamond line by recomputing with the current seed.
    const player = await moneyPlayer(app(), "slot05");
    await givePoints(db(), player.mid, 100_000);
    const { current } = await rotate(app(), player);
    const { fairSeeds } = await import("../src/instant/tables.ts");
    const { and, isNull } = await import("drizzle-orm");
    const [seed] = await db()
      .select()
      .from(fairSeeds)
      .where(and(eq(fairSeeds.userId, player.mid), isNull(fairSeeds.revealedAt)));
    let nonce = current.nonce;
    while (
      slotLineOf(slotSymbolsAt(slotSpin(playRandom(seed!.serverSeed, seed!.clientSeed, nonce))))?.code !==
      "3:diamond"
    )
      nonce += 1;
    await db().update(fairSeeds).set({ nextNonce: nonce }).where(eq(fairSeeds.id, seed!.id));
    const { play } = await okModels(spin(app(), player, { stake: 1 }));
    expect(play).toMatchObject({ line: "3:diamond", prizePoints: 200, redPacket: 8 });
    const bag = await db().select().from(inventoryItems).where(eq(inventoryItems.userId, player.mid));
    expect(bag).toMatchObject([{ kind: "red_packet", valueFen: 800, source: "small_game" }]);
    expect(await playerBalance(db(), player.mid, "credit")).toBe(800);
    await expectAuditOk(app(), ctx.operator);
  });

  it("bad parameters answer status 2 naming the field in Chinese", async () => {
    const player = await moneyPlayer(app(), "slot06");
    for (const stake of [0, 101, "1.5"]) {
      const answer = await spin(app(), player, { stake: stake as number });
      expect(answer.status).toBe(Status.BAD_PARAM);
      expect(answer.msg).toContain("stake");
      expect(answer.msg).toContain("投注积分须为1-100的整数");
    }
    const missing = await spin(app(), player, {});
    expect(missing.status).toBe(Status.BAD_PARAM);
    expect(missing.msg).toContain("请填写投注积分");
    const chance = await spin(app(), player, { useChance: "2" as "1" });
    expect(chance.status).toBe(Status.BAD_PARAM);
    expect(chance.msg).toContain("useChance");
  });
});
