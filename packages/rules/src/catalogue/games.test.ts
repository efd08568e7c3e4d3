import { describe, expect, it } from "vitest";
import { FAST_DRAW_CODES, findGame, GAMES, GAME_NAMES, maxBeishuOf } from "./games.ts";

describe("catalogue constants (SPEC 9)", () => {
  it("lists about 45 player-facing games with unique codes", () => {
    const listed = GAMES.filter((g) => !g.hidden);
    expect(listed.length).toBeGreaterThanOrEqual(40);
    expect(new Set(GAMES.map((g) => g.code)).size).toBe(GAMES.length);
  });

  it.each([
    ["pl3", 99999],
    ["plsan", 99999],
    ["fc3d", 99999],
    ["ssq", 50000],
    ["dlt", 50000],
    ["bjdc", 50000],
    ["t14c", 50000],
    ["tr9", 50000],
    ["jsks", 50000],
    ["ahk3", 50000],
    ["cqssc", 9999],
    ["jczq", 9999],
  ])("maxBeishu of %s is %d", (code, max) => {
    expect(maxBeishuOf(code)).toBe(max);
    expect(findGame(code)?.maxBeishu).toBe(max);
  });

  it.each([
    [["ssq", "dlt", "syxw", "cqssc", "xjssc", "jlssc", "jlffc", "hlsx"], 25],
    [["jczq", "jclq", "bjdc", "ctzq", "pl3"], 100],
    [["jsks", "ahk3"], 82],
  ] as const)("maxQishu of %j is %d", (codes, max) => {
    for (const code of codes) expect(findGame(code)?.maxQishu, code).toBe(max);
  });

  it.each([
    ["cqssc", 59],
    ["syxw", 42],
    ["jsks", 41],
    ["ahk3", 41],
    ["xjssc", 48],
    ["jlssc", 120],
    ["wfssc", 288],
    ["wf11x5", 288],
    ["wfk3", 288],
    ["ffssc", 1440],
    ["ffpk10", 1440],
    ["qwlhc", 1440],
    ["xamlhc", 288],
  ])("draws per day of %s is %d", (code, perDay) => {
    expect(findGame(code)?.oneDayPriceNum).toBe(perDay);
  });

  it("keeps the fast-draw list and the Chinese name table", () => {
    expect(FAST_DRAW_CODES).toContain("cqssc");
    expect(FAST_DRAW_CODES).not.toContain("ssq");
    expect(GAME_NAMES.ssq).toBe("双色球");
    expect(GAME_NAMES.dlt).toBe("大乐透");
    expect(findGame("SSQ")?.code).toBe("ssq");
  });
});
