import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  Msg,
  Status,
  type BulkItemResult,
  type ConsoleIssue,
  type ConsoleLotteryGame,
  type ConsolePoolIssue,
  type ConsoleRecharge,
  type ConsoleWithdrawal,
  type Dashboard,
  type FundRecord,
  type LoginRecord,
  type OrderRecord,
  type Paged,
  type PlayerDetail,
  type PlayerSummary,
  type Reconciliation,
} from "@lottery/contract";
import { chinaDay } from "../src/domain/china-time.ts";
import { operatorCall } from "./helpers.ts";
import { bet, drawAndSettle, openIssue, passDraw, startLotteryServer } from "./lottery-orders-fixtures.ts";
import { moneyPlayer, newWithdrawer, okModels, playerCall, sandboxNotify } from "./money-helpers.ts";
import { createCtzqIssue, createMatch, poolPrizesCall, type SportsServer } from "./sports-fixtures.ts";
import { setWithdrawalRules, withdraw } from "./withdrawal-fixtures.ts";
import { serverOfFile } from "./server-fixtures.ts";

/**
 * The console's reads over one small world: a verified player who recharged, bet (and won) and
 * withdrew twice, a banned player with an unpaid recharge, pool issues of BJDC and CTZQ.
 */
const ctx = serverOfFile(async () => {
  const lottery = await startLotteryServer();
  const { app } = lottery.server;
  await setWithdrawalRules(app, lottery.operator, { rechargeTurnoverPercent: 0 });
  const rich = await newWithdrawer(app, "readsrich1", 500);
  const poor = await moneyPlayer(app, "readspoor1", 20);
  const issue = await openIssue(lottery, "ffssc");
  const won = await okModels(bet(lottery, rich, issue, { tickets: "5XZX:1|2|3|4|5" }));
  passDraw(lottery, issue);
  await drawAndSettle(lottery, issue, "1,2,3,4,5");
  const first = (await okModels(withdraw(app, rich, { amount: "10" }))).withdrawNo;
  const second = (await okModels(withdraw(app, rich, { amount: "20" }))).withdrawNo;
  const unpaid = await okModels(
    playerCall<{ orderNo: string }>(app, poor, "POST", "fund/recharge", { amount: "50", channel: "sandbox" }),
  );
  await okModels(
    operatorCall(app, lottery.operator, "POST", "/players/ban", { mid: poor.mid, banned: true }),
  );
  await playerCall(app, rich, "POST", "Account/Heartbeat");
  return {
    ...lottery,
    rich,
    poor,
    issue: issue.issue,
    wonOrder: won.orderId,
    first,
    second,
    unpaidNo: unpaid.orderNo,
  };
});

const read = <T>(path: string, query: Record<string, string | number | boolean> = {}) =>
  okModels(
    operatorCall<T>(
      ctx.server.app,
      ctx.operator,
      "GET",
      path,
      Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    ),
  );
const post = <T>(path: string, payload: Record<string, unknown>) =>
  operatorCall<T>(ctx.server.app, ctx.operator, "POST", path, payload);

describe("players", () => {
  it("lists players, paged, by query, banned and real-name state", async () => {
    const all = await read<Paged<PlayerSummary>>("/players", { query: "reads" });
    expect(all.total).toBe(2);
    expect(all.list.map((p) => p.userName)).toEqual(["readspoor1", "readsrich1"]);
    const banned = await read<Paged<PlayerSummary>>("/players", { query: "reads", banned: true });
    expect(banned.list.map((p) => p.userName)).toEqual(["readspoor1"]);
    const verified = await read<Paged<PlayerSummary>>("/players", { query: "reads", realName: "1" });
    expect(verified.list).toEqual([
      expect.objectContaining({ userName: "readsrich1", realNameBound: true, banned: false }),
    ]);
    const paged = await read<Paged<PlayerSummary>>("/players", { query: "reads", pageSize: 1, pageIndex: 2 });
    expect(paged).toMatchObject({ total: 2, list: [{ userName: "readsrich1" }] });
    const byMid = await read<Paged<PlayerSummary>>("/players", { query: ctx.rich.mid });
    expect(byMid.list.map((p) => p.mid)).toEqual([ctx.rich.mid]);
  });

  it("shows one player: masked profile, balances, turnover owed and masked cards", async () => {
    const detail = await read<PlayerDetail>("/players/detail", { mid: ctx.rich.mid });
    const orders = await read<Paged<OrderRecord>>("/players/orders", { mid: ctx.rich.mid });
    // what was paid: the prize after tax (a 100,000-yuan 五星直选 has 20 % withheld)
    const prize = orders.list[0]!.afterTax;
    expect(prize).toBeGreaterThan(0);
    expect(detail).toMatchObject({
      mid: ctx.rich.mid,
      userName: "readsrich1",
      realNameBound: true,
      realName: "张*",
      banned: false,
      locked: false,
      turnoverOwed: 0,
      balances: { cash: 500 - 2 + prize - 30, frozen: 30, yuebao: 0, games: [] },
    });
    expect(detail.idCard).toMatch(/^\d{3}\*+\w{4}$/);
    expect(detail.payoutAccounts).toEqual([
      expect.objectContaining({ kind: "bank", bankName: "工商银行", isDefault: true, deleted: false }),
    ]);
    expect(detail.payoutAccounts[0]!.account).toMatch(/^6222 \*{4} \*{4} \d{4}$/);
    const unknown = await operatorCall(ctx.server.app, ctx.operator, "GET", "/players/detail", {
      mid: "99999999",
    });
    expect(unknown).toMatchObject({ status: Status.REFUSED, msg: Msg.playerNotFound });
  });

  it("lists a player's orders, fund movements and logins", async () => {
    const orders = await read<Paged<OrderRecord>>("/players/orders", { mid: ctx.rich.mid, status: "won" });
    expect(orders.list).toEqual([
      expect.objectContaining({ orderId: ctx.wonOrder, gameCode: "ffssc", amount: 2 }),
    ]);
    const today = chinaDay(ctx.clock.now());
    expect(
      (
        await read<Paged<OrderRecord>>("/players/orders", {
          mid: ctx.rich.mid,
          from: "2020-01-01",
          to: "2020-01-02",
        })
      ).total,
    ).toBe(0);
    expect(
      (await read<Paged<OrderRecord>>("/players/orders", { mid: ctx.rich.mid, from: today, to: today }))
        .total,
    ).toBe(1);
    const funds = await read<Paged<FundRecord>>("/players/funds", { mid: ctx.rich.mid });
    expect(funds.list.map((f) => f.type)).toEqual(
      expect.arrayContaining(["recharge", "bet", "prize", "withdraw_freeze"]),
    );
    const recharges = await read<Paged<FundRecord>>("/players/funds", {
      mid: ctx.rich.mid,
      type: "recharge",
    });
    expect(recharges.list).toEqual([expect.objectContaining({ amount: 500 })]);
    const logins = await read<Paged<LoginRecord>>("/players/logins", { mid: ctx.rich.mid });
    expect(logins.total).toBeGreaterThanOrEqual(1);
    expect(logins.list[0]).toMatchObject({ success: true, ip: expect.any(String) });
    expect((await read<Paged<OrderRecord>>("/players/orders", { mid: ctx.poor.mid })).total).toBe(0);
  });
});

describe("withdrawals", () => {
  it("lists by player, status and dates, each row with the player's recent withdrawals", async () => {
    const mine = await read<Paged<ConsoleWithdrawal>>("/withdrawals", { mid: ctx.rich.mid });
    expect(mine.list.map((w) => w.withdrawNo)).toEqual([ctx.second, ctx.first]);
    expect(mine.list[0]).toMatchObject({
      userId: ctx.rich.mid,
      userName: "readsrich1",
      status: "pending",
      recent: { count: 2, amount: 30, lastApprovedAt: null, lastApprovedAmount: null },
    });
    expect((await read<Paged<ConsoleWithdrawal>>("/withdrawals", { mid: ctx.poor.mid })).total).toBe(0);
    expect(
      (await read<Paged<ConsoleWithdrawal>>("/withdrawals", { from: "2020-01-01", to: "2020-01-01" })).total,
    ).toBe(0);
  });

  it("decides in bulk, item by item: refusals do not stop the others", async () => {
    const approve = await post<{ results: BulkItemResult[] }>("/withdrawals/bulk", {
      nos: [ctx.first, "NOPE0001", ctx.first],
      action: "approve",
    });
    expect(approve.status).toBe(0);
    expect(approve.models!.results).toEqual([
      expect.objectContaining({
        no: ctx.first,
        ok: true,
        status: 0,
        withdrawal: expect.objectContaining({ status: "approved" }),
      }),
      { no: "NOPE0001", ok: false, status: Status.REFUSED, msg: Msg.withdrawalNotFound, withdrawal: null },
    ]);
    const reject = await post<{ results: BulkItemResult[] }>("/withdrawals/bulk", {
      nos: [ctx.first, ctx.second],
      action: "reject",
      reason: "资料不全",
    });
    expect(reject.models!.results.map((r) => [r.no, r.ok, r.msg])).toEqual([
      [ctx.first, false, Msg.withdrawalDecided],
      [ctx.second, true, ""],
    ]);
    expect(reject.models!.results[1]!.withdrawal).toMatchObject({ status: "rejected", reason: "资料不全" });
    const noReason = await post("/withdrawals/bulk", { nos: [ctx.second], action: "reject" });
    expect(noReason.status).toBe(Status.BAD_PARAM);
    const tooMany = await post("/withdrawals/bulk", { nos: [], action: "approve" });
    expect(tooMany.status).toBe(Status.BAD_PARAM);
    const row = (
      await read<Paged<ConsoleWithdrawal>>("/withdrawals", { mid: ctx.rich.mid, status: "approved" })
    ).list[0]!;
    expect(row.recent).toMatchObject({
      count: 1,
      amount: 10,
      lastApprovedAmount: 10,
      lastApprovedAt: expect.any(String),
    });
  });
});

describe("recharges", () => {
  it("lists by status, player and channel", async () => {
    const paid = await read<Paged<ConsoleRecharge>>("/recharges", { status: "paid", mid: ctx.rich.mid });
    expect(paid.list).toEqual([
      expect.objectContaining({
        mid: ctx.rich.mid,
        userName: "readsrich1",
        channel: "sandbox",
        amount: 500,
        status: "paid",
      }),
    ]);
    const pending = await read<Paged<ConsoleRecharge>>("/recharges", { status: "pending" });
    expect(pending.list.map((r) => r.orderNo)).toEqual([ctx.unpaidNo]);
    expect((await read<Paged<ConsoleRecharge>>("/recharges", { channel: "nochannel" })).total).toBe(0);
  });

  it("reconciles a day with the sandbox provider's books", async () => {
    const day = chinaDay(ctx.clock.now());
    const clean = (await read<{ list: Reconciliation[] }>("/recharges/reconcile", { day })).list;
    expect(clean).toHaveLength(1);
    expect(clean[0]).toMatchObject({
      provider: "sandbox",
      available: true,
      matched: clean[0]!.ours.count,
      missingOurs: [],
      missingTheirs: [],
      amountMismatch: [],
    });
    expect(clean[0]!.ours).toEqual(clean[0]!.theirs);
    // The provider vouches for an order we never had; its books lose one of ours, and differ on another.
    const answer = await sandboxNotify(ctx.server.app, { orderNo: "R-UNKNOWN-1", amount: "88.00" });
    expect(answer.body).toBe("fail");
    const db = ctx.server.database.db;
    const [one, two] = (await read<Paged<ConsoleRecharge>>("/recharges", { status: "paid", pageSize: 100 }))
      .list;
    await db.execute(sql`delete from sandbox_payments where order_no = ${one!.orderNo}`);
    await db.execute(
      sql`update sandbox_payments set amount_fen = amount_fen + 1 where order_no = ${two!.orderNo}`,
    );
    const [report] = (await read<{ list: Reconciliation[] }>("/recharges/reconcile", { day })).list;
    expect(report!.missingOurs).toEqual([
      { orderNo: "R-UNKNOWN-1", amount: 88, paidAt: expect.any(String), ourStatus: null },
    ]);
    expect(report!.missingTheirs).toEqual([
      { orderNo: one!.orderNo, amount: one!.amount, paidAt: one!.paidAt },
    ]);
    expect(report!.amountMismatch).toEqual([
      { orderNo: two!.orderNo, ourAmount: two!.amount, theirAmount: two!.amount + 0.01 },
    ]);
    expect(report!.matched).toBe(clean[0]!.matched - 2);
    const empty = (await read<{ list: Reconciliation[] }>("/recharges/reconcile", { day: "2020-01-01" }))
      .list[0];
    expect(empty).toMatchObject({ matched: 0, ours: { count: 0 }, theirs: { count: 0 } });
  });
});

describe("dashboard", () => {
  it("sums today's stakes, prizes, GGR by game, money in and out, waiting withdrawals, players", async () => {
    const board = await read<Dashboard>("/dashboard", { days: 7 });
    const prize = (await read<Paged<OrderRecord>>("/players/orders", { mid: ctx.rich.mid })).list[0]!.prize;
    const { today } = board;
    expect(today.day).toBe(chinaDay(ctx.clock.now()));
    expect(today).toMatchObject({ stakes: 2, prizes: prize, ggr: 2 - prize, withdrawals: 10, newPlayers: 2 });
    expect(today.recharges).toBeGreaterThanOrEqual(500);
    expect(today.withdrawalsWaiting).toEqual({ count: 0, amount: 0 });
    expect(today.playersOnline).toBe(1);
    expect(today.openIssues).toBeGreaterThanOrEqual(0);
    expect(today.byGame).toEqual([
      { gameCode: "ffssc", gameName: "分分时时彩", stakes: 2, prizes: prize, ggr: 2 - prize },
    ]);
    expect(board.days).toHaveLength(7);
    expect(board.days.at(-1)).toEqual({
      day: today.day,
      stakes: 2,
      prizes: prize,
      ggr: 2 - prize,
      recharges: today.recharges,
      withdrawals: 10,
      newPlayers: 2,
    });
    expect(board.days.slice(0, -1).every((day) => day.stakes === 0 && day.newPlayers === 0)).toBe(true);
    expect(board.days.map((d) => d.day)).toEqual([...board.days.map((d) => d.day)].sort());
    expect(board.hours).toHaveLength(24);
    expect(board.hours.reduce((sum, hour) => sum + hour.stakes, 0)).toBe(2);
  });
});

describe("lottery", () => {
  it("lists the scheduled games with their kind and close times", async () => {
    const { list } = await read<{ list: ConsoleLotteryGame[] }>("/lottery/games");
    expect(list.find((g) => g.gameCode === "ffssc")).toMatchObject({ kind: "house", gameName: "分分时时彩" });
    expect(list.find((g) => g.gameCode === "ssq")).toMatchObject({ kind: "official", gameName: "双色球" });
    await post("/lottery/close-times", { gameCode: "ssq", seconds: 1234 });
    const again = await read<{ list: ConsoleLotteryGame[] }>("/lottery/games");
    expect(again.list.find((g) => g.gameCode === "ssq")!.closeSeconds).toBe(1234);
  });

  it("lists a game's issues with sales and settlement progress", async () => {
    const page = await read<Paged<ConsoleIssue>>("/lottery/issues", { gameCode: "ffssc" });
    const issue = page.list.find((i) => i.issue === ctx.issue)!;
    expect(issue).toMatchObject({
      gameCode: "ffssc",
      status: "settled",
      numbers: "1,2,3,4,5",
      sales: 2,
      orders: 1,
      pending: 0,
      settled: 1,
    });
    const open = await read<Paged<ConsoleIssue>>("/lottery/issues", { gameCode: "ffssc", status: "open" });
    expect(open.list.every((i) => i.status === "open")).toBe(true);
    const unknown = await operatorCall(ctx.server.app, ctx.operator, "GET", "/lottery/issues", {
      gameCode: "nope",
    });
    expect(unknown.status).toBe(Status.BAD_PARAM);
  });
});

describe("sports", () => {
  it("lists pool issues with their matches and CTZQ prize state, and the leagues", async () => {
    const sports: SportsServer = { ...ctx, app: ctx.server.app };
    await createMatch(sports, { gameCode: "bjdc", issue: "26101" });
    await createCtzqIssue(sports, "26102");
    expect((await poolPrizesCall(sports, "26102", { "1": 100000, "2": 5000 })).status).toBe(0);
    const list = async () => (await read<Paged<ConsolePoolIssue>>("/sports/pool-issues")).list;
    const ctzq = (await list()).find((p) => p.gameCode === "ctzq" && p.issue === "26102")!;
    expect(ctzq).toMatchObject({
      status: "selling",
      matches: 14,
      decided: 0,
      prizes: { "1": 100000, "2": 5000 },
      prizesComplete: false,
      orders: 0,
    });
    await poolPrizesCall(sports, "26102", { R9: 300 });
    expect((await list()).find((p) => p.issue === "26102")!.prizesComplete).toBe(true);
    const bjdc = await read<Paged<ConsolePoolIssue>>("/sports/pool-issues", { gameCode: "bjdc" });
    expect(bjdc.list).toEqual([
      expect.objectContaining({ issue: "26101", matches: 1, prizes: null, prizesComplete: false }),
    ]);
    const leagues = await read<{ list: { code: string; sport: string }[] }>("/sports/leagues");
    expect(leagues.list).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: "ECL", sport: "football" })]),
    );
  });
});
