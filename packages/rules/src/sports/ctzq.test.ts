import { describe, expect, it } from "vitest";
import { combinations } from "../core/combinatorics.ts";
import { countCtzqBets, countTR9Bets, CTZQ_OPTION_NAMES, findCtzqPlay, settleCtzq } from "./ctzq.ts";
import { SPORTS_MESSAGES } from "./refusals.ts";

const all14 = (n = 1) => Array.from({ length: 14 }, () => ["3", "1", "0"].slice(0, n));

describe("CTZQ counting", () => {
  it("counts a full T14C multiple ticket as the product", () => {
    expect(countCtzqBets({ play: "T14C", picks: all14(3) })).toEqual({
      ok: true,
      value: { bets: 3 ** 14, costFen: 3 ** 14 * 200 },
    });
  });
  it("counts TR9 with all 14 matches on 3 options as C(14,9)·3⁹", () => {
    expect(countCtzqBets({ play: "TR9", picks: all14(3) })).toMatchObject({ value: { bets: 39_405_366 } });
  });
  it("matches enumeration for TR9 with bankers", () => {
    const options = [1, 2, 3, 1, 2, 1, 1, 3, 1, 2, 1, 0, 2, 1];
    const bankers = [1, 7];
    let brute = 0;
    const chosen = options.map((n, i) => (n > 0 ? i : -1)).filter((i) => i >= 0);
    for (const s of combinations(chosen, 9)) {
      if (!bankers.every((b) => s.includes(b))) continue;
      brute += s.reduce((p, i) => p * (options[i] ?? 0), 1);
    }
    expect(countTR9Bets(options, bankers)).toBe(brute);
  });
  it("names each pick code as a ticket also accepts it", () => {
    for (const [code, name] of Object.entries(CTZQ_OPTION_NAMES)) {
      const byName = countCtzqBets({ play: "T14C", picks: [[name], ...all14().slice(1)] });
      expect(byName).toEqual(countCtzqBets({ play: "T14C", picks: [[code], ...all14().slice(1)] }));
      expect(countCtzqBets({ play: "T14C", picks: [[code, name], ...all14().slice(1)] })).toMatchObject({
        code: "DUPLICATE_OPTION",
      });
    }
    expect(Object.keys(CTZQ_OPTION_NAMES).sort()).toEqual(["0", "1", "3"]);
  });
  it("reads play aliases", () => {
    expect(findCtzqPlay("sfc14")).toBe("T14C");
    expect(findCtzqPlay("R9")).toBe("TR9");
    expect(findCtzqPlay("x")).toBeUndefined();
  });
  it.each<[string, Parameters<typeof countCtzqBets>[0], keyof typeof SPORTS_MESSAGES]>([
    ["an unknown play", { play: "T6", picks: all14() }, "UNKNOWN_PLAY"],
    ["T14C on 13 matches", { play: "T14C", picks: all14().slice(0, 13) }, "MATCH_COUNT"],
    ["T14C with an empty match", { play: "T14C", picks: [...all14().slice(0, 13), []] }, "EMPTY_OPTIONS"],
    ["TR9 on 8 matches", { play: "TR9", picks: all14().slice(0, 8) }, "MATCH_COUNT"],
    ["more than 14 matches", { play: "TR9", picks: [...all14(), ["3"]] }, "MATCH_COUNT"],
    ["an unknown code", { play: "T14C", picks: [["2"], ...all14().slice(1)] }, "UNKNOWN_OPTION"],
    ["a duplicate code", { play: "T14C", picks: [["3", "胜"], ...all14().slice(1)] }, "DUPLICATE_OPTION"],
    ["a T14C banker", { play: "T14C", picks: all14(), bankers: [0] }, "BANKER_NOT_ALLOWED"],
    [
      "a banker on an unchosen match",
      { play: "TR9", picks: [[], ...all14().slice(1)], bankers: [0] },
      "BANKER_NOT_ALLOWED",
    ],
    ["9 bankers", { play: "TR9", picks: all14(), bankers: [0, 1, 2, 3, 4, 5, 6, 7, 8] }, "TOO_MANY_BANKERS"],
    ["a multiple over 50000", { play: "TR9", picks: all14(), multiple: 50001 }, "BAD_MULTIPLE"],
  ])("refuses %s", (_name, input, code) => {
    expect(countCtzqBets(input)).toEqual({ ok: false, code, message: SPORTS_MESSAGES[code] });
  });
});

describe("CTZQ settlement", () => {
  const results = ["3", "1", "0", "3", "3", "1", "0", "3", "3", "1", "0", "3", "1", "0"];
  it("counts first and second prizes for T14C and applies tier amounts", () => {
    const picks = results.map((r) => [r]);
    picks[0] = ["1", "0"]; // wrong on match 0 with 2 picks
    const r = settleCtzq({ play: "T14C", picks, multiple: 2 }, results, {
      first: 500_000_00,
      second: 10_000_00,
    });
    // The second prize is exactly 10,000 yuan a bet: not taxed.
    expect(r).toEqual({
      ok: true,
      value: { bets: 2, first: 0, second: 2, prizeFen: 2 * 2 * 10_000_00, taxFen: 0 },
    });
  });
  it("has no second prize with two wrong matches", () => {
    const picks = results.map((r) => [r]);
    picks[0] = ["1"];
    picks[1] = ["3"];
    expect(settleCtzq({ play: "T14C", picks }, results)).toMatchObject({
      value: { first: 0, second: 0, prizeFen: null },
    });
  });
  it("counts every pick right on a cancelled match", () => {
    const picks = results.map((r) => [r]);
    picks[2] = ["3", "1"];
    const r = settleCtzq(
      { play: "T14C", picks },
      results.map((x, i) => (i === 2 ? "cancelled" : x)),
    );
    expect(r).toMatchObject({ value: { first: 2, second: 0 } });
  });
  it("counts TR9 winners with a wrong banker as zero", () => {
    const picks = results.map((r) => [r]);
    picks[13] = [];
    picks[0] = ["1"];
    expect(settleCtzq({ play: "TR9", picks }, results)).toMatchObject({ value: { first: 220, bets: 715 } });
    expect(settleCtzq({ play: "TR9", picks, bankers: [0] }, results)).toMatchObject({ value: { first: 0 } });
    const tiered = settleCtzq({ play: "TR9", picks, multiple: 3 }, results, { first: 12_345 });
    expect(tiered).toMatchObject({ value: { prizeFen: 220 * 12_345 * 3 } });
  });
  it.each([
    ["too few results", results.slice(0, 13), "RESULT_MISSING"],
    ["an unknown result", ["9", ...results.slice(1)], "BAD_RESULT"],
    ["an empty result", ["", ...results.slice(1)], "RESULT_MISSING"],
  ] as const)("refuses %s", (_name, res, code) => {
    expect(settleCtzq({ play: "T14C", picks: results.map((r) => [r]) }, res)).toMatchObject({
      ok: false,
      code,
    });
  });
});
