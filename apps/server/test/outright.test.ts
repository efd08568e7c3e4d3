import { afterEach, describe, expect, it } from "vitest";
import { and, eq, inArray, like } from "drizzle-orm";
import {
  Status,
  type BetJcModels,
  type OrderDetail,
  type OrderRecord,
  type OutrightConsoleModels,
  type Paged,
  type SjbChampionModels,
} from "@lottery/contract";
import { operatorCall } from "./helpers.ts";
import {
  cashBalance,
  expectAuditOk,
  moneyPlayer,
  newRequestId,
  okModels,
  playerCall,
} from "./money-helpers.ts";
import { serverOfFile } from "./server-fixtures.ts";
import { createMatch, startSportsServer } from "./sports-fixtures.ts";
import { betCall, leg, orderRow } from "./sports-bets-fixtures.ts";
import type { TestPlayer } from "./cards-fixtures.ts";
import { orders } from "../src/orders/tables.ts";
import { ledgerJournals } from "../src/wallet/tables.ts";
import { outrightJob } from "../src/jobs/outright-job.ts";
import { OUTRIGHT_GAME, OZB_MARKET } from "../src/sports/outright-market.ts";
import { outrightPrize } from "../src/sports/outright-prize.ts";
import { outrightSettleHooks, settleOutrightMarket } from "../src/sports/outright-settle.ts";
import { outrightMarkets } from "../src/sports/outright-tables.ts";

const ctx = serverOfFile(() => startSportsServer());
const db = () => ctx.server.database.db;

afterEach(() => {
  outrightSettleHooks.chunkSize = 500;
  outrightSettleHooks.afterChunk = null;
});

const console_ = <T>(method: "GET" | "POST", path: string, body: Record<string, unknown> = {}) =>
  okModels(operatorCall<T>(ctx.app, ctx.operator, method, path, body));

async function setOdds(odds: Record<string, number>, enabled = true) {
  for (const [team, sp] of Object.entries(odds))
    await console_<OutrightConsoleModels>("POST", "/outright/team", { team, sp, enabled });
}

const openMarket = (open = true) => console_<OutrightConsoleModels>("POST", "/outright/state", { open });

/** A test-only step back: the market open again (settled orders stay settled), so one file tests both ends. */
async function reopenMarket() {
  await db()
    .update(outrightMarkets)
    .set({ state: "open", champion: null, decidedAt: null, settledAt: null })
    .where(eq(outrightMarkets.code, OZB_MARKET));
}

function champion(player: TestPlayer, picks: unknown, extra: Record<string, string | number> = {}) {
  return playerCall<BetJcModels>(ctx.app, player, "POST", "lottery/bet_ozb", {
    market: "champion",
    picks: typeof picks === "string" ? picks : JSON.stringify(picks),
    requestId: newRequestId(),
    ...extra,
  });
}

const market = () => okModels(playerCall<SjbChampionModels>(ctx.app, anon, "GET", "SJBChampion"));
const anon = { token: "", mid: 0 } as unknown as TestPlayer;

/** Every journal of a kind (prize / refund / tax) for these orders. */
async function journalsOf(kind: string, orderNos: readonly string[]) {
  const rows = await db()
    .select({ key: ledgerJournals.key })
    .from(ledgerJournals)
    .where(like(ledgerJournals.key, `${kind}:%`));
  return rows.filter((r) => orderNos.some((no) => r.key === `${kind}:${no}`));
}

describe("the outright market 猜冠军", () => {
  it("is closed and without odds until the operator sets them and opens it; lists teams by group", async () => {
    const before = await market();
    expect(before.market).toMatchObject({
      code: "ozb",
      state: "closed",
      stateName: "暂停销售",
      champion: null,
    });
    expect(before.teams).toHaveLength(24);
    expect(before.teams[0]).toEqual({ team: "英格兰", group: "A", sp: null, enabled: true, selling: false });
    const player = await moneyPlayer(ctx.app, "outr01", 100);
    const refused = await champion(player, [{ team: "英格兰", sp: 5 }]);
    expect(refused).toMatchObject({ status: Status.REFUSED, msg: "冠军竞猜暂未开售" });

    await setOdds({ 英格兰: 5.5, 法国: 4.5, 德国: 6, 西班牙: 7, 葡萄牙: 8, 荷兰: 12 });
    await setOdds({ 阿尔巴尼亚: 300 }, false);
    const opened = await openMarket();
    expect(opened.market.state).toBe("open");
    const after = await market();
    expect(after.teams.find((t) => t.team === "英格兰")).toMatchObject({ sp: 5.5, selling: true });
    expect(after.teams.find((t) => t.team === "阿尔巴尼亚")).toMatchObject({ sp: 300, selling: false });
    expect(after.teams.find((t) => t.team === "瑞士")).toMatchObject({ sp: null, selling: false });
  });

  it("takes 2 yuan × multiple per chosen team at the odds of the sale, stored on the order", async () => {
    const player = await moneyPlayer(ctx.app, "outr02", 100);
    const placed = await okModels(
      champion(
        player,
        [
          { team: "英格兰", sp: 5.5 },
          { team: "法国", sp: "4.50" },
        ],
        { multiple: 3 },
      ),
    );
    expect(placed).toMatchObject({ bets: 2, amount: 12, maxPrize: 33, balance: 88 });
    // Later odds changes do not touch the order.
    await setOdds({ 英格兰: 5 });
    const row = await orderRow(ctx, placed.orderId);
    expect(row).toMatchObject({
      kind: "sports",
      gameCode: OUTRIGHT_GAME,
      issue: "ozb",
      bets: 2,
      multiple: 3,
    });
    expect(row.detail).toEqual({
      kind: "outright",
      market: "ozb",
      picks: [
        { team: "英格兰", sp: 5.5 },
        { team: "法国", sp: 4.5 },
      ],
    });
    const list = await okModels(playerCall<Paged<OrderRecord>>(ctx.app, player, "GET", "order/list"));
    expect(list.list[0]).toMatchObject({ gameName: "欧洲杯冠军", play: "冠军", statusName: "待开奖" });
    const detail = await okModels(
      playerCall<OrderDetail>(ctx.app, player, "GET", "order/detail", { orderId: placed.orderId }),
    );
    expect(detail.outright).toMatchObject({
      marketName: "欧洲杯猜冠军",
      state: "open",
      picks: [
        { team: "英格兰", sp: 5.5, hit: null, prize: 33 },
        { team: "法国", sp: 4.5, hit: null, prize: 27 },
      ],
    });
  });

  it("refuses changed odds (status 8 with the current odds), switched-off and unknown teams, placing nothing", async () => {
    const player = await moneyPlayer(ctx.app, "outr03", 100);
    const moved = await champion(player, [
      { team: "英格兰", sp: 5.5 },
      { team: "德国", sp: 6 },
    ]);
    expect(moved.status).toBe(Status.ODDS_CHANGED);
    expect(moved.models).toEqual({
      odds: [
        { team: "英格兰", sp: 5 },
        { team: "德国", sp: 6 },
      ],
    });
    expect(await champion(player, [{ team: "阿尔巴尼亚", sp: 300 }])).toMatchObject({
      status: Status.REFUSED,
      msg: "阿尔巴尼亚已停售",
    });
    expect(await champion(player, [{ team: "巴西", sp: 3 }])).toMatchObject({
      status: Status.REFUSED,
      msg: "没有该球队：巴西",
    });
    expect(await cashBalance(ctx.app, player.token)).toBe(100);
  });

  it("answers malformed params with status 2 naming the field, never a partial write", async () => {
    const player = await moneyPlayer(ctx.app, "outr04", 100);
    const cases: [Record<string, string | number>, string][] = [
      [{ market: "champion", requestId: newRequestId() }, "picks"],
      [{ market: "champion", picks: "[{", requestId: newRequestId() }, "picks"],
      [{ market: "champion", picks: "[]", requestId: newRequestId() }, "picks"],
      [
        {
          market: "champion",
          picks: JSON.stringify([{ team: "英格兰" }, { team: "英格兰" }]),
          requestId: newRequestId(),
        },
        "picks",
      ],
      [
        {
          market: "champion",
          picks: JSON.stringify([{ team: "英格兰", sp: -1 }]),
          requestId: newRequestId(),
        },
        "picks",
      ],
      [
        {
          market: "champion",
          picks: JSON.stringify([{ team: "英格兰", sp: 5 }]),
          multiple: 0,
          requestId: newRequestId(),
        },
        "multiple",
      ],
      [
        { market: "winner", picks: JSON.stringify([{ team: "英格兰", sp: 5 }]), requestId: newRequestId() },
        "market",
      ],
      [{ market: "champion", picks: JSON.stringify([{ team: "英格兰", sp: 5 }]) }, "requestId"],
      [{ requestId: newRequestId() }, "legs"],
    ];
    for (const [params, field] of cases) {
      const answer = await playerCall(ctx.app, player, "POST", "lottery/bet_ozb", params);
      expect(answer.status, JSON.stringify(params)).toBe(Status.BAD_PARAM);
      expect(answer.msg).toContain(field);
    }
    expect(await cashBalance(ctx.app, player.token)).toBe(100);
  });

  it("keeps match bets on bet_ozb working: ozb matches only", async () => {
    const euro = await createMatch(ctx, { gameCode: "jczq", leagueCode: "ozb", singles: ["SPF"] });
    const other = await createMatch(ctx, { gameCode: "jczq", singles: ["SPF"] });
    const player = await moneyPlayer(ctx.app, "outr05", 100);
    const ok = await betCall(
      ctx,
      player,
      { passTypes: "1_1", legs: [leg(euro, "SPF", ["3"])] },
      "lottery/bet_ozb",
    );
    expect(ok.status, ok.msg).toBe(0);
    const refused = await betCall(
      ctx,
      player,
      { passTypes: "1_1", legs: [leg(other, "SPF", ["3"])] },
      "lottery/bet_ozb",
    );
    expect(refused).toMatchObject({ status: Status.REFUSED, msg: expect.stringContaining("欧洲杯") });
  });

  it("20 concurrent bets never overspend; a replayed requestId pays once", async () => {
    const player = await moneyPlayer(ctx.app, "outr06", 20);
    // 10 yuan each: only two fit.
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => champion(player, [{ team: "德国", sp: 6 }], { multiple: 5 })),
    );
    expect(answers.filter((a) => a.status === 0)).toHaveLength(2);
    expect(answers.filter((a) => a.status !== 0).every((a) => a.msg.includes("余额不足"))).toBe(true);
    expect(await cashBalance(ctx.app, player.token)).toBe(0);

    const again = await moneyPlayer(ctx.app, "outr07", 50);
    const requestId = newRequestId();
    const picks = JSON.stringify([{ team: "西班牙", sp: 7 }]);
    const replays = await Promise.all(
      Array.from({ length: 10 }, () =>
        playerCall<BetJcModels>(ctx.app, again, "POST", "lottery/bet_ozb", {
          market: "champion",
          picks,
          requestId,
        }),
      ),
    );
    expect(replays.every((r) => r.status === 0)).toBe(true);
    expect(new Set(replays.map((r) => r.models?.orderId)).size).toBe(1);
    expect(await cashBalance(ctx.app, again.token)).toBe(48);
    const other = await playerCall(ctx.app, again, "POST", "lottery/bet_ozb", {
      market: "champion",
      picks: JSON.stringify([{ team: "葡萄牙", sp: 8 }]),
      requestId,
    });
    expect(other.status).toBe(Status.REQUEST_ID_REUSED);
    await expectAuditOk(ctx.app, ctx.operator);
  });

  it("settles every order exactly once when the champion is entered: concurrent runs and reruns pay nothing twice", async () => {
    const winner = await moneyPlayer(ctx.app, "outr08", 100);
    const loser = await moneyPlayer(ctx.app, "outr09", 100);
    const won = await okModels(
      champion(
        winner,
        [
          { team: "德国", sp: 6 },
          { team: "法国", sp: 4.5 },
        ],
        { multiple: 2 },
      ),
    );
    const lost = await okModels(champion(loser, [{ team: "荷兰", sp: 12 }]));
    await openMarket(false);
    expect(await champion(winner, [{ team: "德国", sp: 6 }])).toMatchObject({ msg: "冠军竞猜暂未开售" });
    const decided = await console_<OutrightConsoleModels>("POST", "/outright/champion", { team: "德国" });
    expect(decided.market).toMatchObject({ state: "decided", champion: "德国", settled: false });
    const twice = await operatorCall(ctx.app, ctx.operator, "POST", "/outright/champion", { team: "法国" });
    expect(twice).toMatchObject({ status: Status.REFUSED, msg: "冠军已公布，不能再更改" });

    outrightSettleHooks.chunkSize = 2;
    const now = ctx.app.deps.clock();
    const runs = await Promise.all([
      settleOutrightMarket(db(), OZB_MARKET, now),
      settleOutrightMarket(db(), OZB_MARKET, now),
      outrightJob.run(ctx.app.deps, now),
    ]);
    const pendingLeft = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.gameCode, OUTRIGHT_GAME), eq(orders.status, "pending")));
    expect(pendingLeft).toHaveLength(0);
    const settledCount =
      (runs[0] as number) + (runs[1] as number) + ((runs[2] as { settled: number } | null)?.settled ?? 0);
    const all = await db().select({ id: orders.id }).from(orders).where(eq(orders.gameCode, OUTRIGHT_GAME));
    expect(settledCount).toBe(all.length);
    expect(await settleOutrightMarket(db(), OZB_MARKET, now)).toBe(0);

    // 德国 at 6.00 × 2 yuan × 2 = 24 yuan; the stake was 8 yuan.
    expect(await orderRow(ctx, won.orderId)).toMatchObject({ status: "won", prizeFen: 2400, taxFen: 0 });
    expect(await orderRow(ctx, lost.orderId)).toMatchObject({ status: "lost", prizeFen: 0 });
    expect(await cashBalance(ctx.app, winner.token)).toBe(100 - 8 + 24);
    expect(await cashBalance(ctx.app, loser.token)).toBe(98);
    expect(await journalsOf("prize", [won.orderId, lost.orderId])).toHaveLength(1);
    const detail = await okModels(
      playerCall<OrderDetail>(ctx.app, winner, "GET", "order/detail", { orderId: won.orderId }),
    );
    expect(detail).toMatchObject({ statusName: "已中奖", prize: 24 });
    expect(detail.outright).toMatchObject({
      state: "decided",
      champion: "德国",
      picks: [{ hit: true }, { hit: false }],
    });
    const consoleView = await console_<OutrightConsoleModels>("GET", "/outright/market");
    expect(consoleView.market.settled).toBe(true);
    expect(consoleView.orders).toMatchObject({ pending: 0 });
    expect(consoleView.orders.prize).toBeGreaterThanOrEqual(24);
    await expectAuditOk(ctx.app, ctx.operator);
  });

  it("a void market refunds every order once, even after a settlement killed half-way", async () => {
    await reopenMarket();
    const players = await Promise.all([1, 2, 3].map((i) => moneyPlayer(ctx.app, `outr1${i}`, 20)));
    const placed: string[] = [];
    for (const player of players)
      placed.push((await okModels(champion(player, [{ team: "英格兰", sp: 5 }], { multiple: 2 }))).orderId);
    await console_("POST", "/outright/void", { confirm: 1 });
    outrightSettleHooks.chunkSize = 1;
    outrightSettleHooks.afterChunk = () => {
      throw new Error("killed after the first chunk");
    };
    await expect(settleOutrightMarket(db(), OZB_MARKET, ctx.app.deps.clock())).rejects.toThrow("killed");
    outrightSettleHooks.afterChunk = null;
    const statuses = async () =>
      (await Promise.all(placed.map((no) => orderRow(ctx, no)))).map((r) => r.status);
    expect(await statuses()).toEqual(["cancelled", "pending", "pending"]);
    await outrightJob.run(ctx.app.deps, new Date(ctx.app.deps.clock().getTime() + 10_000));
    expect(await statuses()).toEqual(["cancelled", "cancelled", "cancelled"]);
    expect(await settleOutrightMarket(db(), OZB_MARKET, ctx.app.deps.clock())).toBe(0);
    for (const player of players) expect(await cashBalance(ctx.app, player.token)).toBe(20);
    expect(await journalsOf("refund", placed)).toHaveLength(3);
    const rows = await db().select().from(orders).where(inArray(orders.orderNo, placed));
    expect(rows.every((r) => r.prizeFen === 400)).toBe(true);
    await expectAuditOk(ctx.app, ctx.operator);
  });

  it("bets racing the champion either land before it (and are settled) or are refused; none is left pending", async () => {
    await reopenMarket();
    const players = await Promise.all([1, 2, 3, 4].map((i) => moneyPlayer(ctx.app, `outr2${i}`, 40)));
    const bets = players.flatMap((player) =>
      Array.from({ length: 5 }, () => champion(player, [{ team: "英格兰", sp: 5 }])),
    );
    const decision = operatorCall(ctx.app, ctx.operator, "POST", "/outright/champion", { team: "英格兰" });
    const answers = await Promise.all([...bets, decision]);
    expect(answers.at(-1)).toMatchObject({ status: 0 });
    const placed = answers.slice(0, -1).filter((a) => a.status === 0);
    const refused = answers.slice(0, -1).filter((a) => a.status !== 0);
    expect(refused.every((a) => a.msg === "冠军竞猜暂未开售")).toBe(true);
    await outrightJob.run(ctx.app.deps, new Date(ctx.app.deps.clock().getTime() + 20_000));
    const orderNos = placed.map((a) => (a.models as BetJcModels).orderId);
    const rows = orderNos.length
      ? await db().select().from(orders).where(inArray(orders.orderNo, orderNos))
      : [];
    expect(rows.every((r) => r.status === "won" && r.prizeFen === 1000)).toBe(true);
    const [market] = await db().select().from(outrightMarkets).where(eq(outrightMarkets.code, OZB_MARKET));
    expect(market?.settledAt).not.toBeNull();
    await expectAuditOk(ctx.app, ctx.operator);
  });

  it("pays by the sports rules: half-to-even rounding, 2-yuan minimum, 20 % tax over 10,000 yuan a bet", () => {
    expect(outrightPrize(5.5, 3)).toEqual({ prizeFen: 3300, taxFen: 0 });
    expect(outrightPrize(1.005, 1)).toEqual({ prizeFen: 201, taxFen: 0 });
    expect(outrightPrize(6000, 2)).toEqual({ prizeFen: 2_400_000, taxFen: 480_000 });
    expect(outrightPrize(5000, 1)).toEqual({ prizeFen: 1_000_000, taxFen: 0 });
  });
});
