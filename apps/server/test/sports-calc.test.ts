import { describe, expect, it } from "vitest";
import { fenToYuan, settleSportsTicket, sportsPrizeRange } from "@lottery/rules";
import { Status } from "@lottery/contract";
import { call } from "./helpers.ts";
import { bettor, calcCall, leg } from "./sports-bets-fixtures.ts";
import { createMatch, startSportsServer } from "./sports-fixtures.ts";
import { serverOfFile } from "./server-fixtures.ts";

const ctx = serverOfFile(() => startSportsServer());

describe("calc_jc", () => {
  it("answers bets, amount and the rules' prize range without login, placing nothing", async () => {
    const a = await createMatch(ctx, { gameCode: "jczq" });
    const b = await createMatch(ctx, { gameCode: "jczq" });
    const c = await createMatch(ctx, { gameCode: "jczq" });
    const legs = [leg(a, "SPF", ["3", "1"]), leg(b, "BRQSPF", ["3"]), leg(c, "ZJQ", ["2", "3"])];
    const res = await call<{ bets: number; amount: number; maxPrize: number; minPrize: number }>(
      ctx.app,
      "GET",
      "/api/lottery/calc_jc",
      { gameCode: "jczq", passTypes: "3_4", legs: JSON.stringify(legs), multiple: 5 },
    );
    const ruleLegs = legs.map((l) => ({ ...l, line: l.play === "BRQSPF" ? -1 : null }));
    const range = sportsPrizeRange({ game: "jczq", legs: ruleLegs, passTypes: "3_4", multiple: 5 });
    if (!range.ok) throw new Error(range.message);
    // 3_4 = three 2-leg bets and one 3-leg bet per option combination: e2 + e3 of (2, 1, 2) = 8 + 4 = 12.
    expect(res.body).toMatchObject({
      status: 0,
      models: {
        bets: 12,
        amount: 120,
        maxPrize: fenToYuan(range.value.maxPrizeFen),
        minPrize: fenToYuan(range.value.minPrizeFen),
      },
    });
  });

  it("uses the current odds when no SP is sent, the client's SP when sent, and BJDC final SPs from results", async () => {
    const a = await createMatch(ctx, { gameCode: "bjdc" });
    const b = await createMatch(ctx, { gameCode: "bjdc" });
    const player = await bettor(ctx, "calc01", 0);
    const legs = [
      { matchId: a.matchId, play: "SPF", options: [{ code: "3" }] },
      { matchId: b.matchId, play: "SPF", options: [{ code: "0", sp: 2.5 }] },
    ];
    const results = { [a.matchId]: { SPF: { code: "3", sp: 2.4 } }, [b.matchId]: { SPF: "0" } };
    const res = await calcCall(ctx, player, {
      gameCode: "bjdc",
      passTypes: "2_1",
      legs,
      multiple: 3,
      results,
    });
    const expected = settleSportsTicket(
      {
        game: "bjdc",
        legs: [
          { matchId: a.matchId, play: "SPF", options: [{ code: "3", sp: 3.6 }], line: -1 },
          { matchId: b.matchId, play: "SPF", options: [{ code: "0", sp: 2.5 }], line: -1 },
        ],
        passTypes: "2_1",
        multiple: 3,
      },
      results,
    );
    if (!expected.ok) throw new Error(expected.message);
    // 2 × 2.4 × 2.5 × 65 % = 7.80 per bet, × 3.
    expect(expected.value.prizeFen).toBe(2340);
    expect(res.models?.prize).toEqual({ total: 23.4, tax: 0, afterTax: 23.4, winningBets: 1, refund: 0 });
  });

  it("refuses malformed params with status 2 naming the field, unknown matches with status 1", async () => {
    const a = await createMatch(ctx, { gameCode: "jczq", singles: ["SPF"] });
    const player = await bettor(ctx, "calc02", 0);
    const legs = [leg(a, "SPF", ["3"])];
    const badResults = await calcCall(ctx, player, {
      gameCode: "jczq",
      passTypes: "1_1",
      legs,
      results: { [a.matchId]: { SPF: "9" } },
    });
    expect(badResults.status, badResults.msg).toBe(Status.BAD_PARAM);
    expect(badResults.msg).toContain("results");
    const notJson = await call(ctx.app, "GET", "/api/lottery/calc_jc", {
      gameCode: "jczq",
      passTypes: "1_1",
      legs: JSON.stringify(legs),
      results: "{",
    });
    expect(notJson.body.status).toBe(Status.BAD_PARAM);
    expect(notJson.body.msg).toContain("results");
    const unknown = await calcCall(ctx, player, {
      gameCode: "jczq",
      passTypes: "1_1",
      legs: [{ matchId: "jczq-20990101-001", play: "SPF", options: [{ code: "3" }] }],
    });
    expect(unknown.status).toBe(Status.REFUSED);
  });
});
