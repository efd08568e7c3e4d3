import { afterEach, describe, expect, it } from "vitest";
import { and, eq, like } from "drizzle-orm";
import {
  Status,
  type EventConsoleDetail,
  type EventConsoleRow,
  type EventKind,
  type EventMyPredictionsModels,
  type EventPageModels,
  type EventPredictModels,
  type EventRankModels,
  type SportsMatchAdminView,
  type SsjcMatchListModels,
} from "@lottery/contract";
import { operatorCall } from "./helpers.ts";
import { expectAuditOk, moneyPlayer, newRequestId, okModels, playerCall } from "./money-helpers.ts";
import { serverOfFile } from "./server-fixtures.ts";
import { createMatch, finishMatch, startSportsServer } from "./sports-fixtures.ts";
import type { TestPlayer } from "./cards-fixtures.ts";
import { playerBalance } from "../src/loyalty/points.ts";
import { inventoryItems } from "../src/loyalty/tables.ts";
import { ledgerJournals } from "../src/wallet/tables.ts";
import { eventPayoutHooks, payDueEvents } from "../src/ssjc/event-payout.ts";
import { settleDueSsjc } from "../src/ssjc/settle.ts";
import { ssjcEventPayouts, ssjcGuesses } from "../src/ssjc/tables.ts";

const ctx = serverOfFile(() => startSportsServer());
const db = () => ctx.server.database.db;
const HOUR = 3_600_000;

afterEach(() => {
  eventPayoutHooks.afterPay = null;
});

type Prizes = { from: number; to: number; points: number; packet: number }[];

/** An event running from an hour ago for two days over `leagues`, created by the operator. */
async function newEvent(
  kind: EventKind,
  leagues: string[],
  prizes: Prizes = [{ from: 1, to: 1, points: 1000, packet: 10 }],
): Promise<EventConsoleRow> {
  const now = ctx.clock.now().getTime();
  return okModels(
    operatorCall<EventConsoleRow>(ctx.app, ctx.operator, "POST", "/events", {
      kind,
      title: `测试活动${kind}`,
      rules: "测试规则",
      startAt: new Date(now - HOUR).toISOString(),
      endAt: new Date(now + 48 * HOUR).toISOString(),
      leagues,
      prizes,
    }),
  );
}

const ogbMatch = (hoursAhead = 3): Promise<SportsMatchAdminView> =>
  createMatch(ctx, {
    gameCode: "jczq",
    leagueCode: "OGB",
    kickoffAt: new Date(ctx.clock.now().getTime() + hoursAhead * HOUR),
  });

function predict(
  player: TestPlayer,
  eventId: number,
  matchId: string,
  pick: string,
  score?: string,
  requestId = newRequestId(),
) {
  const params: Record<string, string | number> = { eventId, matchId, pick, requestId };
  if (score !== undefined) params.score = score;
  return playerCall<EventPredictModels>(ctx.app, player, "POST", "Activity/EventPredict", params);
}

const page = (player: TestPlayer, params: Record<string, string | number>) =>
  okModels(playerCall<EventPageModels>(ctx.app, player, "GET", "Activity/EventPage", params));
const rank = (player: TestPlayer, eventId: number) =>
  okModels(playerCall<EventRankModels>(ctx.app, player, "GET", "Activity/EventRank", { eventId }));
const mine = (player: TestPlayer, eventId: number) =>
  okModels(
    playerCall<EventMyPredictionsModels>(ctx.app, player, "GET", "Activity/EventMyPredictions", { eventId }),
  );
const points = (player: TestPlayer) => playerBalance(db(), player.mid, "points");

/** Past the event's end: the job settles the predictions and pays the prizes. */
async function endEvent(event: EventConsoleRow): Promise<void> {
  const past = Date.parse(event.endAt) + HOUR - ctx.clock.now().getTime();
  if (past > 0) ctx.clock.advance(past);
  await settleDueSsjc(db(), ctx.clock.now());
}

describe("prediction events (赛事活动)", () => {
  it("takes one prediction per match and player, changeable until kick-off, only for the event's matches", async () => {
    const event = await newEvent("ogb", ["OGB"]);
    const match = await ogbMatch();
    const other = await createMatch(ctx, { gameCode: "jczq", leagueCode: "ECL" });
    const player = await moneyPlayer(ctx.app, "evt01");
    const before = await okModels(
      playerCall<SsjcMatchListModels>(ctx.app, player, "GET", "Activity/SSJCMatchList"),
    );

    const shown = await page(player, { kind: "ogb" });
    expect(shown.event).toMatchObject({ eventId: event.eventId, phase: "live", kind: "ogb" });
    expect(shown.event.scoring[0]).toContain("3分");
    expect(shown.matches.map((m) => m.matchId)).toContain(match.matchId);
    expect(shown.matches.map((m) => m.matchId)).not.toContain(other.matchId);

    const requestId = newRequestId();
    const first = await okModels(predict(player, event.eventId, match.matchId, "3", undefined, requestId));
    expect(first.prediction).toMatchObject({
      pick: "3",
      score: null,
      status: "pending",
      statusName: "待开奖",
    });
    expect(await okModels(predict(player, event.eventId, match.matchId, "3", undefined, requestId))).toEqual(
      first,
    );
    expect(await predict(player, event.eventId, match.matchId, "0", undefined, requestId)).toMatchObject({
      status: Status.REQUEST_ID_REUSED,
    });
    const changed = await okModels(predict(player, event.eventId, match.matchId, "1", "1:1"));
    expect(changed.prediction).toMatchObject({ pick: "1", pickName: "平局", score: "1:1" });
    const rows = await db()
      .select()
      .from(ssjcGuesses)
      .where(and(eq(ssjcGuesses.userId, player.mid), eq(ssjcGuesses.eventId, event.eventId)));
    expect(rows).toHaveLength(1);
    expect(
      (await page(player, { eventId: event.eventId })).matches.find((m) => m.matchId === match.matchId),
    ).toMatchObject({ myPick: "1", myScore: "1:1", open: true });
    // Match guessing's own limit and records are untouched by events' predictions.
    const after = await okModels(
      playerCall<SsjcMatchListModels>(ctx.app, player, "GET", "Activity/SSJCMatchList"),
    );
    expect(after.leftToday).toBe(before.leftToday);

    expect(await predict(player, event.eventId, other.matchId, "3")).toMatchObject({
      status: Status.REFUSED,
      msg: "该场比赛不在本活动中",
    });
    ctx.clock.advance(Date.parse(match.kickoffAt) - ctx.clock.now().getTime() + 1000);
    expect(await predict(player, event.eventId, match.matchId, "3")).toMatchObject({
      status: Status.REFUSED,
      msg: "该场比赛已开赛，不能再预测或修改",
    });
    expect((await mine(player, event.eventId)).list).toMatchObject([{ pick: "1", score: "1:1" }]);
  });

  it("records one prediction out of 40 concurrent calls by one player", async () => {
    const event = await newEvent("five", ["ECL", "DAL"]);
    const match = await createMatch(ctx, { gameCode: "jczq", leagueCode: "DAL" });
    const player = await moneyPlayer(ctx.app, "evt02");
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => predict(player, event.eventId, match.matchId, i % 2 ? "3" : "0")),
    );
    expect(answers.every((a) => a.status === Status.OK)).toBe(true);
    const rows = await db()
      .select()
      .from(ssjcGuesses)
      .where(and(eq(ssjcGuesses.userId, player.mid), eq(ssjcGuesses.eventId, event.eventId)));
    expect(rows).toHaveLength(1);
  });

  it("scores results and exact scores, ranks ties by who reached the total first, and pays each prize once", async () => {
    const event = await newEvent(
      "ogb",
      ["OGB"],
      [
        { from: 1, to: 1, points: 1000, packet: 10 },
        { from: 2, to: 3, points: 200, packet: 0 },
      ],
    );
    const early = await ogbMatch(3);
    const late = await ogbMatch(6);
    const [exact, first, second, wrong] = await Promise.all(
      ["evt03a", "evt03b", "evt03c", "evt03d"].map((name) => moneyPlayer(ctx.app, name)),
    );
    await okModels(predict(exact!, event.eventId, early.matchId, "3", "2:1"));
    await okModels(predict(first!, event.eventId, early.matchId, "3", "1:0"));
    await okModels(predict(second!, event.eventId, late.matchId, "1"));
    await okModels(predict(wrong!, event.eventId, early.matchId, "0", "0:1"));
    expect(await predict(first!, event.eventId, early.matchId, "3", "0:1")).toMatchObject({
      status: Status.BAD_PARAM,
    });

    await finishMatch(ctx, early, { halfScore: "1:0", fullScore: "2:1" });
    await settleDueSsjc(db(), ctx.clock.now());
    await finishMatch(ctx, late, { halfScore: "0:0", fullScore: "1:1" });
    await settleDueSsjc(db(), ctx.clock.now());
    expect((await mine(exact!, event.eventId)).list[0]).toMatchObject({ status: "won", points: 8 });
    expect((await mine(wrong!, event.eventId)).list[0]).toMatchObject({ status: "lost", points: 0 });

    const board = await rank(wrong!, event.eventId);
    expect(board.list.map((r) => [r.rank, r.name, r.points])).toEqual([
      [1, "ev***a", 8],
      [2, "ev***b", 3],
      [3, "ev***c", 3],
    ]);
    expect(board.list[0]).toMatchObject({ rights: 1, exacts: 1, prizeText: "1000积分+10元红包" });
    expect(board.mine).toMatchObject({ rank: null, points: 0, predictions: 1 });
    expect(JSON.stringify(board)).not.toContain("evt03a");

    // Not before the end; then five concurrent runs pay each prize once.
    expect(await payDueEvents(db(), ctx.clock.now())).toBe(0);
    await endEvent(event);
    const runs = await Promise.all(Array.from({ length: 5 }, () => payDueEvents(db(), ctx.clock.now())));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(3);
    expect(await payDueEvents(db(), ctx.clock.now())).toBe(0);
    expect(await points(exact!)).toBe(1000);
    expect(await points(first!)).toBe(200);
    expect(await points(second!)).toBe(200);
    expect(await points(wrong!)).toBe(0);
    const packets = await db().select().from(inventoryItems).where(eq(inventoryItems.userId, exact!.mid));
    expect(packets).toMatchObject([{ kind: "red_packet", valueFen: 1000, source: "ssjc" }]);
    expect(await playerBalance(db(), exact!.mid, "credit")).toBe(1000);
    const journals = await db()
      .select()
      .from(ledgerJournals)
      .where(like(ledgerJournals.key, `event:prize:${event.eventId}:%`));
    expect(journals).toHaveLength(3);
    expect((await rank(exact!, event.eventId)).payoutState).toBe("paid");
    const detail = await okModels(
      operatorCall<EventConsoleDetail>(ctx.app, ctx.operator, "GET", "/events/detail", {
        eventId: event.eventId,
      }),
    );
    expect(detail.payouts.map((p) => [p.rank, p.userName, p.status])).toEqual([
      [1, "evt03a", "paid"],
      [2, "evt03b", "paid"],
      [3, "evt03c", "paid"],
    ]);
    expect(detail.event).toMatchObject({ payoutState: "paid", paid: 3, payouts: 3, players: 4 });
    await expectAuditOk(ctx.app, ctx.operator);
  });

  it("finishes a payout cut short half-way on the next run, paying each prize once", async () => {
    const event = await newEvent("ozb", ["ozb"], [{ from: 1, to: 4, points: 50, packet: 2 }]);
    const match = await createMatch(ctx, { gameCode: "jczq", leagueCode: "ozb" });
    const players = await Promise.all(
      ["evt04a", "evt04b", "evt04c", "evt04d"].map((name) => moneyPlayer(ctx.app, name)),
    );
    for (const player of players) await okModels(predict(player, event.eventId, match.matchId, "0"));
    await finishMatch(ctx, match, { halfScore: "0:0", fullScore: "0:1" });
    await endEvent(event);
    let paidBeforeCrash = 0;
    eventPayoutHooks.afterPay = () => {
      paidBeforeCrash += 1;
      if (paidBeforeCrash === 2) throw new Error("killed half-way");
    };
    await expect(payDueEvents(db(), ctx.clock.now())).rejects.toThrow("killed half-way");
    eventPayoutHooks.afterPay = null;
    const half = await db()
      .select()
      .from(ssjcEventPayouts)
      .where(eq(ssjcEventPayouts.eventId, event.eventId));
    expect(half.filter((p) => p.status === "paid")).toHaveLength(2);
    expect(await payDueEvents(db(), ctx.clock.now())).toBe(2);
    expect(await payDueEvents(db(), ctx.clock.now())).toBe(0);
    for (const player of players) {
      expect(await points(player)).toBe(50);
      expect(await playerBalance(db(), player.mid, "credit")).toBe(200);
    }
    await expectAuditOk(ctx.app, ctx.operator);
  });

  it("pays once when settlement and payout runs meet after the end", async () => {
    const event = await newEvent("five", ["CAL"], [{ from: 1, to: 2, points: 70, packet: 1 }]);
    const match = await createMatch(ctx, { gameCode: "jczq", leagueCode: "CAL" });
    const players = await Promise.all(["evt07a", "evt07b"].map((name) => moneyPlayer(ctx.app, name)));
    for (const player of players) await okModels(predict(player, event.eventId, match.matchId, "1", "0:0"));
    await finishMatch(ctx, match, { halfScore: "0:0", fullScore: "0:0" });
    ctx.clock.advance(Date.parse(event.endAt) + HOUR - ctx.clock.now().getTime());
    const now = ctx.clock.now();
    await Promise.all([
      settleDueSsjc(db(), now),
      payDueEvents(db(), now),
      settleDueSsjc(db(), now),
      payDueEvents(db(), now),
      payDueEvents(db(), now),
    ]);
    await payDueEvents(db(), now);
    for (const player of players) {
      expect(await points(player)).toBe(70);
      expect(await playerBalance(db(), player.mid, "credit")).toBe(100);
    }
    const journals = await db()
      .select()
      .from(ledgerJournals)
      .where(like(ledgerJournals.key, `event:prize:${event.eventId}:%`));
    expect(journals).toHaveLength(2);
    await expectAuditOk(ctx.app, ctx.operator);
  });

  it("shows each player only their own predictions, and opens the event of a shareable link", async () => {
    const event = await newEvent("ogb", ["OGB"]);
    const match = await ogbMatch();
    const a = await moneyPlayer(ctx.app, "evtowner");
    const b = await moneyPlayer(ctx.app, "evtother");
    await okModels(predict(a, event.eventId, match.matchId, "3", "3:0"));
    expect(await mine(b, event.eventId)).toEqual({ list: [], total: 0 });
    const seen = await okModels(playerCall<EventPageModels>(ctx.app, b, "GET", `Activity/${event.hash}`));
    expect(seen.event.eventId).toBe(event.eventId);
    expect(seen.matches.find((m) => m.matchId === match.matchId)).toMatchObject({
      myPick: null,
      myScore: null,
    });
    expect(JSON.stringify(seen)).not.toContain("evtowner");
    const own = await okModels(playerCall<EventPageModels>(ctx.app, a, "GET", `Activity/${event.hash}`));
    expect(own.matches.find((m) => m.matchId === match.matchId)).toMatchObject({
      myPick: "3",
      myScore: "3:0",
    });
    expect(await playerCall(ctx.app, b, "GET", "Activity/abcdef123456")).toMatchObject({
      status: Status.REFUSED,
      msg: "活动不存在或未开放",
    });
  });

  it("refuses malformed parameters with status 2 naming the field, writing nothing", async () => {
    const event = await newEvent("ogb", ["OGB"]);
    const match = await ogbMatch();
    const player = await moneyPlayer(ctx.app, "evt06");
    const base = { eventId: event.eventId, matchId: match.matchId, pick: "3" };
    const cases: [Record<string, string | number>, string][] = [
      [{ ...base, eventId: "abc", requestId: newRequestId() }, "eventId"],
      [{ ...base, pick: "2", requestId: newRequestId() }, "pick"],
      [{ ...base, score: "2-1", requestId: newRequestId() }, "score"],
      [{ ...base, score: "0:1", requestId: newRequestId() }, "score"],
      [{ ...base, matchId: "../x", requestId: newRequestId() }, "matchId"],
      [{ ...base, requestId: "x" }, "requestId"],
    ];
    for (const [params, field] of cases) {
      const answer = await playerCall(ctx.app, player, "POST", "Activity/EventPredict", params);
      expect(answer.status, field).toBe(Status.BAD_PARAM);
      expect(answer.msg).toContain(field);
    }
    expect((await mine(player, event.eventId)).total).toBe(0);
    for (const [path, params, field] of [
      ["Activity/EventPage", { kind: "cup" }, "kind"],
      ["Activity/EventRank", { eventId: "0" }, "eventId"],
      ["Activity/EventMyPredictions", {}, "eventId"],
      ["Activity/bad!hash", {}, "hash"],
    ] as const) {
      const answer = await playerCall(ctx.app, player, "GET", path, params);
      expect(answer.status, path).toBe(Status.BAD_PARAM);
      expect(answer.msg).toContain(field);
    }
    const bad = await operatorCall(ctx.app, ctx.operator, "POST", "/events", {
      kind: "ogb",
      title: "坏活动",
      startAt: "2026-01-02T00:00:00+08:00",
      endAt: "2026-01-01T00:00:00+08:00",
      leagues: ["OGB"],
      prizes: [],
    });
    expect(bad.status).toBe(Status.BAD_PARAM);
    expect(bad.msg).toContain("endAt");
  });
});
