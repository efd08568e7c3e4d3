import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type {
  LiveMatchView,
  LiveStatus,
  MatchLiveModels,
  MyLiveMatchesModels,
  OptionDataModels,
} from "@lottery/contract";
import { sportsMatches } from "../src/sports/tables.ts";
import { runSportsTick } from "../src/sports/tick.ts";
import { demoLive } from "../src/demo/sports/live.ts";
import type { GameEvent } from "../src/events/bus.ts";
import { call, startTestServer, useTestClock, type TestClock, type TestServer } from "./helpers.ts";
import { playerCall } from "./money-helpers.ts";
import { betCall, bettor, leg } from "./sports-bets-fixtures.ts";
import { createMatch, startSportsServer, type SportsServer } from "./sports-fixtures.ts";

// Saturday 2026-11-21 10:00 China time; the programme's first football match kicks off at 15:30.
const START = new Date("2026-11-21T02:00:00Z");
const MIN = 60_000;

const scoreText = (v: LiveMatchView) => (v.live ? `${v.live.score.home}:${v.live.score.away}` : "0:0");
/** Consecutive duplicates dropped: the sequence of statuses a match went through. */
const phases = (list: (LiveStatus | "none")[]) => list.filter((s, i) => s !== list[i - 1]);

/** A whole match is 120 ticks of the feed on PGlite: more than the default 30 s on a loaded machine. */
const LONG = { timeout: 180_000 };

describe("live scores of the demo feed", LONG, () => {
  let server: TestServer;
  let clock: TestClock;
  const db = () => server.database.db;
  const detail = async (matchId: string) =>
    (await call<LiveMatchView>(server.app, "GET", "/api/Match/MatchLiveDetail", { matchId })).body.models!;
  const firstOf = async (game: string) => {
    const rows = await db()
      .select()
      .from(sportsMatches)
      .where(and(eq(sportsMatches.gameCode, game), eq(sportsMatches.businessDate, "2026-11-21")));
    return rows.sort((a, b) => a.kickoffAt.getTime() - b.kickoffAt.getTime())[0]!;
  };

  beforeAll(async () => {
    server = await startTestServer({ SPORTS_FEED: "demo" });
    clock = useTestClock(server, START);
    await runSportsTick(server.app.deps, clock.now(), 3);
  }, 180_000);
  afterAll(async () => server.close());

  it("plays a football match minute by minute to the result it enters", async () => {
    const match = await firstOf("jczq");
    const events: GameEvent[] = [];
    const stop = server.app.deps.events.subscribe("jczq", (e) => {
      if (e.type === "live" && e.issue === match.matchId) events.push(e);
    });
    clock.advance(match.kickoffAt.getTime() - MIN - clock.now().getTime());
    const statuses: (LiveStatus | "none")[] = [];
    const scores: [number, number][] = [];
    for (let minute = -1; minute <= 116; minute += 1) {
      await runSportsTick(server.app.deps, clock.now());
      const view = await detail(match.matchId);
      statuses.push(view.live?.status ?? "none");
      scores.push([view.live?.score.home ?? 0, view.live?.score.away ?? 0]);
      if (view.live?.status === "2H") expect(view.live.minute).toBeGreaterThanOrEqual(46);
      if (view.live?.status === "HT") expect(view.live.halfScore).toBe(scoreText(view));
      clock.advance(MIN);
    }
    stop();
    expect(phases(statuses)).toEqual(["none", "1H", "HT", "2H", "FT"]);
    for (let i = 1; i < scores.length; i += 1) {
      expect(scores[i]![0]).toBeGreaterThanOrEqual(scores[i - 1]![0]);
      expect(scores[i]![1]).toBeGreaterThanOrEqual(scores[i - 1]![1]);
    }
    const done = await detail(match.matchId);
    expect(done.state).toBe("finished");
    expect(done.fullScore).toBe(scoreText(done));
    expect(done.halfScore).toBe(done.live!.halfScore);
    const goals = done.live!.events.filter((e) => ["goal", "ownGoal", "penalty"].includes(e.type));
    expect(goals).toHaveLength(done.live!.score.home + done.live!.score.away);
    const minutes = done.live!.events.map((e) => e.minute);
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
    // every change was announced; a goal's event says so
    expect(events.length).toBeGreaterThan(90);
    expect(events.filter((e) => e.live?.goal).length).toBe(goals.length);
    expect(events.at(-1)!.live).toMatchObject({ status: "FT", score: done.fullScore });
  });

  it("plays a basketball match to its result, never going back", async () => {
    const match = await firstOf("jclq");
    clock.advance(match.kickoffAt.getTime() - clock.now().getTime());
    const statuses: (LiveStatus | "none")[] = [];
    let last = [0, 0];
    for (let minute = 0; minute <= 155; minute += 5) {
      await runSportsTick(server.app.deps, clock.now());
      const view = await detail(match.matchId);
      statuses.push(view.live?.status ?? "none");
      const now = [view.live?.score.home ?? 0, view.live?.score.away ?? 0];
      expect(now[0]).toBeGreaterThanOrEqual(last[0]!);
      expect(now[1]).toBeGreaterThanOrEqual(last[1]!);
      last = now;
      clock.advance(5 * MIN);
    }
    expect(phases(statuses)).toEqual(["1H", "HT", "2H", "FT"]);
    const done = await detail(match.matchId);
    expect(done.fullScore).toBe(scoreText(done));
  });

  it("MatchLive lists the programme, matches in play and results with their live state", async () => {
    const res = await call<MatchLiveModels>(server.app, "GET", "/api/Match/MatchLive", { gameCode: "jczq" });
    const models = res.body.models!;
    expect(models.upcoming.length).toBeGreaterThan(0);
    expect(models.upcoming.every((m) => m.state === "upcoming" && m.live === null)).toBe(true);
    expect(models.live.every((m) => m.live !== null)).toBe(true);
    const recent = models.recent.find((m) => m.live?.status === "FT")!;
    expect(recent.fullScore).toBe(scoreText(recent));
    const bad = await call(server.app, "GET", "/api/Match/MatchLiveDetail", { matchId: "??" });
    expect(bad.body.status).toBe(2);
  });

  it("OptionData adds standings, form and head to head from our finished matches", async () => {
    const [next] = await db()
      .select()
      .from(sportsMatches)
      .where(and(eq(sportsMatches.gameCode, "jczq"), eq(sportsMatches.status, "selling")));
    const res = await call<OptionDataModels>(server.app, "POST", "/api/Match/OptionData", {
      matchId: next!.matchId,
    });
    const models = res.body.models!;
    expect(models.plays.length).toBeGreaterThan(0);
    for (const row of models.standings) {
      expect(row.won + row.drawn + row.lost).toBe(row.played);
      expect(row.points).toBe(3 * row.won + row.drawn);
    }
    for (const entry of [...models.form.home, ...models.form.away]) {
      const [own, other] = entry.score.split(":").map(Number) as [number, number];
      expect(entry.outcome).toBe(own > other ? "W" : own === other ? "D" : "L");
    }
    expect(Array.isArray(models.headToHead)).toBe(true);
  });

  it("a cancelled match shows postponed from kick-off and cancelled when its result is due", () => {
    const kickoff = new Date("2026-11-21T12:00:00Z");
    const at = (m: number) => new Date(kickoff.getTime() + m * MIN);
    const state = (m: number) => demoLive("football", "k", kickoff, { cancelled: true }, at(m)).status;
    expect([state(-1), state(10), state(114), state(115)]).toEqual(["NS", "PST", "PST", "CANC"]);
  });
});

describe("Match/MyLiveMatches", () => {
  let ctx: SportsServer;
  beforeAll(async () => {
    ctx = await startSportsServer();
  });
  afterAll(async () => ctx.server.close());

  it("answers the matches of the player's own open tickets, and nobody else's", async () => {
    const a = await createMatch(ctx, { gameCode: "jczq" });
    const b = await createMatch(ctx, { gameCode: "jczq" });
    const owner = await bettor(ctx, "livemine1", 100);
    const other = await bettor(ctx, "livemine2", 100);
    const bet = await betCall(ctx, owner, {
      gameCode: "jczq",
      passTypes: "2_1",
      legs: [leg(a, "SPF", ["3"]), leg(b, "SPF", ["0"])],
    });
    expect(bet, bet.msg).toMatchObject({ status: 0 });
    const mine = await playerCall<MyLiveMatchesModels>(ctx.app, owner, "GET", "Match/MyLiveMatches", {});
    expect(mine.models!.matchIds.sort()).toEqual([a.matchId, b.matchId].sort());
    const theirs = await playerCall<MyLiveMatchesModels>(ctx.app, other, "GET", "Match/MyLiveMatches", {});
    expect(theirs.models!.matchIds).toEqual([]);
    const visitor = await call(ctx.app, "GET", "/api/Match/MyLiveMatches", {});
    expect(visitor.body.status).toBe(4);
  });
});
