import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { SportsMatchAdminView } from "@lottery/contract";
import { sportsOddsHistory, sportsPoolIssues } from "../src/sports/tables.ts";
import { operatorCall } from "./helpers.ts";
import {
  changeOddsCall,
  createCtzqIssue,
  createMatch,
  fullOdds,
  matchBody,
  spOf,
  startSportsServer,
} from "./sports-fixtures.ts";
import { serverOfFile } from "./server-fixtures.ts";

const ctx = serverOfFile(() => startSportsServer({}, START));
// Saturday 2026-11-21 10:00 China time.
const START = new Date("2026-11-21T02:00:00Z");

const matchCall = (body: Record<string, unknown>) =>
  operatorCall<SportsMatchAdminView>(ctx.app, ctx.operator, "POST", "/sports/match", body);

describe("POST /admin/api/sports/match", () => {
  it("creates a jczq fixture with its number, id, close time and complete odds", async () => {
    const kickoffAt = new Date("2026-11-21T12:00:00Z"); // 20:00 China, Saturday
    const match = await createMatch(ctx, { gameCode: "jczq", kickoffAt, singles: ["SPF", "BF"] });
    expect(match).toMatchObject({
      gameCode: "jczq",
      num: "周六001",
      businessDate: "2026-11-21",
      matchId: "jczq-20261121-001",
      status: "selling",
      kickoffAt: "2026-11-21T20:00:00+08:00",
      closeAt: "2026-11-21T19:50:00+08:00",
      lines: { BRQSPF: -1 },
      singles: ["SPF", "BF"],
      league: { code: "ECL", shortName: "英超", topFive: true },
    });
    expect(match.plays.map((p) => p.play)).toEqual(["SPF", "BRQSPF", "BF", "ZJQ", "BQC", "EXY"]);
    expect(match.plays.find((p) => p.play === "BF")!.options).toHaveLength(31);
    expect(match.plays.find((p) => p.play === "EXY")!.options.map((o) => o.code)).toEqual(["3", "10"]);
    expect(match.plays.find((p) => p.play === "BRQSPF")).toMatchObject({ line: -1, single: false });
    expect(match.plays.find((p) => p.play === "SPF")).toMatchObject({ single: true });
    expect(spOf(match, "SPF", "3")).toBe(1.85);
    const history = await ctx.server.database.db
      .select()
      .from(sportsOddsHistory)
      .where(eq(sportsOddsHistory.matchId, match.matchId));
    expect(history).toHaveLength(3 + 3 + 31 + 8 + 9 + 2);
  });

  it("numbers a 03:00 kick-off with the previous business day and continues the sequence", async () => {
    const match = await createMatch(ctx, { gameCode: "jczq", kickoffAt: new Date("2026-11-21T19:00:00Z") });
    expect(match).toMatchObject({ num: "周六002", businessDate: "2026-11-21", matchId: "jczq-20261121-002" });
    const noon = await createMatch(ctx, { gameCode: "jczq", kickoffAt: new Date("2026-11-22T04:30:00Z") });
    expect(noon).toMatchObject({ num: "周日001", businessDate: "2026-11-22" });
  });

  it("updates a fixture: new kick-off, a changed price with history, the id and number kept", async () => {
    const match = await createMatch(ctx, { gameCode: "jclq", leagueCode: "NBA" });
    const kickoffAt = new Date(Date.parse(match.kickoffAt) + 3_600_000);
    const updated = await createMatch(ctx, {
      gameCode: "jclq",
      matchId: match.matchId,
      homeTeam: "湖人",
      awayTeam: "勇士",
      kickoffAt,
      odds: { SF: { "3": 1.5 } },
    });
    expect(updated).toMatchObject({ matchId: match.matchId, num: match.num, homeTeam: "湖人" });
    expect(Date.parse(updated.kickoffAt)).toBe(kickoffAt.getTime());
    expect(spOf(updated, "SF", "3")).toBe(1.5);
    expect(spOf(updated, "SF", "0")).toBe(2.55);
    const rows = await ctx.server.database.db
      .select()
      .from(sportsOddsHistory)
      .where(and(eq(sportsOddsHistory.matchId, match.matchId), eq(sportsOddsHistory.play, "SF")));
    expect(rows.map((r) => r.spMicro).sort()).toEqual([1_450_000, 1_500_000, 2_550_000]);
  });

  it.each([
    [{ gameCode: "xyz" }, "gameCode"],
    [{ leagueCode: "NOPE" }, "leagueCode"],
    [{ leagueCode: "NBA" }, "leagueCode"],
    [{ kickoffAt: "tomorrow" }, "kickoffAt"],
    [{ homeTeam: "" }, "homeTeam"],
    [{ awayTeam: "同队", homeTeam: "同队" }, "awayTeam"],
    [{ lines: { BRQSPF: -1.5 } }, "lines.BRQSPF"],
    [{ lines: { BRQSPF: 0 } }, "lines.BRQSPF"],
    [{ lines: { ZZZ: 1 } }, "lines.ZZZ"],
    [{ odds: { SPF: { "3": 1.855, "1": 3, "0": 4 } } }, "odds.SPF.3"],
    [{ odds: { SPF: { "3": 1.85, "1": 3 } } }, "odds.SPF"],
    [{ odds: { SPF: { "9": 1.85 } } }, "odds.SPF.9"],
    [{ odds: { SPF: { "3": 0.95, "1": 3, "0": 4 } } }, "odds.SPF.3"],
    [{ odds: { SFC: { "01": 2 } } }, "odds.SFC"],
    [{ singles: ["XX"] }, "singles.0"],
    [{ closeAt: "2026-11-22T12:00:00+08:00", kickoffAt: "2026-11-22T11:00:00+08:00" }, "closeAt"],
  ])("refuses %j with status 2 naming %s, writing nothing", async (change, field) => {
    const before = await operatorCall<{ total: number }>(ctx.app, ctx.operator, "GET", "/sports/matches");
    const body = await matchCall({ ...matchBody({ gameCode: "jczq" }, ctx.clock.now()), ...change });
    expect(body.status).toBe(2);
    expect(body.msg).toContain(field);
    const after = await operatorCall<{ total: number }>(ctx.app, ctx.operator, "GET", "/sports/matches");
    expect(after.models!.total).toBe(before.models!.total);
  });

  it("refuses without an operator token", async () => {
    const body = await operatorCall(
      ctx.app,
      null,
      "POST",
      "/sports/match",
      matchBody({ gameCode: "jczq" }, new Date()),
    );
    expect(body.status).toBe(4);
  });

  it("puts BJDC and CTZQ matches into their issues; CTZQ closes with its first match and holds 14", async () => {
    const bjdc = await createMatch(ctx, {
      gameCode: "bjdc",
      issue: "26047",
      odds: fullOdds("bjdc", { SPF: 1 }),
      lines: { SPF: 1 },
    });
    expect(bjdc).toMatchObject({ matchId: "bjdc-26047-001", num: "001", issue: "26047" });
    const ctzq = await createCtzqIssue(ctx, "26120");
    expect(ctzq.map((m) => m.num)).toHaveLength(14);
    const [issue] = await ctx.server.database.db
      .select()
      .from(sportsPoolIssues)
      .where(and(eq(sportsPoolIssues.gameCode, "ctzq"), eq(sportsPoolIssues.issue, "26120")));
    expect(issue!.closeAt.getTime()).toBe(Date.parse(ctzq[0]!.closeAt));
    const list = await operatorCall<{ list: SportsMatchAdminView[] }>(
      ctx.app,
      ctx.operator,
      "GET",
      "/sports/matches",
      {
        gameCode: "ctzq",
        issue: "26120",
        pageSize: "20",
      },
    );
    expect(new Set(list.models!.list.map((m) => m.closeAt)).size).toBe(1);
    const fifteenth = await matchCall(matchBody({ gameCode: "ctzq", issue: "26120" }, ctx.clock.now()));
    expect(fifteenth.status).toBe(1);
  });

  it("a manual stop closes the sale; a kick-off already past closes it too", async () => {
    const stopped = await createMatch(ctx, { gameCode: "jczq", status: "closed" });
    expect(stopped.status).toBe("closed");
    const past = await createMatch(ctx, {
      gameCode: "jczq",
      kickoffAt: new Date(ctx.clock.now().getTime() + 5 * 60_000),
    });
    expect(past.status).toBe("closed");
  });
});

describe("POST /admin/api/sports/odds", () => {
  it("changes some prices with history and a line, refuses unknown options and decided matches", async () => {
    const match = await createMatch(ctx, { gameCode: "qwzq" });
    const changed = await changeOddsCall(ctx, match.matchId, { DXQ: { H: 2.05, L: 1.72 } }, { DXQ: 3.5 });
    expect(changed.status, changed.msg).toBe(0);
    expect(changed.models!.lines).toMatchObject({ DXQ: 3.5, BRQSPF: -1, RQSF: -0.5 });
    expect(spOf(changed.models!, "DXQ", "H")).toBe(2.05);
    const rows = await ctx.server.database.db
      .select()
      .from(sportsOddsHistory)
      .where(and(eq(sportsOddsHistory.matchId, match.matchId), eq(sportsOddsHistory.play, "DXQ")));
    expect(rows).toHaveLength(4);
    expect((await changeOddsCall(ctx, match.matchId, { DXQ: { X: 2 } })).status).toBe(2);
    expect((await changeOddsCall(ctx, match.matchId, { DXQ: { H: 2.001 } })).status).toBe(2);
    expect((await changeOddsCall(ctx, "jczq-19990101-001", { SPF: { "3": 2 } })).status).toBe(1);
  });

  it("publishes an odds event when prices change", async () => {
    const match = await createMatch(ctx, { gameCode: "jczq" });
    const seen: string[] = [];
    const stop = ctx.app.deps.events.subscribe("jczq", (e) => seen.push(`${e.type}:${e.issue}`));
    await changeOddsCall(ctx, match.matchId, { SPF: { "3": 1.9 } });
    await changeOddsCall(ctx, match.matchId, { SPF: { "3": 1.9 } });
    stop();
    expect(seen).toEqual([`odds:${match.matchId}`]);
  });
});
