import { describe, expect, it } from "vitest";
import { combinations } from "../core/combinatorics.ts";
import { SPORTS_MESSAGES } from "./refusals.ts";
import {
  allowedSportsPassTypes,
  countParlayBets,
  countSportsBets,
  parlayLegsAllowed,
  parseSportsTicket,
  type SportsLegInput,
  type SportsTicketInput,
} from "./ticket.ts";
import { findSportsPassType } from "./passTypes.ts";

const spf = (
  matchId: string,
  codes: string[] = ["3"],
  extra: Partial<SportsLegInput> = {},
): SportsLegInput => ({
  matchId,
  play: "SPF",
  options: codes.map((code) => ({ code, sp: "2.00" })),
  ...extra,
});
const legsOf = (n: number, play = "SPF", code = "3"): SportsLegInput[] =>
  Array.from({ length: n }, (_, i) => ({ matchId: `m${i}`, play, options: [{ code }] }));

/** Bets by enumeration: every subset of the included sizes containing the bankers, × options. */
function bruteCount(options: number[], bankers: boolean[], ks: number[][]): number {
  let total = 0;
  const idx = options.map((_, i) => i);
  for (const list of ks) {
    for (const k of list) {
      for (const subset of combinations(idx, k)) {
        if (bankers.some((b, i) => b && !subset.includes(i))) continue;
        total += subset.reduce((p, i) => p * (options[i] ?? 0), 1);
      }
    }
  }
  return total;
}

describe("closed-form bet counting", () => {
  it("matches enumeration for every jingcai pass type on 1–3 options per leg", () => {
    let seed = 7;
    const rand = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (const code of ["2_1", "3_4", "4_11", "5_26", "6_50", "7_120", "8_247", "8_70", "6_22", "5_20"]) {
      const pass = findSportsPassType("jingcai", code);
      if (!pass) throw new Error(code);
      const options = Array.from({ length: pass.m }, () => 1 + Math.floor(rand() * 3));
      expect(countParlayBets(options, [], [pass.legCounts])).toBe(
        bruteCount(options, [], [[...pass.legCounts]]),
      );
    }
  });
  it("counts banker tickets as Π banker × e_{k−b}(drags), equal to enumeration", () => {
    const options = [2, 3, 1, 2, 3, 1];
    const bankers = [true, false, true, false, false, false];
    const ks = [[3], [4], [5]];
    const closed = countParlayBets(
      options.filter((_, i) => !bankers[i]),
      options.filter((_, i) => bankers[i]),
      ks,
    );
    expect(closed).toBe(bruteCount(options, bankers, ks));
  });
  it("counts a full HH ticket: options of every play on a match are alternatives", () => {
    const legs: SportsLegInput[] = [
      { matchId: "a", play: "SPF", options: [{ code: "3" }, { code: "1" }] },
      { matchId: "a", play: "BF", options: [{ code: "1:0" }] },
      { matchId: "b", play: "RQSPF", options: [{ code: "0" }] },
      { matchId: "b", play: "ZJQ", options: [{ code: "2" }, { code: "3" }] },
      { matchId: "c", play: "BQC", options: [{ code: "33" }] },
    ];
    expect(countSportsBets({ game: "jczq", legs, passTypes: "2_1,3_1" })).toEqual({
      ok: true,
      value: { bets: 3 * 3 + 3 * 1 + 3 * 1 + 3 * 3 * 1, costFen: 4800 },
    });
  });
  it("multiplies cost by the multiple", () => {
    expect(countSportsBets({ game: "jczq", legs: legsOf(3), passTypes: "3_4", multiple: 5 })).toEqual({
      ok: true,
      value: { bets: 4, costFen: 4000 },
    });
  });
  it("counts singles for jingcai when every match allows them, and BJDC singles always", () => {
    const legs = [spf("a", ["3", "1"], { single: true }), spf("b", ["0"], { single: true })];
    expect(countSportsBets({ game: "jczq", legs, passTypes: "1_1,2_1" })).toEqual({
      ok: true,
      value: { bets: 3 + 2, costFen: 1000 },
    });
    const bjdc = [spf("a", ["3", "1"]), spf("b", ["0"])];
    expect(countSportsBets({ game: "bjdc", legs: bjdc, passTypes: "2_3" })).toEqual({
      ok: true,
      value: { bets: 3 + 2, costFen: 1000 },
    });
  });
  it("counts 15-leg BJDC SPF", () => {
    const r = countSportsBets({ game: "bjdc", legs: legsOf(15), passTypes: "15_1" });
    expect(r.ok && r.value.bets).toBe(1);
  });
});

describe("ticket refusals", () => {
  const base: SportsTicketInput = { game: "jczq", legs: legsOf(3), passTypes: "3_1" };
  const cases: [string, SportsTicketInput, keyof typeof SPORTS_MESSAGES][] = [
    ["an unknown game", { ...base, game: "ssq" }, "UNKNOWN_GAME"],
    ["no legs", { ...base, legs: [] }, "NO_LEGS"],
    [
      "an unknown play",
      { ...base, legs: [...legsOf(2), { matchId: "x", play: "HH", options: [{ code: "3" }] }] },
      "UNKNOWN_PLAY",
    ],
    [
      "empty options",
      { ...base, legs: [...legsOf(2), { matchId: "x", play: "SPF", options: [] }] },
      "EMPTY_OPTIONS",
    ],
    ["an unknown option code", { ...base, legs: [...legsOf(2), spf("x", ["2"])] }, "UNKNOWN_OPTION"],
    [
      "an unknown BF score",
      { ...base, legs: [...legsOf(2), { matchId: "x", play: "BF", options: [{ code: "6:0" }] }] },
      "UNKNOWN_OPTION",
    ],
    ["a duplicate option", { ...base, legs: [...legsOf(2), spf("x", ["3", "3"])] }, "DUPLICATE_OPTION"],
    [
      "a duplicate option via alias",
      { ...base, legs: [...legsOf(2), spf("x", ["3", "胜"])] },
      "DUPLICATE_OPTION",
    ],
    ["a duplicate match", { ...base, legs: [...legsOf(2), spf("m0", ["1"])] }, "DUPLICATE_MATCH"],
    [
      "a duplicate match via a play alias",
      {
        ...base,
        legs: [
          ...legsOf(2),
          { matchId: "x", play: "BRQSPF", options: [{ code: "3" }] },
          { matchId: "x", play: "RQSPF", options: [{ code: "1" }] },
        ],
      },
      "DUPLICATE_MATCH",
    ],
    ["an empty match id", { ...base, legs: [...legsOf(2), spf(" ")] }, "BAD_MATCH_ID"],
    [
      "a bad SP",
      { ...base, legs: [...legsOf(2), { matchId: "x", play: "SPF", options: [{ code: "3", sp: "abc" }] }] },
      "BAD_SP",
    ],
    [
      "a zero SP",
      { ...base, legs: [...legsOf(2), { matchId: "x", play: "SPF", options: [{ code: "3", sp: 0 }] }] },
      "BAD_SP",
    ],
    [
      "a whole-number basketball handicap",
      {
        game: "jclq",
        legs: [...legsOf(2, "SF"), { matchId: "x", play: "RFSF", line: -5, options: [{ code: "3" }] }],
        passTypes: "3_1",
      },
      "BAD_LINE",
    ],
    [
      "a half-goal jczq handicap",
      {
        ...base,
        legs: [...legsOf(2), { matchId: "x", play: "BRQSPF", line: -0.5, options: [{ code: "3" }] }],
      },
      "BAD_LINE",
    ],
    [
      "legs over BF's maximum",
      { game: "jczq", legs: legsOf(5, "BF", "1:0"), passTypes: "2_1" },
      "TOO_MANY_LEGS",
    ],
    ["legs over SPF's maximum", { game: "jczq", legs: legsOf(9), passTypes: "2_1" }, "TOO_MANY_LEGS"],
    [
      "HH with BQC over 4 legs",
      {
        game: "jczq",
        legs: [...legsOf(4), { matchId: "m9", play: "BQC", options: [{ code: "33" }] }],
        passTypes: "5_1",
      },
      "TOO_MANY_LEGS",
    ],
    ["SFC over 4 legs", { game: "jclq", legs: legsOf(5, "SFC", "01"), passTypes: "5_1" }, "TOO_MANY_LEGS"],
    [
      "BJDC BF over 3 legs",
      { game: "bjdc", legs: legsOf(4, "BF", "1:0"), passTypes: "4_1" },
      "TOO_MANY_LEGS",
    ],
    ["BJDC SPF over 15 legs", { game: "bjdc", legs: legsOf(16), passTypes: "2_1" }, "TOO_MANY_LEGS"],
    ["no pass type", { ...base, passTypes: "" }, "NO_PASS_TYPE"],
    ["no pass type (list)", { ...base, passTypes: [] }, "NO_PASS_TYPE"],
    ["an unknown pass type", { ...base, passTypes: "3_5" }, "BAD_PASS_TYPE"],
    ["a BJDC-only pass type on jingcai", { ...base, passTypes: "3_7" }, "BAD_PASS_TYPE"],
    ["garbage pass type", { ...base, passTypes: "abc" }, "BAD_PASS_TYPE"],
    ["M串N on the wrong leg count", { ...base, legs: legsOf(4), passTypes: "3_4" }, "PASS_TYPE_NOT_ALLOWED"],
    ["a pass bigger than the legs", { ...base, passTypes: "4_1" }, "PASS_TYPE_NOT_ALLOWED"],
    ["singles on matches without the flag", { ...base, passTypes: "1_1" }, "SINGLE_NOT_ALLOWED"],
    [
      "singles when one match lacks the flag",
      { ...base, legs: [spf("a", ["3"], { single: true }), spf("b")], passTypes: "1_1" },
      "SINGLE_NOT_ALLOWED",
    ],
    [
      "bankers equal to the pass size",
      {
        ...base,
        legs: [spf("a", ["3"], { banker: true }), spf("b", ["3"], { banker: true }), spf("c")],
        passTypes: "2_1",
      },
      "TOO_MANY_BANKERS",
    ],
    [
      "bankers above the smallest included size",
      {
        ...base,
        legs: [spf("a", ["3"], { banker: true }), spf("b", ["3"], { banker: true }), spf("c")],
        passTypes: "3_4",
      },
      "TOO_MANY_BANKERS",
    ],
    [
      "a banker with BJDC singles inside 2_3",
      { game: "bjdc", legs: [spf("a", ["3"], { banker: true }), spf("b")], passTypes: "2_3" },
      "TOO_MANY_BANKERS",
    ],
    [
      "mixing plays in BJDC",
      {
        game: "bjdc",
        legs: [spf("a"), { matchId: "b", play: "ZJQ", options: [{ code: "1" }] }],
        passTypes: "2_1",
      },
      "MIXED_PLAYS",
    ],
    [
      "mixing EXY with other plays",
      {
        ...base,
        legs: [spf("a"), { matchId: "b", play: "EXY", options: [{ code: "3" }] }],
        passTypes: "2_1",
      },
      "MIXED_PLAYS",
    ],
    ["a zero multiple", { ...base, multiple: 0 }, "BAD_MULTIPLE"],
    ["a fractional multiple", { ...base, multiple: 1.5 }, "BAD_MULTIPLE"],
    ["a multiple over maxBeishu", { ...base, multiple: 10000 }, "BAD_MULTIPLE"],
  ];
  it.each(cases)("refuses %s", (_name, input, code) => {
    const r = countSportsBets(input);
    expect(r).toEqual({ ok: false, code, message: SPORTS_MESSAGES[code] });
    expect(r.ok ? "" : r.message).toMatch(/[\u4e00-\u9fff]/);
  });
  it("never throws on malformed input", () => {
    const weird = [
      { game: "jczq", legs: [{ matchId: 5, play: "SPF", options: [{ code: "3" }] }], passTypes: "2_1" },
      { game: "jczq", legs: [{ matchId: "a", play: null, options: null }], passTypes: null },
      { game: "jczq", legs: [null], passTypes: "2_1" },
      { game: null, legs: null, passTypes: null },
      { game: "jczq", legs: [{ matchId: "a", play: "SPF", options: [null] }], passTypes: "1_1" },
      { game: "jczq", legs: legsOf(2), passTypes: [3, null] },
    ] as unknown as SportsTicketInput[];
    for (const input of weird) expect(countSportsBets(input).ok).toBe(false);
  });
  it("allows up to 50000 multiples on BJDC", () => {
    expect(countSportsBets({ game: "bjdc", legs: legsOf(2), passTypes: "2_1", multiple: 50000 }).ok).toBe(
      true,
    );
  });
  it("accepts a banker with a larger free pass", () => {
    const legs = [spf("a", ["3", "1"], { banker: true }), spf("b"), spf("c"), spf("d")];
    expect(countSportsBets({ game: "jczq", legs, passTypes: "3_1" })).toEqual({
      ok: true,
      value: { bets: 2 * 3, costFen: 1200 },
    });
  });
  it("merges a match's HH legs into one match", () => {
    const parsed = parseSportsTicket({
      game: "jclq",
      legs: [
        { matchId: "a", play: "SF", options: [{ code: "3" }] },
        { matchId: "a", play: "DXF", line: 200.5, options: [{ code: "大" }] },
        { matchId: "b", play: "SFC", options: [{ code: "01" }] },
      ],
      passTypes: "2_1",
    });
    expect(parsed.ok && parsed.value.matches.map((m) => m.options.length)).toEqual([2, 1]);
    expect(parsed.ok && parsed.value.maxLegs).toBe(4);
  });
});

describe("allowed pass types", () => {
  it.each([
    ["jczq", legsOf(3), ["2_1", "3_1", "3_3", "3_4"]],
    ["jczq", legsOf(3).map((l) => ({ ...l, single: true })), ["1_1", "2_1", "3_1", "3_3", "3_4"]],
    ["jczq", legsOf(5, "BF", "1:0"), []],
    ["jczq", legsOf(4, "BF", "1:0"), ["2_1", "3_1", "4_1", "4_4", "4_5", "4_6", "4_11"]],
    ["bjdc", legsOf(2), ["1_1", "2_1", "2_3"]],
    ["bjdc", legsOf(3, "BF", "1:0"), ["1_1", "2_1", "3_1", "3_4", "3_7"]],
    [
      "jczq",
      [spf("a", ["3"], { banker: true }), spf("b"), spf("c"), spf("d")],
      ["2_1", "3_1", "4_1", "4_4", "4_5", "4_6", "4_11"],
    ],
    [
      "jczq",
      [spf("a", ["3"], { banker: true }), spf("b", ["3"], { banker: true }), spf("c"), spf("d")],
      ["3_1", "4_1", "4_4", "4_5"],
    ],
  ] as const)("%s %#", (game, legs, expected) => {
    const r = allowedSportsPassTypes(game, legs);
    expect(r.ok && r.value).toEqual(expected);
  });
  it("passes a leg refusal through", () => {
    expect(allowedSportsPassTypes("jczq", [])).toMatchObject({ ok: false, code: "NO_LEGS" });
  });
  it.each([
    ["jczq", ["BF"], 4, true],
    ["jczq", ["BF"], 5, false],
    ["jczq", ["SPF", "ZJQ"], 7, false],
    ["jclq", ["SFC"], 5, false],
    ["bjdc", ["SPF"], 15, true],
    ["bjdc", ["XYZ"], 2, false],
    ["ssq", ["SPF"], 2, false],
  ] as const)("%s %j with %i legs → %s", (game, plays, legs, ok) => {
    expect(parlayLegsAllowed(game, plays, legs)).toBe(ok);
  });
});
