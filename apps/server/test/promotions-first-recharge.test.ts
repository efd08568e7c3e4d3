import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Msg, Status, type FundRecord, type Paged } from "@lottery/contract";
import { call, operatorCall } from "./helpers.ts";
import { cashBalance, expectAuditOk, moneyPlayer, rechargeViaSandbox } from "./money-helpers.ts";
import {
  claim,
  owedFen,
  standing,
  startPromotionServer,
  type PromotionServer,
} from "./promotions-fixtures.ts";

let ctx: PromotionServer;

beforeAll(async () => {
  ctx = await startPromotionServer();
});
afterAll(async () => {
  await ctx.server.close();
});

const app = () => ctx.server.app;
const player = (name: string) => moneyPlayer(app(), name);

describe("first-recharge bonus", () => {
  it("is not eligible before a recharge, pays 10 % of a 200 recharge once, with 10× turnover", async () => {
    const { token, mid: userId } = await player("first01");
    expect(await standing(app(), token, ctx.firstId)).toMatchObject({
      kind: "first_recharge",
      title: "首充礼金",
      percent: 10,
      cap: 188,
      minRecharge: 50,
      turnoverMultiple: 10,
      state: "notEligible",
      reason: Msg.promotionNeedsFirstRecharge,
      action: "recharge",
      amount: null,
    });
    expect((await claim(app(), token, ctx.firstId, "first01-req-a")).body).toMatchObject({
      status: Status.REFUSED,
      msg: Msg.promotionNeedsFirstRecharge,
    });

    await rechargeViaSandbox(app(), token, 200);
    expect(await owedFen(ctx.server, userId)).toBe(200_00); // the recharge's own 100 %
    expect(await standing(app(), token, ctx.firstId)).toMatchObject({
      state: "claimable",
      reason: null,
      action: null,
      amount: 20,
    });

    const paid = await claim(app(), token, ctx.firstId, "first01-req-b");
    expect(paid.body).toEqual({ status: 0, msg: "", models: { amount: 20, balance: 220 } });
    expect(await cashBalance(app(), token)).toBe(220);
    expect(await owedFen(ctx.server, userId)).toBe(200_00 + 200_00); // 20 yuan × 10
    expect(await standing(app(), token, ctx.firstId)).toMatchObject({ state: "claimed", amount: 20 });

    expect((await claim(app(), token, ctx.firstId, "first01-req-c")).body).toMatchObject({
      status: Status.REFUSED,
      msg: "已领取",
    });
    expect(await cashBalance(app(), token)).toBe(220);

    const funds = await call<Paged<FundRecord>>(app(), "GET", "/api/fund/list", { type: "bonus" }, { token });
    expect(funds.body.models?.list).toMatchObject([
      { type: "bonus", typeName: "活动奖励", amount: 20, balance: 220, memo: "领取首充礼金" },
    ]);
  });

  it("answers a repeated requestId with the first answer, and status 9 for another promotion", async () => {
    const { token } = await player("first02");
    await rechargeViaSandbox(app(), token, 100);
    const first = await claim(app(), token, ctx.firstId, "first02-req-1");
    expect(first.body.models).toEqual({ amount: 10, balance: 110 });
    await rechargeViaSandbox(app(), token, 50);
    expect((await claim(app(), token, ctx.firstId, "first02-req-1")).body).toEqual(first.body);
    expect(await cashBalance(app(), token)).toBe(160);
    expect((await claim(app(), token, ctx.redId, "first02-req-1")).body).toMatchObject({
      status: Status.REQUEST_ID_REUSED,
      msg: Msg.requestIdReused,
    });
  });

  it("needs a first recharge of at least the minimum; later recharges do not count", async () => {
    const { token } = await player("first03");
    await rechargeViaSandbox(app(), token, 30);
    await rechargeViaSandbox(app(), token, 500);
    expect(await standing(app(), token, ctx.firstId)).toMatchObject({
      state: "notEligible",
      reason: "首充金额须满50.00元",
      action: null,
      amount: null,
    });
    expect((await claim(app(), token, ctx.firstId, "first03-req-1")).body.msg).toBe("首充金额须满50.00元");
  });

  it("rounds down to the fen and caps the bonus", async () => {
    const small = await player("first04");
    await rechargeViaSandbox(app(), small.token, 55.55);
    expect((await standing(app(), small.token, ctx.firstId))?.amount).toBe(5.55);
    const big = await player("first05");
    await rechargeViaSandbox(app(), big.token, 5000);
    expect((await claim(app(), big.token, ctx.firstId, "first05-req-1")).body.models).toEqual({
      amount: 188,
      balance: 5188,
    });
  });

  it("counts only a first recharge made after the promotion started", async () => {
    const { token } = await player("first06");
    await rechargeViaSandbox(app(), token, 100);
    ctx.clock.advance(60_000);
    const fresh = await operatorCall<{ id: number }>(app(), ctx.operator, "POST", "/promotions", {
      kind: "first_recharge",
      title: "新首充礼金",
      percent: 10,
      cap: 188,
      minRecharge: 50,
      startsAt: ctx.clock.now().toISOString(),
    });
    const id = fresh.models!.id;
    expect(await standing(app(), token, id)).toMatchObject({
      state: "notEligible",
      reason: Msg.promotionFirstRechargeBeforeStart,
    });
    await operatorCall(app(), ctx.operator, "POST", "/promotions/enabled", { id, enabled: false });
  });
});

describe("parameters and the ledger", () => {
  it("answers malformed parameters with status 2 naming the field", async () => {
    const { token } = await player("param01");
    expect((await claim(app(), token, "abc", "param01-req")).body).toMatchObject({
      status: Status.BAD_PARAM,
      msg: "参数格式错误：id，活动编号有误",
    });
    expect((await claim(app(), token, ctx.firstId, "short")).body).toMatchObject({
      status: Status.BAD_PARAM,
      msg: "参数格式错误：requestId，请求编号须为8-64位字母、数字、_或-",
    });
    const missing = await call(app(), "POST", "/api/Activity/ClaimPromotion", { id: ctx.firstId }, { token });
    expect(missing.body).toMatchObject({ status: Status.BAD_PARAM, msg: "缺少参数：requestId" });
    expect((await claim(app(), token, 99_999, "param01-req")).body.msg).toBe(Msg.promotionNotFound);
    const anonymous = await call(app(), "GET", "/api/Activity/PromotionList");
    expect(anonymous.body.status).toBe(Status.LOGIN_REQUIRED);
  });

  it("leaves a ledger that audits clean", async () => {
    await expectAuditOk(app(), ctx.operator);
  });
});
