import { describe, expect, it } from "vitest";
import type { LiveMatchView, LiveState } from "@lottery/contract";
import { scoreText, sportOf, stateText } from "./live-text.ts";

const state = (over: Partial<LiveState>): LiveState => ({
  status: "1H",
  minute: 10,
  score: { home: 1, away: 0 },
  halfScore: null,
  red: { home: 0, away: 0 },
  yellow: { home: 0, away: 0 },
  corners: { home: 0, away: 0 },
  events: [],
  updatedAt: null,
  ...over,
});

const match = (over: Partial<LiveMatchView>): LiveMatchView => ({
  matchId: "jczq-20261121-001",
  gameCode: "jczq",
  num: "周六001",
  league: { code: "ECL", name: "英超", shortName: "英超", color: "#333", topFive: true },
  homeTeam: "甲",
  awayTeam: "乙",
  kickoffAt: "2026-11-21T15:30:00+08:00",
  state: "live",
  halfScore: null,
  fullScore: null,
  live: null,
  ...over,
});

describe("live-score texts", () => {
  it("says the minute in play, stoppage as 45+ and 90+, and the phase otherwise", () => {
    expect(stateText(match({ live: state({ minute: 23 }) }))).toBe("23'");
    expect(stateText(match({ live: state({ minute: 47 }) }))).toBe("45+'");
    expect(stateText(match({ live: state({ status: "2H", minute: 93 }) }))).toBe("90+'");
    expect(stateText(match({ live: state({ status: "HT", minute: null }) }))).toBe("中场");
    expect(stateText(match({ live: state({ status: "PST", minute: null }) }))).toBe("推迟");
    expect(stateText(match({ state: "upcoming" }))).toBe("未开赛");
    expect(stateText(match({ state: "finished", fullScore: "2:1" }))).toBe("完场");
    expect(stateText(match({ state: "cancelled" }))).toBe("取消");
  });

  it("names basketball halves with the game minute", () => {
    const basket = match({ gameCode: "jclq", live: state({ status: "2H", minute: 30 }) });
    expect(stateText(basket)).toBe("下半场 第30分钟");
    expect(stateText({ ...basket, live: state({ status: "HT", minute: 24 }) })).toBe("中场休息");
  });

  it("shows the live score once kicked off, the result's otherwise, nothing before", () => {
    expect(scoreText(match({ live: state({ score: { home: 2, away: 3 } }) }))).toBe("2:3");
    expect(scoreText(match({ state: "finished", fullScore: "1:1" }))).toBe("1:1");
    expect(scoreText(match({ state: "upcoming" }))).toBeNull();
    expect(scoreText(match({ live: state({ status: "PST" }) }))).toBeNull();
  });

  it("reads the sport from the route's menu", () => {
    expect(sportOf("basketball")).toBe("basketball");
    expect(sportOf(undefined)).toBe("football");
    expect(sportOf("anything")).toBe("football");
  });
});
