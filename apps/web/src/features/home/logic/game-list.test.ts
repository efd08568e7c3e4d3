import { describe, expect, it } from "vitest";
import type { AppHomePageInfoModels, HomeGame } from "@lottery/contract";
import { clockOffsetMs, gameGroupOf, groupGames, homeGames, hotGames } from "./game-list.ts";

const game = (code: string, hot = false): HomeGame => ({ code, name: code, slogan: "", hot, nextDraw: null });
const models = (games: HomeGame[]): AppHomePageInfoModels => ({
  games,
  bannerUpdatedAt: { home: "", recharge: "", mine: "", withdraw: "" },
  dialogUpdatedAt: "",
  serverTime: "2026-11-21T20:00:05+08:00",
});

describe("home game lists", () => {
  it("groups by kind: sports 竞彩, daily-or-slower 数字彩, more than daily 高频彩", () => {
    expect(gameGroupOf("jczq")).toBe("sports");
    expect(gameGroupOf("ssq")).toBe("number");
    expect(gameGroupOf("xqxc")).toBe("number");
    expect(gameGroupOf("cqssc")).toBe("fast");
    expect(groupGames([game("cqssc"), game("ssq"), game("jczq")]).map((s) => s.group)).toEqual([
      "sports",
      "number",
      "fast",
    ]);
  });

  it("shows the catalogue until the server's list arrives", () => {
    const fallback = homeGames(undefined);
    expect(fallback.length).toBeGreaterThan(40);
    expect(fallback.map((g) => g.code)).not.toContain("plsan");
    expect(homeGames(models([game("ssq")]))).toEqual([game("ssq")]);
  });

  it("takes 热门 from the configured codes, then the hot flags, in that order", () => {
    const games = [game("ssq"), game("dlt", true), game("cqssc")];
    const info = { menus: [], hotGames: ["cqssc", "ssq", "gone"], unreadMail: 0 };
    expect(hotGames(games, info).map((g) => g.code)).toEqual(["cqssc", "ssq"]);
    expect(hotGames(games, undefined).map((g) => g.code)).toEqual(["dlt"]);
  });

  it("corrects the clock by the server time at fetch", () => {
    const fetchedAt = Date.parse("2026-11-21T20:00:00+08:00");
    expect(clockOffsetMs(models([]), fetchedAt)).toBe(5000);
    expect(clockOffsetMs(models([]), 0)).toBe(0);
    expect(clockOffsetMs(undefined, fetchedAt)).toBe(0);
  });
});
