import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Msg, Status, type FundRecord, type Paged, type YuEBaoRecord } from "@lottery/contract";
import { operatorCall, type TestServer } from "./helpers.ts";
import {
  expectAuditOk,
  moneyPlayer,
  newRequestId,
  okModels,
  playerCall,
  startMoneyServer,
} from "./money-helpers.ts";
import { yuebaoCalls } from "./yuebao-fixtures.ts";

let server: TestServer;
let operator: string;

beforeAll(async () => {
  ({ server, operator } = await startMoneyServer());
});
afterAll(async () => {
  await server.close();
});

const { move, info } = yuebaoCalls(() => server.app);

describe("余额宝 transfers", () => {
  it("moves money between cash and 余额宝 and answers both balances", async () => {
    const player = await moneyPlayer(server.app, "yeb01", 1000);
    expect(await okModels(move(player, "In", "300.5"))).toEqual({ balance: 300.5, cash: 699.5 });
    expect(await okModels(move(player, "Out", "100.25"))).toEqual({ balance: 200.25, cash: 799.75 });
    expect(await info(player)).toEqual({
      balance: 200.25,
      cash: 799.75,
      annualRate: 2.5,
      yesterdayInterest: 0,
      totalInterest: 0,
      lastInterestDate: null,
    });
    await expectAuditOk(server.app, operator);
  });

  it("refuses 余额不足 on either side and moves nothing", async () => {
    const player = await moneyPlayer(server.app, "yeb02", 50);
    expect(await move(player, "In", "50.01")).toMatchObject({
      status: Status.REFUSED,
      msg: Msg.insufficientBalance,
    });
    await okModels(move(player, "In", "20"));
    expect(await move(player, "Out", "20.01")).toMatchObject({
      status: Status.REFUSED,
      msg: Msg.insufficientBalance,
    });
    expect(await info(player)).toMatchObject({ balance: 20, cash: 30 });
  });

  it("answers a repeated requestId with the first result and moves once; another payload is status 9", async () => {
    const player = await moneyPlayer(server.app, "yeb03", 100);
    const id = newRequestId();
    const first = await okModels(move(player, "In", "40", id));
    await okModels(move(player, "In", "10"));
    expect(await okModels(move(player, "In", "40", id))).toEqual(first);
    expect(await move(player, "In", "41", id)).toMatchObject({ status: Status.REQUEST_ID_REUSED });
    expect(await move(player, "Out", "40", id)).toMatchObject({ status: Status.REQUEST_ID_REUSED });
    expect(await info(player)).toMatchObject({ balance: 50, cash: 50 });
  });

  it("checks amount and requestId (status 2 naming the field)", async () => {
    const player = await moneyPlayer(server.app, "yeb04", 10);
    expect(await move(player, "In", "0")).toMatchObject({ status: Status.BAD_PARAM });
    expect((await move(player, "In", "1.234")).msg).toContain("amount");
    expect((await move(player, "In", "1", "short")).msg).toContain("requestId");
    const missing = await playerCall(server.app, player, "POST", "YuEBao/TransferIn", { amount: "1" });
    expect(missing).toMatchObject({ status: Status.BAD_PARAM, msg: Msg.missingParam("requestId") });
  });

  it("needs login", async () => {
    const res = await playerCall(server.app, { token: "", mid: 0 }, "GET", "YuEBao/Info");
    expect(res.status).toBe(Status.LOGIN_REQUIRED);
  });
});

describe("余额宝 records", () => {
  it("lists the player's own 余额宝 movements newest first with the balance after", async () => {
    const player = await moneyPlayer(server.app, "yeb05", 500);
    const other = await moneyPlayer(server.app, "yeb06", 500);
    await okModels(move(other, "In", "99"));
    await okModels(move(player, "In", "200"));
    await okModels(move(player, "Out", "50"));
    const page = await okModels(
      playerCall<Paged<YuEBaoRecord>>(server.app, player, "GET", "YuEBao/Records", { pageSize: 1 }),
    );
    expect(page.total).toBe(2);
    expect(page.list).toEqual([
      expect.objectContaining({
        type: "out",
        typeName: "转出",
        amount: -50,
        balance: 150,
        memo: "余额宝转出",
      }),
    ]);
    const second = await okModels(
      playerCall<Paged<YuEBaoRecord>>(server.app, player, "GET", "YuEBao/Records", {
        pageSize: 1,
        pageIndex: 2,
      }),
    );
    expect(second.list).toEqual([
      expect.objectContaining({ type: "in", typeName: "转入", amount: 200, balance: 200 }),
    ]);
  });

  it("shows the moves in the cash fund records as 转账", async () => {
    const player = await moneyPlayer(server.app, "yeb07", 100);
    await okModels(move(player, "In", "30"));
    const funds = await okModels(playerCall<Paged<FundRecord>>(server.app, player, "GET", "fund/list"));
    expect(funds.list[0]).toMatchObject({
      type: "transfer",
      typeName: "转账",
      amount: -30,
      balance: 70,
      memo: "转入余额宝",
    });
  });
});

describe("余额宝 settings", () => {
  it("lets the operator read and set the annual rate in percent", async () => {
    expect(await operatorCall(server.app, operator, "GET", "/yuebao/settings")).toMatchObject({
      models: { annualRate: 2.5 },
    });
    const bad = await operatorCall(server.app, operator, "POST", "/yuebao/settings", { annualRate: 40 });
    expect(bad).toMatchObject({ status: Status.BAD_PARAM });
    const set = await operatorCall(server.app, operator, "POST", "/yuebao/settings", { annualRate: 3.65 });
    expect(set).toMatchObject({ status: 0, models: { annualRate: 3.65 } });
    const player = await moneyPlayer(server.app, "yeb08");
    expect((await info(player)).annualRate).toBe(3.65);
    await operatorCall(server.app, operator, "POST", "/yuebao/settings", { annualRate: "2.50" });
  });
});
