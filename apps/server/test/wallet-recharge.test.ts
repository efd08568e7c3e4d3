import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import {
  Msg,
  CLIENT_VERSION,
  Status,
  type FundRecord,
  type Paged,
  type RechargeChannel,
  type RechargeModels,
  type RechargeRecord,
  type UserInfo,
} from "@lottery/contract";
import { createHash } from "node:crypto";
import { ledgerJournals } from "../src/wallet/tables.ts";
import { seedRechargeChannels } from "../src/demo/wallet/seed.ts";
import {
  call,
  operatorCall,
  operatorToken,
  registerPlayer,
  startTestServer,
  useTestClock,
  type TestClock,
  type TestServer,
} from "./helpers.ts";
import { sandboxNotify, SANDBOX_KEY } from "./money-helpers.ts";

let server: TestServer;
let clock: TestClock;
let operator: string;
/** A player for the calls that only check refusals. */
let sharedToken: string;

beforeAll(async () => {
  server = await startTestServer({ AUTH_RATE_LIMIT_PER_MIN: "1000" });
  // 10:00 China time: the hour the file's tests move the clock on stays within one China day, which
  // the date filter's test needs (started at real time, it failed once when CI ran at 23:10 China time).
  clock = useTestClock(server, new Date("2026-06-15T02:00:00Z"));
  operator = await operatorToken(server.app);
  expect(await seedRechargeChannels(server.database.db)).toBe(true);
  expect(await seedRechargeChannels(server.database.db)).toBe(false);
  sharedToken = (await registerPlayer(server.app, "shared01")).token;
});
afterAll(async () => {
  await server.close();
});

const notify = (fields: Parameters<typeof sandboxNotify>[1]) => sandboxNotify(server.app, fields);
const md5 = (text: string) => createHash("md5").update(text).digest("hex");

const saveChannel = (channel: Record<string, unknown>) =>
  operatorCall(server.app, operator, "POST", "/recharge/channels", channel);

const recharge = (token: string, params: Record<string, string>) =>
  call<RechargeModels>(server.app, "POST", "/api/fund/recharge", params, { token });
const userInfo = async (token: string) =>
  (await call<UserInfo>(server.app, "GET", "/api/account/userinfo", {}, { token })).body.models!;
const fundList = (token: string, params: Record<string, string> = {}) =>
  call<Paged<FundRecord>>(server.app, "GET", "/api/fund/list", params, { token });
const fundIn = (token: string, params: Record<string, string> = {}) =>
  call<Paged<RechargeRecord>>(server.app, "GET", "/api/fund/in", params, { token });

async function rechargeJournals(): Promise<number> {
  const [row] = await server.database.db
    .select({ n: count() })
    .from(ledgerJournals)
    .where(eq(ledgerJournals.kind, "recharge"));
  return row?.n ?? 0;
}

describe("recharge channels", () => {
  it("lists the enabled channels of switched-on providers to players, in order", async () => {
    const ok = await saveChannel({
      code: "bank",
      name: "网银转账",
      provider: "sandbox",
      min: 10,
      max: 2000,
      presets: [100, 500],
      sort: 2,
    });
    expect(ok).toMatchObject({ status: 0 });
    await saveChannel({
      code: "off",
      name: "停用通道",
      provider: "sandbox",
      min: 1,
      max: 10,
      enabled: false,
    });
    await saveChannel({ code: "alipay", name: "支付宝", provider: "alipay", min: 1, max: 10, sort: 1 });
    const { token } = await registerPlayer(server.app, "chan01");
    const res = await call<{ list: RechargeChannel[] }>(
      server.app,
      "GET",
      "/api/Fund/RechargeChannels",
      {},
      { token },
    );
    expect(res.body.models?.list).toEqual([
      {
        code: "sandbox",
        name: "在线支付（沙箱）",
        min: 1,
        max: 50000,
        presets: [50, 100, 200, 500, 1000, 5000],
      },
      { code: "bank", name: "网银转账", min: 10, max: 2000, presets: [100, 500] },
    ]);
    const all = await operatorCall<{ list: { code: string; providerAvailable: boolean }[] }>(
      server.app,
      operator,
      "GET",
      "/recharge/channels",
    );
    const list = all.models!.list;
    expect(list.map((c) => [c.code, c.providerAvailable])).toEqual([
      ["off", true],
      ["sandbox", true],
      ["alipay", false],
      ["bank", true],
    ]);
  });

  it("refuses a malformed channel (status 2 naming the field)", async () => {
    expect(await saveChannel({ code: "x", name: "X", provider: "sandbox", min: 100, max: 10 })).toMatchObject(
      {
        status: Status.BAD_PARAM,
        msg: `${Msg.badParam("min")}，${Msg.rechargeChannelRange}`,
      },
    );
    const presets = await saveChannel({
      code: "x",
      name: "X",
      provider: "sandbox",
      min: 1,
      max: 10,
      presets: [20],
    });
    expect(presets).toMatchObject({
      status: Status.BAD_PARAM,
      msg: expect.stringContaining("presets"),
    });
    const fraction = await saveChannel({ code: "x", name: "X", provider: "sandbox", min: 0.001, max: 10 });
    expect(fraction).toMatchObject({ status: Status.BAD_PARAM, msg: expect.stringContaining("min") });
  });
});

describe("recharge through the sandbox", () => {
  it("credits a paid order once, opens the transfer centre and shows in the records", async () => {
    const { token } = await registerPlayer(server.app, "pay01");
    const before = await userInfo(token);
    expect(before).toMatchObject({ Balance: 0, GameTransferPermission: false });

    const created = await recharge(token, { amount: "100", channel: "sandbox" });
    expect(created.body.status).toBe(0);
    const { orderNo, payUrl } = created.body.models!;
    expect(orderNo).toMatch(/^R\d{18}$/);
    expect(payUrl).toBe(`/api/pay/sandbox/cashier?orderNo=${orderNo}`);

    const page = await server.app.inject({ method: "GET", url: payUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(page.body).toContain("¥100.00");
    expect(page.body).toContain("确认支付");
    expect(page.body).toContain(`data-return-url="/rechargeType6?orderNo=${orderNo}"`);
    for (const button of ["模拟支付失败", "取消支付"]) expect(page.body).toContain(button);
    const sign = md5(`amount=100.00&orderNo=${orderNo}&status=paid&key=${SANDBOX_KEY}`);
    expect(page.body).toContain(`value="${sign}"`);
    const script = await server.app.inject({ method: "GET", url: "/api/pay/sandbox/cashier.js" });
    expect(script.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(script.body).toContain("fetch(form.action");

    const paid = await notify({ orderNo, amount: "100.00" });
    expect(paid.statusCode).toBe(200);
    expect(paid.headers["content-type"]).toMatch(/^text\/plain/);
    expect(paid.body).toBe("success");

    const after = await userInfo(token);
    expect(after).toMatchObject({ Balance: 100, GameTransferPermission: true, v: CLIENT_VERSION });
    const movements = (await fundList(token)).body.models!;
    expect(movements.total).toBe(1);
    expect(movements.list[0]).toMatchObject({
      type: "recharge",
      typeName: "充值",
      amount: 100,
      balance: 100,
      memo: Msg.rechargeMemo("在线支付（沙箱）"),
    });
    expect((await fundIn(token)).body.models?.list[0]).toMatchObject({
      orderNo,
      channel: "在线支付（沙箱）",
      amount: 100,
      status: "paid",
      paidAt: expect.stringMatching(/\+08:00$/),
    });

    const journals = await rechargeJournals();
    for (let i = 0; i < 5; i += 1) expect((await notify({ orderNo, amount: "100.00" })).body).toBe("success");
    expect(await rechargeJournals()).toBe(journals);
    expect(await userInfo(token)).toMatchObject({ Balance: 100, v: CLIENT_VERSION });
    expect((await server.app.inject({ method: "GET", url: payUrl })).body).toContain(
      Msg.sandboxCashier.alreadyPaid,
    );
  });

  it("credits nothing for a forged sign, a wrong amount, an unknown order or an unknown status", async () => {
    const { token } = await registerPlayer(server.app, "pay02");
    const { orderNo } = (await recharge(token, { amount: "50.5", channel: "sandbox" })).body.models!;
    const journals = await rechargeJournals();
    expect((await notify({ orderNo, amount: "50.50", sign: md5("forged") })).body).toBe("fail");
    expect((await notify({ orderNo, amount: "50.50", sign: "" })).body).toBe("fail");
    const otherKey = md5(`amount=50.50&orderNo=${orderNo}&status=paid&key=guessed`);
    expect((await notify({ orderNo, amount: "50.50", sign: otherKey })).body).toBe("fail");
    expect((await notify({ orderNo, amount: "500.50" })).body).toBe("fail");
    expect((await notify({ orderNo: "R202601010000000000", amount: "50.50" })).body).toBe("fail");
    expect((await notify({ orderNo, amount: "50.50", status: "refunding" })).body).toBe("success");
    expect(await rechargeJournals()).toBe(journals);
    expect(await userInfo(token)).toMatchObject({ Balance: 0, GameTransferPermission: false });
    expect((await fundIn(token)).body.models?.list[0]).toMatchObject({
      orderNo,
      amount: 50.5,
      status: "pending",
    });

    expect((await notify({ orderNo, amount: "50.5" })).body).toBe("success"); // one decimal, signed as sent
    expect((await userInfo(token)).Balance).toBe(50.5);
  });

  it("closes an order the player cancelled or the provider failed; the player's page says so; a late payment still credits", async () => {
    const { token } = await registerPlayer(server.app, "pay09");
    const cancelled = (await recharge(token, { amount: "30", channel: "sandbox" })).body.models!;
    const failed = (await recharge(token, { amount: "40", channel: "sandbox" })).body.models!;
    const journals = await rechargeJournals();
    // Forged and wrong-amount closings change nothing.
    expect(
      (await notify({ orderNo: cancelled.orderNo, amount: "30.00", status: "cancelled", sign: md5("x") }))
        .body,
    ).toBe("fail");
    expect((await notify({ orderNo: cancelled.orderNo, amount: "31.00", status: "cancelled" })).body).toBe(
      "fail",
    );
    expect((await notify({ orderNo: cancelled.orderNo, amount: "30.00", status: "cancelled" })).body).toBe(
      "success",
    );
    expect((await notify({ orderNo: failed.orderNo, amount: "40.00", status: "failed" })).body).toBe(
      "success",
    );
    // A repeated closing, or a closing after the other, keeps the first.
    expect((await notify({ orderNo: failed.orderNo, amount: "40.00", status: "cancelled" })).body).toBe(
      "success",
    );
    const statuses = Object.fromEntries(
      (await fundIn(token)).body.models!.list.map((row) => [row.orderNo, row.status]),
    );
    expect(statuses).toEqual({ [cancelled.orderNo]: "cancelled", [failed.orderNo]: "failed" });
    expect((await fundIn(token, { status: "failed" })).body.models?.list.map((row) => row.orderNo)).toEqual([
      failed.orderNo,
    ]);
    expect(await rechargeJournals()).toBe(journals);
    const page = await server.app.inject({ method: "GET", url: cancelled.payUrl });
    expect(page.body).toContain(Msg.sandboxCashier.cancelled);
    expect(page.body).not.toContain("<form");
    // The money did arrive after all: it credits, once, and a closing after payment changes nothing.
    expect((await notify({ orderNo: failed.orderNo, amount: "40.00" })).body).toBe("success");
    expect((await notify({ orderNo: failed.orderNo, amount: "40.00", status: "failed" })).body).toBe(
      "success",
    );
    expect((await fundIn(token, { status: "paid" })).body.models?.list.map((row) => row.orderNo)).toEqual([
      failed.orderNo,
    ]);
    expect((await userInfo(token)).Balance).toBe(40);
  });

  it("shows an unpaid order as expired after 30 minutes, and still credits a late payment", async () => {
    const { token } = await registerPlayer(server.app, "pay03");
    const { orderNo, payUrl } = (await recharge(token, { amount: "20", channel: "bank" })).body.models!;
    clock.advance(29 * 60_000);
    expect((await fundIn(token)).body.models?.list[0]?.status).toBe("pending");
    clock.advance(2 * 60_000);
    expect((await fundIn(token)).body.models?.list[0]?.status).toBe("expired");
    const page = await server.app.inject({ method: "GET", url: payUrl });
    expect(page.body).toContain(Msg.sandboxCashier.expired);
    expect(page.body).not.toContain("<form");
    expect((await notify({ orderNo, amount: "20.00" })).body).toBe("success");
    expect((await fundIn(token)).body.models?.list[0]?.status).toBe("paid");
    expect((await userInfo(token)).Balance).toBe(20);
  });

  it("filters recharge records by status as it reads now and by China dates", async () => {
    const { token } = await registerPlayer(server.app, "pay05");
    const old = (await recharge(token, { amount: "30", channel: "sandbox" })).body.models!;
    clock.advance(31 * 60_000);
    const paid = (await recharge(token, { amount: "40", channel: "sandbox" })).body.models!;
    expect((await notify({ orderNo: paid.orderNo, amount: "40.00" })).body).toBe("success");
    const fresh = (await recharge(token, { amount: "50", channel: "sandbox" })).body.models!;
    const numbersOf = async (params: Record<string, string>) =>
      (await fundIn(token, params)).body.models?.list.map((r) => r.orderNo);
    expect(await numbersOf({ status: "expired" })).toEqual([old.orderNo]);
    expect(await numbersOf({ status: "paid" })).toEqual([paid.orderNo]);
    expect(await numbersOf({ status: "pending" })).toEqual([fresh.orderNo]);
    expect(await numbersOf({})).toEqual([fresh.orderNo, paid.orderNo, old.orderNo]);
    const today = new Date(clock.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect((await fundIn(token, { startDate: today, endDate: today })).body.models?.total).toBe(3);
    expect((await fundIn(token, { endDate: "2020-01-01" })).body.models?.total).toBe(0);
    const bad = await fundIn(token, { status: "lost" });
    expect(bad.body.status).toBe(Status.BAD_PARAM);
    expect(bad.body.msg).toContain("充值状态不存在");
  });

  it.each(["", "0", "-5", "0.00", "1.234", "abc", "1e3", "12345678901", " 1 2"])(
    "refuses amount %j with status 2 naming amount",
    async (amount) => {
      const res = await recharge(sharedToken, { amount, channel: "sandbox" });
      expect(res.http).toBe(200);
      expect(res.body.status).toBe(Status.BAD_PARAM);
      expect(res.body.msg.startsWith(Msg.badParam("amount"))).toBe(true);
    },
  );

  it("names a missing amount", async () => {
    const res = await recharge(sharedToken, { channel: "sandbox" });
    expect(res.body).toMatchObject({ status: Status.BAD_PARAM, msg: Msg.missingParam("amount") });
    expect((await fundIn(sharedToken)).body.models?.total).toBe(0);
  });

  it("refuses amounts outside the channel's limits and unusable channels (status 1)", async () => {
    const { token } = await registerPlayer(server.app, "pay04");
    expect((await recharge(token, { amount: "9.99", channel: "bank" })).body).toMatchObject({
      status: Status.REFUSED,
      msg: Msg.rechargeAmountRange("10.00", "2000.00"),
    });
    expect((await recharge(token, { amount: "2000.01", channel: "bank" })).body.status).toBe(Status.REFUSED);
    for (const channel of ["off", "alipay", "nope"])
      expect((await recharge(token, { amount: "5", channel })).body).toMatchObject({
        status: Status.REFUSED,
        msg: Msg.rechargeChannelUnavailable,
      });
    expect((await fundIn(token)).body.models).toEqual({ list: [], total: 0 });
    expect(
      (await call(server.app, "POST", "/api/fund/recharge", { amount: "5", channel: "bank" })).body.status,
    ).toBe(Status.LOGIN_REQUIRED);
  });
});

describe("fund records", () => {
  it("show only the caller's own movements, filtered by type and China dates", async () => {
    const owner = await registerPlayer(server.app, "list01");
    const other = await registerPlayer(server.app, "list02");
    for (const amount of ["10", "20.5"]) {
      const { orderNo } = (await recharge(owner.token, { amount, channel: "sandbox" })).body.models!;
      await notify({ orderNo, amount: Number(amount).toFixed(2) });
    }
    const all = (await fundList(owner.token)).body.models!;
    expect(all.list.map((r) => [r.amount, r.balance])).toEqual([
      [20.5, 30.5],
      [10, 10],
    ]);
    expect((await fundList(other.token)).body.models).toEqual({ list: [], total: 0 });
    expect((await fundIn(other.token)).body.models).toEqual({ list: [], total: 0 });

    const today = all.list[0]!.time.slice(0, 10);
    expect((await fundList(owner.token, { startDate: today, endDate: today })).body.models?.total).toBe(2);
    expect((await fundList(owner.token, { type: "recharge", pageSize: "1" })).body.models).toMatchObject({
      total: 2,
      list: [{ amount: 20.5 }],
    });
    expect((await fundList(owner.token, { type: "bet" })).body.models?.total).toBe(0);
    expect((await fundList(owner.token, { endDate: "2020-01-01" })).body.models?.total).toBe(0);
    expect((await fundList(owner.token, { startDate: "2099-01-01" })).body.models?.total).toBe(0);
  });

  it.each([
    [{ startDate: "2026-02-30" }, "startDate"],
    [{ startDate: "2026/01/01" }, "startDate"],
    [{ endDate: "today" }, "endDate"],
    [{ startDate: "2026-03-02", endDate: "2026-03-01" }, "startDate"],
    [{ startDate: "2026-01-01", endDate: "2026-04-03" }, "endDate"],
    [{ type: "lottery" }, "type"],
    [{ pageSize: "101" }, "pageSize"],
  ])("refuses %j with status 2 naming %s", async (params, field) => {
    const res = await fundList(sharedToken, params);
    expect(res.body.status).toBe(Status.BAD_PARAM);
    expect(res.body.msg).toContain(field);
  });

  it("allows a span of exactly 92 days", async () => {
    const { token } = await registerPlayer(server.app, "list03");
    const res = await fundList(token, { startDate: "2026-01-01", endDate: "2026-04-02" });
    expect(res.body).toMatchObject({ status: 0, models: { list: [], total: 0 } });
  });
});

describe("with the sandbox switched off", () => {
  it("offers no sandbox channel, refuses recharges and serves no cashier", async () => {
    const off = await startTestServer({ PAYMENT_SANDBOX: "0" });
    try {
      await seedRechargeChannels(off.database.db);
      const { token } = await registerPlayer(off.app, "nosandbox");
      const channels = await call<{ list: unknown[] }>(
        off.app,
        "GET",
        "/api/Fund/RechargeChannels",
        {},
        { token },
      );
      expect(channels.body.models).toEqual({ list: [] });
      const res = await call(
        off.app,
        "POST",
        "/api/fund/recharge",
        { amount: "10", channel: "sandbox" },
        { token },
      );
      expect(res.body).toMatchObject({ status: Status.REFUSED, msg: Msg.rechargeChannelUnavailable });
      expect(
        (await off.app.inject({ method: "GET", url: "/api/pay/sandbox/cashier?orderNo=R1" })).statusCode,
      ).toBe(404);
      const forged = await off.app.inject({
        method: "POST",
        url: "/api/pay/sandbox/notify",
        payload: { orderNo: "R1" },
      });
      expect(forged.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
