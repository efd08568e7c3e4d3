import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Msg, Status } from "@lottery/contract";
import { operatorCall } from "./helpers.ts";
import { expectAuditOk, moneyPlayer, rechargeViaSandbox } from "./money-helpers.ts";
import {
  claim,
  owedFen,
  promotionList,
  RED_PACKET,
  records,
  savePromotion,
  standing,
  startPromotionServer,
  type PromotionServer,
} from "./promotions-fixtures.ts";

let ctx: PromotionServer;
const HOUR_MS = 3_600_000;

beforeAll(async () => {
  // 22:00 China time, so a few hours later is the next China day.
  ctx = await startPromotionServer(new Date("2026-11-21T14:00:00Z"));
});
afterAll(async () => {
  await ctx.server.close();
});

const app = () => ctx.server.app;
const player = (name: string) => moneyPlayer(app(), name);
const setEnabled = (id: number, enabled: boolean) =>
  operatorCall(app(), ctx.operator, "POST", "/promotions/enabled", { id, enabled });

describe("daily red packet", () => {
  it("needs a paid recharge, pays within its range once a China day, with 5× turnover", async () => {
    const { token, mid: userId } = await player("red01");
    expect(await standing(app(), token, ctx.redId)).toMatchObject({
      kind: "red_packet",
      min: 0.88,
      max: 8.88,
      turnoverMultiple: 5,
      state: "notEligible",
      reason: Msg.promotionNeedsRecharge,
      action: "recharge",
    });
    await rechargeViaSandbox(app(), token, 100);
    expect(await standing(app(), token, ctx.redId)).toMatchObject({ state: "claimable", amount: null });

    const today = (await claim(app(), token, ctx.redId, "red01-day-1")).body.models!;
    const todayFen = Math.round(today.amount * 100);
    expect(todayFen).toBeGreaterThanOrEqual(88);
    expect(todayFen).toBeLessThanOrEqual(888);
    expect(todayFen / 100).toBe(today.amount); // whole fen
    expect(Math.round(today.balance * 100)).toBe(100_00 + todayFen);
    expect(await owedFen(ctx.server, userId)).toBe(100_00 + todayFen * 5);
    expect(await standing(app(), token, ctx.redId)).toMatchObject({ state: "claimed", amount: today.amount });
    expect((await claim(app(), token, ctx.redId, "red01-day-1b")).body).toMatchObject({
      status: Status.REFUSED,
      msg: "已领取",
    });

    ctx.clock.advance(3 * HOUR_MS); // past midnight, China time
    expect(await standing(app(), token, ctx.redId)).toMatchObject({ state: "claimable" });
    const tomorrow = (await claim(app(), token, ctx.redId, "red01-day-2")).body.models!;
    expect(Math.round(tomorrow.balance * 100)).toBe(100_00 + todayFen + Math.round(tomorrow.amount * 100));
    const mine = await records(app(), token);
    expect(mine.models?.total).toBe(2);
    expect(mine.models?.list.map((r) => [r.title, r.amount])).toEqual([
      ["每日红包", tomorrow.amount],
      ["每日红包", today.amount],
    ]);
  });

  it("draws amounts spread over the range", async () => {
    const amounts = new Set<number>();
    for (let i = 0; i < 8; i += 1) {
      const { token } = await player(`spread${i}`);
      await rechargeViaSandbox(app(), token, 10);
      amounts.add((await claim(app(), token, ctx.redId, `spread-${i}-req`)).body.models!.amount);
    }
    expect(amounts.size).toBeGreaterThan(1);
  });
});

describe("windows and switches", () => {
  it("refuses a disabled promotion and hides it from the list", async () => {
    const { token } = await player("switch01");
    await rechargeViaSandbox(app(), token, 100);
    expect((await setEnabled(ctx.redId, false)).status).toBe(0);
    expect((await promotionList(app(), token)).map((p) => p.id)).toEqual([ctx.firstId]);
    expect((await claim(app(), token, ctx.redId, "switch01-req")).body).toMatchObject({
      status: Status.REFUSED,
      msg: Msg.promotionNotFound,
    });
    await setEnabled(ctx.redId, true);
    expect((await claim(app(), token, ctx.redId, "switch01-req")).body.status).toBe(0);
  });

  it("shows an ended promotion as ended and refuses it; one not started yet is not eligible", async () => {
    const { token } = await player("window01");
    await rechargeViaSandbox(app(), token, 100);
    const now = ctx.clock.now().getTime();
    const ended = await savePromotion(app(), ctx.operator, {
      ...RED_PACKET,
      title: "已结束红包",
      endsAt: new Date(now - HOUR_MS).toISOString(),
    });
    const later = await savePromotion(app(), ctx.operator, {
      ...RED_PACKET,
      title: "未开始红包",
      startsAt: new Date(now + HOUR_MS).toISOString(),
    });
    expect(await standing(app(), token, ended.id)).toMatchObject({ state: "ended", reason: "活动已结束" });
    expect((await claim(app(), token, ended.id, "window01-a")).body.msg).toBe("活动已结束");
    expect(await standing(app(), token, later.id)).toMatchObject({
      state: "notEligible",
      reason: "活动未开始",
    });
    expect((await claim(app(), token, later.id, "window01-b")).body.msg).toBe("活动未开始");
    for (const id of [ended.id, later.id]) await setEnabled(id, false);
  });
});

describe("records and the ledger", () => {
  it("shows each player only their own claims, paged", async () => {
    const a = await player("rec01");
    const b = await player("rec02");
    await rechargeViaSandbox(app(), a.token, 100);
    await claim(app(), a.token, ctx.firstId, "rec01-first");
    await claim(app(), a.token, ctx.redId, "rec01-red");
    const page1 = await records(app(), a.token, { pageIndex: 1, pageSize: 1 });
    expect(page1.models?.total).toBe(2);
    expect(page1.models?.list).toHaveLength(1);
    expect(page1.models?.list[0]).toMatchObject({
      promotionId: ctx.redId,
      kind: "red_packet",
      title: "每日红包",
    });
    const page2 = await records(app(), a.token, { pageIndex: 2, pageSize: 1 });
    expect(page2.models?.list[0]).toMatchObject({
      promotionId: ctx.firstId,
      title: "首充礼金",
      amount: 10,
      time: expect.stringMatching(/\+08:00$/),
    });
    expect((await records(app(), b.token)).models).toEqual({ list: [], total: 0 });
  });

  it("leaves a ledger that audits clean", async () => {
    await expectAuditOk(app(), ctx.operator);
  });
});
