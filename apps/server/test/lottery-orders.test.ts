import { beforeAll, describe, expect, it } from "vitest";
import { Status, type BonusRecord, type OrderRecord, type Paged } from "@lottery/contract";
import { chinaDay } from "../src/domain/china-time.ts";
import { orders } from "../src/orders/tables.ts";
import type { TestPlayer } from "./cards-fixtures.ts";
import { moneyPlayer, okModels, playerCall } from "./money-helpers.ts";
import { bet, drawAndSettle, openIssue, passDraw, startLotteryServer } from "./lottery-orders-fixtures.ts";
import { serverOfFile } from "./server-fixtures.ts";

const ctx = serverOfFile(startLotteryServer);
let player: TestPlayer;
let other: TestPlayer;
const placed: string[] = [];
let ssqIssue: Awaited<ReturnType<typeof openIssue>>;

beforeAll(async () => {
  player = await moneyPlayer(ctx.server.app, "Recorder", 200);
  other = await moneyPlayer(ctx.server.app, "Bystander", 50);
  const ssq = await openIssue(ctx, "ssq");
  ssqIssue = ssq;
  const ffssc = await openIssue(ctx, "ffssc");
  for (const params of [
    { issue: ssq, tickets: "DS:01,02,03,04,05,06|07" },
    { issue: ffssc, tickets: "5XZX:1|2|3|4|5" },
    { issue: ffssc, tickets: "5XZX:9|9|9|9|9" },
  ]) {
    ctx.clock.advance(1000);
    placed.push((await okModels(bet(ctx, player, params.issue, { tickets: params.tickets }))).orderId);
  }
  await okModels(bet(ctx, other, ffssc, { tickets: "5XZX:1|2|3|4|5" }));
  // A sports order of the same player shares the one orders table.
  await ctx.server.database.db.insert(orders).values({
    orderNo: "B202611220000000001",
    userId: player.mid,
    kind: "sports",
    gameCode: "jczq",
    play: "2_1",
    bets: 1,
    multiple: 1,
    amountFen: 200,
    detail: { passTypes: ["2_1"], legs: [] },
    placedAt: new Date(ctx.clock.now().getTime() + 1000),
  });
  passDraw(ctx, ffssc);
  await drawAndSettle(ctx, ffssc, "1,2,3,4,5");
});

const list = (who: TestPlayer, params: Record<string, string | number> = {}) =>
  okModels(playerCall<Paged<OrderRecord>>(ctx.server.app, who, "GET", "order/list", params));

describe("order/list", () => {
  it("lists only the player's own orders, number and sports, newest first", async () => {
    const all = await list(player);
    expect(all.total).toBe(4);
    expect(all.list.map((o) => o.orderId)).toEqual(["B202611220000000001", ...[...placed].reverse()]);
    expect(all.list[0]).toMatchObject({ kind: "sports", gameName: "竞彩足球", issue: null, amount: 2 });
    expect(all.list.find((o) => o.orderId === placed[1])).toMatchObject({
      status: "won",
      statusName: "已中奖",
    });
    expect((await list(other)).total).toBe(1);
  });

  it("filters by game, status and China dates and pages", async () => {
    expect((await list(player, { gameCode: "ffssc" })).list.map((o) => o.orderId)).toEqual([
      placed[2],
      placed[1],
    ]);
    expect((await list(player, { status: "won" })).list.map((o) => o.orderId)).toEqual([placed[1]]);
    expect((await list(player, { status: "lost" })).list.map((o) => o.orderId)).toEqual([placed[2]]);
    expect((await list(player, { status: "pending", gameCode: "ssq" })).total).toBe(1);
    const today = chinaDay(ctx.clock.now());
    expect((await list(player, { startDate: today, endDate: today })).total).toBe(4);
    expect((await list(player, { startDate: "2020-01-01", endDate: "2020-01-31" })).total).toBe(0);
    const page = await list(player, { pageIndex: 2, pageSize: 3 });
    expect(page).toMatchObject({ total: 4, list: [{ orderId: placed[0] }] });
    // A page past the end still knows the total (it is counted again: no row carries it).
    expect(await list(player, { pageIndex: 3, pageSize: 3 })).toEqual({ total: 4, list: [] });
  });

  it("answers status 2 for malformed filters", async () => {
    const malformed: Record<string, string | number>[] = [
      { status: "paid" },
      { pageSize: 101 },
      { startDate: "2026-13-01" },
      { gameCode: "!" },
      { chase: "2" },
    ];
    for (const params of malformed) {
      const answer = await playerCall(ctx.server.app, player, "GET", "order/list", params);
      expect(answer.status, JSON.stringify(params)).toBe(Status.BAD_PARAM);
    }
    expect(
      (await playerCall(ctx.server.app, player, "GET", "order/detail", { orderId: "1 or 1=1" })).status,
    ).toBe(Status.BAD_PARAM);
  });

  it("needs a login", async () => {
    const answer = await playerCall(ctx.server.app, { token: "", mid: 0 }, "GET", "order/list");
    expect(answer.status).toBe(Status.LOGIN_REQUIRED);
  });

  it("filters the orders of chases (追号记录) with chase=1 and the others with chase=0", async () => {
    const [single] = (await list(other)).list;
    const chase = await okModels(bet(ctx, other, ssqIssue, { tickets: "DS:01,02,03,04,05,06|08", chase: 2 }));
    expect(chase.chaseId).not.toBeNull();
    const chased = await list(other, { chase: "1" });
    expect(chased.list.map((o) => o.chaseId)).toEqual([chase.chaseId]);
    expect((await list(other, { chase: "0" })).list.map((o) => o.orderId)).toEqual([single?.orderId]);
    expect((await list(other)).total).toBe(2);
  });
});

describe("LotteryResult/NewBonusList", () => {
  it("shows the latest winners with masked names and nothing else of theirs", async () => {
    const bonus = await okModels(
      playerCall<{ list: BonusRecord[] }>(ctx.server.app, other, "GET", "LotteryResult/NewBonusList"),
    );
    expect(bonus.list).toHaveLength(2);
    for (const row of bonus.list) {
      expect(Object.keys(row).sort()).toEqual(["amount", "gameCode", "gameName", "name", "time"]);
      expect(row).toMatchObject({ gameCode: "ffssc", gameName: "分分时时彩" });
      expect(row.amount).toBeGreaterThan(0);
      expect(row.name).toMatch(/^.\*\*$/);
    }
    expect(bonus.list.map((r) => r.name).sort()).toEqual(["B**", "R**"]);
    const one = await okModels(
      playerCall<{ list: BonusRecord[] }>(ctx.server.app, other, "GET", "LotteryResult/NewBonusList", {
        size: 1,
      }),
    );
    expect(one.list).toHaveLength(1);
  });
});
