import { describe, expect, it } from "vitest";
import {
  SPORTS_GAMES,
  findSportsGame,
  findSportsOption,
  findSportsPlay,
  maxParlayLegs,
  sportsOptionWins,
} from "./catalogue.ts";

const CHINESE = /[\u4e00-\u9fff]/;

// game, play, option count, max legs, Chinese play name
const PLAYS: [string, string, number, number, string][] = [
  ["jczq", "SPF", 3, 8, "胜平负"],
  ["jczq", "BRQSPF", 3, 8, "让球胜平负"],
  ["jczq", "BF", 31, 4, "比分"],
  ["jczq", "ZJQ", 8, 6, "总进球"],
  ["jczq", "BQC", 9, 4, "半全场"],
  ["jczq", "EXY", 4, 8, "二选一"],
  ["qwzq", "SPF", 3, 8, "胜平负"],
  ["qwzq", "BRQSPF", 3, 8, "让球胜平负"],
  ["qwzq", "BF", 31, 4, "比分"],
  ["qwzq", "ZJQ", 8, 6, "总进球"],
  ["qwzq", "BQC", 9, 4, "半全场"],
  ["qwzq", "EXY", 4, 8, "二选一"],
  ["qwzq", "RQSF", 2, 8, "让球胜负"],
  ["qwzq", "DXQ", 2, 8, "大小球"],
  ["jclq", "SF", 2, 8, "胜负"],
  ["jclq", "RFSF", 2, 8, "让分胜负"],
  ["jclq", "SFC", 12, 4, "胜分差"],
  ["jclq", "DXF", 2, 8, "大小分"],
  ["bjdc", "SPF", 3, 15, "让球胜平负"],
  ["bjdc", "ZJQ", 8, 6, "总进球"],
  ["bjdc", "SXDS", 4, 6, "上下单双"],
  ["bjdc", "BF", 25, 3, "比分"],
  ["bjdc", "BQC", 9, 6, "半全场"],
];

describe("play catalogue", () => {
  it("lists exactly the plays of SPEC 3 per game", () => {
    expect(
      Object.fromEntries(Object.values(SPORTS_GAMES).map((g) => [g.game, g.plays.map((p) => p.code)])),
    ).toEqual({
      jczq: ["SPF", "BRQSPF", "BF", "ZJQ", "BQC", "EXY"],
      qwzq: ["SPF", "BRQSPF", "BF", "ZJQ", "BQC", "EXY", "RQSF", "DXQ"],
      jclq: ["SF", "RFSF", "SFC", "DXF"],
      bjdc: ["SPF", "ZJQ", "SXDS", "BF", "BQC"],
    });
  });
  it.each(PLAYS)("%s %s: %i options, max %i legs, named %s", (game, code, options, maxLegs, name) => {
    const rules = findSportsGame(game);
    const play = rules ? findSportsPlay(rules, code) : undefined;
    expect(play?.options.length).toBe(options);
    expect(play?.maxLegs).toBe(maxLegs);
    expect(play?.name).toBe(name);
    const codes = play?.options.map((o) => o.code) ?? [];
    expect(new Set(codes).size).toBe(codes.length);
    for (const o of play?.options ?? []) {
      expect(o.name).toMatch(/\S/);
      if (!/^\d+:\d+$/.test(o.name)) expect(o.name).toMatch(CHINESE);
      // Each name and alias leads back to its own option.
      expect(play && findSportsOption(play, o.name)?.code).toBe(o.code);
      for (const alias of o.aliases) expect(play && findSportsOption(play, alias)?.code).toBe(o.code);
    }
  });
  it("jczq BF has the 31 SPEC codes", () => {
    const bf = findSportsPlay(SPORTS_GAMES.jczq, "BF");
    expect(bf?.options.map((o) => o.code).join(" ")).toBe(
      "1:0 2:0 2:1 3:0 3:1 3:2 4:0 4:1 4:2 5:0 5:1 5:2 X0 0:0 1:1 2:2 3:3 XX " +
        "0:1 0:2 1:2 0:3 1:3 2:3 0:4 1:4 2:4 0:5 1:5 2:5 0X",
    );
  });
  it("BJDC BF stops at 4 goals, so 5:0 is 胜其他", () => {
    const bf = findSportsPlay(SPORTS_GAMES.bjdc, "BF");
    expect(bf && findSportsOption(bf, "5:0")).toBeUndefined();
    expect(bf && findSportsOption(bf, "4:2")?.code).toBe("4:2");
  });
  it("BQC, ZJQ, SFC, SXDS codes of SPEC 3", () => {
    expect(findSportsPlay(SPORTS_GAMES.jczq, "BQC")?.options.map((o) => o.code)).toEqual([
      "33",
      "31",
      "30",
      "13",
      "11",
      "10",
      "03",
      "01",
      "00",
    ]);
    expect(findSportsPlay(SPORTS_GAMES.jczq, "ZJQ")?.options.map((o) => o.code)).toEqual([
      "0",
      "1",
      "2",
      "3",
      "4",
      "5",
      "6",
      "7",
    ]);
    expect(findSportsPlay(SPORTS_GAMES.jclq, "SFC")?.options.map((o) => `${o.code}=${o.name}`)).toEqual([
      "01=主胜1-5",
      "02=主胜6-10",
      "03=主胜11-15",
      "04=主胜16-20",
      "05=主胜21-25",
      "06=主胜26+",
      "11=客胜1-5",
      "12=客胜6-10",
      "13=客胜11-15",
      "14=客胜16-20",
      "15=客胜21-25",
      "16=客胜26+",
    ]);
    expect(findSportsPlay(SPORTS_GAMES.bjdc, "SXDS")?.options.map((o) => `${o.code}=${o.name}`)).toEqual([
      "SD=上单",
      "SS=上双",
      "XD=下单",
      "XS=下双",
    ]);
  });
  it("accepts RQSPF as an alias of BRQSPF, case-insensitively", () => {
    expect(findSportsPlay(SPORTS_GAMES.jczq, "RQSPF")?.code).toBe("BRQSPF");
    expect(findSportsPlay(SPORTS_GAMES.jczq, "rqspf")?.code).toBe("BRQSPF");
    expect(findSportsPlay(SPORTS_GAMES.jczq, "HH")).toBeUndefined();
  });
  it("knows the game codes, qwzqtc being qwzq", () => {
    expect(findSportsGame("JCZQ")?.game).toBe("jczq");
    expect(findSportsGame("qwzqtc")?.game).toBe("qwzq");
    expect(findSportsGame("ssq")).toBeUndefined();
  });
  it("EXY options cover SPF codes", () => {
    const exy = findSportsPlay(SPORTS_GAMES.jczq, "EXY");
    const o = (code: string) => {
      const found = exy && findSportsOption(exy, code);
      if (!found) throw new Error(code);
      return found;
    };
    expect(["3", "1", "0"].map((r) => sportsOptionWins(o("3"), r))).toEqual([true, false, false]);
    expect(["3", "1", "0"].map((r) => sportsOptionWins(o("10"), r))).toEqual([false, true, true]);
    expect(["3", "1", "0"].map((r) => sportsOptionWins(o("31"), r))).toEqual([true, true, false]);
    expect(["3", "1", "0"].map((r) => sportsOptionWins(o("0"), r))).toEqual([false, false, true]);
  });
  it.each([
    ["jczq", ["SPF", "BRQSPF"], 8],
    ["jczq", ["SPF", "BQC"], 4],
    ["jczq", ["SPF", "ZJQ"], 6],
    ["jczq", ["SPF", "BF", "ZJQ"], 4],
    ["jclq", ["SF", "DXF"], 8],
    ["jclq", ["SF", "SFC"], 4],
    ["bjdc", ["SPF"], 15],
  ] as const)("%s HH %j → max %i legs", (game, plays, max) => {
    const rules = findSportsGame(game);
    expect(rules && maxParlayLegs(rules, plays)).toBe(max);
  });
});
