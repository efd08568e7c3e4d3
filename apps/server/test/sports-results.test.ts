import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { JcListModels, SportsMatchAdminView } from "@lottery/contract";
import { sportsMatches } from "../src/sports/tables.ts";
import { call } from "./helpers.ts";
import {
  createCtzqIssue,
  createMatch,
  finishMatch,
  poolPrizesCall,
  resultCall,
  spOf,
  startSportsServer,
} from "./sports-fixtures.ts";
import { serverOfFile } from "./server-fixtures.ts";

const ctx = serverOfFile(() => startSportsServer({}, START));
// Saturday 2026-11-21 10:00 China time.
const START = new Date("2026-11-21T02:00:00Z");
const SAT_20 = new Date("2026-11-21T12:00:00Z");

const finalSpOf = (match: SportsMatchAdminView) => match.finalSp ?? {};

describe("POST /admin/api/sports/result", () => {
  it("football: every play's result code from the rules with the match's line, final SP = current SP of the winner", async () => {
    const match = await createMatch(ctx, { gameCode: "jczq", kickoffAt: SAT_20 });
    const done = await finishMatch(ctx, match, { halfScore: "1:1", fullScore: "2:1" });
    expect(done).toMatchObject({ status: "finished", halfScore: "1:1", fullScore: "2:1" });
    // BRQSPF −1: 2−1 = 1 : 1 → 让平.
    expect(done.results).toEqual({ SPF: "3", BRQSPF: "1", BF: "2:1", ZJQ: "3", BQC: "13", EXY: "3" });
    expect(finalSpOf(done)).toEqual({
      SPF: spOf(match, "SPF", "3"),
      BRQSPF: spOf(match, "BRQSPF", "1"),
      BF: spOf(match, "BF", "2:1"),
      ZJQ: spOf(match, "ZJQ", "3"),
      BQC: spOf(match, "BQC", "13"),
      EXY: spOf(match, "EXY", "3"),
    });
  });

  it("football: an unlisted score is 胜其他; EXY 客不败 covers a draw; qwzq's lined plays", async () => {
    const match = await createMatch(ctx, { gameCode: "qwzq", kickoffAt: SAT_20 });
    const done = await finishMatch(ctx, match, { halfScore: "0:0", fullScore: "6:0" });
    expect(done.results).toMatchObject({ BF: "X0", ZJQ: "6", BQC: "13", RQSF: "3", DXQ: "H" });
    const drawn = await createMatch(ctx, { gameCode: "jczq", kickoffAt: SAT_20 });
    const level = await finishMatch(ctx, drawn, { halfScore: "0:0", fullScore: "1:1" });
    expect(level.results).toMatchObject({ SPF: "1", EXY: "1" });
    expect(level.finalSp!.EXY).toBe(spOf(drawn, "EXY", "10"));
  });

  it("basketball: SF, RFSF with the handicap, SFC band, DXF against the total; half-time score optional", async () => {
    const match = await createMatch(ctx, {
      gameCode: "jclq",
      kickoffAt: SAT_20,
      lines: { RFSF: -5.5, DXF: 210.5 },
    });
    const done = await finishMatch(ctx, match, { fullScore: "102:95" });
    expect(done.results).toEqual({ SF: "3", RFSF: "3", SFC: "02", DXF: "L" });
    expect(finalSpOf(done)).toEqual({
      SF: spOf(match, "SF", "3"),
      RFSF: spOf(match, "RFSF", "3"),
      SFC: spOf(match, "SFC", "02"),
      DXF: spOf(match, "DXF", "L"),
    });
    const away = await createMatch(ctx, {
      gameCode: "jclq",
      kickoffAt: SAT_20,
      lines: { RFSF: 3.5, DXF: 200.5 },
    });
    const lost = await finishMatch(ctx, away, { halfScore: "50:61", fullScore: "99:127" });
    expect(lost.results).toEqual({ SF: "0", RFSF: "0", SFC: "16", DXF: "H" });
  });

  it("bjdc: SPF with its handicap, SXDS and the 25-score BF", async () => {
    const match = await createMatch(ctx, {
      gameCode: "bjdc",
      issue: "26047",
      kickoffAt: SAT_20,
      lines: { SPF: 1 },
    });
    const done = await finishMatch(ctx, match, { halfScore: "0:1", fullScore: "0:1" });
    expect(done.results).toEqual({ SPF: "1", ZJQ: "1", SXDS: "XD", BF: "0:1", BQC: "00" });
    expect(done.finalSp!.SXDS).toBe(spOf(match, "SXDS", "XD"));
  });

  it("cancelled: SP 1 for every play, no result codes, no scores", async () => {
    const match = await createMatch(ctx, { gameCode: "jczq", kickoffAt: SAT_20 });
    const body = await resultCall(ctx, match.matchId, { cancelled: true });
    expect(body.status, body.msg).toBe(0);
    expect(body.models).toMatchObject({ status: "cancelled", halfScore: null, fullScore: null, results: {} });
    expect(body.models!.finalSp).toEqual({ SPF: 1, BRQSPF: 1, BF: 1, ZJQ: 1, BQC: 1, EXY: 1 });
  });

  it("re-entering the same result changes nothing and announces nothing; a different one is refused once settled", async () => {
    const match = await createMatch(ctx, { gameCode: "jczq", kickoffAt: SAT_20 });
    const first = await finishMatch(ctx, match, { halfScore: "0:0", fullScore: "1:0" });
    const [before] = await ctx.server.database.db
      .select()
      .from(sportsMatches)
      .where(eq(sportsMatches.matchId, match.matchId));
    const seen: string[] = [];
    const stop = ctx.app.deps.events.subscribe("jczq", (e) => seen.push(e.type));
    const again = await resultCall(ctx, match.matchId, { halfScore: "0:0", fullScore: "1:0" });
    stop();
    expect(again.status).toBe(0);
    expect(again.models!.results).toEqual(first.results);
    expect(seen).not.toContain("result");
    const [after] = await ctx.server.database.db
      .select()
      .from(sportsMatches)
      .where(eq(sportsMatches.matchId, match.matchId));
    expect(after!.resultAt).toEqual(before!.resultAt);
    // Settlement ran after the first entry (settled_at set): a different result is refused.
    expect(after!.settledAt).not.toBeNull();
    const changed = await resultCall(ctx, match.matchId, { halfScore: "0:0", fullScore: "2:0" });
    expect(changed.status).toBe(1);
    expect(changed.msg).toBe("该场比赛已派奖，赛果不能修改");
  });

  it("publishes a result event", async () => {
    const match = await createMatch(ctx, { gameCode: "jclq", kickoffAt: SAT_20 });
    const seen: string[] = [];
    const stop = ctx.app.deps.events.subscribe("jclq", (e) => seen.push(`${e.type}:${e.issue}`));
    await finishMatch(ctx, match, { fullScore: "88:80" });
    stop();
    expect(seen).toContain(`result:${match.matchId}`);
  });

  it.each([
    [{ halfScore: "1:0" }, 2, "fullScore"],
    [{ fullScore: "2:1" }, 2, "halfScore"],
    [{ halfScore: "3:0", fullScore: "2:1" }, 2, "halfScore"],
    [{ halfScore: "1-0", fullScore: "2:1" }, 2, "halfScore"],
    [{ halfScore: "1:0", fullScore: "2:1", cancelled: "yes" }, 2, "cancelled"],
  ])("refuses %j (status %i naming %s)", async (result, status, field) => {
    const match = await createMatch(ctx, { gameCode: "jczq" });
    ctx.clock.advance(4 * 3_600_000);
    const body = await resultCall(ctx, match.matchId, result as never);
    expect(body.status).toBe(status);
    expect(body.msg).toContain(field);
    const [row] = await ctx.server.database.db
      .select()
      .from(sportsMatches)
      .where(eq(sportsMatches.matchId, match.matchId));
    expect(row!.status).not.toBe("finished");
  });

  it("refuses a basketball draw, a result before kick-off and an unknown match", async () => {
    const match = await createMatch(ctx, {
      gameCode: "jclq",
      kickoffAt: new Date(ctx.clock.now().getTime() + 3_600_000),
    });
    expect((await resultCall(ctx, match.matchId, { fullScore: "100:100" })).status).toBe(2);
    const early = await resultCall(ctx, match.matchId, { fullScore: "100:90" });
    expect(early).toMatchObject({ status: 1, msg: "比赛尚未开赛，不能录入赛果" });
    expect((await resultCall(ctx, "jclq-19990101-001", { fullScore: "1:0" })).status).toBe(1);
  });
});

describe("CTZQ issue results and floating prizes", () => {
  it("stores each match's SPF code, finishes the issue when all 14 are decided and keeps entered prizes", async () => {
    const matches = await createCtzqIssue(ctx, "26130");
    for (const [i, m] of matches.entries()) {
      const done = await finishMatch(ctx, m, i === 3 ? { cancelled: true } : { fullScore: `${i % 3}:1` });
      if (i !== 3) expect(done.results).toEqual({ SPF: i % 3 === 2 ? "3" : i % 3 === 1 ? "1" : "0" });
    }
    const list = await call<{ list: unknown[] }>(ctx.app, "GET", "/api/lotteryresult/jc_list", {
      gameCode: "ctzq",
      issue: "26130",
    });
    expect(list.body.models!.list).toHaveLength(14);
    const first = await poolPrizesCall(ctx, "26130", { "1": 500000, R9: 3200.5 });
    expect(first.status, first.msg).toBe(0);
    expect(first.models).toMatchObject({ status: "finished", prizes: { "1": 500000, R9: 3200.5 } });
    const second = await poolPrizesCall(ctx, "26130", { "1": 500000, "2": 8000 });
    expect(second.models).toMatchObject({ prizes: { "1": 500000, "2": 8000, R9: 3200.5 } });
    expect((await poolPrizesCall(ctx, "26130", { "1": 1 })).status).toBe(1);
    expect((await poolPrizesCall(ctx, "26130", { "3": 1 })).status).toBe(2);
    expect((await poolPrizesCall(ctx, "26130", { "1": 1.234 })).status).toBe(2);
    expect((await poolPrizesCall(ctx, "99999", { "1": 1 })).status).toBe(1);
  });
});

describe("GET /api/lotteryresult/jc_list", () => {
  it("lists a business day's decided matches with scores, winning options and final SP", async () => {
    const res = await call<JcListModels>(ctx.app, "GET", "/api/lotteryresult/jc_list", {
      gameCode: "jczq",
      date: "2026-11-21",
    });
    expect(res.body.status).toBe(0);
    const list = res.body.models!.list;
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list.every((m) => m.status === "finished" || m.status === "cancelled")).toBe(true);
    const won = list.find((m) => m.fullScore === "2:1")!;
    expect(won.results.find((r) => r.play === "BF")).toMatchObject({ code: "2:1", optionName: "2:1" });
    expect(won.results.find((r) => r.play === "SPF")).toMatchObject({
      code: "3",
      optionName: "胜",
      sp: 1.85,
    });
    expect(won.results.find((r) => r.play === "BRQSPF")).toMatchObject({
      line: -1,
      code: "1",
      optionName: "让平",
    });
    const cancelled = list.find((m) => m.status === "cancelled")!;
    expect(cancelled.results.every((r) => r.sp === 1 && r.code === null)).toBe(true);
    const nums = list.map((m) => m.num);
    expect(nums).toEqual([...nums].sort());
  });

  it("defaults to the latest business day with results; a bad date is status 2", async () => {
    const res = await call<JcListModels>(ctx.app, "GET", "/api/lotteryresult/jc_list", { gameCode: "jclq" });
    expect(res.body.models!.date).toBe("2026-11-21");
    expect(res.body.models!.list.length).toBeGreaterThan(0);
    const bad = await call(ctx.app, "GET", "/api/lotteryresult/jc_list", {
      gameCode: "jczq",
      date: "21/11/2026",
    });
    expect(bad.body.status).toBe(2);
    expect(bad.body.msg).toContain("date");
  });
});
