import { describe, expect, it } from "vitest";
import { countSportsBets, sportsPrizeRange, fenToYuan } from "@lottery/rules";
import { Status, type SportsMatchAdminView } from "@lottery/contract";
import { orders } from "../src/orders/tables.ts";
import { sportsOrderLegs } from "../src/sports/order-tables.ts";
import type { TestPlayer } from "./cards-fixtures.ts";
import { operatorCall } from "./helpers.ts";
import { cashBalance, expectAuditOk, newRequestId } from "./money-helpers.ts";
import { betCall, bettor, leg } from "./sports-bets-fixtures.ts";
import { changeOddsCall, createMatch, spOf, startSportsServer } from "./sports-fixtures.ts";
import { serverOfFile } from "./server-fixtures.ts";

const ctx = serverOfFile(() => startSportsServer());
const onPostgres = Boolean(process.env.DATABASE_URL);

const db = () => ctx.server.database.db;

/** A jczq 单关 on 胜 (SPF 3) of a match. */
function singleBet(player: TestPlayer, match: SportsMatchAdminView, multiple?: number) {
  return betCall(ctx, player, {
    gameCode: "jczq",
    passTypes: "1_1",
    legs: [leg(match, "SPF", ["3"])],
    multiple,
  });
}

async function orderCount(): Promise<number> {
  return (await db().select().from(orders)).length;
}

describe("bet_jc_create", () => {
  it("places a jczq 2_1 parlay: bets, amount and maxPrize by the rules, stake debited, leg rows written", async () => {
    const a = await createMatch(ctx, { gameCode: "jczq" });
    const b = await createMatch(ctx, { gameCode: "jczq" });
    const player = await bettor(ctx, "jcbet01", 100);
    const legs = [leg(a, "SPF", ["3", "1"]), leg(b, "BRQSPF", ["0"])];
    const res = await betCall(ctx, player, { gameCode: "jczq", passTypes: "2_1", legs, multiple: 3 });
    expect(res, res.msg).toMatchObject({ status: 0 });
    const ruleLegs = legs.map((l) => ({
      ...l,
      line: l.play === "BRQSPF" ? -1 : null,
    }));
    const counted = countSportsBets({ game: "jczq", legs: ruleLegs, passTypes: "2_1", multiple: 3 });
    const range = sportsPrizeRange({ game: "jczq", legs: ruleLegs, passTypes: "2_1", multiple: 3 });
    if (!counted.ok || !range.ok) throw new Error("rules refused");
    expect(res.models).toMatchObject({
      bets: 2,
      amount: fenToYuan(counted.value.costFen),
      maxPrize: fenToYuan(range.value.maxPrizeFen),
      balance: 100 - 12,
    });
    expect(await cashBalance(ctx.app, player.token)).toBe(88);
    const [order] = await db().select().from(orders);
    const rows = await db().select().from(sportsOrderLegs);
    expect(
      rows
        .filter((r) => r.orderId === order!.id)
        .map((r) => r.matchId)
        .sort(),
    ).toEqual([a.matchId, b.matchId].sort());
    expect(order).toMatchObject({
      kind: "sports",
      gameCode: "jczq",
      status: "pending",
      bets: 2,
      multiple: 3,
    });
  });

  it("refuses with status 8 and the current odds when an SP changed, placing nothing", async () => {
    const a = await createMatch(ctx, { gameCode: "jczq" });
    const b = await createMatch(ctx, { gameCode: "jczq" });
    const player = await bettor(ctx, "jcbet02", 100);
    const legs = [leg(a, "SPF", ["3"]), leg(b, "SPF", ["0", "1"])];
    const changed = await changeOddsCall(ctx, b.matchId, { SPF: { "0": 4.5 } });
    expect(changed.status).toBe(0);
    const before = await orderCount();
    const res = await betCall<{ odds: { matchId: string; play: string; code: string; sp: number }[] }>(
      ctx,
      player,
      { gameCode: "jczq", passTypes: "2_1", legs },
    );
    expect(res.status).toBe(Status.ODDS_CHANGED);
    expect(res.models?.odds).toEqual([
      { matchId: a.matchId, play: "SPF", code: "3", sp: spOf(a, "SPF", "3") },
      { matchId: b.matchId, play: "SPF", code: "0", sp: 4.5 },
      { matchId: b.matchId, play: "SPF", code: "1", sp: spOf(b, "SPF", "1") },
    ]);
    expect(await orderCount()).toBe(before);
    expect(await cashBalance(ctx.app, player.token)).toBe(100);
    // Confirming the new odds places the order.
    legs[1]!.options[0]!.sp = 4.5;
    const again = await betCall(ctx, player, { gameCode: "jczq", passTypes: "2_1", legs });
    expect(again, again.msg).toMatchObject({ status: 0, models: { bets: 2, amount: 4 } });
  });

  it("refuses a match whose sale has closed (status 1), and a missing SP with status 8", async () => {
    const open = await createMatch(ctx, { gameCode: "jczq" });
    const closed = await createMatch(ctx, { gameCode: "jczq", status: "closed" });
    const player = await bettor(ctx, "jcbet03", 100);
    const res = await betCall(ctx, player, {
      gameCode: "jczq",
      passTypes: "2_1",
      legs: [leg(open, "SPF", ["3"]), leg(closed, "SPF", ["3"])],
    });
    expect(res.status).toBe(Status.REFUSED);
    expect(res.msg).toContain("已截止销售");
    const noSp = await betCall(ctx, player, {
      gameCode: "jczq",
      passTypes: "1_1",
      legs: [{ matchId: open.matchId, play: "SPF", options: [{ code: "3" }] }],
    });
    expect(noSp.status).toBe(Status.ODDS_CHANGED);
    // Past close time by the clock.
    const late = await createMatch(ctx, {
      gameCode: "jczq",
      closeAt: new Date(ctx.clock.now().getTime() + 60_000),
    });
    ctx.clock.advance(120_000);
    const tooLate = await betCall(ctx, player, {
      gameCode: "jczq",
      passTypes: "2_1",
      legs: [leg(open, "SPF", ["3"]), leg(late, "SPF", ["1"])],
    });
    expect(tooLate.status).toBe(Status.REFUSED);
    expect(await cashBalance(ctx.app, player.token)).toBe(100);
  });

  it("is idempotent by requestId: the same payload answers the first order, another is status 9", async () => {
    const a = await createMatch(ctx, { gameCode: "jczq", singles: ["SPF"] });
    const player = await bettor(ctx, "jcbet04", 100);
    const requestId = newRequestId();
    const params = {
      gameCode: "jczq",
      passTypes: "1_1",
      legs: [leg(a, "SPF", ["3", "0"])],
      multiple: 5,
      requestId,
    };
    const first = await betCall(ctx, player, params);
    expect(first, first.msg).toMatchObject({ status: 0, models: { bets: 2, amount: 20, balance: 80 } });
    const again = await betCall(ctx, player, params);
    expect(again.models).toEqual(first.models);
    const other = await betCall(ctx, player, { ...params, multiple: 6 });
    expect(other.status).toBe(Status.REQUEST_ID_REUSED);
    expect(await cashBalance(ctx.app, player.token)).toBe(80);
  });

  it("writes nothing when the balance is short", async () => {
    const a = await createMatch(ctx, { gameCode: "jczq", singles: ["SPF"] });
    const player = await bettor(ctx, "jcbet05", 10);
    const before = await orderCount();
    const res = await singleBet(player, a, 6);
    expect(res.status).toBe(Status.REFUSED);
    expect(res.msg).toBe("余额不足");
    expect(await orderCount()).toBe(before);
    expect(await cashBalance(ctx.app, player.token)).toBe(10);
  });

  it("applies the rules: singles only where the match sells them, leg limits, bankers, HH mixes", async () => {
    const ms = [];
    for (let i = 0; i < 5; i += 1) ms.push(await createMatch(ctx, { gameCode: "jczq" }));
    const [m1, m2, m3, m4, m5] = ms as [
      (typeof ms)[0],
      (typeof ms)[0],
      (typeof ms)[0],
      (typeof ms)[0],
      (typeof ms)[0],
    ];
    const player = await bettor(ctx, "jcbet06", 1000);
    const single = await singleBet(player, m1);
    expect(single.status).toBe(Status.REFUSED);
    expect(single.msg).toBe("所选比赛不支持单关投注");
    // BF allows at most 4 legs in a parlay.
    const bf = await betCall(ctx, player, {
      gameCode: "jczq",
      passTypes: "5_1",
      legs: [m1, m2, m3, m4, m5].map((m) => leg(m, "BF", ["1:0"])),
    });
    expect(bf.status).toBe(Status.REFUSED);
    expect(bf.msg).toBe("所选场次超过该玩法的过关上限");
    // Banker m1 with 3_1 over 3 matches of 2 options each plus the banker: C(3,2)·2² = 12 bets.
    const banker = await betCall(ctx, player, {
      gameCode: "jczq",
      passTypes: "3_1",
      legs: [
        leg(m1, "SPF", ["3"], true),
        leg(m2, "SPF", ["3", "1"]),
        leg(m3, "SPF", ["1", "0"]),
        leg(m4, "SPF", ["3", "0"]),
      ],
    });
    expect(banker, banker.msg).toMatchObject({ status: 0, models: { bets: 12, amount: 24 } });
    // HH: SPF {3,1} + BF {1:0} on one match count 3 options; × ZJQ {2} and BQC {33, 11} → 3 × 1 × 2 = 6.
    const hh = await betCall(ctx, player, {
      gameCode: "jczq",
      passTypes: "3_1",
      legs: [
        leg(m1, "SPF", ["3", "1"]),
        leg(m1, "BF", ["1:0"]),
        leg(m2, "ZJQ", ["2"]),
        leg(m3, "BQC", ["33", "11"]),
      ],
    });
    expect(hh, hh.msg).toMatchObject({ status: 0, models: { bets: 6, amount: 12 } });
  });

  it("answers status 2 naming the field for malformed params", async () => {
    const a = await createMatch(ctx, { gameCode: "jczq" });
    const player = await bettor(ctx, "jcbet07", 10);
    const cases: [Record<string, unknown>, string][] = [
      [{ gameCode: "xxx", passTypes: "1_1", legs: [leg(a, "SPF", ["3"])] }, "gameCode"],
      [{ gameCode: "jczq", passTypes: "9_9", legs: [leg(a, "SPF", ["3"])] }, "passTypes"],
      [{ gameCode: "jczq", passTypes: "1_1", legs: "not json" }, "legs"],
      [
        {
          gameCode: "jczq",
          passTypes: "1_1",
          legs: [{ matchId: a.matchId, play: "SPF", options: [{ code: "7", sp: 1 }] }],
        },
        "legs",
      ],
      [{ gameCode: "jczq", passTypes: "1_1", legs: [leg(a, "SPF", ["3"])], multiple: 0 }, "multiple"],
      [{ gameCode: "jczq", passTypes: "1_1", legs: [leg(a, "SPF", ["3"])], requestId: "x" }, "requestId"],
    ];
    for (const [params, field] of cases) {
      const res = await betCall(ctx, player, params as never);
      expect(res.status, JSON.stringify(params)).toBe(Status.BAD_PARAM);
      expect(res.msg).toContain(field);
    }
  });

  it("applies the operator's per-order stake limit", async () => {
    const a = await createMatch(ctx, { gameCode: "jczq", singles: ["SPF"] });
    const player = await bettor(ctx, "jcbet08", 1000);
    const set = await operatorCall(ctx.app, ctx.operator, "POST", "/sports/limits", { maxOrderStake: "100" });
    expect(set).toMatchObject({ status: 0, models: { maxOrderStake: 100 } });
    const res = await singleBet(player, a, 51);
    expect(res.status).toBe(Status.REFUSED);
    expect(res.msg).toBe("单笔投注金额不能超过100.00元");
    const ok = await singleBet(player, a, 50);
    expect(ok.status).toBe(0);
    await operatorCall(ctx.app, ctx.operator, "POST", "/sports/limits", { maxOrderStake: "200000" });
  });

  it("bet_jc places singles only; bet_ozb only European Championship matches", async () => {
    const a = await createMatch(ctx, { gameCode: "jczq", singles: ["SPF"] });
    const euro = await createMatch(ctx, { gameCode: "jczq", leagueCode: "ozb" });
    const euro2 = await createMatch(ctx, { gameCode: "jczq", leagueCode: "ozb" });
    const player = await bettor(ctx, "jcbet09", 100);
    const single = await betCall(
      ctx,
      player,
      { gameCode: "jczq", legs: [leg(a, "SPF", ["3", "1"])] },
      "lottery/bet_jc",
    );
    expect(single, single.msg).toMatchObject({ status: 0, models: { bets: 2, amount: 4 } });
    const notEuro = await betCall(
      ctx,
      player,
      { passTypes: "2_1", legs: [leg(a, "SPF", ["3"]), leg(euro, "SPF", ["3"])] },
      "lottery/bet_ozb",
    );
    expect(notEuro.status).toBe(Status.REFUSED);
    expect(notEuro.msg).toBe("欧洲杯投注只能选择欧洲杯比赛");
    const ozb = await betCall(
      ctx,
      player,
      { passTypes: "2_1", legs: [leg(euro, "SPF", ["3"]), leg(euro2, "SPF", ["0"])] },
      "lottery/bet_ozb",
    );
    expect(ozb, ozb.msg).toMatchObject({ status: 0, models: { bets: 1, amount: 2 } });
    await expectAuditOk(ctx.app, ctx.operator);
  });

  it.skipIf(!onPostgres)("places one order for concurrent identical requests", async () => {
    const a = await createMatch(ctx, { gameCode: "jczq", singles: ["SPF"] });
    const player = await bettor(ctx, "jcbet10", 100);
    const params = {
      gameCode: "jczq",
      passTypes: "1_1",
      legs: [leg(a, "SPF", ["3"])],
      multiple: 5,
      requestId: newRequestId(),
    };
    const answers = await Promise.all(Array.from({ length: 6 }, () => betCall(ctx, player, params)));
    for (const r of answers)
      expect(r, r.msg).toMatchObject({ status: 0, models: { orderId: answers[0]!.models!.orderId } });
    expect(await cashBalance(ctx.app, player.token)).toBe(90);
    await expectAuditOk(ctx.app, ctx.operator);
  });
});
