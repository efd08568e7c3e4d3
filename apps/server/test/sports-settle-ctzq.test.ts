import { describe, expect, it } from "vitest";
import { fenToYuan, settleCtzq } from "@lottery/rules";
import { Status } from "@lottery/contract";
import { cashBalance, expectAuditOk, playerCall } from "./money-helpers.ts";
import { betCall, bettor, calcCall, orderRow, type LegParam } from "./sports-bets-fixtures.ts";
import { createCtzqIssue, finishMatch, poolPrizesCall, startSportsServer } from "./sports-fixtures.ts";
import { serverOfFile } from "./server-fixtures.ts";

const ctx = serverOfFile(() => startSportsServer());

// Results of the 14 matches: home wins, draws and away wins; match 14 is cancelled.
const SCORES = ["2:0", "1:1", "0:1", "3:1", "0:0", "1:2", "2:1", "1:0", "2:2", "0:3", "4:0", "1:1", "0:2"];
const CODES = ["3", "1", "0", "3", "1", "0", "3", "3", "1", "0", "3", "1", "0", "cancelled"];

describe("传统足彩", () => {
  it("T14C and TR9 orders: counted by the rules, losers settle at the result, winners once the floating prizes are in", async () => {
    const matches = await createCtzqIssue(ctx, "26050");
    const player = await bettor(ctx, "ctzq01", 1000);
    // T14C: every pick right except match 3 (picked 3,1 → wrong) and two options on match 1 → 2 × 2 bets.
    const t14Legs: LegParam[] = matches.map((m, i) => {
      const codes = i === 0 ? ["3", "1"] : i === 2 ? ["3", "1"] : i === 13 ? ["3"] : [CODES[i]!];
      return { matchId: m.matchId, play: "T14C", options: codes.map((code) => ({ code })) };
    });
    const t14 = await betCall(ctx, player, {
      gameCode: "ctzq",
      passTypes: "T14C",
      legs: t14Legs,
      multiple: 2,
    });
    expect(t14, t14.msg).toMatchObject({ status: 0, models: { bets: 4, amount: 16, maxPrize: null } });
    // TR9: 10 right picks on matches 1..10 with match 1 as banker → C(9,8) = 9 bets, all right.
    const r9Legs: LegParam[] = matches.slice(0, 10).map((m, i) => ({
      matchId: m.matchId,
      play: "TR9",
      options: [{ code: CODES[i]! }],
      banker: i === 0,
    }));
    const r9 = await betCall(ctx, player, { gameCode: "tr9", passTypes: "TR9", legs: r9Legs });
    expect(r9, r9.msg).toMatchObject({ status: 0, models: { bets: 9, amount: 18 } });
    // A T14C ticket missing two matches wins nothing.
    const loserLegs = t14Legs.map((l, i) =>
      i < 2
        ? { ...l, options: [{ code: CODES[i] === "0" ? "3" : "0" }] }
        : { ...l, options: [l.options[0]!] },
    );
    const loser = await betCall(ctx, player, { gameCode: "t14c", legs: loserLegs });
    expect(loser, loser.msg).toMatchObject({ status: 0, models: { bets: 1 } });
    // Not all 14 matches → refused by the rules (status 2 naming legs).
    const short = await betCall(ctx, player, {
      gameCode: "ctzq",
      passTypes: "T14C",
      legs: t14Legs.slice(0, 13),
    });
    expect(short.status).toBe(Status.BAD_PARAM);
    expect(short.msg).toContain("legs");
    const calc = await calcCall(ctx, player, {
      gameCode: "ctzq",
      passTypes: "T14C",
      legs: t14Legs,
      multiple: 2,
    });
    expect(calc.models).toMatchObject({ bets: 4, amount: 16, maxPrize: null });

    for (let i = 0; i < 14; i += 1) {
      const m = matches[i]!;
      const ft = SCORES[i];
      await finishMatch(ctx, m, ft ? { halfScore: "0:0", fullScore: ft } : { cancelled: true });
    }
    expect(await orderRow(ctx, loser.models!.orderId)).toMatchObject({ status: "lost" });
    expect(await orderRow(ctx, t14.models!.orderId)).toMatchObject({ status: "pending" });
    expect(await orderRow(ctx, r9.models!.orderId)).toMatchObject({ status: "pending" });

    const prizes = await poolPrizesCall(ctx, "26050", { "1": 100000, "2": 2500.5, R9: 300 });
    expect(prizes.status, prizes.msg).toBe(0);
    const tiers = { first: 10_000_000, second: 250_050 };
    const t14Picks = t14Legs.map((l) => l.options.map((o) => o.code));
    const expectedT14 = settleCtzq({ play: "T14C", picks: t14Picks, multiple: 2 }, CODES, tiers);
    const r9Picks = matches.map((_, i) => (i < 10 ? [CODES[i]!] : []));
    const expectedR9 = settleCtzq({ play: "TR9", picks: r9Picks, bankers: [0] }, CODES, { first: 30_000 });
    if (!expectedT14.ok || !expectedR9.ok) throw new Error("rules refused");
    // Match 1 has one right option of two, match 3 none of two: 0 first prizes, 2 second prizes.
    expect(expectedT14.value).toMatchObject({ first: 0, second: 2 });
    expect(await orderRow(ctx, t14.models!.orderId)).toMatchObject({
      status: "won",
      prizeFen: expectedT14.value.prizeFen,
    });
    expect(await orderRow(ctx, r9.models!.orderId)).toMatchObject({ status: "won", prizeFen: 9 * 30_000 });
    expect(expectedR9.value.prizeFen).toBe(9 * 30_000);
    expect(await cashBalance(ctx.app, player.token)).toBe(
      fenToYuan(100_000 - 1600 - 1800 - 200 + expectedT14.value.prizeFen! + 9 * 30_000),
    );
    const detail = await playerCall<{
      sports: { passTypes: string[]; legs: { hit: boolean | null; result: string }[] };
    }>(ctx.app, player, "GET", "order/detail", { orderId: r9.models!.orderId });
    expect(detail.models?.sports.passTypes).toEqual(["TR9"]);
    expect(detail.models?.sports.legs).toHaveLength(10);
    expect(detail.models?.sports.legs.every((l) => l.hit === true)).toBe(true);
    await expectAuditOk(ctx.app, ctx.operator);
  });

  it("refuses CTZQ bets once the issue's sale has closed", async () => {
    const matches = await createCtzqIssue(ctx, "26051");
    const player = await bettor(ctx, "ctzq02", 100);
    ctx.clock.advance(5 * 3_600_000);
    const legs = matches.map((m) => ({ matchId: m.matchId, play: "T14C", options: [{ code: "3" }] }));
    const res = await betCall(ctx, player, { gameCode: "ctzq", passTypes: "T14C", legs });
    expect(res.status).toBe(Status.REFUSED);
    expect(res.msg).toBe("第26051期已截止销售");
  });
});
