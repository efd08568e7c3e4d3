import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countTickets, ticketCostFen, fenToYuan } from "@lottery/rules";
import { Status, type FundRecord, type LotteryLimits, type OrderRecord, type Paged } from "@lottery/contract";
import { operatorCall } from "./helpers.ts";
import {
  cashBalance,
  expectAuditOk,
  moneyPlayer,
  newRequestId,
  okModels,
  playerCall,
} from "./money-helpers.ts";
import { bet, openIssue, startLotteryServer } from "./lottery-orders-fixtures.ts";
import type { IssueRow } from "../src/lottery/tables.ts";
import { lotteryIssues } from "../src/lottery/tables.ts";
import { eq } from "drizzle-orm";
import { serverOfFile } from "./server-fixtures.ts";

const onPostgres = Boolean(process.env.DATABASE_URL);

const ctx = serverOfFile(startLotteryServer);
let ssq: IssueRow;

beforeAll(async () => {
  ssq = await openIssue(ctx, "ssq");
});

const FS = "FS:01,02,03,04,05,06,07|07,08"; // 14 bets

async function orders(player: { token: string; mid: number }) {
  return okModels(playerCall<Paged<OrderRecord>>(ctx.server.app, player, "GET", "order/list"));
}

describe("bet_szc", () => {
  it("places an SSQ order: bets counted and priced by the server, cash debited, records written", async () => {
    const player = await moneyPlayer(ctx.server.app, "betone", 100);
    const models = await okModels(
      bet(ctx, player, ssq, { tickets: `${FS};DS:01,02,03,04,05,06|07`, multiple: 2 }),
    );
    expect(models).toMatchObject({ bets: 15, amount: 60, balance: 40, chaseId: null });
    expect(models.orderId).toMatch(/^B\d{18}$/);
    expect(await cashBalance(ctx.server.app, player.token)).toBe(40);
    const list = await orders(player);
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({
      orderId: models.orderId,
      gameCode: "ssq",
      gameName: "双色球",
      issue: ssq.issue,
      play: "FS,DS",
      bets: 15,
      multiple: 2,
      amount: 60,
      status: "pending",
      statusName: "待开奖",
    });
    const funds = await okModels(
      playerCall<Paged<FundRecord>>(ctx.server.app, player, "GET", "fund/list", { type: "bet" }),
    );
    expect(funds.list).toMatchObject([{ type: "bet", amount: -60, balance: 40 }]);
    expect(funds.list[0]?.memo).toContain(`双色球 ${ssq.issue}期`);
    await expectAuditOk(ctx.server.app, ctx.operator);
  });

  it("prices DLT 追加 at 3 yuan a bet and refuses 追加 elsewhere", async () => {
    const dlt = await openIssue(ctx, "dlt");
    const player = await moneyPlayer(ctx.server.app, "betdlt", 50);
    const tickets = "DS:01,02,03,04,05|01,02";
    const counted = countTickets("dlt", tickets);
    if (!counted.ok) throw new Error("bad ticket");
    const expected = fenToYuan(ticketCostFen("dlt", counted.value.tickets, { multiple: 3, addition: true }));
    const models = await okModels(bet(ctx, player, dlt, { tickets, multiple: 3, addition: 1 }));
    expect(models).toMatchObject({ bets: 1, amount: expected });
    expect(expected).toBe(9);
    const refused = await bet(ctx, player, ssq, { tickets: "DS:01,02,03,04,05,06|07", addition: 1 });
    expect(refused.status).toBe(Status.BAD_PARAM);
    expect(refused.msg).toContain("addition");
  });

  it("answers status 2 naming each malformed field and writes nothing", async () => {
    const player = await moneyPlayer(ctx.server.app, "betbad", 20);
    const good = { tickets: "DS:01,02,03,04,05,06|07" };
    const cases: [Record<string, string | number>, string, string?][] = [
      [{ ...good, gameCode: "" }, "gameCode"],
      [{ ...good, gameCode: "jczq" }, "gameCode", "不支持号码投注"],
      [{ ...good, gameCode: "nosuch" }, "gameCode"],
      [{ ...good, issue: "abc" }, "issue"],
      [{ tickets: "" }, "tickets"],
      [{ tickets: "DS:01,02,03,04,05|07" }, "tickets", "号码个数不足"],
      [{ tickets: "DS:01,02,03,04,05,34|07" }, "tickets", "号码超出范围"],
      [{ tickets: "XX:01,02,03,04,05,06|07" }, "tickets", "不支持该玩法"],
      [{ ...good, multiple: 0 }, "multiple"],
      [{ ...good, multiple: "1.5" }, "multiple"],
      [{ ...good, multiple: 50001 }, "multiple", "50000"],
      [{ ...good, chase: 26 }, "chase", "25"],
      [{ ...good, chase: "x" }, "chase"],
      [{ ...good, stopOnWin: 2 }, "stopOnWin"],
      [{ ...good, chase: 2, chaseMultiples: "1,2,3" }, "chaseMultiples"],
      [{ ...good, chaseMultiples: "1,0" }, "chaseMultiples"],
      [{ ...good, requestId: "short" }, "requestId"],
    ];
    for (const [params, field, detail] of cases) {
      const answer = await bet(ctx, player, ssq, params);
      expect(answer.status, `${JSON.stringify(params)} → ${answer.msg}`).toBe(Status.BAD_PARAM);
      expect(answer.msg).toContain(field);
      if (detail) expect(answer.msg).toContain(detail);
    }
    expect(await cashBalance(ctx.server.app, player.token)).toBe(20);
    expect((await orders(player)).total).toBe(0);
  });

  it("refuses an issue not on sale with status 1", async () => {
    const player = await moneyPlayer(ctx.server.app, "betclosed", 20);
    const unknown = await bet(
      ctx,
      player,
      { gameCode: "ssq", issue: "2001001" },
      { tickets: "DS:01,02,03,04,05,06|07" },
    );
    expect(unknown).toMatchObject({ status: Status.REFUSED, msg: "第2001001期不存在" });
    const db = ctx.server.database.db;
    await db.update(lotteryIssues).set({ status: "closed" }).where(eq(lotteryIssues.id, ssq.id));
    const closed = await bet(ctx, player, ssq, { tickets: "DS:01,02,03,04,05,06|07" });
    expect(closed).toMatchObject({ status: Status.REFUSED, msg: `第${ssq.issue}期已截止销售` });
    await db.update(lotteryIssues).set({ status: "open" }).where(eq(lotteryIssues.id, ssq.id));
    // Opening later, yet before its close (the constraint), whatever time of day the run starts at.
    const future = new Date((ctx.clock.now().getTime() + ssq.closeAt.getTime()) / 2);
    await db.update(lotteryIssues).set({ openAt: future }).where(eq(lotteryIssues.id, ssq.id));
    const early = await bet(ctx, player, ssq, { tickets: "DS:01,02,03,04,05,06|07" });
    expect(early).toMatchObject({ status: Status.REFUSED, msg: `第${ssq.issue}期尚未开售` });
    await db.update(lotteryIssues).set({ openAt: ssq.openAt }).where(eq(lotteryIssues.id, ssq.id));
    // A house issue sells only once the scheduler announced it (its seed commitment public).
    const house = await openIssue(ctx, "ffssc");
    await db.update(lotteryIssues).set({ openedAt: null }).where(eq(lotteryIssues.id, house.id));
    const unannounced = await bet(ctx, player, house, { tickets: "5XZX:1|2|3|4|5" });
    expect(unannounced).toMatchObject({ status: Status.REFUSED, msg: `第${house.issue}期尚未开售` });
    expect(await cashBalance(ctx.server.app, player.token)).toBe(20);
  });

  it("repeats a requestId without charging again; another payload is status 9", async () => {
    const player = await moneyPlayer(ctx.server.app, "betagain", 30);
    const requestId = newRequestId();
    const first = await okModels(bet(ctx, player, ssq, { tickets: FS, requestId }));
    const again = await okModels(bet(ctx, player, ssq, { tickets: FS, requestId }));
    expect(again).toEqual(first);
    expect(await cashBalance(ctx.server.app, player.token)).toBe(2);
    const other = await bet(ctx, player, ssq, { tickets: FS, requestId, multiple: 2 });
    expect(other.status).toBe(Status.REQUEST_ID_REUSED);
    expect((await orders(player)).total).toBe(1);
  });

  it("refuses a bet larger than the balance and writes nothing", async () => {
    const player = await moneyPlayer(ctx.server.app, "betpoor", 10);
    const answer = await bet(ctx, player, ssq, { tickets: FS });
    expect(answer).toMatchObject({ status: Status.REFUSED, msg: "余额不足" });
    expect(await cashBalance(ctx.server.app, player.token)).toBe(10);
    expect((await orders(player)).total).toBe(0);
    await expectAuditOk(ctx.server.app, ctx.operator);
  });

  it("refuses a banned player with status 5", async () => {
    const player = await moneyPlayer(ctx.server.app, "betbanned", 10);
    await operatorCall(ctx.server.app, ctx.operator, "POST", "/players/ban", {
      mid: player.mid,
      banned: true,
    });
    const answer = await bet(ctx, player, ssq, { tickets: "DS:01,02,03,04,05,06|07" });
    expect(answer.status).toBe(Status.BANNED);
    expect(await cashBalance(ctx.server.app, player.token).catch(() => null)).toBeNull();
  });
});

describe("risk limits", () => {
  const setLimits = (limits: unknown) =>
    operatorCall<LotteryLimits>(
      ctx.server.app,
      ctx.operator,
      "POST",
      "/lottery/limits",
      limits as Record<string, unknown>,
    );

  afterAll(async () => {
    await setLimits({});
  });

  it("stores limits and refuses malformed ones", async () => {
    const stored = await setLimits({
      default: { maxOrder: 100 },
      games: { ssq: { maxOrder: 20, maxPlayerIssue: 30, maxIssue: 50 } },
    });
    expect(stored.models).toEqual({
      default: { maxOrder: 100, maxPlayerIssue: null, maxIssue: null },
      games: { ssq: { maxOrder: 20, maxPlayerIssue: 30, maxIssue: 50 } },
    });
    const read = await operatorCall<LotteryLimits>(ctx.server.app, ctx.operator, "GET", "/lottery/limits");
    expect(read.models).toEqual(stored.models);
    expect((await setLimits({ default: { maxOrder: -1 } })).status).toBe(Status.BAD_PARAM);
    expect((await setLimits({ default: { maxOrder: 1.234 } })).status).toBe(Status.BAD_PARAM);
    expect((await setLimits({ games: { jczq: { maxOrder: 1 } } })).status).toBe(Status.BAD_PARAM);
    expect((await operatorCall(ctx.server.app, null, "GET", "/lottery/limits")).status).toBe(
      Status.LOGIN_REQUIRED,
    );
  });

  it("applies per order, per player per issue and per issue limits", async () => {
    const fc3d = await openIssue(ctx, "fc3d");
    const a = await moneyPlayer(ctx.server.app, "limita", 200);
    const b = await moneyPlayer(ctx.server.app, "limitb", 200);
    const c = await moneyPlayer(ctx.server.app, "limitc", 200);
    const zx = (player: typeof a, multiple: number) =>
      bet(ctx, player, fc3d, { tickets: "ZX:1|2|3", multiple });
    await setLimits({
      default: { maxOrder: 1 },
      games: { fc3d: { maxOrder: 20, maxPlayerIssue: 30, maxIssue: 50 } },
    });
    expect(await zx(a, 11)).toMatchObject({ status: Status.REFUSED, msg: "单笔投注金额不能超过20.00元" });
    await okModels(zx(a, 10));
    const second = await zx(a, 6);
    expect(second).toMatchObject({
      status: Status.REFUSED,
      msg: `第${fc3d.issue}期您的投注金额已达上限30.00元`,
    });
    await okModels(zx(a, 5));
    await okModels(zx(b, 10));
    expect(await zx(c, 1)).toMatchObject({
      status: Status.REFUSED,
      msg: `第${fc3d.issue}期投注已满，请选择其他期次`,
    });
    // The default entry (maxOrder 1 yuan) rules games without their own entry.
    expect((await bet(ctx, c, ssq, { tickets: "DS:01,02,03,04,05,06|07" })).msg).toBe(
      "单笔投注金额不能超过1.00元",
    );
    await setLimits({ games: { fc3d: { maxOrder: 20, maxPlayerIssue: 30, maxIssue: null } } });
    await okModels(zx(c, 1));
    expect(await cashBalance(ctx.server.app, a.token)).toBe(170);
    expect(await cashBalance(ctx.server.app, c.token)).toBe(198);
  });
});

describe.skipIf(!onPostgres)("concurrency (PostgreSQL)", () => {
  it("places one order for concurrent identical bets", async () => {
    const player = await moneyPlayer(ctx.server.app, "betrace", 100);
    const requestId = newRequestId();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => bet(ctx, player, ssq, { tickets: FS, requestId })),
    );
    const ids = new Set(answers.map((a) => a.models?.orderId));
    expect(answers.every((a) => a.status === 0)).toBe(true);
    expect(ids.size).toBe(1);
    expect(await cashBalance(ctx.server.app, player.token)).toBe(72);
    expect((await orders(player)).total).toBe(1);
    await expectAuditOk(ctx.server.app, ctx.operator);
  });
});
