import { afterAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { issueRuleOptions, prizeTickets } from "@lottery/rules";
import type { CalcModels, FundRecord, OrderDetail, Paged, WithdrawSummary } from "@lottery/contract";
import type { GameEvent } from "../src/events/bus.ts";
import { settleDrawnIssue, settlementTuning } from "../src/lottery/settlement.ts";
import { ledgerJournals } from "../src/wallet/tables.ts";
import { call } from "./helpers.ts";
import { cashBalance, expectAuditOk, moneyPlayer, okModels, playerCall } from "./money-helpers.ts";
import {
  bet,
  drawAndSettle,
  issueRow,
  openIssue,
  passDraw,
  startLotteryServer,
} from "./lottery-orders-fixtures.ts";
import { serverOfFile } from "./server-fixtures.ts";

const ctx = serverOfFile(startLotteryServer);

/** prizeTickets × multiple in yuan, as the rules price the issue. */
function rulesPrize(
  game: string,
  issue: string,
  tickets: string,
  draw: string,
  multiple: number,
  addition = false,
) {
  const result = prizeTickets(game, tickets, draw, { ...issueRuleOptions(game, issue), addition });
  if (!result.ok) throw new Error(result.message);
  return (result.value.totalFen * multiple) / 100;
}

const detailOf = (player: { token: string; mid: number }, orderId: string) =>
  okModels(playerCall<OrderDetail>(ctx.server.app, player, "GET", "order/detail", { orderId }));

describe("settling an SSQ issue", () => {
  const WINNER = "FS:01,02,03,04,05,06,07|07,08";
  const JACKPOT = "DS:01,02,03,04,05,08|07";
  const DRAW = "01,02,03,04,05,08|07";

  it("pays fixed tiers once, keeps a floating tier pending until its amount is entered", async () => {
    const issue = await openIssue(ctx, "ssq");
    const winner = await moneyPlayer(ctx.server.app, "ssqwin", 100);
    const loser = await moneyPlayer(ctx.server.app, "ssqlose", 100);
    const lucky = await moneyPlayer(ctx.server.app, "ssqlucky", 100);
    const won = await okModels(bet(ctx, winner, issue, { tickets: WINNER, multiple: 2 }));
    const lost = await okModels(bet(ctx, loser, issue, { tickets: "DS:20,21,22,23,24,25|16", multiple: 3 }));
    const jackpot = await okModels(bet(ctx, lucky, issue, { tickets: JACKPOT, multiple: 2 }));
    const events: GameEvent[] = [];
    const unsubscribe = ctx.server.app.deps.events.subscribe("ssq", (event) => events.push(event));

    passDraw(ctx, issue);
    const drawn = await drawAndSettle(ctx, issue, DRAW);
    expect(drawn.status).toBe("drawn");
    const expected = rulesPrize("ssq", issue.issue, WINNER, DRAW, 2);
    expect(expected).toBeGreaterThan(0);
    expect(await detailOf(winner, won.orderId)).toMatchObject({
      status: "won",
      prize: expected,
      statusName: "已中奖",
    });
    expect(await detailOf(loser, lost.orderId)).toMatchObject({ status: "lost", prize: 0 });
    const pending = await detailOf(lucky, jackpot.orderId);
    expect(pending).toMatchObject({ status: "pending", drawNumbers: DRAW });
    expect(pending.tickets?.[0]).toMatchObject({
      tiers: [{ tier: "1", count: 2, amount: null }],
      prize: null,
    });
    expect(await cashBalance(ctx.server.app, winner.token)).toBe(100 - 56 + expected);
    expect(events.some((e) => e.type === "settled")).toBe(false);

    // Running the settlement again pays nothing twice.
    await settleDrawnIssue(ctx.server.app.deps, await issueRow(ctx, "ssq", issue.issue));
    expect(await cashBalance(ctx.server.app, winner.token)).toBe(100 - 56 + expected);

    const settled = await drawAndSettle(ctx, issue, DRAW, { "1": 6_000_000 });
    expect(settled.status).toBe("settled");
    const jackpotYuan = rulesPrize("ssq", issue.issue, JACKPOT, DRAW, 1) + 6_000_000;
    // The first prize is over 10,000 yuan a bet: 20 % of it is withheld (API.md §5).
    const taxYuan = jackpotYuan * 2 * 0.2;
    expect(await detailOf(lucky, jackpot.orderId)).toMatchObject({
      status: "won",
      prize: jackpotYuan * 2,
      tax: taxYuan,
      afterTax: jackpotYuan * 2 - taxYuan,
    });
    expect(await cashBalance(ctx.server.app, lucky.token)).toBe(100 - 4 + jackpotYuan * 2 - taxYuan);
    expect(events.filter((e) => e.type === "settled")).toMatchObject([{ game: "ssq", issue: issue.issue }]);
    unsubscribe();

    const funds = await okModels(
      playerCall<Paged<FundRecord>>(ctx.server.app, winner, "GET", "fund/list", { type: "prize" }),
    );
    expect(funds.list).toMatchObject([
      { type: "prize", typeName: "派奖", amount: expected, memo: `双色球 ${issue.issue}期 中奖` },
    ]);
    const summary = await okModels(
      playerCall<WithdrawSummary>(ctx.server.app, loser, "GET", "Fund/withdrawToFillmoney"),
    );
    expect(summary.turnoverWagered).toBe(6);
    const prizeJournals = await ctx.server.database.db
      .select()
      .from(ledgerJournals)
      .where(and(eq(ledgerJournals.kind, "prize"), eq(ledgerJournals.refId, won.orderId)));
    expect(prizeJournals).toHaveLength(1);
    await expectAuditOk(ctx.server.app, ctx.operator);

    // The calculator answers what the orders were paid.
    const calc = await call<CalcModels>(ctx.server.app, "GET", "/api/lottery/calc", {
      gameCode: "ssq",
      tickets: WINNER,
      multiple: 2,
      draw: DRAW,
      issue: issue.issue,
    });
    expect(calc.body.models).toMatchObject({ bets: 14, amount: 56, prize: { total: expected } });
    const floating = await call<CalcModels>(ctx.server.app, "GET", "/api/lottery/calc", {
      gameCode: "ssq",
      tickets: JACKPOT,
      draw: DRAW,
    });
    expect(floating.body.models?.prize?.tiers).toEqual([{ tier: "1", count: 1, amount: null }]);
    const announced = await call<CalcModels>(ctx.server.app, "GET", "/api/lottery/calc", {
      gameCode: "ssq",
      tickets: JACKPOT,
      multiple: 2,
      draw: DRAW,
      issue: issue.issue,
    });
    expect(announced.body.models?.prize).toMatchObject({
      total: jackpotYuan * 2,
      tax: taxYuan,
      afterTax: jackpotYuan * 2 - taxYuan,
    });
  });

  it("shows each ticket's hit numbers, tiers and prize in the order detail", async () => {
    const issue = await openIssue(ctx, "ssq");
    const player = await moneyPlayer(ctx.server.app, "ssqdetail", 40);
    const placed = await okModels(bet(ctx, player, issue, { tickets: `${WINNER};DS:10,11,12,13,14,15|16` }));
    const before = await detailOf(player, placed.orderId);
    expect(before.tickets).toMatchObject([
      {
        ticket: WINNER,
        play: "FS",
        playName: expect.any(String),
        bets: 14,
        hitNumbers: null,
        tiers: null,
        prize: null,
      },
      { ticket: "DS:10,11,12,13,14,15|16", bets: 1 },
    ]);
    passDraw(ctx, issue);
    await drawAndSettle(ctx, issue, DRAW);
    const after = await detailOf(player, placed.orderId);
    expect(after.tickets?.[0]).toMatchObject({
      hitNumbers: [["01", "02", "03", "04", "05"], ["07"]],
      prize: rulesPrize("ssq", issue.issue, WINNER, DRAW, 1),
    });
    expect(after.tickets?.[1]).toMatchObject({ hitNumbers: [[], []], tiers: [], prize: 0 });
    expect(after.prize).toBe(rulesPrize("ssq", issue.issue, WINNER, DRAW, 1));
  });
});

describe("fast games", () => {
  it("settles a one-minute house game with the rules' default odds", async () => {
    const issue = await openIssue(ctx, "ffssc");
    const player = await moneyPlayer(ctx.server.app, "ffsscplayer", 50);
    const won = await okModels(bet(ctx, player, issue, { tickets: "5XZX:1|2|3|4|5", multiple: 1 }));
    const lost = await okModels(bet(ctx, player, issue, { tickets: "DXDS:DA|DAN", multiple: 5 }));
    passDraw(ctx, issue);
    const settled = await drawAndSettle(ctx, issue, "1,2,3,4,5");
    expect(settled.status).toBe("settled");
    const prize = rulesPrize("ffssc", issue.issue, "5XZX:1|2|3|4|5", "1,2,3,4,5", 1);
    expect(await detailOf(player, won.orderId)).toMatchObject({ status: "won", prize });
    expect(await detailOf(player, lost.orderId)).toMatchObject({ status: "lost" });
    // 五星直选 pays 100,000 yuan a bet: over the 10,000-yuan line, so 20 % is withheld.
    expect(await cashBalance(ctx.server.app, player.token)).toBe(50 - 2 - 10 + prize * 0.8);
    await expectAuditOk(ctx.server.app, ctx.operator);
  });

  it("settles an 11-pick-5 issue", async () => {
    const issue = await openIssue(ctx, "syxw");
    const player = await moneyPlayer(ctx.server.app, "syxwplayer", 50);
    const placed = await okModels(bet(ctx, player, issue, { tickets: "RX5:01,02,03,04,05,06", multiple: 3 }));
    expect(placed).toMatchObject({ bets: 6, amount: 36 });
    passDraw(ctx, issue);
    await drawAndSettle(ctx, issue, "01,02,03,04,05");
    const prize = rulesPrize("syxw", issue.issue, "RX5:01,02,03,04,05,06", "01,02,03,04,05", 3);
    expect(await detailOf(player, placed.orderId)).toMatchObject({ status: "won", prize });
    expect(await cashBalance(ctx.server.app, player.token)).toBe(50 - 36 + prize);
  });
});

describe("a settlement killed half-way", () => {
  const defaultChunkSize = settlementTuning.chunkSize;
  afterAll(() => {
    settlementTuning.chunkSize = defaultChunkSize;
    settlementTuning.afterChunk = null;
  });

  it("resumes and pays every order exactly once", async () => {
    const issue = await openIssue(ctx, "fc3d");
    const players = await Promise.all([1, 2, 3].map((n) => moneyPlayer(ctx.server.app, `crash${n}`, 30)));
    const placed: { orderId: string }[] = [];
    for (const player of players) {
      placed.push(await okModels(bet(ctx, player, issue, { tickets: "ZX:1|2|3", multiple: 2 })));
      placed.push(await okModels(bet(ctx, player, issue, { tickets: "ZX:9|9|9" })));
    }
    passDraw(ctx, issue);
    settlementTuning.chunkSize = 2;
    settlementTuning.afterChunk = (chunk) => {
      if (chunk === 1) throw new Error("crash after the first chunk");
    };
    await expect(drawAndSettle(ctx, issue, "1,2,3")).rejects.toThrow("crash after the first chunk");
    const half = await issueRow(ctx, "fc3d", issue.issue);
    expect(half.status).toBe("drawn");
    settlementTuning.afterChunk = null;
    await settleDrawnIssue(ctx.server.app.deps, half);
    await settleDrawnIssue(ctx.server.app.deps, half);
    expect((await issueRow(ctx, "fc3d", issue.issue)).status).toBe("settled");
    const prize = rulesPrize("fc3d", issue.issue, "ZX:1|2|3", "1,2,3", 2);
    for (const player of players)
      expect(await cashBalance(ctx.server.app, player.token)).toBe(30 - 6 + prize);
    const journals = await ctx.server.database.db
      .select()
      .from(ledgerJournals)
      .where(eq(ledgerJournals.kind, "prize"));
    const paid = journals.filter((j) => placed.some((p) => p.orderId === j.refId));
    expect(paid).toHaveLength(3);
    await expectAuditOk(ctx.server.app, ctx.operator);
  });
});
