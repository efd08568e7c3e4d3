import { describe, expect, it } from "vitest";
import { and, eq, isNull } from "drizzle-orm";
import {
  EGG_OUTCOMES,
  eggPrizeOf,
  eggReturnPercent,
  eggSmash,
  playRandom,
  seedMatches,
} from "@lottery/rules";
import {
  Status,
  type FairTablesModels,
  type Paged,
  type SmallGamePlay,
  type SmallGameQualifyModels,
} from "@lottery/contract";
import { fairPlay, givePoints, rotate, smash, spin } from "./instant-fixtures.ts";
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
import { fairSeeds } from "../src/instant/tables.ts";

/** 砸金蛋, the golden egg: the second small game of Activity/Bet_SmallGame (records in /betRecordDGG). */

const ctx = serverOfFile(() => startMoneyServer());
const app = () => ctx.server.app;
const db = () => ctx.server.database.db;

type Player = Parameters<typeof smash>[1];

const qualify = (player: Player) =>
  okModels(
    playerCall<SmallGameQualifyModels>(app(), player, "GET", "Activity/CheckSmallGameQualify", {
      game: "egg",
    }),
  );

const records = (player: Player, game?: "slot" | "egg") =>
  okModels(
    playerCall<Paged<SmallGamePlay>>(app(), player, "GET", "Activity/SmallGameOrderRecordList", {
      pageSize: 50,
      ...(game ? { game } : {}),
    }),
  );

describe("the golden egg", () => {
  it("publishes its prize table with exact chances and return, on its terms and in FairTables", async () => {
    const player = await moneyPlayer(app(), "egg01");
    const terms = await qualify(player);
    expect(terms).toMatchObject({ game: "egg", outcomes: 1000, choices: 3, returnPercent: 86, redPacket: 5 });
    expect(terms.returnPercent).toBe(eggReturnPercent());
    expect(terms.paytable.map((p) => [p.name, p.multiple, p.chances, p.redPacket])).toEqual([
      ["金蛋大奖", 50, 2, true],
      ["银蛋奖", 20, 8, false],
      ["铜蛋奖", 5, 40, false],
      ["翻倍奖", 2, 100, false],
      ["保本奖", 1, 200, false],
    ]);
    // Every one of the 1,000 values holds the prize the table says, so the chances are exact.
    for (const line of terms.paytable) {
      const held = Array.from({ length: EGG_OUTCOMES }, (_, v) => eggPrizeOf([v])?.code).filter(
        (code) => code === line.code,
      );
      expect(held).toHaveLength(line.chances);
    }
    const res = await app().inject({ method: "GET", url: "/api/Activity/FairTables" });
    const tables = (res.json() as { models: FairTablesModels }).models;
    const { game: _g, points: _p, chances: _c, reasons: _r, ...published } = terms;
    expect(tables.egg).toEqual(published);
  });

  it("smashes with points and free chances shared with the slot, pays points (never cash)", async () => {
    const player = await moneyPlayer(app(), "egg02", 5);
    const free = await okModels(smash(app(), player, { useChance: "1", choice: 2 }));
    expect(free.play).toMatchObject({
      game: "egg",
      gameName: "砸金蛋",
      usedChance: true,
      stake: 10,
      choice: 2,
    });
    expect(free.chances).toBe(0);
    expect(await spin(app(), player, { useChance: "1" })).toMatchObject({
      status: Status.REFUSED,
      msg: "暂无免费次数",
    });
    // The free smash may have won points: a player with none is the one refused a stake.
    const pointless = await moneyPlayer(app(), "egg02b");
    expect(await smash(app(), pointless, { stake: 5 })).toMatchObject({
      status: Status.REFUSED,
      msg: "积分不足",
    });
    await givePoints(db(), player.mid, 500);
    let expected = await playerBalance(db(), player.mid, "points");
    for (let i = 0; i < 30; i += 1) {
      const { play, points } = await okModels(smash(app(), player, { stake: 10, choice: i % 3 }));
      expected += play.prizePoints - 10;
      expect(points).toBe(expected);
      expect(play.prizePoints).toBe((eggPrizeOf(play.stops)?.multiple ?? 0) * 10);
      expect(play.lineName === null).toBe(eggPrizeOf(play.stops) === null);
      expect(play.symbols).toEqual([]);
    }
    await okModels(spin(app(), player, { stake: 1 }));
    expect(await cashBalance(app(), player.token)).toBe(5);
    const eggs = await records(player, "egg");
    expect(eggs.total).toBe(31);
    expect(eggs.list.every((p) => p.game === "egg")).toBe(true);
    expect((await records(player, "slot")).list.map((p) => p.game)).toEqual(["slot"]);
    expect((await records(player)).total).toBe(32);
    await expectAuditOk(app(), ctx.operator);
  });

  it("a replayed requestId smashes once and pays once; another egg under it is status 9", async () => {
    const player = await moneyPlayer(app(), "egg03");
    await givePoints(db(), player.mid, 100);
    const requestId = newRequestId();
    const first = await okModels(smash(app(), player, { stake: 7, choice: 0, requestId }));
    const again = await okModels(smash(app(), player, { stake: 7, choice: 0, requestId }));
    expect(again.play).toEqual(first.play);
    expect(await playerBalance(db(), player.mid, "points")).toBe(100 - 7 + first.play.prizePoints);
    expect(await smash(app(), player, { stake: 7, choice: 1, requestId })).toMatchObject({
      status: Status.REQUEST_ID_REUSED,
    });
    expect((await records(player, "egg")).total).toBe(1);
    await expectAuditOk(app(), ctx.operator);
  });

  it("every smash is recomputed from the revealed seed; another player's play is not found", async () => {
    const player = await moneyPlayer(app(), "egg04");
    await givePoints(db(), player.mid, 1000);
    const plays = [];
    for (let i = 0; i < 6; i += 1) plays.push((await okModels(smash(app(), player, { stake: 1 }))).play);
    const before = await okModels(fairPlay(app(), player, "egg", plays[0]!.playId));
    expect(before.serverSeed).toBeNull();
    await rotate(app(), player);
    for (const play of plays) {
      const proof = await okModels(fairPlay(app(), player, "egg", play.playId));
      expect(seedMatches(proof.serverSeed!, proof.seedHash)).toBe(true);
      expect(proof.outcome).toEqual(play.stops);
      expect(eggSmash(playRandom(proof.serverSeed!, proof.clientSeed, proof.nonce))).toEqual(play.stops);
    }
    expect(plays.map((p) => p.nonce)).toEqual([0, 1, 2, 3, 4, 5]);
    // An egg play is not a slot play, and no other player sees it.
    expect(await fairPlay(app(), player, "slot", plays[0]!.playId)).toMatchObject({ status: Status.REFUSED });
    const other = await moneyPlayer(app(), "egg04b");
    expect(await fairPlay(app(), other, "egg", plays[0]!.playId)).toMatchObject({ status: Status.REFUSED });
    expect((await records(other, "egg")).total).toBe(0);
  });

  it("the golden prize puts a red packet in the bag (bet credit, not cash)", async () => {
    const player = await moneyPlayer(app(), "egg05");
    await givePoints(db(), player.mid, 100);
    const { current } = await rotate(app(), player);
    const [seed] = await db()
      .select()
      .from(fairSeeds)
      .where(and(eq(fairSeeds.userId, player.mid), isNull(fairSeeds.revealedAt)));
    let nonce = current.nonce;
    while (eggPrizeOf(eggSmash(playRandom(seed!.serverSeed, seed!.clientSeed, nonce)))?.code !== "egg:gold")
      nonce += 1;
    await db().update(fairSeeds).set({ nextNonce: nonce }).where(eq(fairSeeds.id, seed!.id));
    const { play } = await okModels(smash(app(), player, { stake: 2 }));
    expect(play).toMatchObject({ line: "egg:gold", lineName: "金蛋大奖", prizePoints: 100, redPacket: 5 });
    const bag = await db().select().from(inventoryItems).where(eq(inventoryItems.userId, player.mid));
    expect(bag).toMatchObject([
      { kind: "red_packet", valueFen: 500, source: "small_game", name: "砸金蛋5元红包" },
    ]);
    expect(await playerBalance(db(), player.mid, "credit")).toBe(500);
    await expectAuditOk(app(), ctx.operator);
  });

  it("refuses smashes while the player's time-out runs", async () => {
    const player = await moneyPlayer(app(), "egg07");
    await givePoints(db(), player.mid, 100);
    await okModels(playerCall(app(), player, "POST", "saferPlay/TakeBreak", { period: "1d" }));
    for (const params of [{ stake: 10 }, { useChance: "1" as const }]) {
      const refused = await smash(app(), player, params);
      expect(refused).toMatchObject({ status: Status.REFUSED });
      expect(refused.msg).toMatch(/^您已暂停游戏至/);
    }
    expect(await playerBalance(db(), player.mid, "points")).toBe(100);
    expect((await records(player, "egg")).total).toBe(0);
  });

  it("bad parameters answer status 2 naming the field in Chinese, writing nothing", async () => {
    const player = await moneyPlayer(app(), "egg06");
    await givePoints(db(), player.mid, 100);
    const cases: [Record<string, string | number>, string, string][] = [
      [{ choice: 3 }, "choice", "金蛋序号须为0-2"],
      [{ choice: -1 }, "choice", "金蛋序号须为0-2"],
      [{ choice: "x" }, "choice", "金蛋序号须为0-2"],
      [{ stake: 101 }, "stake", "投注积分须为1-100的整数"],
    ];
    for (const [params, field, text] of cases) {
      const answer = await smash(app(), player, { stake: 10, ...params } as Parameters<typeof smash>[2]);
      expect(answer.status).toBe(Status.BAD_PARAM);
      expect(answer.msg).toContain(field);
      expect(answer.msg).toContain(text);
    }
    const noEgg = await playerCall(app(), player, "POST", "Activity/Bet_SmallGame", {
      game: "egg",
      stake: 10,
      requestId: newRequestId(),
    });
    expect(noEgg.status).toBe(Status.BAD_PARAM);
    expect(noEgg.msg).toContain("choice");
    expect(noEgg.msg).toContain("请选择一个金蛋");
    const game = await playerCall(app(), player, "POST", "Activity/Bet_SmallGame", {
      game: "dgg",
      stake: 10,
      requestId: newRequestId(),
    });
    expect(game.status).toBe(Status.BAD_PARAM);
    expect(game.msg).toContain("game");
    const list = await playerCall(app(), player, "GET", "Activity/SmallGameOrderRecordList", { game: "x" });
    expect(list.status).toBe(Status.BAD_PARAM);
    expect(list.msg).toContain("游戏类型有误");
    expect(await playerBalance(db(), player.mid, "points")).toBe(100);
    expect((await records(player)).total).toBe(0);
  });
});
