import { describe, expect, it } from "vitest";
import { count } from "drizzle-orm";
import {
  Msg,
  type BetJcFollowModels,
  type BetJcReleaseModels,
  type Envelope,
  type FdUser,
  type FollowOrderRecord,
  type FollowRankModels,
  type FundRecord,
  type OrderDetail,
  type Paged,
  type ReleaseDetail,
  type ReleaseFollower,
  type ReleaseSummary,
  type SportsMatchAdminView,
  type UserHomePage,
} from "@lottery/contract";
import type { TestPlayer } from "./cards-fixtures.ts";
import { operatorCall } from "./helpers.ts";
import {
  cashBalance,
  expectAuditOk,
  moneyPlayer,
  newRequestId,
  okModels,
  playerCall,
} from "./money-helpers.ts";
import { betCall, leg, orderRow, type LegParam } from "./sports-bets-fixtures.ts";
import { changeOddsCall, createMatch, finishMatch, spOf, startSportsServer } from "./sports-fixtures.ts";
import { serverOfFile } from "./server-fixtures.ts";
import { settleMatch, settlementHooks } from "../src/sports/settlement.ts";
import { ledgerJournals } from "../src/wallet/tables.ts";

const ctx = serverOfFile(() => startSportsServer());
const app = () => ctx.app;
const cents = (yuan: number) => Math.round(yuan * 100);

/** The commission of API.md §9, written out again here (fen). */
function expectedCommission(prizeFen: number, stakeFen: number, percent: number, houseCut: number) {
  const c = Math.floor((prizeFen * percent) / 100);
  const commission = prizeFen > stakeFen && prizeFen - c > stakeFen ? c : 0;
  return { commission, houseCut: Math.floor((commission * houseCut) / 100) };
}

function release(
  player: TestPlayer,
  legs: LegParam[],
  terms: Record<string, string | number> = {},
  passTypes = "2_1",
): Promise<Envelope<BetJcReleaseModels>> {
  return betCall<BetJcReleaseModels>(ctx, player, {
    gameCode: "jczq",
    passTypes,
    legs,
    multiple: 1,
    release: 1,
    commissionPercent: 10,
    ...terms,
  });
}

function follow(
  player: TestPlayer,
  releaseId: string,
  multiple: number,
  extra: Record<string, string | number> = {},
): Promise<Envelope<BetJcFollowModels>> {
  return playerCall<BetJcFollowModels>(app(), player, "POST", "Lottery/Bet_JC_Follow", {
    releaseId,
    multiple,
    requestId: newRequestId(),
    ...extra,
  });
}

const detailOf = (player: TestPlayer, releaseId: string) =>
  okModels(playerCall<ReleaseDetail>(app(), player, "GET", "order/queryReleaseDetailInfo", { releaseId }));

const setFollowRules = (maxCommissionPercent: number, houseCutPercent: number) =>
  operatorCall(app(), ctx.operator, "POST", "/follow/settings", { maxCommissionPercent, houseCutPercent });

async function twoMatches(): Promise<[SportsMatchAdminView, SportsMatchAdminView]> {
  return [await createMatch(ctx, { gameCode: "jczq" }), await createMatch(ctx, { gameCode: "jczq" })];
}

const homeWins = { halfScore: "1:0", fullScore: "2:0" };
const awayWins = { halfScore: "0:1", fullScore: "0:2" };

async function journalCount(): Promise<number> {
  const [row] = await ctx.server.database.db.select({ n: count() }).from(ledgerJournals);
  return row?.n ?? 0;
}

describe("releasing a ticket (发单)", () => {
  it("places the releaser's order and answers its releaseId; the operator's cap and the games are enforced", async () => {
    await setFollowRules(8, 0);
    const [a, b] = await twoMatches();
    const boss = await moneyPlayer(app(), "fdboss1", 100);
    const legs = [leg(a, "SPF", ["3"]), leg(b, "SPF", ["3"])];
    const over = await release(boss, legs, { commissionPercent: 9 });
    expect(over).toMatchObject({ status: 1, msg: Msg.follow.commissionOverCap(8) });
    const bad = await release(boss, legs, { commissionPercent: 11 });
    expect(bad.status).toBe(2);
    expect(bad.msg).toContain("commissionPercent");
    const badPrivacy = await release(boss, legs, { privacy: 1 });
    expect(badPrivacy.status).toBe(2);
    expect(badPrivacy.msg).toContain("privacy");
    const requestId = newRequestId();
    const made = await okModels(release(boss, legs, { commissionPercent: 8, pitch: "稳胆两串", requestId }));
    expect(made).toMatchObject({ bets: 1, amount: 2, balance: 98 });
    expect(made.releaseId).toMatch(/^F\d{18}$/);
    // A retry answers the same order and release; the same key with other terms is status 9.
    expect(
      await okModels(release(boss, legs, { commissionPercent: 8, pitch: "稳胆两串", requestId })),
    ).toEqual(made);
    expect((await release(boss, legs, { commissionPercent: 5, requestId })).status).toBe(9);
    const detail = await detailOf(boss, made.releaseId!);
    expect(detail).toMatchObject({
      releaseId: made.releaseId,
      orderId: made.orderId,
      releaser: { Mid: boss.mid, NickName: expect.any(String) },
      commissionPercent: 8,
      followers: 0,
      followAmount: 0,
      status: "selling",
      pitch: "稳胆两串",
      mine: true,
      mayFollow: false,
      unitAmount: 2,
    });
    expect(Date.parse(detail.deadline)).toBe(Math.min(Date.parse(a.closeAt), Date.parse(b.closeAt)));
    expect(await cashBalance(app(), boss.token)).toBe(98);
    await setFollowRules(10, 0);
  });

  it("hides a privacy-2 ticket from others until following closes", async () => {
    const [a, b] = await twoMatches();
    const boss = await moneyPlayer(app(), "fdhide", 100);
    const fan = await moneyPlayer(app(), "fdhidefan", 100);
    const other = await moneyPlayer(app(), "fdhideoth", 100);
    const { releaseId } = await okModels(
      release(boss, [leg(a, "SPF", ["3"]), leg(b, "SPF", ["1"])], { privacy: 2 }),
    );
    expect((await detailOf(boss, releaseId!)).legs).toHaveLength(2);
    expect(await detailOf(other, releaseId!)).toMatchObject({ legs: null, unitMaxPrize: null, privacy: 2 });
    await okModels(follow(fan, releaseId!, 1));
    expect((await detailOf(fan, releaseId!)).legs).toHaveLength(2);
    expect((await detailOf(other, releaseId!)).legs).toBeNull();
    ctx.clock.advance(Date.parse((await detailOf(boss, releaseId!)).deadline) - ctx.clock.now().getTime());
    expect(await detailOf(other, releaseId!)).toMatchObject({ status: "closed", mayFollow: false });
    expect((await detailOf(other, releaseId!)).legs).toHaveLength(2);
  });
});

describe("following a release (跟单)", () => {
  it("50 players follow at once; settlement pays every commission exactly to the fen, once", async () => {
    await setFollowRules(10, 15);
    const [a, b] = await twoMatches();
    const boss = await moneyPlayer(app(), "fdboss50", 100);
    const { releaseId, orderId: bossOrder } = await okModels(
      release(boss, [leg(a, "SPF", ["3"]), leg(b, "SPF", ["3"])], { commissionPercent: 7 }),
    );
    const fans: TestPlayer[] = [];
    for (let i = 0; i < 50; i += 1) fans.push(await moneyPlayer(app(), `fdfan${i}`, 100));
    const follows = await Promise.all(fans.map((fan, i) => follow(fan, releaseId!, (i % 5) + 1)));
    for (const answer of follows) expect(answer, answer.msg).toMatchObject({ status: 0 });
    const stakes = fans.map((_, i) => ((i % 5) + 1) * 200);
    const detail = await detailOf(fans[0]!, releaseId!);
    expect(detail).toMatchObject({ followers: 50, followed: true, mine: false });
    expect(cents(detail.followAmount)).toBe(stakes.reduce((s, x) => s + x, 0));
    // A follower's order is their own: the release's legs and pass type at their multiple.
    const first = await orderRow(ctx, follows[3]!.models!.orderId);
    expect(first).toMatchObject({ userId: fans[3]!.mid, multiple: 4, amountFen: 800, play: "2_1" });

    await finishMatch(ctx, a, homeWins);
    await finishMatch(ctx, b, homeWins);
    const bossRow = await orderRow(ctx, bossOrder);
    expect(bossRow.status).toBe("won");
    let paidToBoss = 0;
    let houseCuts = 0;
    for (const [i, fan] of fans.entries()) {
      const order = await orderRow(ctx, follows[i]!.models!.orderId);
      expect(order.status).toBe("won");
      const prize = order.prizeFen - order.taxFen;
      const { commission, houseCut } = expectedCommission(prize, order.amountFen, 7, 15);
      expect(commission).toBeGreaterThan(0);
      paidToBoss += commission - houseCut;
      houseCuts += houseCut;
      expect(cents(await cashBalance(app(), fan.token))).toBe(10_000 - order.amountFen + prize - commission);
      const shown = await okModels(
        playerCall<OrderDetail>(app(), fan, "GET", "order/detail", { orderId: order.orderNo }),
      );
      expect(shown.follow).toEqual({ releaseId, commission: commission / 100, houseCut: houseCut / 100 });
    }
    expect(houseCuts).toBeGreaterThan(0);
    const bossPrize = bossRow.prizeFen - bossRow.taxFen;
    expect(cents(await cashBalance(app(), boss.token))).toBe(10_000 - 200 + bossPrize + paidToBoss);
    expect(cents((await detailOf(boss, releaseId!)).commissionPaid)).toBe(paidToBoss);
    expect((await detailOf(boss, releaseId!)).status).toBe("won");
    // 资金明细: the follower's prize and commission, the releaser's commission, by their Chinese names.
    const fanFunds = await okModels(playerCall<Paged<FundRecord>>(app(), fans[0]!, "GET", "fund/list", {}));
    expect(fanFunds.list.slice(0, 2).map((r) => r.typeName)).toEqual(["跟单佣金", "派奖"]);
    const bossFunds = await okModels(
      playerCall<Paged<FundRecord>>(app(), boss, "GET", "fund/list", { pageSize: 100 }),
    );
    expect(bossFunds.list.filter((r) => r.typeName === "发单佣金")).toHaveLength(50);

    // Settling the matches again moves nothing.
    const journals = await journalCount();
    const bossCash = await cashBalance(app(), boss.token);
    await settleMatch(app().deps, a.matchId);
    await settleMatch(app().deps, b.matchId);
    expect(await journalCount()).toBe(journals);
    expect(await cashBalance(app(), boss.token)).toBe(bossCash);
    await expectAuditOk(app(), ctx.operator);
    await setFollowRules(10, 0);
  }, 180_000);

  it("pays each commission once when settlement dies half-way and runs again", async () => {
    const [a, b] = await twoMatches();
    const boss = await moneyPlayer(app(), "fdkill", 100);
    const { releaseId } = await okModels(
      release(boss, [leg(a, "SPF", ["3"]), leg(b, "SPF", ["3"])], { commissionPercent: 9 }),
    );
    const fans: TestPlayer[] = [];
    for (let i = 0; i < 12; i += 1) fans.push(await moneyPlayer(app(), `fdkillfan${i}`, 100));
    const orderNos: string[] = [];
    for (const fan of fans) orderNos.push((await okModels(follow(fan, releaseId!, 3))).orderId);
    await finishMatch(ctx, a, homeWins);
    // The second match's settlement dies after its second chunk of 4 committed (the result stands).
    const saved = { ...settlementHooks };
    let chunks = 0;
    settlementHooks.chunkSize = 4;
    settlementHooks.afterChunk = () => {
      chunks += 1;
      if (chunks === 2) throw new Error("killed half-way");
    };
    try {
      await finishMatch(ctx, b, homeWins);
    } finally {
      Object.assign(settlementHooks, saved);
    }
    const statuses = await Promise.all(orderNos.map(async (no) => (await orderRow(ctx, no)).status));
    expect(statuses.filter((s) => s === "won").length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === "pending").length).toBeGreaterThan(0);
    await settleMatch(app().deps, b.matchId);
    await settleMatch(app().deps, b.matchId);
    let paid = 0;
    for (const [i, fan] of fans.entries()) {
      const order = await orderRow(ctx, orderNos[i]!);
      const prize = order.prizeFen - order.taxFen;
      const { commission } = expectedCommission(prize, order.amountFen, 9, 0);
      expect(commission).toBeGreaterThan(0);
      paid += commission;
      expect(cents(await cashBalance(app(), fan.token))).toBe(10_000 - order.amountFen + prize - commission);
    }
    const bossOrder = await orderRow(ctx, (await detailOf(boss, releaseId!)).orderId!);
    const bossPrize = bossOrder.prizeFen - bossOrder.taxFen;
    expect(cents(await cashBalance(app(), boss.token))).toBe(10_000 - 200 + bossPrize + paid);
    await expectAuditOk(app(), ctx.operator);
  }, 120_000);

  it("pays no commission when the release loses", async () => {
    const [a, b] = await twoMatches();
    const boss = await moneyPlayer(app(), "fdlose", 100);
    const fan = await moneyPlayer(app(), "fdlosefan", 100);
    const { releaseId } = await okModels(release(boss, [leg(a, "SPF", ["0"]), leg(b, "SPF", ["0"])]));
    const { orderId } = await okModels(follow(fan, releaseId!, 3));
    await finishMatch(ctx, a, homeWins);
    await finishMatch(ctx, b, homeWins);
    expect((await orderRow(ctx, orderId)).status).toBe("lost");
    expect(await cashBalance(app(), fan.token)).toBe(94);
    expect(await cashBalance(app(), boss.token)).toBe(98);
    const mine = await okModels(
      playerCall<Paged<FollowOrderRecord>>(app(), fan, "GET", "order/QueryFollowOrderList", {}),
    );
    expect(mine.list[0]).toMatchObject({ releaseId, status: "lost", prize: 0, commission: 0 });
    const shown = await okModels(playerCall<OrderDetail>(app(), fan, "GET", "order/detail", { orderId }));
    expect(shown.follow).toEqual({ releaseId, commission: 0, houseCut: 0 });
    expect((await detailOf(boss, releaseId!)).status).toBe("lost");
    await expectAuditOk(app(), ctx.operator);
  });

  it("takes commission only when the prize less it still exceeds the stake (P − C > S)", async () => {
    const exact = await createMatch(ctx, { gameCode: "jczq", singles: ["SPF"] });
    const above = await createMatch(ctx, { gameCode: "jczq", singles: ["SPF"] });
    // 10 %: P = 222, C = 22, P − C = 200 = S → none; P = 224, C = 22, P − C = 202 > S → 22.
    await changeOddsCall(ctx, exact.matchId, { SPF: { "3": 1.11 } });
    await changeOddsCall(ctx, above.matchId, { SPF: { "3": 1.12 } });
    const boss = await moneyPlayer(app(), "fdedge", 100);
    const fan = await moneyPlayer(app(), "fdedgefan", 100);
    const one = (m: SportsMatchAdminView, sp: number) => [
      { matchId: m.matchId, play: "SPF", options: [{ code: "3", sp }] },
    ];
    const r1 = await okModels(release(boss, one(exact, 1.11), {}, "1_1"));
    const r2 = await okModels(release(boss, one(above, 1.12), {}, "1_1"));
    const f1 = await okModels(follow(fan, r1.releaseId!, 1));
    const f2 = await okModels(follow(fan, r2.releaseId!, 1));
    await finishMatch(ctx, exact, homeWins);
    await finishMatch(ctx, above, homeWins);
    expect(await orderRow(ctx, f1.orderId)).toMatchObject({ status: "won", prizeFen: 222 });
    expect(await orderRow(ctx, f2.orderId)).toMatchObject({ status: "won", prizeFen: 224 });
    const detail = (orderId: string) =>
      okModels(playerCall<OrderDetail>(app(), fan, "GET", "order/detail", { orderId }));
    expect((await detail(f1.orderId)).follow).toMatchObject({ commission: 0 });
    expect((await detail(f2.orderId)).follow).toMatchObject({ commission: 0.22, houseCut: 0 });
    // 100 − 2 − 2 + 2.22 + 2.24 − 0.22
    expect(cents(await cashBalance(app(), fan.token))).toBe(10_000 - 400 + 222 + 224 - 22);
    expect(cents(await cashBalance(app(), boss.token))).toBe(10_000 - 400 + 222 + 224 + 22);
    await expectAuditOk(app(), ctx.operator);
  });

  it("answers status 8 with the current odds when an SP moved, unless acceptOdds=1; refuses one's own and closed releases", async () => {
    const [a, b] = await twoMatches();
    const boss = await moneyPlayer(app(), "fdodds", 100);
    const fan = await moneyPlayer(app(), "fdoddsfan", 100);
    const { releaseId } = await okModels(release(boss, [leg(a, "SPF", ["3"]), leg(b, "SPF", ["3"])]));
    expect(await follow(boss, releaseId!, 1)).toMatchObject({ status: 1, msg: Msg.follow.ownRelease });
    const moved = Number((spOf(a, "SPF", "3") + 0.3).toFixed(2));
    await changeOddsCall(ctx, a.matchId, { SPF: { "3": moved } });
    const refused = await follow(fan, releaseId!, 2);
    expect(refused.status).toBe(8);
    expect(
      (refused.models as unknown as { odds: { matchId: string; code: string; sp: number }[] }).odds,
    ).toContainEqual(expect.objectContaining({ matchId: a.matchId, play: "SPF", code: "3", sp: moved }));
    expect(await cashBalance(app(), fan.token)).toBe(100);
    const placed = await okModels(follow(fan, releaseId!, 2, { acceptOdds: 1 }));
    const order = await orderRow(ctx, placed.orderId);
    const legs = (order.detail as { legs: { matchId: string; options: { sp: number }[] }[] }).legs;
    expect(legs.find((l) => l.matchId === a.matchId)?.options[0]?.sp).toBe(moved);
    expect(placed).toMatchObject({ amount: 4, balance: 96, releaseId });
    // A repeated requestId answers the first follow; the same key for another multiple is status 9.
    const requestId = newRequestId();
    const once = await okModels(follow(fan, releaseId!, 1, { requestId, acceptOdds: 1 }));
    expect(await okModels(follow(fan, releaseId!, 1, { requestId }))).toMatchObject({
      orderId: once.orderId,
    });
    expect((await follow(fan, releaseId!, 3, { requestId })).status).toBe(9);
    ctx.clock.advance(Date.parse((await detailOf(fan, releaseId!)).deadline) - ctx.clock.now().getTime());
    expect(await follow(fan, releaseId!, 1, { acceptOdds: 1 })).toMatchObject({
      status: 1,
      msg: Msg.follow.followClosed,
    });
  });

  it("shows players only their own follows (IDOR) and masks other followers", async () => {
    const [a, b] = await twoMatches();
    const boss = await moneyPlayer(app(), "fdidor", 100);
    const ann = await moneyPlayer(app(), "fdidorann", 100);
    const bob = await moneyPlayer(app(), "fdidorbob", 100);
    const { releaseId } = await okModels(release(boss, [leg(a, "SPF", ["3"]), leg(b, "SPF", ["3"])]));
    const annFollow = await okModels(follow(ann, releaseId!, 1));
    await okModels(follow(bob, releaseId!, 2));
    const stolen = await playerCall(app(), bob, "GET", "order/detail", { orderId: annFollow.orderId });
    expect(stolen.status).toBe(1);
    const bobs = await okModels(
      playerCall<Paged<FollowOrderRecord>>(app(), bob, "GET", "order/QueryFollowOrderList", {}),
    );
    expect(bobs.list.map((r) => r.orderId)).not.toContain(annFollow.orderId);
    expect(bobs.total).toBe(1);
    const followers = await okModels(
      playerCall<Paged<ReleaseFollower>>(app(), bob, "GET", "Order/QueryReleaseFollowList", {
        releaseId: releaseId!,
      }),
    );
    expect(followers.total).toBe(2);
    const annRow = followers.list.find((f) => f.Mid === ann.mid);
    expect(annRow).toMatchObject({ mine: false, multiple: 1, amount: 2 });
    expect(annRow?.NickName).toContain("*");
    expect(JSON.stringify(followers)).not.toContain(annFollow.orderId);
    expect(followers.list.find((f) => f.Mid === bob.mid)).toMatchObject({ mine: true });
  });

  it("refuses malformed parameters with status 2 naming the field", async () => {
    const fan = await moneyPlayer(app(), "fdparams", 10);
    const cases: [Record<string, string | number>, string][] = [
      [{ releaseId: "abc", multiple: 1, requestId: newRequestId() }, "releaseId"],
      [{ releaseId: "F202611270000000001", multiple: 0, requestId: newRequestId() }, "multiple"],
      [{ releaseId: "F202611270000000001", multiple: "1.5", requestId: newRequestId() }, "multiple"],
      [{ releaseId: "F202611270000000001", multiple: 1, requestId: "x" }, "requestId"],
      [
        { releaseId: "F202611270000000001", multiple: 1, requestId: newRequestId(), acceptOdds: 2 },
        "acceptOdds",
      ],
    ];
    for (const [params, field] of cases) {
      const answer = await playerCall(app(), fan, "POST", "Lottery/Bet_JC_Follow", params);
      expect(answer.status, JSON.stringify(params)).toBe(2);
      expect(answer.msg).toContain(field);
      expect(answer.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    const unknown = await follow(fan, "F202611270000000001", 1);
    expect(unknown).toMatchObject({ status: 1, msg: Msg.follow.releaseNotFound });
    const rank = await playerCall(app(), fan, "GET", "order/QueryFollowOrderRank", { type: "year" });
    expect(rank.status).toBe(2);
    expect(rank.msg).toContain("type");
    const list = await playerCall(app(), fan, "GET", "order/queryFDList", { sort: "x" });
    expect(list.status).toBe(2);
    expect(list.msg).toContain("sort");
  });
});

describe("lobby lists and ranks", () => {
  it("lists open releases, ranks releasers by settled releases; attention lists follow 关注; the homepage shows 战绩 badges", async () => {
    const boss = await moneyPlayer(app(), "fdrankboss", 100);
    const fan = await moneyPlayer(app(), "fdrankfan", 100);
    // Three settled wins and one loss, then an open release.
    for (const win of [true, false, true, true]) {
      const [a, b] = await twoMatches();
      const { releaseId } = await okModels(release(boss, [leg(a, "SPF", ["3"]), leg(b, "SPF", ["3"])]));
      await okModels(follow(fan, releaseId!, 1));
      await finishMatch(ctx, a, win ? homeWins : awayWins);
      await finishMatch(ctx, b, homeWins);
    }
    const [a, b] = await twoMatches();
    const open = await okModels(release(boss, [leg(a, "SPF", ["3"]), leg(b, "SPF", ["3"])]));
    const lobby = await okModels(
      playerCall<Paged<ReleaseSummary>>(app(), fan, "GET", "order/queryFDList", { pageSize: 100 }),
    );
    const row = lobby.list.find((r) => r.releaseId === open.releaseId);
    expect(row).toMatchObject({ status: "selling", releaser: { Mid: boss.mid } });
    expect(row?.releaser.record).toMatchObject({ settled: 4, won: 3, hitRate: 75, streak: 2 });
    expect(lobby.list.every((r) => r.status === "selling")).toBe(true);
    const recommended = await okModels(
      playerCall<Paged<ReleaseSummary>>(app(), fan, "GET", "order/queryFDRecommend", {}),
    );
    expect(recommended.list.map((r) => r.releaseId)).toContain(open.releaseId);
    const week = await okModels(
      playerCall<FollowRankModels>(app(), fan, "GET", "order/QueryFollowOrderRank", { type: "week" }),
    );
    expect(week.list.find((r) => r.Mid === boss.mid)).toMatchObject({ settled: 4, won: 3, hitRate: 75 });
    const streak = await okModels(
      playerCall<FollowRankModels>(app(), fan, "GET", "order/QueryFollowOrderRank", { type: "streak" }),
    );
    expect(streak.from).toBeNull();
    expect(streak.list.find((r) => r.Mid === boss.mid)).toMatchObject({ streak: 2 });
    const attention = await okModels(
      playerCall<Paged<ReleaseSummary>>(app(), fan, "GET", "order/QueryAttentionUserFollowOrderList", {}),
    );
    // Following tickets is not attention: the attention lists stay empty until the fan follows the boss.
    expect(attention).toEqual({ list: [], total: 0 });
    expect(
      await okModels(playerCall<Paged<FdUser>>(app(), fan, "GET", "Attention/QueryFDUserList", {})),
    ).toEqual({ list: [], total: 0 });
    await okModels(playerCall(app(), fan, "GET", "Attention/AttentionUser", { uid: boss.mid }));
    const attended = await okModels(
      playerCall<Paged<ReleaseSummary>>(app(), fan, "GET", "order/QueryAttentionUserFollowOrderList", {}),
    );
    expect(attended.list.map((r) => r.releaseId)).toEqual([open.releaseId]);
    const users = await okModels(
      playerCall<Paged<{ Mid: number; myFollows: number; openReleases: number }>>(
        app(),
        fan,
        "GET",
        "Attention/QueryFDUserList",
        {},
      ),
    );
    expect(users.list).toEqual([expect.objectContaining({ Mid: boss.mid, myFollows: 4, openReleases: 1 })]);
    const mine = await okModels(
      playerCall<Paged<ReleaseSummary>>(app(), boss, "GET", "order/QueryUserHomePageOrderList_FD", {}),
    );
    expect(mine.total).toBe(5);
    const home = await okModels(
      playerCall<UserHomePage>(app(), fan, "GET", "order/queryUserHomePage", { uid: boss.mid }),
    );
    expect(home).toMatchObject({ wonCount: 3, fans: 1, attention: true, record: { settled: 4, won: 3 } });
    expect(home.totalPrize).toBeGreaterThan(0);
    expect(home.badges).toEqual([
      { kind: "streak", value: 2, text: Msg.community.badges.streak(2) },
      { kind: "hitRate", value: 75, text: Msg.community.badges.hitRate(75) },
    ]);
    await expectAuditOk(app(), ctx.operator);
  });
});
