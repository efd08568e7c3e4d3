import { afterEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  Status,
  type DoSsjcActModels,
  type Paged,
  type SsjcConsoleModels,
  type SsjcGuess,
  type SsjcMatchListModels,
  type SsjcRankModels,
  type SportsMatchAdminView,
} from "@lottery/contract";
import { operatorCall } from "./helpers.ts";
import { cashBalance, moneyPlayer, newRequestId, okModels, playerCall } from "./money-helpers.ts";
import { serverOfFile } from "./server-fixtures.ts";
import { createMatch, finishMatch, resultCall, startSportsServer } from "./sports-fixtures.ts";
import type { TestPlayer } from "./cards-fixtures.ts";
import { playerBalance } from "../src/loyalty/points.ts";
import { inventoryItems } from "../src/loyalty/tables.ts";
import { ledgerJournals } from "../src/wallet/tables.ts";
import { settleDueSsjc, settleSsjcMatch, ssjcSettleHooks } from "../src/ssjc/settle.ts";
import { ssjcGuesses } from "../src/ssjc/tables.ts";
import { ssjcJob } from "../src/jobs/ssjc-job.ts";

const ctx = serverOfFile(() => startSportsServer());
const db = () => ctx.server.database.db;

afterEach(() => {
  ssjcSettleHooks.chunkSize = 500;
  ssjcSettleHooks.afterChunk = null;
});

/** A jczq fixture the operator selects for guessing with this prize. */
async function guessingMatch(
  prize: { prizeKind: "points" | "packet"; prizeAmount: number } = { prizeKind: "points", prizeAmount: 50 },
): Promise<SportsMatchAdminView> {
  const match = await createMatch(ctx, { gameCode: "jczq" });
  await okModels(
    operatorCall(ctx.app, ctx.operator, "POST", "/ssjc/matches", { matchId: match.matchId, ...prize }),
  );
  return match;
}

function guess(player: TestPlayer, matchId: string, pick: string, requestId = newRequestId()) {
  return playerCall<DoSsjcActModels>(ctx.app, player, "POST", "Activity/DoSSJCAct", {
    matchId,
    pick,
    requestId,
  });
}

function records(player: TestPlayer, params: Record<string, string | number> = {}) {
  return okModels(playerCall<Paged<SsjcGuess>>(ctx.app, player, "GET", "Activity/DoSSJCActRecord", params));
}

const points = (player: TestPlayer) => playerBalance(db(), player.mid, "points");

describe("match guessing (赛事竞猜)", () => {
  it("lists a selected match and accepts one free guess before its close, refusing a second and one after", async () => {
    const match = await guessingMatch();
    const player = await moneyPlayer(ctx.app, "ssjc01");
    const open = await okModels(
      playerCall<SsjcMatchListModels>(ctx.app, player, "GET", "Activity/SSJCMatchList"),
    );
    const listed = open.list.find((m) => m.matchId === match.matchId);
    expect(listed).toMatchObject({ prizeKind: "points", prizeAmount: 50, prizeText: "50积分", myPick: null });
    expect(open).toMatchObject({ dailyLimit: 5, leftToday: 5 });

    const made = await okModels(guess(player, match.matchId, "3"));
    expect(made.guess).toMatchObject({
      pick: "3",
      pickName: "主胜",
      status: "pending",
      statusName: "待开奖",
    });
    expect(made.leftToday).toBe(4);
    expect(await cashBalance(ctx.app, player.token)).toBe(0);
    const again = await guess(player, match.matchId, "0");
    expect(again).toMatchObject({ status: Status.REFUSED, msg: "您已竞猜过该场比赛" });
    const after = await okModels(
      playerCall<SsjcMatchListModels>(ctx.app, player, "GET", "Activity/SSJCMatchList"),
    );
    expect(after.list.find((m) => m.matchId === match.matchId)?.myPick).toBe("3");

    // Past the match's sale close: refused in Chinese, nothing recorded.
    const late = await guessingMatch();
    const other = await moneyPlayer(ctx.app, "ssjc01b");
    ctx.clock.advance(Date.parse(late.closeAt) - ctx.clock.now().getTime() + 1000);
    expect(await guess(other, late.matchId, "1")).toMatchObject({
      status: Status.REFUSED,
      msg: "该场比赛竞猜已截止",
    });
    expect((await records(other)).total).toBe(0);
    const unknown = await guess(other, "jczq-20990101-001", "1");
    expect(unknown).toMatchObject({ status: Status.REFUSED, msg: "该场比赛未开放竞猜" });
  });

  it("answers a repeated requestId with the first guess, and refuses it with another pick", async () => {
    const match = await guessingMatch();
    const player = await moneyPlayer(ctx.app, "ssjc02");
    const requestId = newRequestId();
    const first = await okModels(guess(player, match.matchId, "1", requestId));
    const repeat = await okModels(guess(player, match.matchId, "1", requestId));
    expect(repeat.guess).toEqual(first.guess);
    expect(await guess(player, match.matchId, "3", requestId)).toMatchObject({
      status: Status.REQUEST_ID_REUSED,
    });
    expect((await records(player)).total).toBe(1);
  });

  it("records one guess out of 100 concurrent calls by one player", async () => {
    const match = await guessingMatch();
    const player = await moneyPlayer(ctx.app, "ssjc03");
    const shared = newRequestId();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        guess(player, match.matchId, i % 2 === 0 ? "3" : "0", i % 4 === 0 ? shared : newRequestId()),
      ),
    );
    const accepted = answers.filter((a) => a.status === Status.OK);
    const guessIds = new Set(accepted.map((a) => a.models!.guess.guessId));
    expect(guessIds.size).toBe(1);
    for (const answer of answers.filter((a) => a.status !== Status.OK))
      expect(answer.msg).toMatch(/您已竞猜过该场比赛|请求编号/);
    const rows = await db().select().from(ssjcGuesses).where(eq(ssjcGuesses.userId, player.mid));
    expect(rows).toHaveLength(1);
  });

  it("keeps to the operator's daily limit", async () => {
    await okModels(operatorCall(ctx.app, ctx.operator, "POST", "/ssjc/settings", { dailyLimit: 2 }));
    const player = await moneyPlayer(ctx.app, "ssjc04");
    try {
      const matches = [await guessingMatch(), await guessingMatch(), await guessingMatch()];
      await okModels(guess(player, matches[0]!.matchId, "3"));
      await okModels(guess(player, matches[1]!.matchId, "1"));
      expect(await guess(player, matches[2]!.matchId, "0")).toMatchObject({
        status: Status.REFUSED,
        msg: "今日竞猜次数已用完（每日2次）",
      });
    } finally {
      await okModels(operatorCall(ctx.app, ctx.operator, "POST", "/ssjc/settings", { dailyLimit: 5 }));
    }
  });

  it("settles when the result is entered: right answers paid points once, a rerun pays nothing", async () => {
    const match = await guessingMatch({ prizeKind: "points", prizeAmount: 80 });
    const right = await moneyPlayer(ctx.app, "ssjc05a");
    const wrong = await moneyPlayer(ctx.app, "ssjc05b");
    await okModels(guess(right, match.matchId, "3"));
    await okModels(guess(wrong, match.matchId, "1"));
    await finishMatch(ctx, match, { halfScore: "1:0", fullScore: "2:1" });
    expect((await records(right)).list[0]).toMatchObject({ status: "pending", fullScore: "2:1" });
    // The leader's next tick settles the match's guesses.
    expect(await ssjcJob.run(ctx.server.app.deps, ctx.clock.now())).toMatchObject({ settled: 2 });

    expect(await points(right)).toBe(80);
    expect(await points(wrong)).toBe(0);
    const [won] = (await records(right)).list;
    expect(won).toMatchObject({ status: "won", statusName: "猜中", prizePaid: 80, fullScore: "2:1" });
    const [lost] = (await records(wrong)).list;
    expect(lost).toMatchObject({ status: "lost", statusName: "未中", prizePaid: 0 });

    // Reruns: the settlement, the sweep and the same result entered again pay nothing more.
    expect(await settleSsjcMatch(db(), match.matchId, ctx.clock.now())).toBe(0);
    expect(await settleDueSsjc(db(), ctx.clock.now())).toBe(0);
    expect(await resultCall(ctx, match.matchId, { halfScore: "1:0", fullScore: "2:1" })).toMatchObject({
      status: 0,
    });
    expect(await points(right)).toBe(80);
    const paid = await db()
      .select()
      .from(ledgerJournals)
      .where(eq(ledgerJournals.key, `ssjc:prize:${won!.guessId}`));
    expect(paid).toHaveLength(1);

    const console = await okModels(
      operatorCall<SsjcConsoleModels>(ctx.app, ctx.operator, "GET", "/ssjc/matches"),
    );
    expect(console.list.find((r) => r.matchId === match.matchId)).toMatchObject({
      guesses: 2,
      won: 1,
      settled: true,
      fullScore: "2:1",
    });
  });

  it("pays a red packet prize into the bag, and a settlement cut short is finished by the sweep, once", async () => {
    const match = await guessingMatch({ prizeKind: "packet", prizeAmount: 5 });
    const players: TestPlayer[] = [];
    for (let i = 0; i < 5; i += 1) {
      const player = await moneyPlayer(ctx.app, `ssjc06${i}`);
      await okModels(guess(player, match.matchId, "0"));
      players.push(player);
    }
    await finishMatch(ctx, match, { halfScore: "0:0", fullScore: "0:2" });
    ssjcSettleHooks.chunkSize = 2;
    ssjcSettleHooks.afterChunk = () => {
      throw new Error("crash after the first chunk");
    };
    await expect(settleDueSsjc(db(), ctx.clock.now())).rejects.toThrow("crash after the first chunk");
    ssjcSettleHooks.afterChunk = null;
    const pendingAfterCrash = await db()
      .select()
      .from(ssjcGuesses)
      .where(eq(ssjcGuesses.matchId, match.matchId));
    expect(pendingAfterCrash.filter((g) => g.status === "pending")).toHaveLength(3);

    expect(await settleDueSsjc(db(), ctx.clock.now())).toBe(3);
    expect(await settleDueSsjc(db(), ctx.clock.now())).toBe(0);
    for (const player of players) {
      const packets = await db().select().from(inventoryItems).where(eq(inventoryItems.userId, player.mid));
      expect(packets).toHaveLength(1);
      expect(packets[0]).toMatchObject({ kind: "red_packet", valueFen: 500, source: "ssjc" });
      expect(await playerBalance(db(), player.mid, "credit")).toBe(500);
      expect(await cashBalance(ctx.app, player.token)).toBe(0);
      const [record] = (await records(player)).list;
      expect(record).toMatchObject({ status: "won", prizeText: "5元红包", prizePaid: 5 });
    }
  });

  it("voids the guesses of a cancelled match, paying nothing", async () => {
    const match = await guessingMatch();
    const player = await moneyPlayer(ctx.app, "ssjc07");
    await okModels(guess(player, match.matchId, "3"));
    await finishMatch(ctx, match, { cancelled: true });
    await settleDueSsjc(db(), ctx.clock.now());
    const [record] = (await records(player)).list;
    expect(record).toMatchObject({ status: "void", statusName: "已取消", prizePaid: 0 });
    expect(await points(player)).toBe(0);
  });

  it("shows each player only their own guesses, and ranks right answers with masked names", async () => {
    const match = await guessingMatch({ prizeKind: "points", prizeAmount: 10 });
    const a = await moneyPlayer(ctx.app, "ssjcowner");
    const b = await moneyPlayer(ctx.app, "ssjcother");
    const mine = await okModels(guess(a, match.matchId, "3"));
    const seen = await records(b);
    expect(seen.total).toBe(0);
    expect(JSON.stringify(seen)).not.toContain(String(mine.guess.guessId));
    const filtered = await records(b, { status: "pending" });
    expect(filtered.list).toEqual([]);
    await finishMatch(ctx, match, { halfScore: "1:0", fullScore: "1:0" });
    await settleDueSsjc(db(), ctx.clock.now());

    const rank = await okModels(
      playerCall<SsjcRankModels>(ctx.app, b, "GET", "Activity/SSJCRank", { period: "week" }),
    );
    expect(rank.list.map((r) => r.name)).toContain("ss***r");
    expect(JSON.stringify(rank)).not.toContain("ssjcowner");
    expect(rank.mine).toEqual({ rank: null, wins: 0, guesses: 0 });
    const own = await okModels(
      playerCall<SsjcRankModels>(ctx.app, a, "GET", "Activity/SSJCRank", { period: "all" }),
    );
    expect(own.mine.wins).toBe(1);
    expect(own.mine.rank).toBeGreaterThan(0);
  });

  it("refuses malformed parameters with status 2 naming the field", async () => {
    const match = await guessingMatch();
    const player = await moneyPlayer(ctx.app, "ssjc09");
    const cases: [Record<string, string | number>, string, string][] = [
      [
        { matchId: match.matchId, pick: "2", requestId: newRequestId() },
        "pick",
        "竞猜选项须为3（胜）、1（平）或0（负）",
      ],
      [
        { matchId: "../etc", pick: "3", requestId: newRequestId() },
        "matchId",
        "比赛编号须为4-24位字母、数字或-",
      ],
      [{ matchId: match.matchId, pick: "3", requestId: "x" }, "requestId", "请求编号"],
      [{ pick: "3", requestId: newRequestId() }, "matchId", ""],
    ];
    for (const [params, field, text] of cases) {
      const answer = await playerCall(ctx.app, player, "POST", "Activity/DoSSJCAct", params);
      expect(answer.status, field).toBe(Status.BAD_PARAM);
      expect(answer.msg).toContain(field);
      expect(answer.msg).toContain(text);
    }
    const record = await playerCall(ctx.app, player, "GET", "Activity/DoSSJCActRecord", { status: "paid" });
    expect(record.status).toBe(Status.BAD_PARAM);
    expect(record.msg).toContain("status");
    const rank = await playerCall(ctx.app, player, "GET", "Activity/SSJCRank", { period: "year" });
    expect(rank.status).toBe(Status.BAD_PARAM);
    expect(rank.msg).toContain("period");
    expect((await records(player)).total).toBe(0);
    const bad = await operatorCall(ctx.app, ctx.operator, "POST", "/ssjc/matches", {
      matchId: match.matchId,
      prizeKind: "cash",
      prizeAmount: 10,
    });
    expect(bad.status).toBe(Status.BAD_PARAM);
    expect(bad.msg).toContain("prizeKind");
  });

  it("lets the operator select only football fixtures without a result", async () => {
    const basketball = await createMatch(ctx, { gameCode: "jclq" });
    const answer = await operatorCall(ctx.app, ctx.operator, "POST", "/ssjc/matches", {
      matchId: basketball.matchId,
      prizeKind: "points",
      prizeAmount: 10,
    });
    expect(answer).toMatchObject({ status: Status.REFUSED, msg: "只能选择足球比赛" });
    const done = await createMatch(ctx, { gameCode: "jczq" });
    await finishMatch(ctx, done, { halfScore: "0:0", fullScore: "0:0" });
    const late = await operatorCall(ctx.app, ctx.operator, "POST", "/ssjc/matches", {
      matchId: done.matchId,
      prizeKind: "points",
      prizeAmount: 10,
    });
    expect(late).toMatchObject({ status: Status.REFUSED, msg: "该场比赛已有赛果，不能选为竞猜" });
  });
});
