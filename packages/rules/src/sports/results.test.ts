import { describe, expect, it } from "vitest";
import { SPORTS_GAMES, findSportsPlay } from "./catalogue.ts";
import { mapSportsResult, playResultCode, scoreValid, type MatchScore } from "./results.ts";

describe("football result mapping (jczq / qwzq)", () => {
  it.each([
    [[0, 0], [1, 0], { BRQSPF: -1 }, { SPF: "3", BRQSPF: "1", BF: "1:0", ZJQ: "1", BQC: "13", EXY: "3" }],
    [[1, 1], [2, 2], { BRQSPF: 1 }, { SPF: "1", BRQSPF: "3", BF: "2:2", ZJQ: "4", BQC: "11", EXY: "1" }],
    [[0, 2], [1, 5], { BRQSPF: 2 }, { SPF: "0", BRQSPF: "0", BF: "1:5", ZJQ: "6", BQC: "00", EXY: "0" }],
    [[3, 0], [6, 0], { BRQSPF: -2 }, { SPF: "3", BRQSPF: "3", BF: "X0", ZJQ: "6", BQC: "33", EXY: "3" }],
    [[0, 0], [4, 4], {}, { SPF: "1", BF: "XX", ZJQ: "7", BQC: "11", EXY: "1" }],
    [[0, 3], [0, 6], {}, { SPF: "0", BF: "0X", ZJQ: "6", BQC: "00", EXY: "0" }],
    [[1, 0], [3, 3], {}, { SPF: "1", BF: "3:3", ZJQ: "6", BQC: "31", EXY: "1" }],
    [[0, 1], [2, 1], {}, { SPF: "3", BF: "2:1", ZJQ: "3", BQC: "03", EXY: "3" }],
  ] as const)("ht %j ft %j lines %j", (ht, ft, lines, expected) => {
    const mapped = mapSportsResult("jczq", { ft, ht }, lines);
    expect(mapped).toEqual({ ok: true, value: expected });
  });
  it("qwzq adds RQSF and DXQ against half lines", () => {
    const mapped = mapSportsResult("qwzq", { ft: [2, 1], ht: [1, 1] }, { RQSF: -1.5, DXQ: 2.5, BRQSPF: -1 });
    expect(mapped.ok && mapped.value).toMatchObject({
      RQSF: "0",
      DXQ: "H",
      BRQSPF: "1",
      SPF: "3",
      BQC: "13",
    });
    const under = mapSportsResult("qwzq", { ft: [2, 0] }, { RQSF: -1.5, DXQ: 2.5 });
    expect(under.ok && under.value).toMatchObject({ RQSF: "3", DXQ: "L" });
  });
  it("leaves out BQC without a half-time score and lined plays without a line", () => {
    const mapped = mapSportsResult("jczq", { ft: [1, 0] });
    expect(mapped.ok && Object.keys(mapped.value).sort()).toEqual(["BF", "EXY", "SPF", "ZJQ"]);
  });
});

describe("BJDC result mapping", () => {
  it.each([
    [[0, 0], { SPF: "1", SXDS: "XS", BF: "0:0", ZJQ: "0" }],
    [[1, 0], { SPF: "3", SXDS: "XD", BF: "1:0", ZJQ: "1" }],
    [[2, 1], { SPF: "3", SXDS: "SD", BF: "2:1", ZJQ: "3" }],
    [[2, 2], { SPF: "1", SXDS: "SS", BF: "2:2", ZJQ: "4" }],
    [[5, 0], { SPF: "3", SXDS: "SD", BF: "X0", ZJQ: "5" }],
    [[0, 5], { SPF: "0", SXDS: "SD", BF: "0X", ZJQ: "5" }],
    [[4, 4], { SPF: "1", SXDS: "SS", BF: "XX", ZJQ: "7" }],
  ] as const)("ft %j with handicap 0", (ft, expected) => {
    const mapped = mapSportsResult("bjdc", { ft }, { SPF: 0 });
    expect(mapped.ok && mapped.value).toMatchObject(expected);
  });
  it("applies the BJDC SPF handicap", () => {
    const mapped = mapSportsResult("bjdc", { ft: [1, 0] }, { SPF: -1 });
    expect(mapped.ok && mapped.value.SPF).toBe("1");
  });
});

describe("basketball result mapping (jclq)", () => {
  it.each([
    [100, 99, -1.5, 200.5, { SF: "3", RFSF: "0", SFC: "01", DXF: "L" }],
    [110, 100, -5.5, 200.5, { SF: "3", RFSF: "3", SFC: "02", DXF: "H" }],
    [100, 111, 3.5, 210.5, { SF: "0", RFSF: "0", SFC: "13", DXF: "H" }],
    [120, 90, -10.5, 220.5, { SF: "3", RFSF: "3", SFC: "06", DXF: "L" }],
    [90, 116, 30.5, 150.5, { SF: "0", RFSF: "3", SFC: "16", DXF: "H" }],
    [95, 100, 5.5, 194.5, { SF: "0", RFSF: "3", SFC: "11", DXF: "H" }],
    [100, 80, -20.5, 180.5, { SF: "3", RFSF: "0", SFC: "04", DXF: "L" }],
    [100, 79, -20.5, 180.5, { SF: "3", RFSF: "3", SFC: "05", DXF: "L" }],
  ] as const)("home %i away %i handicap %f total %f", (home, away, handicap, total, expected) => {
    expect(mapSportsResult("jclq", { ft: [home, away] }, { RFSF: handicap, DXF: total })).toEqual({
      ok: true,
      value: expected,
    });
  });
});

describe("result mapping refusals", () => {
  const spf = findSportsPlay(SPORTS_GAMES.jczq, "BRQSPF");
  const rfsf = findSportsPlay(SPORTS_GAMES.jclq, "RFSF");
  it.each<[string, () => unknown, string]>([
    ["negative goals", () => mapSportsResult("jczq", { ft: [-1, 0] }), "BAD_SCORE"],
    ["fractional goals", () => mapSportsResult("jczq", { ft: [1.5, 0] }), "BAD_SCORE"],
    ["half-time above full time", () => mapSportsResult("jczq", { ft: [1, 0], ht: [2, 0] }), "BAD_SCORE"],
    ["a basketball tie", () => mapSportsResult("jclq", { ft: [100, 100] }), "BAD_SCORE"],
    ["an unknown game", () => mapSportsResult("ssq", { ft: [1, 0] }), "UNKNOWN_GAME"],
    [
      "an unknown play in the lines",
      () => mapSportsResult("jczq", { ft: [1, 0] }, { XYZ: 1 }),
      "UNKNOWN_PLAY",
    ],
    ["a push on a two-way line", () => mapSportsResult("jclq", { ft: [100, 95] }, { RFSF: -5 }), "BAD_LINE"],
    ["a total on the line", () => mapSportsResult("jclq", { ft: [100, 95] }, { DXF: 195 }), "BAD_LINE"],
    [
      "a missing line",
      () => (spf ? playResultCode(SPORTS_GAMES.jczq, spf, { ft: [1, 0] }) : null),
      "BAD_LINE",
    ],
    [
      "a missing jclq line",
      () => (rfsf ? playResultCode(SPORTS_GAMES.jclq, rfsf, { ft: [1, 0] }, null) : null),
      "BAD_LINE",
    ],
  ])("refuses %s", (_name, call, code) => {
    const r = call() as { ok: boolean; code?: string; message?: string };
    expect(r.ok).toBe(false);
    expect(r.code).toBe(code);
    expect(r.message).toMatch(/[\u4e00-\u9fff]/);
  });
  it("validates scores", () => {
    const ok: MatchScore = { ft: [2, 1], ht: [1, 1] };
    expect(scoreValid(ok)).toBe(true);
    expect(scoreValid({ ft: [2, 1], ht: null })).toBe(true);
    expect(scoreValid({ ft: [2] as unknown as [number, number] })).toBe(false);
  });
});
