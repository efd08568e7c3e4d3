import { beforeAll, describe, expect, it } from "vitest";
import type {
  ActivitySettingModels,
  BjdcIssuesModels,
  LotteryOddsModels,
  MatchLiveModels,
  OptionDataModels,
  SpPageInfoModels,
} from "@lottery/contract";
import { call } from "./helpers.ts";
import { changeOddsCall, createMatch, finishMatch, fullOdds, startSportsServer } from "./sports-fixtures.ts";
import { serverOfFile } from "./server-fixtures.ts";

const ctx = serverOfFile(() => startSportsServer({ ODDS_DATA_HOST: "https://odds.example.com" }, START));
// Saturday 2026-11-21 10:00 China time (business day 周五 until noon).
const START = new Date("2026-11-21T02:00:00Z");
const at = (iso: string) => new Date(iso);
const get = <T>(path: string, params: Record<string, string> = {}) =>
  call<T>(ctx.app, "GET", `/api/${path}`, params);

beforeAll(async () => {
  // Saturday 20:00 and Sunday 02:00 (both 周六), Sunday 20:00 (周日), one closed by hand, one finished.
  await createMatch(ctx, {
    gameCode: "jczq",
    kickoffAt: at("2026-11-21T12:00:00Z"),
    leagueCode: "ECL",
    singles: ["SPF"],
  });
  await createMatch(ctx, { gameCode: "jczq", kickoffAt: at("2026-11-21T18:00:00Z"), leagueCode: "CAL" });
  await createMatch(ctx, { gameCode: "jczq", kickoffAt: at("2026-11-22T12:00:00Z"), leagueCode: "ECL" });
  await createMatch(ctx, { gameCode: "jczq", kickoffAt: at("2026-11-22T13:00:00Z"), status: "closed" });
  await createMatch(ctx, { gameCode: "bjdc", issue: "26047", kickoffAt: at("2026-11-21T12:00:00Z") });
  await createMatch(ctx, {
    gameCode: "bjdc",
    issue: "26046",
    kickoffAt: at("2026-11-21T03:00:00Z"),
    lines: { SPF: 0 },
    odds: fullOdds("bjdc", { SPF: 0 }),
  });
});

describe("GET sitemsg/AppSPLotteryPageInfo", () => {
  it("groups the matches on sale by business day with current SP, lines, singles and close", async () => {
    const res = await get<SpPageInfoModels>("sitemsg/AppSPLotteryPageInfo", { gameCode: "JCZQ" });
    expect(res.body.status).toBe(0);
    const page = res.body.models!;
    expect(page).toMatchObject({ gameCode: "jczq", gameName: "竞彩足球", issue: null });
    expect(page.days.map((d) => [d.businessDate, d.weekday, d.matches.map((m) => m.num)])).toEqual([
      ["2026-11-21", "周六", ["周六001", "周六002"]],
      ["2026-11-22", "周日", ["周日001"]],
    ]);
    const first = page.days[0]!.matches[0]!;
    expect(first).toMatchObject({
      status: "selling",
      closeAt: "2026-11-21T19:50:00+08:00",
      league: { code: "ECL" },
    });
    expect(first.plays.find((p) => p.play === "SPF")).toMatchObject({
      single: true,
      line: null,
      options: [
        { code: "3", name: "胜", sp: 1.85 },
        { code: "1", name: "平", sp: 3.2 },
        { code: "0", name: "负", sp: 4.1 },
      ],
    });
    expect(first.plays.find((p) => p.play === "BRQSPF")).toMatchObject({ single: false, line: -1 });
    expect(page.leagues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: "ECL", count: 2, shortName: "英超", topFive: true }),
      ]),
    );
  });

  it("shows new odds at once", async () => {
    const before = (await get<SpPageInfoModels>("sitemsg/AppSPLotteryPageInfo", { gameCode: "jczq" })).body
      .models!;
    const target = before.days[0]!.matches[1]!;
    await changeOddsCall(ctx, target.matchId, { SPF: { "3": 2.05 } });
    const after = (await get<SpPageInfoModels>("sitemsg/AppSPLotteryPageInfo", { gameCode: "jczq" })).body
      .models!;
    const changed = after.days[0]!.matches.find((m) => m.matchId === target.matchId)!;
    expect(changed.plays[0]!.options[0]!.sp).toBe(2.05);
  });

  it("BJDC: the issue on sale and its matches; refuses an unknown game with status 2", async () => {
    const page = (await get<SpPageInfoModels>("sitemsg/AppSPLotteryPageInfo", { gameCode: "bjdc" })).body
      .models!;
    expect(page.issue).toMatchObject({ issue: "26046", status: "selling" });
    expect(page.days.flatMap((d) => d.matches).map((m) => m.issue)).toEqual(["26046", "26047"]);
    expect(page.days[0]!.matches[0]!.plays.every((p) => p.single)).toBe(true);
    const bad = await get("sitemsg/AppSPLotteryPageInfo", { gameCode: "ssq" });
    expect(bad.body.status).toBe(2);
    expect(bad.body.msg).toContain("gameCode");
  });
});

describe("GET lottery/GetLotteryOdds", () => {
  it("answers one match's odds, or every open match of a game", async () => {
    const all = (await get<LotteryOddsModels>("lottery/GetLotteryOdds", { gameCode: "jczq" })).body.models!;
    expect(all.list).toHaveLength(3);
    const one = await get<LotteryOddsModels>("lottery/GetLotteryOdds", { matchId: all.list[0]!.matchId });
    expect(one.body.models!.list).toHaveLength(1);
    expect(one.body.models!.list[0]).toMatchObject({ lines: { BRQSPF: -1 }, odds: { SPF: { "3": 1.85 } } });
    expect((await get("lottery/GetLotteryOdds", { matchId: "jczq-19990101-001" })).body.status).toBe(1);
    expect((await get("lottery/GetLotteryOdds")).body.status).toBe(2);
  });
});

describe("odds-data calls", () => {
  it("Match/OptionData answers each option's price history oldest first", async () => {
    const match = await createMatch(ctx, { gameCode: "jczq", kickoffAt: at("2026-11-22T14:00:00Z") });
    ctx.clock.advance(60_000);
    await changeOddsCall(ctx, match.matchId, { SPF: { "3": 1.9, "0": 3.9 } });
    const res = await call<OptionDataModels>(ctx.app, "POST", "/api/Match/OptionData", {
      matchId: match.matchId,
    });
    const spf = res.body.models!.plays.find((p) => p.play === "SPF")!;
    expect(spf.options.find((o) => o.code === "3")!.history.map((h) => h.sp)).toEqual([1.85, 1.9]);
    expect(spf.options.find((o) => o.code === "1")!.history.map((h) => h.sp)).toEqual([3.2]);
    const bad = await call(ctx.app, "POST", "/api/Match/OptionData", { matchId: "??" });
    expect(bad.body.status).toBe(2);
  });

  it("Match/MatchLive lists matches in play and recent results", async () => {
    const match = await createMatch(ctx, {
      gameCode: "jclq",
      kickoffAt: new Date(ctx.clock.now().getTime() + 3_600_000),
    });
    ctx.clock.advance(90 * 60_000);
    const live = (await get<MatchLiveModels>("Match/MatchLive")).body.models!;
    expect(live.live.map((m) => m.matchId)).toContain(match.matchId);
    await finishMatch(ctx, match, { fullScore: "101:99" });
    const after = (await get<MatchLiveModels>("Match/MatchLive", { gameCode: "jclq" })).body.models!;
    expect(after.live.map((m) => m.matchId)).not.toContain(match.matchId);
    expect(after.recent[0]).toMatchObject({ matchId: match.matchId, state: "finished", fullScore: "101:99" });
  });

  it("the activity settings tell the client the odds-data host", async () => {
    const res = await get<ActivitySettingModels>("SystemConfig/QueryActivity_Setting");
    expect(res.body.models!.oddsDataHost).toBe("https://odds.example.com");
  });
});

describe("GET lotteryresult/getbjdcweekissuse", () => {
  it("lists BJDC issues newest first with dates, close, status and match count", async () => {
    const res = await get<BjdcIssuesModels>("lotteryresult/getbjdcweekissuse");
    expect(res.body.models!.total).toBe(2);
    expect(res.body.models!.list.map((i) => [i.issue, i.matchCount, i.status])).toEqual([
      ["26047", 1, "selling"],
      ["26046", 1, "selling"],
    ]);
    expect(res.body.models!.list[0]).toMatchObject({ startDate: "2026-11-21", endDate: "2026-11-21" });
  });
});

describe("only matches on sale are offered", () => {
  it("a match past its close leaves the page and the odds list before any job runs", async () => {
    ctx.clock.advance(at("2026-11-21T11:55:00Z").getTime() - ctx.clock.now().getTime());
    const page = (await get<SpPageInfoModels>("sitemsg/AppSPLotteryPageInfo", { gameCode: "jczq" })).body
      .models!;
    const nums = page.days.flatMap((d) => d.matches.map((m) => m.num));
    expect(nums).not.toContain("周六001");
    expect(nums).toContain("周六002");
    const odds = (await get<LotteryOddsModels>("lottery/GetLotteryOdds", { gameCode: "jczq" })).body.models!;
    expect(odds.list.map((m) => m.matchId)).not.toContain("jczq-20261121-001");
  });
});
