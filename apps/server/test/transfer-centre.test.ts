import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { Msg, Status, type UserInfo } from "@lottery/contract";
import { houseBalanceFen } from "../src/wallet/accounts.ts";
import { ledgerAccounts } from "../src/wallet/tables.ts";
import type { TestPlayer } from "./cards-fixtures.ts";
import { operatorCall, type TestServer } from "./helpers.ts";
import {
  expectAuditOk,
  moneyPlayer,
  newRequestId,
  okModels,
  playerCall,
  startMoneyServer,
} from "./money-helpers.ts";
import { gameBalance, transferCalls } from "./transfer-fixtures.ts";

let server: TestServer;
let operator: string;

beforeAll(async () => {
  ({ server, operator } = await startMoneyServer());
});
afterAll(async () => {
  await server.close();
});

const { wallets, transfer, allOut, records } = transferCalls(() => server.app);
const adjust = (player: TestPlayer, company: string, amount: number) =>
  operatorCall(server.app, operator, "POST", "/games/demo/adjust", { userId: player.mid, company, amount });

async function ledgerBalance(userId: number, kind: string): Promise<number> {
  const [row] = await server.database.db
    .select({ balanceFen: ledgerAccounts.balanceFen })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, kind), eq(ledgerAccounts.userId, userId)));
  return row?.balanceFen ?? 0;
}

describe("permission", () => {
  it("refuses every call before the first recharge with the exact message", async () => {
    const player = await moneyPlayer(server.app, "tc01");
    const refusals = await Promise.all([
      playerCall(server.app, player, "GET", "Transfer/Wallets"),
      transfer(player, "In", "ky", "1"),
      transfer(player, "Out", "ky", "1"),
      allOut(player),
      playerCall(server.app, player, "GET", "Transfer/Records"),
    ]);
    for (const res of refusals)
      expect(res).toEqual({ status: 1, msg: "需首充激活账号\n开启转账中心", models: null });
  });

  it("opens with the first recharge", async () => {
    const player = await moneyPlayer(server.app, "tc02", 100);
    const user = await okModels(playerCall<UserInfo>(server.app, player, "GET", "account/userinfo"));
    expect(user.GameTransferPermission).toBe(true);
    expect(await wallets(player)).toEqual({
      cash: 100,
      wallets: [
        { company: "ky", name: "开元棋牌", balance: 0 },
        { company: "ag", name: "AG视讯", balance: 0 },
        { company: "cq9", name: "CQ9电子", balance: 0 },
      ],
    });
  });
});

describe("转入 and 转出", () => {
  it("moves cash to a game wallet and back", async () => {
    const player = await moneyPlayer(server.app, "tc03", 500);
    const into = await okModels(transfer(player, "In", "ky", "120.5"));
    expect(into).toMatchObject({ status: "success", cash: 379.5, balance: 120.5 });
    expect(into.transferNo).toMatch(/^G\d{20}$/);
    expect(gameBalance(await wallets(player), "ky")).toBe(120.5);
    expect(await ledgerBalance(player.mid, "game:ky")).toBe(12_050);
    expect(await okModels(transfer(player, "Out", "ky", "20.5"))).toMatchObject({ cash: 400, balance: 100 });
    expect(await ledgerBalance(player.mid, "game:ky")).toBe(10_000);
    await expectAuditOk(server.app, operator);
  });

  it("refuses 余额不足 on either side and an unknown company", async () => {
    const player = await moneyPlayer(server.app, "tc04", 50);
    expect(await transfer(player, "In", "ag", "50.01")).toMatchObject({
      status: 1,
      msg: Msg.insufficientBalance,
    });
    await okModels(transfer(player, "In", "ag", "30"));
    expect(await transfer(player, "Out", "ag", "30.01")).toMatchObject({
      status: 1,
      msg: Msg.insufficientBalance,
    });
    expect(await transfer(player, "In", "nope", "1")).toMatchObject({
      status: 1,
      msg: Msg.transfer.unknownCompany,
    });
    expect(await transfer(player, "In", "KY!", "1")).toMatchObject({ status: Status.BAD_PARAM });
    const after = await wallets(player);
    expect([after.cash, gameBalance(after, "ag")]).toEqual([20, 30]);
  });

  it("answers a repeated requestId without moving twice; another payload is status 9", async () => {
    const player = await moneyPlayer(server.app, "tc05", 100);
    const id = newRequestId();
    const first = await okModels(transfer(player, "In", "cq9", "10", id));
    const again = await okModels(transfer(player, "In", "cq9", "10", id));
    expect(again.transferNo).toBe(first.transferNo);
    expect(await transfer(player, "In", "cq9", "11", id)).toMatchObject({ status: Status.REQUEST_ID_REUSED });
    expect(await transfer(player, "Out", "cq9", "10", id)).toMatchObject({
      status: Status.REQUEST_ID_REUSED,
    });
    const outId = newRequestId();
    await okModels(transfer(player, "Out", "cq9", "4", outId));
    await okModels(transfer(player, "Out", "cq9", "4", outId));
    const after = await wallets(player);
    expect([after.cash, gameBalance(after, "cq9")]).toEqual([94, 6]);
    await expectAuditOk(server.app, operator);
  });
});

describe("game wins and losses", () => {
  it("settles a win inside the game before 转出: cash grows by the win", async () => {
    const player = await moneyPlayer(server.app, "tc06", 200);
    await okModels(transfer(player, "In", "ky", "100"));
    const clearingBefore = await houseBalanceFen(server.database.db, "game-clearing");
    expect(await adjust(player, "ky", 50)).toMatchObject({ status: 0, models: { balance: 150 } });
    expect(gameBalance(await wallets(player), "ky")).toBe(150);
    expect(await ledgerBalance(player.mid, "game:ky")).toBe(10_000); // the ledger learns at 转出
    expect(await okModels(transfer(player, "Out", "ky", "150"))).toMatchObject({ cash: 250, balance: 0 });
    expect(await ledgerBalance(player.mid, "game:ky")).toBe(0);
    expect(await houseBalanceFen(server.database.db, "game-clearing")).toBe(clearingBefore - 5_000);
    await expectAuditOk(server.app, operator);
  });

  it("settles a loss: only what is left comes back", async () => {
    const player = await moneyPlayer(server.app, "tc07", 200);
    await okModels(transfer(player, "In", "ag", "100"));
    await adjust(player, "ag", -70.5);
    expect(await transfer(player, "Out", "ag", "29.51")).toMatchObject({
      status: 1,
      msg: Msg.insufficientBalance,
    });
    // The refused 转出 still taught the ledger the loss.
    expect(await ledgerBalance(player.mid, "game:ag")).toBe(2_950);
    expect(await okModels(transfer(player, "Out", "ag", "29.5"))).toMatchObject({ cash: 129.5, balance: 0 });
    expect(await ledgerBalance(player.mid, "game:ag")).toBe(0);
    expect(await adjust(player, "ag", -1)).toMatchObject({ status: 1, msg: Msg.transfer.gameWalletShort });
    await expectAuditOk(server.app, operator);
  });
});

describe("一键回收 and records", () => {
  it("brings every game wallet back to cash, once per requestId", async () => {
    const player = await moneyPlayer(server.app, "tc08", 300);
    await okModels(transfer(player, "In", "ky", "100"));
    await okModels(transfer(player, "In", "cq9", "50"));
    await adjust(player, "cq9", 25);
    const id = newRequestId();
    const all = await okModels(allOut(player, id));
    expect(all).toMatchObject({ recovered: 175, failed: [], cash: 325 });
    expect(all.wallets.map((wallet) => wallet.balance)).toEqual([0, 0, 0]);
    const again = await okModels(allOut(player, id));
    expect(again).toMatchObject({ recovered: 175, cash: 325 });
    await expectAuditOk(server.app, operator);

    const done = await records(player);
    expect(done.total).toBe(4);
    expect(done.list.map((r) => [r.title, r.amount, r.statusName])).toEqual([
      ["CQ9电子转出", 75, "成功"],
      ["开元棋牌转出", 100, "成功"],
      ["转入CQ9电子", 50, "成功"],
      ["转入开元棋牌", 100, "成功"],
    ]);
  });
});
