import { describe, expect, it } from "vitest";
import { GAMES } from "../catalogue/games.ts";
import { gameRoute } from "./route.ts";

describe("game-code → route rule (SPEC 2.4)", () => {
  it.each([
    ["cqssc", "/ssc/cqssc", false],
    ["CQSSC", "/ssc/cqssc", false],
    ["jlffc", "/ssc/jlffc", false],
    ["gd11x5", "/ssc/gd11x5", false],
    ["syxw", "/ssc/syxw", false],
    ["ahk3", "/k3/ahk3", false],
    ["jsks", "/k3/jsks", false],
    ["bjpk10", "/xyft/bjpk10", false],
    ["xyft", "/xyft/xyft", false],
    ["qwlhc", "/qwlhc/qwlhc", false],
    ["xamlhc", "/qwlhc/xamlhc", false],
    ["fflyb", "/LYB/FFLYB", true],
    ["ffslm", "/shootingDragonDoor/FFSLM", true],
    ["jczq", "/jczq", false],
    ["fc3d", "/fc3dpl3/fc3d", false],
    ["pl3", "/fc3dpl3/pl3", false],
    ["PL5", "/pl5", false],
    ["lhc", "/lhc", false],
    ["sjb", "/sjb", false],
    ["scratchLobby", "/scratchLobby", false],
    ["EuropeCup", "/EuropeCup", false],
  ])("%s → %s", (code, path, needsLogin) => {
    expect(gameRoute(code)).toEqual({ path, needsLogin });
  });

  it("sends a code holding both k3 and lyb to the lyb page, not k3", () => {
    expect(gameRoute("k3lyb")).toEqual({ path: "/LYB/K3LYB", needsLogin: true });
  });

  it("answers false for a truthy flag or an unknown code", () => {
    expect(gameRoute("ssq", true)).toBe(false);
    expect(gameRoute("ssq", 1)).toBe(false);
    expect(gameRoute("nosuchgame")).toBe(false);
    expect(gameRoute("")).toBe(false);
  });

  it("routes every listed game of the catalogue somewhere", () => {
    for (const game of GAMES.filter((g) => !g.hidden && g.family !== "ctzq")) {
      expect(gameRoute(game.code), game.code).not.toBe(false);
    }
  });
});
