import { describe, expect, it } from "vitest";
import { fenToYuan, settleSportsTicket, type SportsResults } from "@lottery/rules";
import type { SportsMatchAdminView } from "@lottery/contract";
import { settleDueSportsOrders, settleMatch, settlementHooks } from "../src/sports/settlement.ts";
import { cashBalance, expectAuditOk, playerCall } from "./money-helpers.ts";
import { betCall, bettor, calcCall, leg, orderRow, type LegParam } from "./sports-bets-fixtures.ts";
import {
  changeOddsCall,
  createMatch,
  DEFAULT_LINES,
  finishMatch,
  fullOdds,
  startSportsServer,
} from "./sports-fixtures.ts";
import { serverOfFile } from "./server-fixtures.ts";

const ctx = serverOfFile(() => startSportsServer());

/** The rules' settlement (fen) of legs at their SPs with the match lines, for the expected values. */
function rulesPrize(
  game: string,
  legs: LegParam[],
  lines: Record<string, Record<string, number>>,
  passTypes: string,
  multiple: number,
  results: SportsResults,
): { prizeFen: number; refundFen: number; taxFen: number } {
  const settled = settleSportsTicket(
    {
      game,
      legs: legs.map((l) => ({ ...l, single: true, line: lines[l.matchId]?.[l.play] ?? null })),
      passTypes,
      multiple,
    },
    results,
  );
  if (!settled.ok) throw new Error(settled.message);
  return settled.value;
}

function linesOf(...matches: SportsMatchAdminView[]): Record<string, Record<string, number>> {
  return Object.fromEntries(matches.map((m) => [m.matchId, m.lines]));
}

describe("settlement of jingcai, BJDC and 趣味 orders", () => {
  it("jczq HH (SPF, BRQSPF, BF, ZJQ, BQC) pays the rules' prize at the accepted SPs, and calc_jc agrees", async () => {
    const a = await createMatch(ctx, { gameCode: "jczq" });
    const b = await createMatch(ctx, { gameCode: "jczq" });
    const c = await createMatch(ctx, { gameCode: "jczq" });
    const player = await bettor(ctx, "settle01", 1000);
    const legs = [
      leg(a, "SPF", ["3", "1"]),
      leg(a, "BF", ["2:1"]),
      leg(b, "BRQSPF", ["1", "0"]),
      leg(b, "ZJQ", ["3"]),
      leg(c, "BQC", ["13", "33"]),
    ];
    const placed = await betCall(ctx, player, { gameCode: "jczq", passTypes: "2_1,3_1", legs, multiple: 2 });
    expect(placed, placed.msg).toMatchObject({ status: 0 });
    // Odds move after the order: the accepted SPs still pay.
    await changeOddsCall(ctx, a.matchId, { SPF: { "3": 1.2 }, BF: { "2:1": 5.5 } });
    const scores = { [a.matchId]: ["1:0", "2:1"], [b.matchId]: ["1:1", "2:1"], [c.matchId]: ["0:0", "3:1"] };
    await finishMatch(ctx, a, { halfScore: "1:0", fullScore: "2:1" });
    await finishMatch(ctx, b, { halfScore: "1:1", fullScore: "2:1" });
    expect((await orderRow(ctx, placed.models!.orderId)).status).toBe("pending");
    await finishMatch(ctx, c, { halfScore: "0:0", fullScore: "3:1" });
    const results: SportsResults = Object.fromEntries(
      Object.entries(scores).map(([id, [ht, ft]]) => [
        id,
        {
          ht: ht!.split(":").map(Number) as [number, number],
          ft: ft!.split(":").map(Number) as [number, number],
        },
      ]),
    );
    const expected = rulesPrize("jczq", legs, linesOf(a, b, c), "2_1,3_1", 2, results);
    expect(expected.prizeFen).toBeGreaterThan(0);
    const order = await orderRow(ctx, placed.models!.orderId);
    expect(order).toMatchObject({ status: "won", prizeFen: expected.prizeFen });
    expect(await cashBalance(ctx.app, player.token)).toBe(
      fenToYuan(100_000 - order.amountFen + expected.prizeFen),
    );
    // calc_jc with the per-play result codes answers the same prize.
    const calc = await calcCall(ctx, player, {
      gameCode: "jczq",
      passTypes: "2_1,3_1",
      legs,
      multiple: 2,
      results: {
        [a.matchId]: { SPF: "3", BF: "2:1" },
        [b.matchId]: { BRQSPF: "1", ZJQ: "3" },
        [c.matchId]: { BQC: "13" },
      },
    });
    expect(calc.models?.prize).toEqual({
      total: fenToYuan(expected.prizeFen),
      tax: fenToYuan(expected.taxFen),
      afterTax: fenToYuan(expected.prizeFen - expected.taxFen),
      winningBets: expect.any(Number),
      refund: 0,
    });
    await expectAuditOk(ctx.app, ctx.operator);
  });

  it("jclq SF, RFSF, SFC and DXF settle with overtime scores; a losing order is lost", async () => {
    const a = await createMatch(ctx, { gameCode: "jclq" });
    const b = await createMatch(ctx, { gameCode: "jclq" });
    const player = await bettor(ctx, "settle02", 1000);
    const winning = [leg(a, "SF", ["3"]), leg(a, "RFSF", ["3"]), leg(b, "SFC", ["12"]), leg(b, "DXF", ["H"])];
    const won = await betCall(ctx, player, { gameCode: "jclq", passTypes: "2_1", legs: winning });
    const losing = [leg(a, "SF", ["0"]), leg(b, "DXF", ["L"])];
    const lost = await betCall(ctx, player, {
      gameCode: "jclq",
      passTypes: "2_1",
      legs: losing,
      multiple: 3,
    });
    expect(won.status, won.msg).toBe(0);
    expect(lost.status, lost.msg).toBe(0);
    await finishMatch(ctx, a, { fullScore: "110:100" });
    await finishMatch(ctx, b, { fullScore: "100:107" });
    const results: SportsResults = { [a.matchId]: { ft: [110, 100] }, [b.matchId]: { ft: [100, 107] } };
    const expected = rulesPrize("jclq", winning, linesOf(a, b), "2_1", 1, results);
    expect(expected.prizeFen).toBeGreaterThan(0);
    expect(await orderRow(ctx, won.models!.orderId)).toMatchObject({
      status: "won",
      prizeFen: expected.prizeFen,
    });
    expect(await orderRow(ctx, lost.models!.orderId)).toMatchObject({ status: "lost", prizeFen: 0 });
  });

  it("BJDC pays 2 × final SPs × 65 % (the SP at the result, not at placement)", async () => {
    const a = await createMatch(ctx, { gameCode: "bjdc" });
    const b = await createMatch(ctx, { gameCode: "bjdc" });
    const player = await bettor(ctx, "settle03", 1000);
    const legs = [leg(a, "SPF", ["3"]), leg(b, "SPF", ["1"])];
    const placed = await betCall(ctx, player, { gameCode: "bjdc", passTypes: "2_1", legs, multiple: 10 });
    expect(placed.status, placed.msg).toBe(0);
    await changeOddsCall(ctx, a.matchId, { SPF: { "3": 2.512345 } });
    await changeOddsCall(ctx, b.matchId, { SPF: { "1": 3.1 } });
    const fa = await finishMatch(ctx, a, { halfScore: "1:0", fullScore: "3:0" }); // handicap −1 → 让胜 3
    const fb = await finishMatch(ctx, b, { halfScore: "0:1", fullScore: "2:1" }); // 2 − 1 : 1 → 让平 1
    expect(fa.finalSp?.SPF).toBe(2.512345);
    // 2 × 2.512345 × 3.1 × 0.65 = 10.1247…, rounded half-even to 10.12 per bet, × 10.
    expect(await orderRow(ctx, placed.models!.orderId)).toMatchObject({ status: "won", prizeFen: 10_120 });
    const results: SportsResults = {
      [a.matchId]: { SPF: { code: "3", sp: fa.finalSp!.SPF! } },
      [b.matchId]: { SPF: { code: "1", sp: fb.finalSp!.SPF! } },
    };
    expect(rulesPrize("bjdc", legs, linesOf(a, b), "2_1", 10, results).prizeFen).toBe(10_120);
  });

  it("qwzq RQSF and DXQ settle against the lines the order was accepted at", async () => {
    const a = await createMatch(ctx, { gameCode: "qwzq" });
    const b = await createMatch(ctx, { gameCode: "qwzq" });
    const player = await bettor(ctx, "settle04", 1000);
    const legs = [leg(a, "RQSF", ["3"]), leg(b, "DXQ", ["H"])];
    const placed = await betCall(ctx, player, { gameCode: "qwzq", passTypes: "2_1", legs, multiple: 4 });
    expect(placed.status, placed.msg).toBe(0);
    await finishMatch(ctx, a, { halfScore: "0:0", fullScore: "1:0" });
    await finishMatch(ctx, b, { halfScore: "1:1", fullScore: "2:1" });
    const results: SportsResults = { [a.matchId]: { ft: [1, 0] }, [b.matchId]: { ft: [2, 1] } };
    const expected = rulesPrize("qwzq", legs, linesOf(a, b), "2_1", 4, results);
    // 2 × 1.85 × 1.90 = 7.03 per bet, × 4.
    expect(expected.prizeFen).toBe(703 * 4);
    expect(await orderRow(ctx, placed.models!.orderId)).toMatchObject({
      status: "won",
      prizeFen: expected.prizeFen,
    });
  });
});

describe("caps", () => {
  it("caps each 2-leg bet at 200,000 yuan before the multiple, in maxPrize and in the payout", async () => {
    const odds = fullOdds("jczq", DEFAULT_LINES.jczq, { BF: { "0X": 1000 } });
    const a = await createMatch(ctx, { gameCode: "jczq", odds });
    const b = await createMatch(ctx, { gameCode: "jczq", odds });
    const player = await bettor(ctx, "settle09", 10);
    const legs = [leg(a, "BF", ["0X"]), leg(b, "BF", ["0X"])];
    const placed = await betCall(ctx, player, { gameCode: "jczq", passTypes: "2_1", legs, multiple: 2 });
    expect(placed, placed.msg).toMatchObject({
      status: 0,
      models: { bets: 1, amount: 4, maxPrize: 400_000 },
    });
    await finishMatch(ctx, a, { halfScore: "0:3", fullScore: "0:6" });
    await finishMatch(ctx, b, { halfScore: "0:2", fullScore: "1:7" });
    expect(await orderRow(ctx, placed.models!.orderId)).toMatchObject({
      status: "won",
      prizeFen: 40_000_000,
    });
    // Each capped bet is 200,000 yuan, over the prize-tax line: 20 % of the 400,000 is withheld.
    expect(await orderRow(ctx, placed.models!.orderId)).toMatchObject({ taxFen: 8_000_000 });
    expect(await cashBalance(ctx.app, player.token)).toBe(10 - 4 + 320_000);
  });
});

describe("cancelled matches", () => {
  it("a cancelled match counts SP 1 in a parlay; a single on it is refunded (whole order: cancelled)", async () => {
    const a = await createMatch(ctx, { gameCode: "jczq", singles: ["SPF"] });
    const b = await createMatch(ctx, { gameCode: "jczq", singles: ["SPF"] });
    const player = await bettor(ctx, "settle05", 1000);
    const parlay = await betCall(ctx, player, {
      gameCode: "jczq",
      passTypes: "2_1",
      legs: [leg(a, "SPF", ["3", "1"]), leg(b, "SPF", ["3"])],
      multiple: 2,
    });
    const single = await betCall(ctx, player, {
      gameCode: "jczq",
      passTypes: "1_1",
      legs: [leg(a, "SPF", ["3"])],
      multiple: 7,
    });
    const mixed = await betCall(ctx, player, {
      gameCode: "jczq",
      passTypes: "1_1",
      legs: [leg(a, "SPF", ["0"]), leg(b, "SPF", ["3"])],
      multiple: 3,
    });
    for (const r of [parlay, single, mixed]) expect(r.status, r.msg).toBe(0);
    const balanceBefore = await cashBalance(ctx.app, player.token);
    await finishMatch(ctx, a, { cancelled: true });
    // The single on the cancelled match alone is refunded at once; the others wait for b.
    expect(await orderRow(ctx, single.models!.orderId)).toMatchObject({
      status: "cancelled",
      prizeFen: 1400,
    });
    expect(await orderRow(ctx, parlay.models!.orderId)).toMatchObject({ status: "pending" });
    await finishMatch(ctx, b, { halfScore: "1:0", fullScore: "2:0" });
    // Parlay: two bets, each 2 × 1.00 × 1.85 = 3.70, × 2.
    expect(await orderRow(ctx, parlay.models!.orderId)).toMatchObject({
      status: "won",
      prizeFen: 2 * 370 * 2,
    });
    // Mixed singles: the single on a is refunded (2 × 3), the one on b wins 3.70 × 3.
    expect(await orderRow(ctx, mixed.models!.orderId)).toMatchObject({
      status: "won",
      prizeFen: 600 + 370 * 3,
    });
    expect(await cashBalance(ctx.app, player.token)).toBe(
      fenToYuan(balanceBefore * 100 + 1400 + 1480 + 1710),
    );
    const calc = await calcCall(ctx, player, {
      gameCode: "jczq",
      passTypes: "1_1",
      legs: [leg(a, "SPF", ["0"]), leg(b, "SPF", ["3"])],
      multiple: 3,
      results: { [a.matchId]: "cancelled", [b.matchId]: { SPF: "3" } },
    });
    expect(calc.models?.prize).toEqual({ total: 17.1, tax: 0, afterTax: 17.1, winningBets: 1, refund: 6 });
    await expectAuditOk(ctx.app, ctx.operator);
  });
});

describe("exactly once", () => {
  it("a settlement cut short resumes through the sweep and pays every order once", async () => {
    const a = await createMatch(ctx, { gameCode: "jczq", singles: ["SPF"] });
    const player = await bettor(ctx, "settle06", 1000);
    const placed: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const r = await betCall(ctx, player, {
        gameCode: "jczq",
        passTypes: "1_1",
        legs: [leg(a, "SPF", ["3"])],
        multiple: i + 1,
      });
      expect(r.status, r.msg).toBe(0);
      placed.push(r.models!.orderId);
    }
    settlementHooks.chunkSize = 1;
    settlementHooks.afterChunk = () => {
      throw new Error("crash after the first chunk");
    };
    try {
      await finishMatch(ctx, a, { halfScore: "1:0", fullScore: "1:0" });
    } finally {
      settlementHooks.afterChunk = null;
    }
    const statuses = async () => Promise.all(placed.map(async (no) => (await orderRow(ctx, no)).status));
    expect(await statuses()).toEqual(["won", "pending", "pending"]);
    const deps = ctx.app.deps;
    expect(await settleDueSportsOrders(deps, deps.clock())).toBe(2);
    expect(await settleDueSportsOrders(deps, deps.clock())).toBe(0);
    await settleMatch(deps, a.matchId);
    settlementHooks.chunkSize = 500;
    expect(await statuses()).toEqual(["won", "won", "won"]);
    // 1.85 per 2-yuan bet × (1 + 2 + 3).
    expect(await cashBalance(ctx.app, player.token)).toBe(1000 - 12 + 3.7 * 6);
    await expectAuditOk(ctx.app, ctx.operator);
  });
});

describe("order/detail of sports orders", () => {
  it("shows legs with match, SP, result and hit to the owner only", async () => {
    const a = await createMatch(ctx, { gameCode: "jczq" });
    const b = await createMatch(ctx, { gameCode: "jczq" });
    const owner = await bettor(ctx, "settle07", 100);
    const other = await bettor(ctx, "settle08", 0);
    const placed = await betCall(ctx, owner, {
      gameCode: "jczq",
      passTypes: "2_1",
      legs: [leg(a, "SPF", ["3", "1"]), leg(b, "BRQSPF", ["0"], false)],
    });
    expect(placed.status, placed.msg).toBe(0);
    await finishMatch(ctx, a, { halfScore: "0:0", fullScore: "1:1" });
    const detail = await playerCall<{ status: string; sports: Record<string, unknown> }>(
      ctx.app,
      owner,
      "GET",
      "order/detail",
      { orderId: placed.models!.orderId },
    );
    expect(detail.status, detail.msg).toBe(0);
    const sports = detail.models!.sports as { passTypes: string[]; legs: Record<string, unknown>[] };
    expect(sports.passTypes).toEqual(["2_1"]);
    expect(sports.legs[0]).toMatchObject({
      matchId: a.matchId,
      num: a.num,
      homeTeam: a.homeTeam,
      leagueName: "英超",
      play: "SPF",
      playName: "胜平负",
      result: "1",
      resultName: "平",
      fullScore: "1:1",
      hit: true,
      options: [
        { code: "3", name: "胜", sp: 1.85, hit: false },
        { code: "1", name: "平", sp: 3.2, hit: true },
      ],
    });
    expect(sports.legs[1]).toMatchObject({
      matchId: b.matchId,
      play: "BRQSPF",
      line: -1,
      result: null,
      hit: null,
    });
    const stranger = await playerCall(ctx.app, other, "GET", "order/detail", {
      orderId: placed.models!.orderId,
    });
    expect(stranger.status).toBe(1);
    expect(stranger.models).toBeNull();
  });
});
