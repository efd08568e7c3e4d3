import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { issueRuleOptions, prizeTickets } from "@lottery/rules";
import { Msg, type Paged, type SchemeDetail, type SchemeJoin, type SchemeRank } from "@lottery/contract";
import { operatorCall } from "./helpers.ts";
import { drawAndSettle, startLotteryServer } from "./lottery-orders-fixtures.ts";
import { cashBalance, expectAuditOk, moneyPlayer, okModels, playerCall } from "./money-helpers.ts";
import { serverOfFile } from "./server-fixtures.ts";
import {
  SSQ_DRAW,
  SSQ_FS,
  expectedSplit,
  joinScheme,
  schemeDetail,
  schemeIssue,
  startScheme,
} from "./together-fixtures.ts";
import { resolveDueSchemes } from "../src/together/resolve.ts";
import { houseBalanceFen } from "../src/wallet/accounts.ts";
import { users } from "../src/account/tables.ts";

const ctx = serverOfFile(startLotteryServer);

const app = () => ctx.server.app;

const ssqIssue = () => schemeIssue(ctx);
const cents = (yuan: number) => Math.round(yuan * 100);

function ssqPrizeFen(issue: string, multiple: number): number {
  const result = prizeTickets("ssq", SSQ_FS, SSQ_DRAW, issueRuleOptions("ssq", issue));
  if (!result.ok) throw new Error(result.message);
  return result.value.totalFen * multiple;
}

describe("a full scheme that wins", () => {
  it("places one order, splits the prize to the fen (commission, dust to the initiator) and audits clean", async () => {
    const issue = await ssqIssue();
    const boss = await moneyPlayer(app(), "hmboss", 100);
    const ann = await moneyPlayer(app(), "hmann", 200);
    const bob = await moneyPlayer(app(), "hmbob", 200);
    // 28 yuan × 5 = 140 shares; 10 % commission needs a 14-share buy.
    const short = await startScheme(ctx, boss, issue, { multiple: 5, buyShares: 13, commissionPercent: 10 });
    expect(short).toMatchObject({ status: 2 });
    expect(short.msg).toContain("buyShares");
    const started = await okModels(
      startScheme(ctx, boss, issue, { multiple: 5, buyShares: 14, commissionPercent: 10, pitch: "一起中" }),
    );
    expect(started).toMatchObject({ totalShares: 140, buyShares: 14, amount: 14, balance: 86 });
    const id = started.schemeId;
    expect(await okModels(joinScheme(ctx, ann, id, 63))).toMatchObject({ soldShares: 77, balance: 137 });
    const over = await joinScheme(ctx, bob, id, 64);
    expect(over).toMatchObject({ status: 1, msg: Msg.together.sharesLeft(63) });
    expect(await okModels(joinScheme(ctx, bob, id, 63))).toMatchObject({ soldShares: 140 });
    expect(await joinScheme(ctx, bob, id, 1)).toMatchObject({ status: 1, msg: Msg.together.full });
    expect(await playerCall(app(), boss, "POST", "hm/cancel", { schemeId: id })).toMatchObject({
      status: 1,
      msg: Msg.together.cancelTooLate,
    });

    const settled = await drawAndSettle(ctx, issue, SSQ_DRAW);
    expect(settled.status).toBe("settled");
    const prizeFen = ssqPrizeFen(issue.issue, 5);
    const split = expectedSplit(prizeFen, 14_000, 140, 10);
    expect(split.commission).toBeGreaterThan(0);
    const detail = await schemeDetail(ctx, ann, id);
    expect(detail).toMatchObject({ status: "won", soldShares: 140, myShares: 63 });
    expect(detail.prize).toMatchObject({
      total: prizeFen / 100,
      commission: split.commission / 100,
      perShare: split.perShare / 100,
      myPrize: (split.perShare * 63) / 100,
    });
    expect(cents(await cashBalance(app(), ann.token))).toBe(13_700 + split.perShare * 63);
    expect(cents(await cashBalance(app(), bob.token))).toBe(13_700 + split.perShare * 63);
    expect(cents(await cashBalance(app(), boss.token))).toBe(
      8_600 + split.perShare * 14 + split.commission + split.dust,
    );
    expect(await houseBalanceFen(ctx.server.database.db, "together")).toBe(0);
    await expectAuditOk(app(), ctx.operator);

    // 战绩: the winner's next scheme leads the hall sorted by record, though another sold more.
    expect(detail.initiator.record.points).toBeGreaterThan(0);
    const next = await ssqIssue();
    const bossNext = await okModels(startScheme(ctx, boss, next, { buyShares: 2 }));
    const annNext = await okModels(startScheme(ctx, ann, next, { buyShares: 20 }));
    const hall = (sort: string) =>
      okModels(playerCall<Paged<SchemeDetail>>(app(), bob, "GET", "hm/list", { sort }));
    expect((await hall("record")).list.map((s) => s.schemeId)).toEqual([bossNext.schemeId, annNext.schemeId]);
    expect((await hall("progress")).list.map((s) => s.schemeId)).toEqual([
      annNext.schemeId,
      bossNext.schemeId,
    ]);
    const ranking = await okModels(playerCall<SchemeRank[]>(app(), bob, "GET", "hm/ranking", {}));
    expect(ranking[0]).toMatchObject({ Mid: boss.mid, wins: 1 });
    // An operator's pin puts a scheme first whatever the sort.
    const pin = await operatorCall(app(), ctx.operator, "POST", "/together/pin", {
      schemeId: bossNext.schemeId,
      pinned: true,
    });
    expect(pin).toMatchObject({ status: 0, models: { pinned: true } });
    const pinnedFirst = (await hall("progress")).list;
    expect(pinnedFirst.map((s) => [s.schemeId, s.pinned])).toEqual([
      [bossNext.schemeId, true],
      [annNext.schemeId, false],
    ]);
    // 合买红人 (public): winners who started a scheme within 7 days; ann has no win yet.
    const hotList = () => okModels(playerCall<SchemeRank[]>(app(), bob, "GET", "hm/QueryTotherRank", {}));
    const hot = await hotList();
    expect(hot.map((r) => r.Mid)).toEqual([boss.mid]);
    expect(hot[0]?.record.points).toBe(detail.initiator.record.points);
    ctx.clock.advance(8 * 86_400_000);
    expect(await hotList()).toEqual([]);
  });
});

describe("the deadline", () => {
  it("fills by the guarantee and returns what it does not need", async () => {
    const issue = await ssqIssue();
    const boss = await moneyPlayer(app(), "hmguar", 100);
    const ann = await moneyPlayer(app(), "hmguarann", 100);
    const { schemeId } = await okModels(startScheme(ctx, boss, issue, { buyShares: 2, guaranteeShares: 26 }));
    expect(await cashBalance(app(), boss.token)).toBe(72);
    await okModels(joinScheme(ctx, ann, schemeId, 10));
    ctx.clock.advance(issue.closeAt.getTime() - ctx.clock.now().getTime() - 599_000);
    expect(await resolveDueSchemes(app().deps, ctx.clock.now())).toBeGreaterThanOrEqual(1);
    expect(await resolveDueSchemes(app().deps, ctx.clock.now())).toBe(0);
    const detail = await schemeDetail(ctx, boss, schemeId);
    expect(detail).toMatchObject({ status: "placed", soldShares: 28, siteShares: 0, myShares: 18 });
    expect(detail.orderId).toMatch(/^B/);
    // 2 bought, 16 of the guarantee used, 10 back.
    expect(await cashBalance(app(), boss.token)).toBe(82);
    expect(await joinScheme(ctx, ann, schemeId, 1)).toMatchObject({
      status: 1,
      msg: Msg.together.notSelling,
    });
    await expectAuditOk(app(), ctx.operator);
  });

  it("lets the site buy the last shares, and refunds a scheme under 95 %", async () => {
    const issue = await ssqIssue();
    const boss = await moneyPlayer(app(), "hmsite", 100);
    const ann = await moneyPlayer(app(), "hmsiteann", 100);
    const filled = await okModels(startScheme(ctx, boss, issue, { buyShares: 2 }));
    await okModels(joinScheme(ctx, ann, filled.schemeId, 25));
    const lacking = await okModels(startScheme(ctx, boss, issue, { buyShares: 2, guaranteeShares: 3 }));
    await okModels(joinScheme(ctx, ann, lacking.schemeId, 21));
    expect(await cashBalance(app(), ann.token)).toBe(54);
    ctx.clock.advance(issue.closeAt.getTime() - ctx.clock.now().getTime() - 599_000);
    expect(await resolveDueSchemes(app().deps, ctx.clock.now())).toBe(2);
    const site = await schemeDetail(ctx, ann, filled.schemeId);
    expect(site).toMatchObject({ status: "placed", siteShares: 1, soldShares: 28 });
    const joins = await okModels(
      playerCall<Paged<SchemeJoin>>(app(), ann, "GET", "hm/joinlist", { schemeId: filled.schemeId }),
    );
    expect(joins.list[0]).toMatchObject({ kind: "site", shares: 1, NickName: Msg.together.siteName });
    expect(await schemeDetail(ctx, ann, lacking.schemeId)).toMatchObject({
      status: "refunded",
      statusName: "未满员撤单",
    });
    expect(await cashBalance(app(), ann.token)).toBe(75);
    expect(await cashBalance(app(), boss.token)).toBe(98);
    await expectAuditOk(app(), ctx.operator);
  });
});

describe("a banned initiator", () => {
  it("gets no ticket: the full scheme is refunded at the deadline", async () => {
    const issue = await ssqIssue();
    const boss = await moneyPlayer(app(), "hmbanned", 100);
    const ann = await moneyPlayer(app(), "hmbannedann", 100);
    const { schemeId } = await okModels(startScheme(ctx, boss, issue, { buyShares: 8 }));
    await okModels(joinScheme(ctx, ann, schemeId, 20));
    await ctx.server.database.db.update(users).set({ banned: true }).where(eq(users.id, boss.mid));
    ctx.clock.advance(issue.closeAt.getTime() - ctx.clock.now().getTime() - 599_000);
    expect(await resolveDueSchemes(app().deps, ctx.clock.now())).toBe(1);
    expect(await schemeDetail(ctx, ann, schemeId)).toMatchObject({ status: "refunded", orderId: null });
    expect(await cashBalance(app(), ann.token)).toBe(100);
    await expectAuditOk(app(), ctx.operator);
  });
});

describe("safer play", () => {
  it("holds buys and joins to the player's own limits, and refunds a scheme whose initiator took a break", async () => {
    const issue = await ssqIssue();
    const boss = await moneyPlayer(app(), "hmsafeboss", 100);
    const ann = await moneyPlayer(app(), "hmsafeann", 100);
    await okModels(playerCall(app(), ann, "POST", "saferPlay/SetLimit", { kind: "lossDay", value: "10" }));
    // A buy with its guarantee is what the initiator may lose: 8 + 10 shares against a 15-yuan limit.
    await okModels(playerCall(app(), boss, "POST", "saferPlay/SetLimit", { kind: "lossDay", value: "15" }));
    const tooMuch = await startScheme(ctx, boss, issue, { buyShares: 8, guaranteeShares: 10 });
    expect(tooMuch).toMatchObject({ status: 1, msg: Msg.saferPlay.lossLimit("每日", "15.00") });
    const { schemeId } = await okModels(startScheme(ctx, boss, issue, { buyShares: 8, guaranteeShares: 6 }));
    expect(await joinScheme(ctx, ann, schemeId, 11)).toMatchObject({ status: 1 });
    expect(await okModels(joinScheme(ctx, ann, schemeId, 10))).toMatchObject({ balance: 90 });
    expect(await joinScheme(ctx, ann, schemeId, 1)).toMatchObject({ status: 1 });
    // Full with the guarantee (8 + 10 + 4 sold, 6 guaranteed of 28): it would be placed, but for the break.
    await okModels(joinScheme(ctx, await moneyPlayer(app(), "hmsafecarl", 10), schemeId, 4));
    // A week's time-out still runs at the deadline (the issue closes within days).
    await okModels(playerCall(app(), boss, "POST", "saferPlay/TakeBreak", { period: "7d" }));
    ctx.clock.advance(issue.closeAt.getTime() - ctx.clock.now().getTime() - 599_000);
    expect(await resolveDueSchemes(app().deps, ctx.clock.now())).toBe(1);
    expect(await schemeDetail(ctx, ann, schemeId)).toMatchObject({ status: "refunded", orderId: null });
    expect(await cashBalance(app(), ann.token)).toBe(100);
    expect(await cashBalance(app(), boss.token)).toBe(100);
    await expectAuditOk(app(), ctx.operator);
  });
});

describe("cancelling and retries", () => {
  it("lets the initiator cancel under 50 %, an operator under 95 %, and replays a join once", async () => {
    const issue = await ssqIssue();
    const boss = await moneyPlayer(app(), "hmcancel", 100);
    const ann = await moneyPlayer(app(), "hmcancelann", 100);
    const first = await okModels(startScheme(ctx, boss, issue, { buyShares: 2, guaranteeShares: 5 }));
    const join = await okModels(joinScheme(ctx, ann, first.schemeId, 3, "join-replay-1"));
    expect(await okModels(joinScheme(ctx, ann, first.schemeId, 3, "join-replay-1"))).toEqual(join);
    expect(await joinScheme(ctx, ann, first.schemeId, 4, "join-replay-1")).toMatchObject({ status: 9 });
    expect(await cashBalance(app(), ann.token)).toBe(97);
    expect(await playerCall(app(), ann, "POST", "hm/cancel", { schemeId: first.schemeId })).toMatchObject({
      status: 1,
      msg: Msg.together.initiatorOnly,
    });
    expect(
      await okModels(playerCall(app(), boss, "POST", "hm/cancel", { schemeId: first.schemeId })),
    ).toEqual({ schemeId: first.schemeId, status: "cancelled" });
    expect(await cashBalance(app(), ann.token)).toBe(100);
    expect(await cashBalance(app(), boss.token)).toBe(100);

    const second = await okModels(startScheme(ctx, boss, issue, { buyShares: 2 }));
    await okModels(joinScheme(ctx, ann, second.schemeId, 20));
    const byOperator = await operatorCall(app(), ctx.operator, "POST", "/together/cancel", {
      schemeId: second.schemeId,
    });
    expect(byOperator).toMatchObject({ status: 0, models: { status: "cancelled" } });
    expect(await cashBalance(app(), ann.token)).toBe(100);
    const mine = await okModels(
      playerCall<Paged<SchemeDetail>>(app(), ann, "GET", "hm/QueryTogetherList", {}),
    );
    expect(mine.list.map((s) => s.schemeId)).toEqual(
      expect.arrayContaining([first.schemeId, second.schemeId]),
    );
    await expectAuditOk(app(), ctx.operator);
  });
});
