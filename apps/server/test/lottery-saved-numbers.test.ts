import { describe, expect, it } from "vitest";
import { Msg, SAVED_NUMBERS_PER_GAME, type Envelope, type SavedNumber } from "@lottery/contract";
import type { TestPlayer } from "./cards-fixtures.ts";
import { moneyPlayer, okModels, playerCall, startMoneyServer } from "./money-helpers.ts";
import { serverOfFile } from "./server-fixtures.ts";

const ctx = serverOfFile(() => startMoneyServer());
const app = () => ctx.server.app;

const save = (player: TestPlayer, params: Record<string, string | number>): Promise<Envelope<SavedNumber>> =>
  playerCall<SavedNumber>(app(), player, "POST", "Lottery/SaveNumber", params);

async function listOf(player: TestPlayer, gameCode?: string): Promise<SavedNumber[]> {
  const params: Record<string, string> = gameCode ? { gameCode } : {};
  return (
    await okModels(
      playerCall<{ list: SavedNumber[]; max: number }>(app(), player, "GET", "Lottery/NumberList", params),
    )
  ).list;
}

describe("saved number sets (自选号码, /addNumber)", () => {
  it("saves a valid selection in the rules package's form, once, and lists it per game", async () => {
    const ann = await moneyPlayer(app(), "snann");
    const saved = await okModels(
      save(ann, { gameCode: "ssq", tickets: "FS:07,01,02,03,04,05,06|08,07", name: "生日" }),
    );
    // 7 reds × 2 blues = 14 bets, 28 yuan; the numbers written back sorted.
    expect(saved).toMatchObject({
      gameCode: "ssq",
      play: "FS",
      tickets: "FS:01,02,03,04,05,06,07|07,08",
      name: "生日",
      bets: 14,
      amount: 28,
    });
    expect(saved.gameName).toBe("双色球");
    const again = await okModels(
      save(ann, { gameCode: "ssq", tickets: "FS:01,02,03,04,05,06,07|07,08", name: "改名" }),
    );
    expect(again).toMatchObject({ id: saved.id, name: "改名" });
    await okModels(save(ann, { gameCode: "dlt", tickets: "DS:01,02,03,04,05|01,02" }));
    expect((await listOf(ann, "ssq")).map((s) => s.id)).toEqual([saved.id]);
    expect((await listOf(ann)).map((s) => s.gameCode).sort()).toEqual(["dlt", "ssq"]);
  });

  it("saves fast-draw selections from their pickers as well (11选5 任选二, 快三 和值)", async () => {
    const bo = await moneyPlayer(app(), "snbo");
    const rx2 = await okModels(save(bo, { gameCode: "gd11x5", tickets: "RX2:03,01,02" }));
    // 3 numbers in 任选二: C(3,2) = 3 bets, 6 yuan.
    expect(rx2).toMatchObject({ gameCode: "gd11x5", play: "RX2", bets: 3, amount: 6 });
    const k3 = await okModels(save(bo, { gameCode: "jsks", tickets: "HZ:4,10" }));
    expect(k3).toMatchObject({ gameCode: "jsks", play: "HZ", bets: 2, amount: 4 });
    expect((await listOf(bo)).map((s) => s.gameCode)).toEqual(["gd11x5", "jsks"]);
  });

  it("refuses a set that is not one valid selection of the game, with status 2 naming the field", async () => {
    const bob = await moneyPlayer(app(), "snbob");
    const cases: [Record<string, string | number>, string][] = [
      [{ gameCode: "ssq", tickets: "FS:01,02,03,04,05|07" }, "tickets"], // 5 reds: not a selection
      [{ gameCode: "ssq", tickets: "DS:01,02,03,04,05,34|07" }, "tickets"], // 34 is not a red ball
      [{ gameCode: "ssq", tickets: "DS:01,02,03,04,05,06|07;DS:01,02,03,04,05,07|07" }, "tickets"],
      [{ gameCode: "ssq", tickets: "" }, "tickets"],
      [{ gameCode: "nope", tickets: "DS:01,02,03,04,05,06|07" }, "gameCode"],
      [{ gameCode: "jczq", tickets: "DS:01,02,03,04,05,06|07" }, "gameCode"],
      [{ tickets: "DS:01,02,03,04,05,06|07" }, "gameCode"],
      [{ gameCode: "ssq", tickets: "DS:01,02,03,04,05,06|07", name: "一二三四五六七八九十一二三" }, "name"],
    ];
    for (const [params, field] of cases) {
      const answer = await save(bob, params);
      expect(answer.status, JSON.stringify(params)).toBe(2);
      expect(answer.msg).toContain(field);
    }
    expect(await listOf(bob)).toEqual([]);
    const del = await playerCall(app(), bob, "POST", "Lottery/DeleteNumber", { id: "x" });
    expect(del.status).toBe(2);
    expect(del.msg).toContain("id");
  });

  it("keeps each player's sets their own: another's set can be neither listed nor deleted", async () => {
    const cat = await moneyPlayer(app(), "sncat");
    const dan = await moneyPlayer(app(), "sndan");
    const mine = await okModels(save(cat, { gameCode: "ssq", tickets: "DS:01,02,03,04,05,06|07" }));
    expect(await listOf(dan, "ssq")).toEqual([]);
    expect(await playerCall(app(), dan, "POST", "Lottery/DeleteNumber", { id: mine.id })).toMatchObject({
      status: 1,
      msg: Msg.lotteryBets.savedNumberNotFound,
    });
    expect((await listOf(cat, "ssq")).map((s) => s.id)).toEqual([mine.id]);
    expect(await okModels(playerCall(app(), cat, "POST", "Lottery/DeleteNumber", { id: mine.id }))).toEqual({
      id: mine.id,
    });
    expect(await listOf(cat, "ssq")).toEqual([]);
  });

  it("holds at most 20 sets a game, even against racing saves; another game still has room", async () => {
    const eve = await moneyPlayer(app(), "sneve");
    const reds = (i: number) => [1, 2, 3, 4, 5, 6 + i].map((n) => String(n).padStart(2, "0")).join(",");
    const answers = await Promise.all(
      Array.from({ length: SAVED_NUMBERS_PER_GAME + 5 }, (_, i) =>
        save(eve, { gameCode: "ssq", tickets: `DS:${reds(i)}|01` }),
      ),
    );
    expect(answers.filter((a) => a.status === 0)).toHaveLength(SAVED_NUMBERS_PER_GAME);
    for (const refused of answers.filter((a) => a.status !== 0))
      expect(refused).toMatchObject({
        status: 1,
        msg: Msg.lotteryBets.savedNumbersFull(SAVED_NUMBERS_PER_GAME),
      });
    expect(await listOf(eve, "ssq")).toHaveLength(SAVED_NUMBERS_PER_GAME);
    await okModels(save(eve, { gameCode: "dlt", tickets: "DS:01,02,03,04,05|01,02" }));
  });
});
