import { describe, expect, it } from "vitest";
import {
  Status,
  type ChaseDetail,
  type DialogListModels,
  type RechargeModels,
  type SaferConsoleView,
  type SaferInfo,
  type SaferSession,
} from "@lottery/contract";
import { placeChaseOrdersFor } from "../src/lottery/chases.ts";
import { operatorCall } from "./helpers.ts";
import { newPlayer, type TestPlayer } from "./cards-fixtures.ts";
import {
  cashBalance,
  expectAuditOk,
  moneyPlayer,
  okModels,
  playerCall,
  rechargeViaSandbox,
} from "./money-helpers.ts";
import { bet, drawAndSettle, openIssue, passDraw, startLotteryServer } from "./lottery-orders-fixtures.ts";
import { serverOfFile } from "./server-fixtures.ts";

/**
 * Safer play (issue 29) through the real calls: the player's own limits at their edges, the 24-hour
 * delay of a looser limit on a test clock, breaks that stop bets, recharges and chases, and limits
 * that hold when many bets race (one transaction under the player's lock).
 */
const ctx = serverOfFile(startLotteryServer);
const app = () => ctx.server.app;

const TICKET = "5XZX:1|2|3|4|5"; // ffssc: 2 yuan a bet
const LOSE = "0,0,0,0,0";

const info = (p: TestPlayer) => okModels(playerCall<SaferInfo>(app(), p, "GET", "saferPlay/Info"));
const setLimit = (p: TestPlayer, kind: string, value: string) =>
  playerCall<SaferInfo>(app(), p, "POST", "saferPlay/SetLimit", { kind, value });
const limitOf = async (p: TestPlayer, kind: string) => (await info(p)).limits.find((l) => l.kind === kind);
const recharge = (p: TestPlayer, amount: string) =>
  playerCall<RechargeModels>(app(), p, "POST", "fund/recharge", { amount, channel: "sandbox" });
const twoYuanBet = async (p: TestPlayer) => bet(ctx, p, await openIssue(ctx, "ffssc"), { tickets: TICKET });

describe("setting limits", () => {
  it("applies a lower limit at once and a higher one only when confirmed 24 hours later", async () => {
    const player = await moneyPlayer(app(), "safer01");
    await okModels(setLimit(player, "depositDay", "100"));
    expect(await limitOf(player, "depositDay")).toMatchObject({ value: 100, pending: false, used: 0 });
    await okModels(setLimit(player, "depositDay", "50.5"));
    expect(await limitOf(player, "depositDay")).toMatchObject({ value: 50.5, pending: false });

    const raised = await okModels(setLimit(player, "depositDay", "300"));
    expect(raised.limits.find((l) => l.kind === "depositDay")).toMatchObject({
      value: 50.5,
      pending: true,
      pendingValue: 300,
      confirmable: false,
    });
    const early = await playerCall(app(), player, "POST", "saferPlay/ConfirmLimit", { kind: "depositDay" });
    expect(early).toMatchObject({
      status: Status.REFUSED,
      msg: "没有可确认的限额调整，提高限额须在申请24小时后确认",
    });

    ctx.clock.advance(24 * 3_600_000 - 1000);
    expect((await limitOf(player, "depositDay"))?.confirmable).toBe(false);
    ctx.clock.advance(1000);
    expect((await limitOf(player, "depositDay"))?.confirmable).toBe(true);
    await okModels(playerCall(app(), player, "POST", "saferPlay/ConfirmLimit", { kind: "depositDay" }));
    expect(await limitOf(player, "depositDay")).toMatchObject({ value: 300, pending: false });
  });

  it("refuses malformed values with status 2 naming the field", async () => {
    const player = await moneyPlayer(app(), "safer02");
    for (const [kind, value, field] of [
      ["nope", "10", "kind"],
      ["depositDay", "abc", "value"],
      ["depositDay", "-5", "value"],
      ["sessionMinutes", "1.5", "value"],
      ["depositDay", "0", "value"],
    ] as const) {
      const answer = await setLimit(player, kind, value);
      expect(answer.status, `${kind}=${value}`).toBe(Status.BAD_PARAM);
      expect(answer.msg).toContain(field);
    }
    expect((await info(player)).limits.every((l) => l.value === null)).toBe(true);
  });
});

describe("deposit limits", () => {
  it("refuses a recharge above what is left of the day's limit, counting paid and open orders", async () => {
    const player = await moneyPlayer(app(), "safer03");
    await okModels(setLimit(player, "depositDay", "100"));
    await rechargeViaSandbox(app(), player.token, 60);
    const over = await recharge(player, "40.01");
    expect(over).toMatchObject({
      status: Status.REFUSED,
      msg: "已达到您设置的每日充值限额100.00元，本期还可充值40.00元",
    });
    await okModels(recharge(player, "30")); // open, unpaid: still counts while payable
    expect((await recharge(player, "10.01")).status).toBe(Status.REFUSED);
    await okModels(recharge(player, "10"));
    expect(await limitOf(player, "depositDay")).toMatchObject({ used: 100 });
  });

  it("lets only one of two recharges racing for the last of a deposit limit open", async () => {
    const player = await moneyPlayer(app(), "safer11");
    await okModels(setLimit(player, "depositWeek", "100"));
    await rechargeViaSandbox(app(), player.token, 70);
    const answers = await Promise.all([1, 2].map(() => recharge(player, "30")));
    expect(answers.map((a) => a.status).sort()).toEqual([Status.OK, Status.REFUSED]);
    expect(await limitOf(player, "depositWeek")).toMatchObject({ used: 100 });
  });
});

describe("stake and loss limits", () => {
  it("refuses a bet above the stake per bet", async () => {
    const player = await moneyPlayer(app(), "safer04", 100);
    await okModels(setLimit(player, "stakePerBet", "3"));
    const issue = await openIssue(ctx, "ffssc");
    expect(await bet(ctx, player, issue, { tickets: TICKET, multiple: 2 })).toMatchObject({
      status: Status.REFUSED,
      msg: "单笔投注金额超过您设置的上限3.00元",
    });
    await okModels(bet(ctx, player, issue, { tickets: TICKET }));
    expect(await cashBalance(app(), player.token)).toBe(98);
  });

  it("stops at the loss limit's edge: the bet that could pass it is refused", async () => {
    const player = await moneyPlayer(app(), "safer05", 100);
    await okModels(setLimit(player, "lossDay", "10"));
    for (let i = 0; i < 5; i += 1) await okModels(twoYuanBet(player));
    expect(await twoYuanBet(player)).toMatchObject({
      status: Status.REFUSED,
      msg: "本笔投注可能超出您设置的每日亏损限额10.00元",
    });
    expect(await limitOf(player, "lossDay")).toMatchObject({ used: 10 });
    expect(await cashBalance(app(), player.token)).toBe(90);
  });

  it("lets exactly one of two bets racing for the last 2 yuan of a daily loss limit through", async () => {
    const player = await moneyPlayer(app(), "safer06", 100);
    await okModels(setLimit(player, "lossDay", "10"));
    for (let i = 0; i < 4; i += 1) await okModels(twoYuanBet(player));
    const issue = await openIssue(ctx, "ffssc");
    const answers = await Promise.all([1, 2].map(() => bet(ctx, player, issue, { tickets: TICKET })));
    expect(answers.map((a) => a.status).sort()).toEqual([Status.OK, Status.REFUSED]);
    expect(await cashBalance(app(), player.token)).toBe(90);
  });

  it("holds a loss limit under 20 concurrent bets", async () => {
    const player = await moneyPlayer(app(), "safer07", 100);
    await okModels(setLimit(player, "lossDay", "15"));
    const issue = await openIssue(ctx, "ffssc");
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => bet(ctx, player, issue, { tickets: TICKET })),
    );
    expect(answers.filter((a) => a.status === Status.OK)).toHaveLength(7);
    expect(answers.filter((a) => a.status === Status.REFUSED)).toHaveLength(13);
    expect(await cashBalance(app(), player.token)).toBe(86);
    await expectAuditOk(app(), ctx.operator);
  });
});

describe("sessions and the reality check", () => {
  it("answers minutes played and the net result, and ends play at the session limit", async () => {
    const player = await moneyPlayer(app(), "safer08", 100);
    await okModels(setLimit(player, "realityMinutes", "30"));
    await okModels(setLimit(player, "sessionMinutes", "20"));
    await okModels(twoYuanBet(player));
    ctx.clock.advance(10 * 60_000);
    expect(await okModels(playerCall<SaferSession>(app(), player, "GET", "saferPlay/Session"))).toMatchObject(
      {
        minutesPlayed: 10,
        netResult: -2,
        realityMinutes: 30,
      },
    );
    ctx.clock.advance(11 * 60_000);
    expect(await twoYuanBet(player)).toMatchObject({
      status: Status.REFUSED,
      msg: "本次游戏已达到您设置的20分钟时长，请休息一下再来",
    });
    ctx.clock.advance(31 * 60_000); // a break of more than 30 minutes starts a new session
    await okModels(twoYuanBet(player));
  });
});

describe("time-out and self-exclusion", () => {
  it("stops bets and recharges at once, cannot be shortened, and ends on time", async () => {
    const player = await moneyPlayer(app(), "safer09", 100);
    const taken = await okModels(
      playerCall<SaferInfo>(app(), player, "POST", "saferPlay/TakeBreak", { period: "1d" }),
    );
    expect(taken.activeBreak?.kind).toBe("timeout");
    expect((await twoYuanBet(player)).msg).toMatch(
      /^您已暂停游戏至\d{4}-\d{2}-\d{2} \d{2}:\d{2}，期间不能投注或充值$/,
    );
    expect((await recharge(player, "10")).status).toBe(Status.REFUSED);
    const shorter = await playerCall(app(), player, "POST", "saferPlay/TakeBreak", { period: "1d" });
    expect(shorter.status).toBe(Status.OK); // the same length from now ends later: allowed
    ctx.clock.advance(3_600_000);
    await okModels(playerCall(app(), player, "POST", "saferPlay/TakeBreak", { period: "7d" }));
    expect((await playerCall(app(), player, "POST", "saferPlay/TakeBreak", { period: "1d" })).status).toBe(
      Status.REFUSED,
    );
    ctx.clock.advance(7 * 24 * 3_600_000);
    await okModels(twoYuanBet(player));
    expect(await cashBalance(app(), player.token)).toBe(98);
  });

  it("requires a verified real name (an adult) for recharges and bets where the deployment says so", async () => {
    const unverified = await moneyPlayer(app(), "safer31", 10);
    const adult = await newPlayer(app(), "safer32", { realName: "王成年" });
    ctx.server.config.requireRealName = true;
    try {
      const refused = await twoYuanBet(unverified);
      expect(refused).toMatchObject({
        status: Status.REFUSED,
        msg: "根据规定，须年满18周岁并完成实名认证后才能充值和购彩",
      });
      expect((await recharge(unverified, "10")).status).toBe(Status.REFUSED);
      // Malformed parameters still get status 2 first.
      expect((await recharge(unverified, "abc")).status).toBe(Status.BAD_PARAM);
      expect(await cashBalance(app(), unverified.token)).toBe(10);
      await okModels(recharge(adult, "10"));
    } finally {
      ctx.server.config.requireRealName = false;
    }
    await okModels(twoYuanBet(unverified));
  });

  it("shows no marketing pop-ups while a break runs", async () => {
    const player = await moneyPlayer(app(), "safer30", 10);
    const dialog = { title: "充值送好礼", content: "今日充值加赠", audience: "all" };
    await okModels(operatorCall(app(), ctx.operator, "POST", "/content/dialogs", dialog));
    const dialogs = async () =>
      (await okModels(playerCall<DialogListModels>(app(), player, "GET", "SiteMsg/DialogList"))).list;
    expect((await dialogs()).map((d) => d.title)).toContain("充值送好礼");
    await okModels(playerCall(app(), player, "POST", "saferPlay/TakeBreak", { period: "1d" }));
    expect(await dialogs()).toEqual([]);
    ctx.clock.advance(25 * 3_600_000);
    expect((await dialogs()).map((d) => d.title)).toContain("充值送好礼");
  });

  it("releases a running chase's later issues to cash instead of placing them", async () => {
    const player = await moneyPlayer(app(), "safer10", 100);
    const first = await openIssue(ctx, "ffssc");
    const placed = await okModels(bet(ctx, player, first, { tickets: TICKET, chase: 3 }));
    expect(await cashBalance(app(), player.token)).toBe(94);
    await okModels(playerCall(app(), player, "POST", "saferPlay/TakeBreak", { period: "6m" }));
    passDraw(ctx, first);
    await drawAndSettle(ctx, first, LOSE);
    await placeChaseOrdersFor(app().deps, await openIssue(ctx, "ffssc"));
    const chase = await okModels(
      playerCall<ChaseDetail>(app(), player, "GET", "Order/ChaseDetail", { chaseId: placed.chaseId ?? "" }),
    );
    expect(chase.issues[1]).toMatchObject({ status: "released" });
    expect(await cashBalance(app(), player.token)).toBe(96);
    await expectAuditOk(app(), ctx.operator);
  });
});

describe("the operator console", () => {
  it("shows a player's own limits and breaks, read only", async () => {
    const player = await moneyPlayer(app(), "safer12");
    await okModels(setLimit(player, "lossWeek", "200"));
    await okModels(setLimit(player, "lossWeek", "500"));
    await okModels(playerCall(app(), player, "POST", "saferPlay/TakeBreak", { period: "7d" }));
    const view = await operatorCall<SaferConsoleView>(app(), ctx.operator, "GET", "/players/safer", {
      mid: player.mid,
    });
    expect(view.status).toBe(Status.OK);
    expect(view.models?.limits.find((l) => l.kind === "lossWeek")).toMatchObject({
      value: 200,
      pending: true,
      pendingValue: 500,
    });
    expect(view.models?.activeBreak?.kind).toBe("timeout");
    expect(view.models?.breaks).toMatchObject([{ kind: "timeout", period: "7d" }]);
    const missing = await operatorCall(app(), ctx.operator, "GET", "/players/safer", { mid: 999_999 });
    expect(missing.status).toBe(Status.REFUSED);
  });
});
