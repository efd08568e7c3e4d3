import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { Status, type ChaseDetail, type FundRecord, type OrderDetail, type Paged } from "@lottery/contract";
import { users } from "../src/account/tables.ts";
import { placeChaseOrdersFor, releaseMissedChaseIssues } from "../src/lottery/chases.ts";
import type { TestPlayer } from "./cards-fixtures.ts";
import {
  cashBalance,
  expectAuditOk,
  moneyPlayer,
  newRequestId,
  okModels,
  playerCall,
} from "./money-helpers.ts";
import { bet, drawAndSettle, openIssue, passDraw, startLotteryServer } from "./lottery-orders-fixtures.ts";
import { serverOfFile } from "./server-fixtures.ts";

const ctx = serverOfFile(startLotteryServer);

const TICKET = "5XZX:1|2|3|4|5"; // 2 yuan a bet
const WIN = "1,2,3,4,5";
const LOSE = "0,0,0,0,0";

const chaseOf = (player: TestPlayer, chaseId: string) =>
  playerCall<ChaseDetail>(ctx.server.app, player, "GET", "Order/ChaseDetail", { chaseId });
const fundsOf = async (player: TestPlayer, type: string) =>
  (await okModels(playerCall<Paged<FundRecord>>(ctx.server.app, player, "GET", "fund/list", { type }))).list;

/** Draws the chase's current issue, then opens the next one and places its chase orders (the scheduler's job). */
async function nextIssue(issue: Awaited<ReturnType<typeof openIssue>>, numbers: string) {
  passDraw(ctx, issue);
  await drawAndSettle(ctx, issue, numbers);
  const next = await openIssue(ctx, "ffssc");
  await placeChaseOrdersFor(ctx.server.app.deps, next);
  return next;
}

describe("chases", () => {
  it("freezes the whole chase, places each issue's order when it opens and releases a missed one", async () => {
    const player = await moneyPlayer(ctx.server.app, "chaseplain", 100);
    const first = await openIssue(ctx, "ffssc");
    const placed = await okModels(bet(ctx, player, first, { tickets: TICKET, multiple: 2, chase: 3 }));
    expect(placed).toMatchObject({ bets: 1, amount: 12, balance: 88 });
    expect(placed.chaseId).toMatch(/^C\d{18}$/);
    const chaseId = placed.chaseId ?? "";
    expect(await fundsOf(player, "chase_freeze")).toMatchObject([
      { type: "chase_freeze", typeName: "追号冻结", amount: -12, balance: 88 },
    ]);
    const opened = await okModels(chaseOf(player, chaseId));
    expect(opened).toMatchObject({
      status: "running",
      statusName: "追号中",
      amount: 12,
      placedAmount: 4,
      frozenAmount: 8,
      issues: [
        { seq: 1, issue: first.issue, multiple: 2, amount: 4, status: "placed", orderId: placed.orderId },
        { seq: 2, status: "waiting", orderId: null },
        { seq: 3, status: "waiting", orderId: null },
      ],
    });

    const second = await nextIssue(first, LOSE);
    const after = await okModels(chaseOf(player, chaseId));
    expect(after.issues[0]).toMatchObject({ orderStatus: "lost" });
    expect(after.issues[1]).toMatchObject({
      issue: second.issue,
      status: "placed",
      orderId: expect.any(String),
    });
    expect(await cashBalance(ctx.server.app, player.token)).toBe(88);
    const order = await okModels(
      playerCall<OrderDetail>(ctx.server.app, player, "GET", "order/detail", {
        orderId: after.issues[1]?.orderId ?? "",
      }),
    );
    expect(order).toMatchObject({
      issue: second.issue,
      amount: 4,
      chaseId,
      chase: { chaseId, seq: 2, issues: 3 },
    });

    // The third issue is never opened: once its sale is over its amount goes back to cash.
    passDraw(ctx, second);
    ctx.clock.advance(120_000);
    await releaseMissedChaseIssues(ctx.server.app.deps);
    const done = await okModels(chaseOf(player, chaseId));
    expect(done).toMatchObject({ status: "finished", releasedAmount: 4, frozenAmount: 0 });
    expect(done.issues[2]).toMatchObject({ status: "released", statusName: "已退款" });
    expect(await cashBalance(ctx.server.app, player.token)).toBe(92);
    expect(await fundsOf(player, "chase_release")).toMatchObject([
      { typeName: "追号退款", amount: 4, balance: 92 },
    ]);
    await expectAuditOk(ctx.server.app, ctx.operator);
  });

  it("stops after a win and releases the issues not placed", async () => {
    const player = await moneyPlayer(ctx.server.app, "chasewin", 100);
    const first = await openIssue(ctx, "ffssc");
    const placed = await okModels(bet(ctx, player, first, { tickets: TICKET, chase: 3, stopOnWin: 1 }));
    const chaseId = placed.chaseId ?? "";
    passDraw(ctx, first);
    await drawAndSettle(ctx, first, WIN);
    const chase = await okModels(chaseOf(player, chaseId));
    expect(chase).toMatchObject({
      status: "stopped",
      statusName: "中奖停追",
      placedAmount: 2,
      releasedAmount: 4,
    });
    expect(chase.issues.map((i) => i.status)).toEqual(["placed", "released", "released"]);
    expect(chase.prize).toBeGreaterThan(0);
    // 五星直选 pays 100,000 yuan a bet: 20 % prize tax is withheld.
    expect(await cashBalance(ctx.server.app, player.token)).toBe(100 - 6 + 4 + chase.prize * 0.8);
    // The next issue opening places nothing for a stopped chase.
    const next = await openIssue(ctx, "ffssc");
    await placeChaseOrdersFor(ctx.server.app.deps, next);
    expect((await okModels(chaseOf(player, chaseId))).issues[1]?.orderId).toBeNull();
    await expectAuditOk(ctx.server.app, ctx.operator);
  });

  it("lets the player cancel a running chase; others cannot see or cancel it", async () => {
    const player = await moneyPlayer(ctx.server.app, "chasecancel", 100);
    const other = await moneyPlayer(ctx.server.app, "chasenosy", 10);
    const first = await openIssue(ctx, "ffssc");
    const placed = await okModels(
      bet(ctx, player, first, { tickets: TICKET, multiple: 3, chase: 4, chaseMultiples: "1,2,4,8" }),
    );
    expect(placed).toMatchObject({ amount: 30, balance: 70 });
    const chaseId = placed.chaseId ?? "";
    expect(await chaseOf(other, chaseId)).toMatchObject({ status: Status.REFUSED, msg: "追号不存在" });
    const foreign = await playerCall(ctx.server.app, other, "POST", "Order/CancelChase", { chaseId });
    expect(foreign).toMatchObject({ status: Status.REFUSED, msg: "追号不存在" });
    const otherOrder = await playerCall(ctx.server.app, other, "GET", "order/detail", {
      orderId: placed.orderId,
    });
    expect(otherOrder).toMatchObject({ status: Status.REFUSED, msg: "订单不存在" });

    const cancelled = await okModels(
      playerCall<ChaseDetail>(ctx.server.app, player, "POST", "Order/CancelChase", { chaseId }),
    );
    expect(cancelled).toMatchObject({
      status: "cancelled",
      placedAmount: 2,
      releasedAmount: 28,
      frozenAmount: 0,
    });
    expect(cancelled.issues.map((i) => i.amount)).toEqual([2, 4, 8, 16]);
    expect(await cashBalance(ctx.server.app, player.token)).toBe(98);
    const again = await playerCall(ctx.server.app, player, "POST", "Order/CancelChase", { chaseId });
    expect(again).toMatchObject({ status: Status.REFUSED, msg: "该追号已结束，无需撤销" });
    expect(await cashBalance(ctx.server.app, player.token)).toBe(98);
    const bad = await playerCall(ctx.server.app, player, "GET", "Order/ChaseDetail", { chaseId: "x" });
    expect(bad.status).toBe(Status.BAD_PARAM);
    await expectAuditOk(ctx.server.app, ctx.operator);
  });

  it("answers a repeated chase bet once and refuses a chase larger than the balance", async () => {
    const player = await moneyPlayer(ctx.server.app, "chaseagain", 20);
    const first = await openIssue(ctx, "ffssc");
    const requestId = newRequestId();
    const one = await okModels(bet(ctx, player, first, { tickets: TICKET, chase: 5, requestId }));
    const two = await okModels(bet(ctx, player, first, { tickets: TICKET, chase: 5, requestId }));
    expect(two).toEqual({ ...one, balance: 10 });
    expect(await cashBalance(ctx.server.app, player.token)).toBe(10);
    const other = await bet(ctx, player, first, { tickets: TICKET, chase: 4, requestId });
    expect(other.status).toBe(Status.REQUEST_ID_REUSED);
    const poor = await bet(ctx, player, first, { tickets: TICKET, chase: 6 });
    expect(poor).toMatchObject({ status: Status.REFUSED, msg: "余额不足" });
    expect(await cashBalance(ctx.server.app, player.token)).toBe(10);
    await expectAuditOk(ctx.server.app, ctx.operator);
  });
});

describe.skipIf(!process.env.DATABASE_URL)("chase races (PostgreSQL)", () => {
  it("releases each issue once when a cancel meets a stop-on-win settlement", async () => {
    const player = await moneyPlayer(ctx.server.app, "chaserace", 100);
    const first = await openIssue(ctx, "ffssc");
    const placed = await okModels(bet(ctx, player, first, { tickets: TICKET, chase: 5, stopOnWin: 1 }));
    const chaseId = placed.chaseId ?? "";
    passDraw(ctx, first);
    const [cancel] = await Promise.all([
      playerCall<ChaseDetail>(ctx.server.app, player, "POST", "Order/CancelChase", { chaseId }),
      drawAndSettle(ctx, first, WIN),
    ]);
    expect([Status.OK, Status.REFUSED]).toContain(cancel.status);
    const chase = await okModels(chaseOf(player, chaseId));
    expect(chase).toMatchObject({ placedAmount: 2, releasedAmount: 8, frozenAmount: 0 });
    expect(["cancelled", "stopped"]).toContain(chase.status);
    // 五星直选 pays 100,000 yuan a bet: 20 % prize tax is withheld.
    expect(await cashBalance(ctx.server.app, player.token)).toBe(100 - 2 + chase.prize * 0.8);
    await expectAuditOk(ctx.server.app, ctx.operator);
  });

  it("releases a later issue instead of placing it when the player was banned meanwhile", async () => {
    const player = await moneyPlayer(ctx.server.app, "chaseban", 100);
    const first = await openIssue(ctx, "ffssc");
    const placed = await okModels(bet(ctx, player, first, { tickets: TICKET, chase: 2 }));
    const db = ctx.server.database.db;
    await db.update(users).set({ banned: true }).where(eq(users.id, player.mid));
    passDraw(ctx, first);
    await drawAndSettle(ctx, first, LOSE);
    const next = await openIssue(ctx, "ffssc");
    await placeChaseOrdersFor(ctx.server.app.deps, next);
    await db.update(users).set({ banned: false }).where(eq(users.id, player.mid));
    const chase = await okModels(chaseOf(player, placed.chaseId ?? ""));
    expect(chase.issues.map((i) => i.status)).toEqual(["placed", "released"]);
    expect(await cashBalance(ctx.server.app, player.token)).toBe(98);
    await expectAuditOk(ctx.server.app, ctx.operator);
  });
});
