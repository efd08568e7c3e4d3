import { describe, expect, it } from "vitest";
import { chinaDateOf, formatIssue, GAME_DETAILS, gameDetails } from "./details.ts";
import { GAMES } from "./games.ts";

const seconds = (hms: string): number => {
  const [h = 0, m = 0, s = 0] = hms.split(":").map(Number);
  return h * 3600 + m * 60 + s;
};

describe("game details", () => {
  it("covers every catalogue game with plays", () => {
    for (const game of GAMES) {
      const details = GAME_DETAILS[game.code];
      expect(details, game.code).toBeDefined();
      expect(details?.plays.length, game.code).toBeGreaterThan(0);
    }
  });

  it.each(GAMES.map((g) => [g.code, g] as const))("%s schedule matches draws per day", (code, game) => {
    const { schedule, closeBeforeDrawSeconds } = GAME_DETAILS[code] ?? {};
    if (!schedule || closeBeforeDrawSeconds === undefined) throw new Error("missing");
    if (schedule.kind === "weekly") {
      expect(schedule.weekdays.length / 7).toBeCloseTo(game.oneDayPriceNum, 10);
      expect(seconds(schedule.drawTime)).toBeGreaterThan(closeBeforeDrawSeconds);
    } else if (schedule.kind === "intraday") {
      expect(schedule.runs.reduce((sum, r) => sum + r.draws, 0)).toBe(game.oneDayPriceNum);
      let previousLast = -1;
      for (const run of schedule.runs) {
        const first = seconds(run.firstDraw);
        const last = first + (run.draws - 1) * run.intervalSeconds;
        expect(first).toBeGreaterThan(previousLast);
        expect(last).toBeLessThan(86400);
        expect(closeBeforeDrawSeconds).toBeLessThan(run.intervalSeconds);
        previousLast = last;
      }
    } else {
      expect(game.kind).toBe("sports");
    }
  });

  it("finds details case-insensitively", () => {
    expect(gameDetails("SSQ")?.code).toBe("ssq");
    expect(gameDetails("nope")).toBeUndefined();
    expect(gameDetails("lhc")?.plays.map((p) => p.code)).toContain("DT05");
  });
});

describe("issue numbers", () => {
  const day = { year: 2026, month: 11, day: 21 };
  it.each([
    ["ssq", 135, "2026135"],
    ["qlc", 1, "2026001"],
    ["dlt", 14, "26014"],
    ["pl5", 320, "26320"],
    ["cqssc", 59, "20261121059"],
    ["syxw", 1, "20261121001"],
    ["ffssc", 1440, "202611211440"],
    ["wfk3", 288, "20261121288"],
    ["jczq", 0, "20261121"],
    ["ctzq", 160, "26160"],
  ] as const)("%s #%i → %s", (code, seq, issue) => {
    expect(formatIssue(code, day, seq)).toBe(issue);
  });

  it("refuses sequences that do not fit (a bug)", () => {
    expect(() => formatIssue("cqssc", day, 1000)).toThrow(RangeError);
    expect(() => formatIssue("cqssc", day, 0)).toThrow(RangeError);
    expect(() => formatIssue("nope", day, 1)).toThrow(RangeError);
  });

  it("takes the China calendar date of an instant", () => {
    expect(chinaDateOf(new Date("2026-11-20T16:00:00Z"))).toEqual({ year: 2026, month: 11, day: 21 });
    expect(chinaDateOf(new Date("2026-11-20T15:59:59Z"))).toEqual({ year: 2026, month: 11, day: 20 });
  });
});

describe("sports plays", () => {
  it("come from the sports rules, with HH where plays mix", () => {
    expect(gameDetails("jczq")?.plays.map((p) => p.code)).toEqual([
      "HH",
      "SPF",
      "BRQSPF",
      "BF",
      "ZJQ",
      "BQC",
      "EXY",
    ]);
    expect(gameDetails("bjdc")?.plays.map((p) => p.code)).toEqual(["SPF", "ZJQ", "SXDS", "BF", "BQC"]);
    expect(gameDetails("tr9")?.plays).toEqual([{ code: "TR9", name: "任选九" }]);
    expect(gameDetails("ctzq")?.plays.map((p) => p.code)).toEqual(["T14C", "TR9"]);
  });
});
