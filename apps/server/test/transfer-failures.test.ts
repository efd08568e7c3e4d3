import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { Msg } from "@lottery/contract";
import { demoGameProvider } from "../src/demo/games/provider.ts";
import { GameProviderError, type GameProvider } from "../src/games/provider.ts";
import { useTestClock, type TestClock, type TestServer } from "./helpers.ts";
import { expectAuditOk, moneyPlayer, newRequestId, okModels, startMoneyServer } from "./money-helpers.ts";
import { gameBalance, transferCalls } from "./transfer-fixtures.ts";

let server: TestServer;
let clock: TestClock;
let operator: string;
let demo: GameProvider;

beforeAll(async () => {
  ({ server, operator } = await startMoneyServer());
  clock = useTestClock(server);
  demo = demoGameProvider(server.database.db, server.app.deps.config.gameLaunchKey);
});
afterEach(() => {
  server.app.deps.gameProvider = demo;
});
afterAll(async () => {
  await server.close();
});

const down = async () => {
  throw new GameProviderError("platform down");
};
const { wallets, transfer, allOut, records } = transferCalls(() => server.app);

describe("a failing game platform", () => {
  it("reverses a failed 转入: the player keeps the money, the transfer reads failed", async () => {
    const player = await moneyPlayer(server.app, "tf01", 100);
    server.app.deps.gameProvider = { ...demo, deposit: down };
    const id = newRequestId();
    expect(await transfer(player, "In", "ky", "60", id)).toEqual({
      status: 1,
      msg: "转入开元棋牌失败，资金已退回主钱包",
      models: null,
    });
    expect(await transfer(player, "In", "ky", "60", id)).toMatchObject({
      status: 1,
      msg: Msg.transfer.depositFailed("开元棋牌"),
    });
    server.app.deps.gameProvider = demo;
    expect(await wallets(player)).toMatchObject({
      cash: 100,
      wallets: [{ company: "ky", balance: 0 }, {}, {}],
    });
    expect((await records(player)).list).toEqual([
      expect.objectContaining({ status: "failed", statusName: "失败", amount: 60 }),
    ]);
    await expectAuditOk(server.app, operator);
  });

  it("leaves the money in the game when the platform refuses a 转出", async () => {
    const player = await moneyPlayer(server.app, "tf02", 100);
    await okModels(transfer(player, "In", "ag", "40"));
    server.app.deps.gameProvider = { ...demo, withdraw: down };
    expect(await transfer(player, "Out", "ag", "40")).toMatchObject({
      status: 1,
      msg: Msg.transfer.withdrawFailed("AG视讯"),
    });
    server.app.deps.gameProvider = demo;
    const after = await wallets(player);
    expect([after.cash, gameBalance(after, "ag")]).toEqual([60, 40]);
    expect(await okModels(transfer(player, "Out", "ag", "40"))).toMatchObject({ cash: 100, balance: 0 });
    await expectAuditOk(server.app, operator);
  });

  it("一键回收 recovers the companies that answer and names the ones that fail", async () => {
    const player = await moneyPlayer(server.app, "tf03", 100);
    await okModels(transfer(player, "In", "ky", "10"));
    await okModels(transfer(player, "In", "ag", "20"));
    server.app.deps.gameProvider = {
      ...demo,
      withdraw: (userId, company, amountFen, transferNo) =>
        company === "ag" ? down() : demo.withdraw(userId, company, amountFen, transferNo),
    };
    const all = await okModels(allOut(player));
    expect(all).toMatchObject({ recovered: 10, failed: ["AG视讯"], cash: 80 });
    expect(gameBalance(all, "ag")).toBe(20);
    await expectAuditOk(server.app, operator);
  });
});

describe("transfers at work", () => {
  it("refuses a second transfer at a company while one is at work, and takes over an abandoned one", async () => {
    const player = await moneyPlayer(server.app, "tf04", 100);
    let release = () => undefined as void;
    let entered = () => undefined as void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const gate = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    server.app.deps.gameProvider = {
      ...demo,
      deposit: async (...args) => {
        calls += 1;
        if (calls === 1) {
          entered();
          await gate; // the first request hangs inside the platform
        }
        return demo.deposit(...args);
      },
    };
    const stuck = transfer(player, "In", "cq9", "30");
    await inside;
    expect(await transfer(player, "In", "cq9", "5")).toMatchObject({ status: 1, msg: Msg.transfer.busy });
    expect(await okModels(transfer(player, "In", "ky", "5"))).toMatchObject({ cash: 65 }); // other companies are free

    clock.advance(3 * 60_000); // the stuck request is now taken for dead
    expect(await okModels(transfer(player, "In", "cq9", "5"))).toMatchObject({ cash: 60, balance: 35 });
    release();
    expect((await stuck).models).toMatchObject({ status: "success", balance: 35 });
    expect(await wallets(player)).toMatchObject({ cash: 60 });
    expect((await records(player)).list.map((r) => r.status)).toEqual(["success", "success", "success"]);
    await expectAuditOk(server.app, operator);
  });
});
