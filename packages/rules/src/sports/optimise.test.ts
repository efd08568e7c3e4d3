import { describe, expect, it } from "vitest";
import { SPORTS_MESSAGES } from "./refusals.ts";
import { expandTicketBets, optimiseBonus, optimiseTicketBonus, type BonusMode } from "./optimise.ts";
import { unitPrizeFen } from "./sp.ts";
import { parseSportsTicket, type SportsTicketInput } from "./ticket.ts";

const ticket8: SportsTicketInput = {
  game: "jczq",
  legs: Array.from({ length: 8 }, (_, i) => ({
    matchId: `m${i}`,
    play: "SPF",
    options: [
      { code: "3", sp: "1.85" },
      { code: "1", sp: "3.10" },
      { code: "0", sp: `${4 + i / 10}` },
    ],
  })),
  passTypes: "8_1",
};

describe("optimiseBonus", () => {
  const units = [370, 620, 1200, 2500]; // fen per 2-yuan bet
  it.each<[BonusMode]>([["average"], ["hot"], ["cold"]])(
    "%s spends exactly the stake, ≥ 1 multiple each",
    (mode) => {
      const r = optimiseBonus(units, 10_000, mode);
      if (!r.ok) throw new Error(r.code);
      expect(r.value.multiples.reduce((s, x) => s + x, 0)).toBe(50);
      expect(r.value.multiples.every((x) => Number.isInteger(x) && x >= 1)).toBe(true);
      expect(r.value.returnsFen).toEqual(r.value.multiples.map((x, i) => x * (units[i] ?? 0)));
    },
  );
  it("average equalises: no single move of one multiple raises the smallest return", () => {
    const r = optimiseBonus(units, 10_000, "average");
    if (!r.ok) throw new Error(r.code);
    const { multiples } = r.value;
    const minOf = (x: number[]) => Math.min(...x.map((v, i) => v * (units[i] ?? 0)));
    const base = minOf(multiples);
    for (let from = 0; from < units.length; from += 1) {
      for (let to = 0; to < units.length; to += 1) {
        if (from === to || (multiples[from] ?? 0) <= 1) continue;
        const moved = [...multiples];
        moved[from] = (moved[from] ?? 0) - 1;
        moved[to] = (moved[to] ?? 0) + 1;
        expect(minOf(moved)).toBeLessThanOrEqual(base);
      }
    }
    expect(r.value.applied).toBe("average");
  });
  it("hot puts the rest on the lowest odds; the others just break even", () => {
    const r = optimiseBonus(units, 10_000, "hot");
    if (!r.ok) throw new Error(r.code);
    expect(r.value.applied).toBe("hot");
    expect(r.value.returnsFen.slice(1).every((x) => x >= 10_000)).toBe(true);
    // The favourite itself returns 20 × 3.70 = 74.00 < 100.00, so the plan as a whole does not break even.
    expect(r.value.breakEven).toBe(false);
    // others: ceil(10000/620)=17, ceil(10000/1200)=9, ceil(10000/2500)=4 → hot gets 50−30 = 20
    expect(r.value.multiples).toEqual([20, 17, 9, 4]);
  });
  it("cold puts the rest on the highest odds", () => {
    const r = optimiseBonus(units, 20_000, "cold");
    if (!r.ok) throw new Error(r.code);
    // others: ceil(20000/370)=55 > 100 total? 55+33+17 = 105 > 99 → falls back to average
    expect(r.value.applied).toBe("average");
    const rich = optimiseBonus(units, 40_000, "cold");
    if (!rich.ok) throw new Error(rich.code);
    // others: 109, 65, 34 = 208; cold gets 200 − 208 → still impossible
    expect(rich.value.applied).toBe("average");
    const easy = optimiseBonus([400, 500, 3000], 2_000, "cold");
    if (!easy.ok) throw new Error(easy.code);
    // others: ceil(2000/400)=5, ceil(2000/500)=4 → cold gets 10 − 9 = 1
    expect(easy.value.multiples).toEqual([5, 4, 1]);
    expect(easy.value.applied).toBe("cold");
  });
  it.each<[string, number[], number, keyof typeof SPORTS_MESSAGES]>([
    ["no combinations", [], 200, "NOTHING_TO_OPTIMISE"],
    ["a stake not a multiple of 2 yuan", [300, 400], 500, "BAD_STAKE"],
    ["a stake below 2 yuan per combination", [300, 400], 200, "BAD_STAKE"],
    ["a zero unit prize", [0, 400], 400, "BAD_SP"],
  ])("refuses %s", (_name, units, stake, code) => {
    expect(optimiseBonus(units, stake, "average")).toEqual({
      ok: false,
      code,
      message: SPORTS_MESSAGES[code],
    });
  });
});

describe("ticket bonus optimisation", () => {
  it("expands 8 legs × 3 options into 6561 combinations with their unit prizes", () => {
    const parsed = parseSportsTicket(ticket8);
    if (!parsed.ok) throw new Error(parsed.code);
    const bets = expandTicketBets(parsed.value);
    if (!bets.ok) throw new Error(bets.code);
    expect(bets.value.length).toBe(6561);
    expect(bets.value.every((b) => b.legs === 8 && b.picks.length === 8)).toBe(true);
    expect(Math.min(...bets.value.map((b) => b.unitPrizeFen))).toBe(
      unitPrizeFen("fixed", Array(8).fill(1_850_000)).prizeFen,
    );
  });
  it("optimises 8 legs × 3 options 8_1 (6561 combinations)", () => {
    const r = optimiseTicketBonus(ticket8, 200 * 20_000, "average");
    if (!r.ok) throw new Error(r.code);
    expect(r.value.plan.multiples.length).toBe(6561);
    expect(r.value.plan.multiples.reduce((s, x) => s + x, 0)).toBe(20_000);
  });
  it("8_1: one outcome wins one combination, so the highest prize is the largest return", () => {
    const r = optimiseTicketBonus(ticket8, 200 * 20_000, "average");
    if (!r.ok) throw new Error(r.code);
    expect(r.value.maxPrizeFen).toBe(r.value.plan.maxReturnFen);
  });
  it("2_1 of three one-option matches: all three combinations win together, the prize is their sum", () => {
    const legs = ["a", "b", "c"].map((matchId, i) => ({
      matchId,
      play: "SPF",
      options: [{ code: "3", sp: ["1.50", "2.00", "3.00"][i]! }],
    }));
    const r = optimiseTicketBonus({ game: "jczq", legs, passTypes: "2_1" }, 200 * 10, "average");
    if (!r.ok) throw new Error(r.code);
    const { returnsFen, maxReturnFen } = r.value.plan;
    expect(returnsFen).toHaveLength(3);
    expect(r.value.maxPrizeFen).toBe(returnsFen.reduce((s, x) => s + x, 0));
    expect(r.value.maxPrizeFen).toBeGreaterThan(maxReturnFen);
  });
  it("two options of one match never win together: 胜 and 平 combinations are not added", () => {
    const legs = [
      {
        matchId: "a",
        play: "SPF",
        options: [
          { code: "3", sp: "2.00" },
          { code: "1", sp: "3.00" },
        ],
      },
      { matchId: "b", play: "SPF", options: [{ code: "0", sp: "4.00" }] },
    ];
    const r = optimiseTicketBonus({ game: "jczq", legs, passTypes: "2_1" }, 200 * 7, "cold");
    if (!r.ok) throw new Error(r.code);
    expect(r.value.bets).toHaveLength(2);
    expect(r.value.maxPrizeFen).toBe(r.value.plan.maxReturnFen);
    // 比分 2:1 and 胜 win together with the other match's 负: both combinations of a 2_1 with them add up.
    const mixed = [
      {
        matchId: "a",
        play: "SPF",
        options: [{ code: "3", sp: "2.00" }],
      },
      { matchId: "a", play: "BF", options: [{ code: "2:1", sp: "7.00" }] },
      { matchId: "b", play: "SPF", options: [{ code: "0", sp: "4.00" }] },
    ];
    const both = optimiseTicketBonus({ game: "jczq", legs: mixed, passTypes: "2_1" }, 200 * 4, "average");
    if (!both.ok) throw new Error(both.code);
    expect(both.value.bets).toHaveLength(2);
    expect(both.value.maxPrizeFen).toBe(both.value.plan.returnsFen.reduce((s, x) => s + x, 0));
  });
  it("refuses tickets without SPs", () => {
    const input: SportsTicketInput = {
      game: "jczq",
      legs: [
        { matchId: "a", play: "SPF", options: [{ code: "3" }] },
        { matchId: "b", play: "SPF", options: [{ code: "3" }] },
      ],
      passTypes: "2_1",
    };
    expect(optimiseTicketBonus(input, 200, "average")).toMatchObject({ ok: false, code: "SP_MISSING" });
  });
});
