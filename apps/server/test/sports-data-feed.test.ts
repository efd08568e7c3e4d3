import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq, inArray } from "drizzle-orm";
import type { SjbGroupStageModels, SjbMatchAllModels, SpPageInfoModels } from "@lottery/contract";
import { mapSportsResult } from "@lottery/rules";
import { sportsMatches, sportsOddsHistory, sportsPoolIssues } from "../src/sports/tables.ts";
import { seedSportsDemo } from "../src/demo/sports/seed.ts";
import { runSportsTick } from "../src/sports/tick.ts";
import { call, startTestServer, useTestClock, type TestClock, type TestServer } from "./helpers.ts";

// Saturday 2026-11-21 10:00 China time: business day 周五 2026-11-20 until noon.
const START = new Date("2026-11-21T02:00:00Z");
const HOUR = 3_600_000;

describe("the demo feed tick", () => {
  let server: TestServer;
  let clock: TestClock;
  const db = () => server.database.db;
  const matchesOf = (game: string, date: string) =>
    db()
      .select()
      .from(sportsMatches)
      .where(and(eq(sportsMatches.gameCode, game), eq(sportsMatches.businessDate, date)));

  beforeAll(async () => {
    server = await startTestServer({ SPORTS_FEED: "demo" });
    clock = useTestClock(server, START);
  });
  afterAll(async () => server.close());

  it("keeps a programme for today and the coming days, once", async () => {
    const report = await runSportsTick(server.app.deps, clock.now());
    expect(report.failures).toBe(0);
    expect(report.created).toBeGreaterThan(100);
    for (const date of ["2026-11-20", "2026-11-21", "2026-11-22"]) {
      expect(await matchesOf("jczq", date)).toHaveLength(12);
      expect(await matchesOf("qwzq", date)).toHaveLength(4);
      expect(await matchesOf("jclq", date)).toHaveLength(8);
      expect(await matchesOf("bjdc", date)).toHaveLength(10);
    }
    const saturday = await matchesOf("jczq", "2026-11-21");
    expect(saturday.map((m) => m.num)).toContain("周六012");
    expect(saturday.every((m) => m.status === "selling" && m.source === "demo")).toBe(true);
    const ctzq = await db().select().from(sportsPoolIssues).where(eq(sportsPoolIssues.gameCode, "ctzq"));
    expect(ctzq.length).toBeGreaterThan(0);
    const [held] = await db()
      .select({ n: count() })
      .from(sportsMatches)
      .where(and(eq(sportsMatches.gameCode, "ctzq"), eq(sportsMatches.issue, ctzq[0]!.issue)));
    expect(held!.n).toBe(14);
    const again = await runSportsTick(server.app.deps, clock.now());
    expect(again.created).toBe(0);
  });

  it("the page shows the programme: a selling CTZQ issue of 14 and a BJDC issue", async () => {
    const ctzq = await call<SpPageInfoModels>(server.app, "GET", "/api/sitemsg/AppSPLotteryPageInfo", {
      gameCode: "ctzq",
    });
    expect(ctzq.body.models!.issue).toMatchObject({ status: "selling", matchCount: 14 });
    const bjdc = await call<SpPageInfoModels>(server.app, "GET", "/api/sitemsg/AppSPLotteryPageInfo", {
      gameCode: "bjdc",
    });
    expect(bjdc.body.models!.issue?.status).toBe("selling");
    const matches = bjdc.body.models!.days.flatMap((d) => d.matches);
    expect(matches.length).toBeGreaterThanOrEqual(20);
    expect(matches[0]!.plays.map((p) => p.play)).toEqual(["SPF", "ZJQ", "SXDS", "BF", "BQC"]);
  });

  it("moves odds now and then, with history rows and odds events", async () => {
    const seen: string[] = [];
    const stop = server.app.deps.events.subscribe("*", (e) => {
      if (e.type === "odds") seen.push(e.issue);
    });
    let moved = 0;
    for (let i = 0; i < 3; i += 1) {
      clock.advance(10 * 60_000);
      moved += (await runSportsTick(server.app.deps, clock.now())).oddsMoved;
    }
    stop();
    expect(moved).toBeGreaterThan(0);
    expect(seen.length).toBe(moved);
    const [history] = await db()
      .select({ n: count() })
      .from(sportsOddsHistory)
      .where(inArray(sportsOddsHistory.matchId, seen));
    expect(history!.n).toBeGreaterThan(0);
  });

  it("closes sale at close time and produces results about two hours after kick-off", async () => {
    const [first] = (await matchesOf("jczq", "2026-11-21")).sort(
      (a, b) => a.kickoffAt.getTime() - b.kickoffAt.getTime(),
    );
    clock.advance(first!.closeAt.getTime() - clock.now().getTime());
    const closing = await runSportsTick(server.app.deps, clock.now());
    expect(closing.closed).toBeGreaterThan(0);
    const [closed] = await db().select().from(sportsMatches).where(eq(sportsMatches.matchId, first!.matchId));
    expect(closed!.status).toBe("closed");

    clock.advance(first!.kickoffAt.getTime() + 2 * HOUR - clock.now().getTime());
    const after = await runSportsTick(server.app.deps, clock.now());
    expect(after.results).toBeGreaterThan(0);
    expect(after.failures).toBe(0);
    const [done] = await db().select().from(sportsMatches).where(eq(sportsMatches.matchId, first!.matchId));
    expect(["finished", "cancelled"]).toContain(done!.status);
    if (done!.status === "finished") {
      const [h, a] = done!.fullScore!.split(":").map(Number) as [number, number];
      const [hh, ha] = done!.halfScore!.split(":").map(Number) as [number, number];
      const expected = mapSportsResult("jczq", { ft: [h, a], ht: [hh, ha] }, done!.lines);
      expect(expected.ok && expected.value).toEqual(done!.results);
      expect(Object.keys(done!.finalSp ?? {}).sort()).toEqual(Object.keys(done!.results ?? {}).sort());
    }
    // The same fixture sold by qwzq and bjdc got the same score.
    const twins = await db()
      .select()
      .from(sportsMatches)
      .where(and(eq(sportsMatches.homeTeam, first!.homeTeam), eq(sportsMatches.kickoffAt, first!.kickoffAt)));
    expect(new Set(twins.map((t) => t.fullScore)).size).toBe(1);
  });

  it("does nothing with SPORTS_FEED=none except closing sales", async () => {
    const quiet = await startTestServer({ SPORTS_FEED: "none" });
    const report = await runSportsTick(quiet.app.deps, START);
    expect(report).toMatchObject({ created: 0, oddsMoved: 0, results: 0 });
    await quiet.close();
  });
});

describe("the demo seed", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SPORTS_FEED: "demo" });
    server.app.deps.clock = () => START;
  });
  afterAll(async () => server.close());

  it("writes finished matches of the last days and a European Championship group stage", async () => {
    const report = await seedSportsDemo(server.app.deps);
    expect(report!.failures).toBe(0);
    expect(report!.results).toBeGreaterThan(50);
    expect(await seedSportsDemo(server.app.deps)).toBeNull();
    const all = await call<SjbMatchAllModels>(server.app, "GET", "/api/SJBMatchAll");
    const list = all.body.models!.list;
    expect(list).toHaveLength(36);
    expect(list[0]).toMatchObject({ stage: "小组赛A组", group: "A" });
    expect(list.some((m) => m.status === "finished")).toBe(true);
    expect(list.some((m) => m.status === "selling")).toBe(true);
    const groups = await call<SjbGroupStageModels>(server.app, "GET", "/api/SJBGroupStageResult");
    const tables = groups.body.models!.groups;
    expect(tables.map((g) => g.group)).toEqual(["A", "B", "C", "D", "E", "F"]);
    for (const g of tables) {
      expect(g.rows).toHaveLength(4);
      const played = g.rows.reduce((s, r) => s + r.played, 0);
      expect(played % 2).toBe(0);
      expect(g.rows.reduce((s, r) => s + r.goalsFor - r.goalsAgainst, 0)).toBe(0);
      const points = g.rows.map((r) => r.points);
      expect(points).toEqual([...points].sort((a, b) => b - a));
    }
    const finished = list.filter((m) => m.status === "finished").length;
    const played = tables.flatMap((g) => g.rows).reduce((s, r) => s + r.played, 0);
    expect(played).toBe(finished * 2);
  }, 120_000);
});
