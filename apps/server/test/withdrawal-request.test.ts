import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { Msg, Status } from "@lottery/contract";
import { accountsOf } from "../src/wallet/accounts.ts";
import { ledgerJournals } from "../src/wallet/tables.ts";
import { newPlayer, WITHDRAW_PASSWORD } from "./cards-fixtures.ts";
import { call, operatorCall, useTestClock, type TestClock, type TestServer } from "./helpers.ts";
import { bindCard, newRequestId, newWithdrawer, startMoneyServer, type Withdrawer } from "./money-helpers.ts";
import { bindAlipay, fundOut, setWithdrawalRules, summaryOf, withdraw } from "./withdrawal-fixtures.ts";

let server: TestServer;
let clock: TestClock;
let operator: string;
/** Recharged 500 with no turnover rule: the player most refusals are tried on. */
let rich: Withdrawer;
const app = () => server.app;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  ({ server, operator } = await startMoneyServer());
  clock = useTestClock(server, new Date("2026-11-21T04:00:00Z")); // 12:00 in China
  await setWithdrawalRules(app(), operator, { rechargeTurnoverPercent: 0, dailyCount: 100 });
  rich = await newWithdrawer(app(), "rich01", 500);
});
afterAll(async () => {
  await server.close();
});

const fen = (player: Withdrawer) => accountsOf(server.database.db, player.mid);
async function freezeJournals(): Promise<number> {
  const [row] = await server.database.db
    .select({ n: count() })
    .from(ledgerJournals)
    .where(eq(ledgerJournals.kind, "withdraw_freeze"));
  return row?.n ?? 0;
}

describe("requestId", () => {
  it("the same requestId and payload answers the first withdrawal and freezes once", async () => {
    const before = await fen(rich);
    const journals = await freezeJournals();
    const requestId = newRequestId();
    const first = await withdraw(app(), rich, { amount: 15, requestId });
    const again = await withdraw(app(), rich, { amount: "15.00", requestId });
    expect(first).toMatchObject({ status: 0, models: { status: "pending" } });
    expect(again).toEqual(first);
    expect(await freezeJournals()).toBe(journals + 1);
    expect(await fen(rich)).toMatchObject({
      cashFen: before.cashFen - 15_00,
      frozenFen: before.frozenFen + 15_00,
    });
  });

  it("the same requestId with another amount or account is status 9 and moves nothing", async () => {
    const requestId = newRequestId();
    expect((await withdraw(app(), rich, { amount: 11, requestId })).status).toBe(0);
    const before = await fen(rich);
    const otherAmount = await withdraw(app(), rich, { amount: 12, requestId });
    expect(otherAmount).toMatchObject({ status: Status.REQUEST_ID_REUSED, msg: Msg.requestIdReused });
    const alipayId = await bindAlipay(app(), rich, "13800000000");
    const otherAccount = await withdraw(app(), rich, { amount: 11, requestId, walletId: alipayId });
    expect(otherAccount.status).toBe(Status.REQUEST_ID_REUSED);
    expect(await fen(rich)).toEqual(before);
  });
});

describe("payout accounts", () => {
  it("an Alipay account id works as walletId and reads masked in the records", async () => {
    const player = await newWithdrawer(app(), "alipay01", 100);
    const alipayId = await bindAlipay(app(), player, "13912345678");
    const summary = await summaryOf(app(), player);
    expect(summary.accounts.map((a) => [a.kind, a.isDefault, a.label])).toEqual([
      ["bank", true, expect.stringMatching(/^工商银行 尾号\d{4}$/)],
      ["alipay", true, "支付宝 139****5678"],
    ]);
    expect(summary.accounts[1]).toMatchObject({ walletId: alipayId, name: "支付宝", holder: "张*" });
    expect((await withdraw(app(), player, { amount: 20, walletId: alipayId })).status).toBe(0);
    expect((await fundOut(app(), player)).list[0]).toMatchObject({
      amount: 20,
      account: "支付宝 139****5678",
    });
  });

  it("another player's account, a deleted one or an unknown id are all 提现账户不存在", async () => {
    const other = await newWithdrawer(app(), "other01");
    const spare = await bindCard(app(), rich);
    const del = await call(
      app(),
      "POST",
      "/api/BankCard/DeleteWallet",
      { walletId: spare, withdrawPassword: WITHDRAW_PASSWORD },
      { token: rich.token },
    );
    expect(del.body.status).toBe(0);
    for (const walletId of [other.walletId, spare, 999_999]) {
      const res = await withdraw(app(), rich, { walletId });
      expect(res).toMatchObject({ status: Status.REFUSED, msg: Msg.withdrawalAccountNotFound, models: null });
    }
  });
});

describe("the rules", () => {
  it("refuses amounts outside min and max", async () => {
    await setWithdrawalRules(app(), operator, { min: 20, max: 100 });
    expect(await withdraw(app(), rich, { amount: 19.99 })).toMatchObject({
      status: Status.REFUSED,
      msg: Msg.withdrawAmountRange("20.00", "100.00"),
    });
    expect((await withdraw(app(), rich, { amount: 100.01 })).msg).toBe(
      Msg.withdrawAmountRange("20.00", "100.00"),
    );
    expect((await withdraw(app(), rich, { amount: 100 })).status).toBe(0);
    await setWithdrawalRules(app(), operator, { min: 10, max: 50000 });
  });

  it("counts withdrawals per China day, not rejected ones", async () => {
    const player = await newWithdrawer(app(), "daily01", 100);
    await setWithdrawalRules(app(), operator, { dailyCount: 2 });
    const first = await withdraw(app(), player);
    expect((await withdraw(app(), player)).status).toBe(0);
    expect(await withdraw(app(), player)).toMatchObject({
      status: Status.REFUSED,
      msg: Msg.withdrawDailyLimit(2),
    });
    expect((await summaryOf(app(), player)).usedToday).toBe(2);
    await operatorCall(app(), operator, "POST", `/withdrawals/${first.models!.withdrawNo}/reject`, {
      reason: "测试",
    });
    expect((await withdraw(app(), player)).status).toBe(0);
    expect((await withdraw(app(), player)).msg).toBe(Msg.withdrawDailyLimit(2));
    clock.advance(DAY_MS);
    expect((await withdraw(app(), player)).status).toBe(0);
    await setWithdrawalRules(app(), operator, { dailyCount: 100 });
  });

  it("refuses while turnover is owed, naming it in yuan", async () => {
    await setWithdrawalRules(app(), operator, { rechargeTurnoverPercent: 150 });
    const player = await newWithdrawer(app(), "turn01", 100);
    await setWithdrawalRules(app(), operator, { rechargeTurnoverPercent: 0 });
    expect(await withdraw(app(), player)).toMatchObject({
      status: Status.REFUSED,
      msg: "还需完成150.00元投注流水才能提现",
    });
    expect(await summaryOf(app(), player)).toMatchObject({
      withdrawable: 0,
      turnoverOwed: 150,
      turnoverRequired: 150,
      turnoverWagered: 0,
      rechargeTurnoverPercent: 0,
    });
  });

  it("余额不足 aborts everything: no row, nothing frozen", async () => {
    const player = await newWithdrawer(app(), "poor01", 30);
    const res = await withdraw(app(), player, { amount: 30.01 });
    expect(res).toMatchObject({ status: Status.REFUSED, msg: Msg.insufficientBalance });
    expect((await fundOut(app(), player)).total).toBe(0);
    expect(await fen(player)).toMatchObject({ cashFen: 30_00, frozenFen: 0 });
    expect((await summaryOf(app(), player)).usedToday).toBe(0);
  });
});

describe("who may withdraw", () => {
  it("needs a withdrawal password and a verified real name", async () => {
    const noPin = await newPlayer(app(), "nopin01", { realName: "李四" });
    const res = await withdraw(app(), { ...noPin, walletId: await bindCard(app(), noPin) });
    expect(res).toMatchObject({ status: Status.REFUSED, msg: Msg.withdrawPasswordFirst });
    const noName = await newPlayer(app(), "noname01", { withdrawPassword: true });
    expect(await withdraw(app(), { ...noName, walletId: 1 })).toMatchObject({ msg: Msg.realNameFirst });
    expect(await summaryOf(app(), noName)).toMatchObject({
      realNameSet: false,
      withdrawPasswordSet: true,
      accounts: [],
    });
  });

  it("allows five wrong passwords a China day, then none until tomorrow", async () => {
    const player = await newWithdrawer(app(), "guess01", 100);
    for (const left of [4, 3, 2, 1]) {
      expect(await withdraw(app(), player, { withdrawPassword: "000000" })).toMatchObject({
        status: Status.REFUSED,
        msg: Msg.withdrawPasswordWrongLeft(left),
      });
    }
    const fifth = await withdraw(app(), player, { withdrawPassword: "000000" });
    expect(fifth.msg).toBe(Msg.withdrawPasswordLockedToday);
    expect((await withdraw(app(), player)).msg).toBe(Msg.withdrawPasswordLockedToday);
    clock.advance(DAY_MS);
    expect((await withdraw(app(), player)).status).toBe(0);
  });
});

describe("records and parameters", () => {
  it("fund/out shows only the player's own withdrawals, newest first", async () => {
    const a = await newWithdrawer(app(), "own01", 100);
    const b = await newWithdrawer(app(), "own02", 100);
    const a1 = (await withdraw(app(), a, { amount: 10 })).models!.withdrawNo;
    const b1 = (await withdraw(app(), b, { amount: 20 })).models!.withdrawNo;
    const a2 = (await withdraw(app(), a, { amount: 30 })).models!.withdrawNo;
    const page = await fundOut(app(), a);
    expect(page.total).toBe(2);
    expect(page.list.map((r) => [r.withdrawNo, r.amount])).toEqual([
      [a2, 30],
      [a1, 10],
    ]);
    expect((await fundOut(app(), b)).list.map((r) => r.withdrawNo)).toEqual([b1]);
    const anonymous = await call(app(), "GET", "/api/fund/out");
    expect(anonymous.body.status).toBe(Status.LOGIN_REQUIRED);
  });

  it("malformed parameters are status 2 naming the field", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ amount: "abc" }, "amount"],
      [{ amount: "0" }, "amount"],
      [{ amount: "1.234" }, "amount"],
      [{ walletId: "x" }, "walletId"],
      [{ requestId: "short" }, "requestId"],
      [{ requestId: "has space in it" }, "requestId"],
      [{ withdrawPassword: "12345" }, "withdrawPassword"],
    ];
    for (const [params, field] of cases) {
      const res = await withdraw(app(), rich, params);
      expect(res).toMatchObject({ status: Status.BAD_PARAM, msg: expect.stringContaining(field) });
    }
    const missing = await call(app(), "POST", "/api/fund/withdraw", { amount: "10" }, { token: rich.token });
    expect(missing.body).toMatchObject({
      status: Status.BAD_PARAM,
      msg: expect.stringContaining("walletId"),
    });
  });
});
