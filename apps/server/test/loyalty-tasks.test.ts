import { beforeAll, describe, expect, it } from "vitest";
import type { InventoryItem, LoyaltyTask, Paged, PointsRecord } from "@lottery/contract";
import { idCardCheckChar } from "../src/account/id-card.ts";
import { chinaDay } from "../src/domain/china-time.ts";
import { loyaltyJob } from "../src/jobs/loyalty-job.ts";
import { birthdaysOn, payBirthdayPackets } from "../src/loyalty/birthday.ts";
import { playerBalance } from "../src/loyalty/points.ts";
import { auditLedger } from "../src/wallet/audit.ts";
import type { TestPlayer } from "./cards-fixtures.ts";
import { call, operatorCall } from "./helpers.ts";
import { bet, openIssue } from "./lottery-orders-fixtures.ts";
import { changeSettings, startLoyaltyServer } from "./loyalty-fixtures.ts";
import { bindCard, moneyPlayer, newRequestId, okModels, playerCall } from "./money-helpers.ts";
import { serverOfFile } from "./server-fixtures.ts";

/** Task points (任务积分) and birthday packets (issue 25). */
const ctx = serverOfFile(startLoyaltyServer);
const db = () => ctx.server.database.db;
const app = () => ctx.server.app;
const DAY_MS = 86_400_000;
let idSerial = 200;

const tasks = async (who: TestPlayer) =>
  (await okModels(playerCall<{ list: LoyaltyTask[] }>(app(), who, "GET", "UserCenter/TaskList"))).list;
const stateOf = async (who: TestPlayer) =>
  Object.fromEntries((await tasks(who)).map((task) => [task.code, task.state]));
const claim = (who: TestPlayer, task: string) =>
  playerCall<{ task: string; points: number; balance: number }>(app(), who, "POST", "UserCenter/ClaimTask", {
    task,
  });

/** Verifies the player's real name with an ID born on `birth` (YYYYMMDD). */
async function verifyRealName(who: TestPlayer, birth: string) {
  const first17 = `110105${birth}${(idSerial += 1)}`;
  const res = await call(
    app(),
    "POST",
    "/api/RealNameAuthor",
    { realName: "张三", idCard: first17 + idCardCheckChar(first17) },
    { token: who.token },
  );
  expect(res.body, res.body.msg).toMatchObject({ status: 0 });
}

/** 1990 and today's China month-day: an ID whose birthday is today. */
const bornToday = () => `1990${chinaDay(ctx.clock.now()).slice(5).replace("-", "")}`;

beforeAll(async () => {
  await changeSettings(db(), (s) => ({ earning: { ...s.earning, loginGrowth: 0 } }));
});

describe("task points", () => {
  it("lists the tasks in Chinese with their state, and pays each done task once by hand", async () => {
    const who = await moneyPlayer(app(), "tasker01", 20);
    const list = await tasks(who);
    expect(list.map((t) => [t.name, t.points, t.stateText])).toEqual([
      ["首次充值", 200, "可领取"],
      ["绑定银行卡", 50, "去完成"],
      ["实名认证", 50, "去完成"],
      ["首次投注", 100, "去完成"],
      ["每日登录", 5, "可领取"],
    ]);
    expect(await okModels(claim(who, "first_recharge"))).toEqual({
      task: "first_recharge",
      points: 200,
      balance: 200,
    });
    expect(await claim(who, "first_recharge")).toMatchObject({ status: 1, msg: "该任务奖励已领取" });
    expect(await claim(who, "first_bet")).toMatchObject({ status: 1, msg: "任务尚未完成" });
    expect(await claim(who, "bind_card")).toMatchObject({ status: 1, msg: "任务尚未完成" });
    expect((await claim(who, "nonsense")).status).toBe(2);
    expect((await claim(who, "nonsense")).msg).toContain("任务不存在");

    await verifyRealName(who, "19900101");
    await bindCard(app(), who);
    await okModels(bet(ctx, who, await openIssue(ctx, "ffssc"), { tickets: "5XZX:1|2|3|4|5" }));
    expect(await stateOf(who)).toMatchObject({
      first_recharge: "done",
      bind_card: "claimable",
      real_name: "claimable",
      first_bet: "claimable",
    });
    for (const task of ["bind_card", "real_name", "first_bet"]) await okModels(claim(who, task));
    expect(await playerBalance(db(), who.mid, "points")).toBe(400);
    const records = await okModels(
      playerCall<Paged<PointsRecord>>(app(), who, "GET", "UserCenter/PointsRecords"),
    );
    expect(records.list[0]).toMatchObject({ kindText: "任务积分", delta: 100, memo: "任务奖励：首次投注" });
  });

  it("pays the daily login once a day however many claims race, and again the next day", async () => {
    const who = await moneyPlayer(app(), "tasker02", 0);
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(who, "daily_login")));
    expect(answers.filter((a) => a.status === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.msg === "该任务奖励已领取")).toHaveLength(19);
    expect(await stateOf(who)).toMatchObject({ daily_login: "done", first_recharge: "todo" });
    ctx.clock.advance(DAY_MS);
    expect(await stateOf(who)).toMatchObject({ daily_login: "claimable" });
    await okModels(claim(who, "daily_login"));
    expect(await playerBalance(db(), who.mid, "points")).toBe(10);
  });

  it("offers no task the settings pay nothing for", async () => {
    await changeSettings(db(), (s) => ({ tasks: { ...s.tasks, bind_card: 0 } }));
    const who = await moneyPlayer(app(), "tasker03", 0);
    expect((await tasks(who)).map((t) => t.code)).not.toContain("bind_card");
    expect(await claim(who, "bind_card")).toMatchObject({ status: 1, msg: "该任务暂未开放" });
    await changeSettings(db(), (s) => ({ tasks: { ...s.tasks, bind_card: 50 } }));
  });
});

describe("birthday packets", () => {
  it("knows 29 February falls on 28 February in other years", () => {
    expect(birthdaysOn("2027-02-28")).toEqual(["02-28", "02-29"]);
    expect(birthdaysOn("2028-02-28")).toEqual(["02-28"]);
    expect(birthdaysOn("2028-02-29")).toEqual(["02-29"]);
  });

  it("pays the level's birthday packet on the birthday, once a year, through the job", async () => {
    const bronze = await moneyPlayer(app(), "birthday01", 0);
    await verifyRealName(bronze, bornToday());
    const grant = await operatorCall(app(), ctx.operator, "POST", "/loyalty/grant", {
      userId: bronze.mid,
      kind: "growth",
      amount: 500,
      reason: "升级测试",
      requestId: newRequestId(),
    });
    expect(grant, grant.msg).toMatchObject({ status: 0 });
    // 新手 has no birthday packet; another day is no birthday.
    const novice = await moneyPlayer(app(), "birthday02", 0);
    await verifyRealName(novice, bornToday());
    const otherDay = await moneyPlayer(app(), "birthday03", 0);
    await verifyRealName(otherDay, "19900101" === bornToday() ? "19900102" : "19900101");
    await okModels(playerCall(app(), otherDay, "GET", "UserCenter/MemberInfo"));

    const now = ctx.clock.now();
    const [tick, twin] = await Promise.all([loyaltyJob.run(app().deps, now), payBirthdayPackets(db(), now)]);
    expect((tick as { birthdayPackets: number }).birthdayPackets + twin).toBe(1);
    const third = await payBirthdayPackets(db(), now);
    expect(third).toBe(0);
    const bag = await okModels(
      playerCall<Paged<InventoryItem>>(app(), bronze, "GET", "UserCenter/QueryInventory"),
    );
    expect(bag.list).toMatchObject([
      { name: "5元生日红包", value: 5, sourceText: "生日礼包", stateText: "可使用" },
    ]);
    expect(await playerBalance(db(), bronze.mid, "credit")).toBe(500);
    expect(await playerBalance(db(), novice.mid, "credit")).toBe(0);
    expect(await playerBalance(db(), otherDay.mid, "credit")).toBe(0);
    expect(await auditLedger(db())).toEqual({ ok: true, problems: [] });
  });
});
