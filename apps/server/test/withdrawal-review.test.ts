import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import { Msg, Status, type FundRecord, type Paged } from "@lottery/contract";
import { accountsOf } from "../src/wallet/accounts.ts";
import { ledgerJournals } from "../src/wallet/tables.ts";
import { call, operatorCall, type TestServer } from "./helpers.ts";
import {
  cashBalance,
  expectAuditOk,
  newWithdrawer,
  startMoneyServer,
  type Withdrawer,
} from "./money-helpers.ts";
import { fundOut, setWithdrawalRules, summaryOf, withdraw } from "./withdrawal-fixtures.ts";

let server: TestServer;
let operator: string;
const app = () => server.app;

beforeAll(async () => {
  ({ server, operator } = await startMoneyServer());
});
afterAll(async () => {
  await server.close();
});

const approve = (no: string) => operatorCall(app(), operator, "POST", `/withdrawals/${no}/approve`);
const reject = (no: string, reason = "账户信息有误") =>
  operatorCall(app(), operator, "POST", `/withdrawals/${no}/reject`, { reason });
const fen = (player: Withdrawer) => accountsOf(server.database.db, player.mid);
const fundList = async (player: Withdrawer) =>
  (await call<Paged<FundRecord>>(app(), "GET", "/api/fund/list", {}, { token: player.token })).body.models!;

async function journalsOf(kind: string, withdrawNo: string): Promise<number> {
  const [row] = await server.database.db
    .select({ n: count() })
    .from(ledgerJournals)
    .where(and(eq(ledgerJournals.kind, kind), eq(ledgerJournals.refId, withdrawNo)));
  return row?.n ?? 0;
}

/** A player with `yuan` recharged and the turnover waived, and one pending withdrawal of `amount`. */
async function pendingWithdrawal(name: string, yuan: number, amount: number) {
  const player = await newWithdrawer(app(), name, yuan);
  await operatorCall(app(), operator, "POST", "/players/turnover/waive", { userId: player.mid });
  const answer = await withdraw(app(), player, { amount });
  expect(answer.status).toBe(0);
  return { player, withdrawNo: answer.models!.withdrawNo };
}

describe("a withdrawal from request to payout", () => {
  it("freezes on request, pays out on approval, and the ledger adds up", async () => {
    const player = await newWithdrawer(app(), "happy01", 100);
    // Recharged money must be wagered first (100 % by default).
    expect(await withdraw(app(), player, { amount: 60 })).toMatchObject({
      status: Status.REFUSED,
      msg: Msg.withdrawTurnoverOwed("100.00"),
    });
    expect(await summaryOf(app(), player)).toMatchObject({
      balance: 100,
      withdrawable: 0,
      turnoverOwed: 100,
    });
    const turnover = await operatorCall(app(), operator, "GET", `/players/turnover?userId=${player.mid}`);
    expect(turnover.models).toEqual({ userId: player.mid, owed: 100, required: 100, wagered: 0 });
    const waived = await operatorCall(app(), operator, "POST", "/players/turnover/waive", {
      userId: player.mid,
    });
    expect(waived.models).toEqual({ userId: player.mid, owed: 0, required: 100, wagered: 0 });

    const answer = await withdraw(app(), player, { amount: 60 });
    expect(answer).toMatchObject({ status: 0, models: { status: "pending" } });
    const withdrawNo = answer.models!.withdrawNo;
    expect(withdrawNo).toMatch(/^W\d{18}$/);
    expect(await fen(player)).toMatchObject({ cashFen: 40_00, frozenFen: 60_00 });
    expect(await summaryOf(app(), player)).toMatchObject({
      balance: 40,
      frozen: 60,
      withdrawable: 40,
      usedToday: 1,
    });
    expect(await cashBalance(app(), player.token)).toBe(40);

    const movements = await fundList(player);
    expect(movements.list.map((m) => [m.type, m.typeName, m.amount, m.balance, m.memo])).toEqual([
      ["withdraw_freeze", "提现冻结", -60, 40, "提现申请"],
      ["recharge", "充值", 100, 100, "在线支付（沙箱）充值"],
    ]);
    const [pending] = (await fundOut(app(), player)).list;
    expect(pending).toMatchObject({
      withdrawNo,
      amount: 60,
      status: "pending",
      statusName: "审核中",
      account: expect.stringMatching(/^工商银行 尾号\d{4}$/),
      reviewedAt: null,
      reason: "",
    });

    const queue = await operatorCall<Paged<Record<string, unknown>>>(
      app(),
      operator,
      "GET",
      "/withdrawals?status=pending",
    );
    expect(queue.models?.list.find((row) => row.withdrawNo === withdrawNo)).toMatchObject({
      userId: player.mid,
      userName: "happy01",
      holder: "张三",
      accountKind: "bank",
      bankName: "工商银行",
      accountNo: expect.stringMatching(/^622202\d{13}$/),
    });

    const approved = await approve(withdrawNo);
    expect(approved).toMatchObject({
      status: 0,
      models: { withdrawNo, status: "approved", statusName: "提现成功" },
    });
    expect(await fen(player)).toMatchObject({ cashFen: 40_00, frozenFen: 0 });
    const [paid] = (await fundOut(app(), player)).list;
    expect(paid).toMatchObject({ status: "approved", reviewedAt: expect.stringMatching(/\+08:00$/) });
    await expectAuditOk(app(), operator);
  });
});

describe("operator decisions", () => {
  it("a rejection returns the money with the reason, once", async () => {
    const { player, withdrawNo } = await pendingWithdrawal("reject01", 100, 30);
    expect(await fen(player)).toMatchObject({ cashFen: 70_00, frozenFen: 30_00 });
    const rejected = await reject(withdrawNo);
    expect(rejected).toMatchObject({ status: 0, models: { status: "rejected", reason: "账户信息有误" } });
    expect(await fen(player)).toMatchObject({ cashFen: 100_00, frozenFen: 0 });
    const [back] = (await fundList(player)).list;
    expect(back).toMatchObject({
      type: "withdraw_release",
      amount: 30,
      balance: 100,
      memo: "提现驳回：账户信息有误",
    });
    expect((await fundOut(app(), player)).list[0]).toMatchObject({
      status: "rejected",
      statusName: "已驳回",
    });
    expect((await fundOut(app(), player, { status: "rejected" })).total).toBe(1);
    expect((await fundOut(app(), player, { status: "pending" })).total).toBe(0);
    expect((await fundOut(app(), player, { endDate: "2020-01-01" })).total).toBe(0);

    // Repeating answers the current state and moves nothing; approving now is refused.
    expect(await reject(withdrawNo, "另一个原因")).toMatchObject({
      status: 0,
      models: { reason: "账户信息有误" },
    });
    expect(await approve(withdrawNo)).toMatchObject({ status: Status.REFUSED, msg: Msg.withdrawalDecided });
    expect(await fen(player)).toMatchObject({ cashFen: 100_00, frozenFen: 0 });
    expect(await journalsOf("withdraw_release", withdrawNo)).toBe(1);
    expect(await journalsOf("withdraw_pay", withdrawNo)).toBe(0);
    await expectAuditOk(app(), operator);
  });

  it("approving twice pays once, and a paid withdrawal cannot be rejected", async () => {
    const { player, withdrawNo } = await pendingWithdrawal("twice01", 50, 20);
    expect((await approve(withdrawNo)).models).toMatchObject({ status: "approved" });
    expect((await approve(withdrawNo)).models).toMatchObject({ status: "approved" });
    expect(await journalsOf("withdraw_pay", withdrawNo)).toBe(1);
    expect(await fen(player)).toMatchObject({ cashFen: 30_00, frozenFen: 0 });
    expect(await reject(withdrawNo)).toMatchObject({ status: Status.REFUSED, msg: Msg.withdrawalDecided });
    expect(await fen(player)).toMatchObject({ cashFen: 30_00, frozenFen: 0 });
  });

  it("refuses an unknown number, a rejection without a reason, and players' tokens", async () => {
    expect(await approve("W000")).toMatchObject({ status: Status.REFUSED, msg: Msg.withdrawalNotFound });
    const { withdrawNo } = await pendingWithdrawal("noreason01", 20, 10);
    const noReason = await operatorCall(app(), operator, "POST", `/withdrawals/${withdrawNo}/reject`, {});
    expect(noReason).toMatchObject({ status: Status.BAD_PARAM, msg: expect.stringContaining("reason") });
    const anonymous = await app().inject({
      method: "POST",
      url: `/admin/api/withdrawals/${withdrawNo}/approve`,
    });
    expect(anonymous.json()).toMatchObject({ status: Status.LOGIN_REQUIRED });
  });

  it("lists by status, newest first", async () => {
    const { withdrawNo: first } = await pendingWithdrawal("list01", 50, 10);
    const { withdrawNo: second } = await pendingWithdrawal("list02", 50, 10);
    await reject(first);
    const rejected = await operatorCall<Paged<{ withdrawNo: string; status: string }>>(
      app(),
      operator,
      "GET",
      "/withdrawals?status=rejected&pageSize=100",
    );
    expect(rejected.models?.list.every((row) => row.status === "rejected")).toBe(true);
    expect(rejected.models?.list.map((row) => row.withdrawNo)).toContain(first);
    const all = await operatorCall<Paged<{ withdrawNo: string }>>(
      app(),
      operator,
      "GET",
      "/withdrawals?pageSize=2",
    );
    expect(all.models?.list.map((row) => row.withdrawNo)).toEqual([second, first]);
    expect(all.models?.total).toBeGreaterThanOrEqual(2);
  });
});

describe("withdrawal settings", () => {
  it("reads and writes the rules in yuan, only the fields given", async () => {
    const read = await operatorCall(app(), operator, "GET", "/withdrawals/settings");
    expect(read.models).toEqual({ min: 10, max: 50000, dailyCount: 5, rechargeTurnoverPercent: 100 });
    await setWithdrawalRules(app(), operator, { min: 20.5, dailyCount: 3 });
    const after = await operatorCall(app(), operator, "GET", "/withdrawals/settings");
    expect(after.models).toEqual({ min: 20.5, max: 50000, dailyCount: 3, rechargeTurnoverPercent: 100 });
    const inverted = await operatorCall(app(), operator, "POST", "/withdrawals/settings", { max: 5 });
    expect(inverted).toMatchObject({
      status: Status.BAD_PARAM,
      msg: `${Msg.badParam("min")}，${Msg.withdrawMinAboveMax}`,
    });
    const fraction = await operatorCall(app(), operator, "POST", "/withdrawals/settings", { max: 1.234 });
    expect(fraction).toMatchObject({ status: Status.BAD_PARAM, msg: expect.stringContaining("max") });
    await setWithdrawalRules(app(), operator, { min: 10, dailyCount: 5 });
  });

  it("an unknown player's turnover is refused", async () => {
    const res = await operatorCall(app(), operator, "GET", "/players/turnover?userId=999999");
    expect(res).toMatchObject({ status: Status.REFUSED, msg: Msg.playerNotFound });
  });
});
