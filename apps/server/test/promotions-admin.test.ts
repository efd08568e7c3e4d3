import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Status } from "@lottery/contract";
import { seedDemoPromotions } from "../src/demo/promotions/seed.ts";
import type { OperatorPromotion } from "../src/promotions/store.ts";
import { operatorCall, operatorToken, registerPlayer, startTestServer, type TestServer } from "./helpers.ts";
import { FIRST_RECHARGE, promotionList, RED_PACKET } from "./promotions-fixtures.ts";

let server: TestServer;
let operator: string;

beforeAll(async () => {
  server = await startTestServer();
  operator = await operatorToken(server.app);
});
afterAll(async () => {
  await server.close();
});

const save = (promotion: Record<string, unknown>) =>
  operatorCall<OperatorPromotion>(server.app, operator, "POST", "/promotions", promotion);
const all = async () =>
  (await operatorCall<{ list: OperatorPromotion[] }>(server.app, operator, "GET", "/promotions")).models!
    .list;

describe("operator promotions", () => {
  it("seeds the demo promotions once, with the brief's terms", async () => {
    expect(await seedDemoPromotions(server.database.db)).toBe(true);
    expect(await seedDemoPromotions(server.database.db)).toBe(false);
    expect(await all()).toMatchObject([
      {
        kind: "first_recharge",
        title: "首充礼金",
        percent: 10,
        cap: 188,
        minRecharge: 50,
        turnoverPercent: 1000,
        enabled: true,
        startsAt: null,
        endsAt: null,
      },
      { kind: "red_packet", title: "每日红包", min: 0.88, max: 8.88, turnoverPercent: 500, enabled: true },
    ]);
  });

  it("creates, replaces whole and switches promotions; players see only enabled ones", async () => {
    const created = await save({
      ...RED_PACKET,
      title: "周末红包",
      sort: 0,
      startsAt: "2026-12-01T00:00:00+08:00",
      endsAt: "2026-12-31T23:59:59+08:00",
    });
    expect(created).toMatchObject({
      status: 0,
      models: {
        kind: "red_packet",
        title: "周末红包",
        min: 0.88,
        max: 8.88,
        startsAt: "2026-12-01T00:00:00+08:00",
        endsAt: "2026-12-31T23:59:59+08:00",
      },
    });
    const id = created.models!.id;
    const replaced = await save({ ...FIRST_RECHARGE, id, title: "周末首充", sort: 0 });
    expect(replaced.models).toMatchObject({ id, kind: "first_recharge", percent: 10, startsAt: null });
    expect(replaced.models).not.toHaveProperty("min");
    expect((await all())[0]).toMatchObject({ id, title: "周末首充" });

    const { token } = await registerPlayer(server.app, "viewer01");
    expect((await promotionList(server.app, token)).map((p) => p.title)).toEqual([
      "周末首充",
      "首充礼金",
      "每日红包",
    ]);
    const off = await operatorCall<OperatorPromotion>(server.app, operator, "POST", "/promotions/enabled", {
      id,
      enabled: false,
    });
    expect(off.models).toMatchObject({ id, enabled: false });
    expect((await promotionList(server.app, token)).map((p) => p.title)).toEqual(["首充礼金", "每日红包"]);
    expect((await all()).map((p) => p.title)).toContain("周末首充");
  });

  it("refuses unknown ids and malformed promotions (status 2 naming the field)", async () => {
    expect(await save({ ...RED_PACKET, id: 9999 })).toMatchObject({
      status: Status.REFUSED,
      msg: "活动不存在或已下线",
    });
    expect(
      await operatorCall(server.app, operator, "POST", "/promotions/enabled", { id: 9999, enabled: true }),
    ).toMatchObject({ status: Status.REFUSED });
    expect(await save({ ...RED_PACKET, min: 9, max: 1 })).toMatchObject({
      status: Status.BAD_PARAM,
      msg: "参数格式错误：min，最低金额不能高于最高金额",
    });
    expect(
      await save({
        ...RED_PACKET,
        startsAt: "2026-12-02T00:00:00+08:00",
        endsAt: "2026-12-01T00:00:00+08:00",
      }),
    ).toMatchObject({ status: Status.BAD_PARAM, msg: "参数格式错误：endsAt，结束时间须晚于开始时间" });
    expect(await save({ ...RED_PACKET, kind: "lottery" })).toMatchObject({ status: Status.BAD_PARAM });
    expect(await save({ ...FIRST_RECHARGE, percent: 0 })).toMatchObject({ status: Status.BAD_PARAM });
    expect(await save({ ...FIRST_RECHARGE, cap: "1.234" })).toMatchObject({ status: Status.BAD_PARAM });
    expect(await save({ ...RED_PACKET, title: " " })).toMatchObject({
      status: Status.BAD_PARAM,
      msg: "参数格式错误：title，标题不能为空",
    });
  });

  it("is for operators only", async () => {
    expect(await operatorCall(server.app, null, "GET", "/promotions")).toMatchObject({
      status: Status.LOGIN_REQUIRED,
    });
    const { token } = await registerPlayer(server.app, "sneaky01");
    expect(await operatorCall(server.app, token, "POST", "/promotions", RED_PACKET)).toMatchObject({
      status: Status.LOGIN_REQUIRED,
    });
  });
});
