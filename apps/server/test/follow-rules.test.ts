import { describe, expect, it } from "vitest";
import {
  Msg,
  type AdminFollowRuleRow,
  type Envelope,
  type FollowOrderRecord,
  type FollowRule,
  type Paged,
} from "@lottery/contract";
import type { TestPlayer } from "./cards-fixtures.ts";
import {
  cashBalance,
  expectAuditOk,
  moneyPlayer,
  newRequestId,
  okModels,
  playerCall,
} from "./money-helpers.ts";
import { betCall, leg } from "./sports-bets-fixtures.ts";
import { createMatch, startSportsServer } from "./sports-fixtures.ts";
import { serverOfFile } from "./server-fixtures.ts";
import { operatorCall } from "./helpers.ts";
import { runFollowRules } from "../src/follow/rule-job.ts";

const ctx = serverOfFile(() => startSportsServer());
const app = () => ctx.app;
const DAY = 86_400_000;

/** A released 2-match ticket of the releaser at `multiple` (2 yuan a multiple). */
async function releaseNow(boss: TestPlayer, multiple = 1): Promise<string> {
  const a = await createMatch(ctx, { gameCode: "jczq" });
  const b = await createMatch(ctx, { gameCode: "jczq" });
  const made = await okModels(
    betCall<{ releaseId: string }>(ctx, boss, {
      gameCode: "jczq",
      passTypes: "2_1",
      legs: [leg(a, "SPF", ["3"]), leg(b, "SPF", ["3"])],
      multiple,
      release: 1,
      commissionPercent: 5,
    }),
  );
  return made.releaseId;
}

function editRule(
  player: TestPlayer,
  params: Record<string, string | number>,
): Promise<Envelope<FollowRule>> {
  return playerCall<FollowRule>(app(), player, "GET", "order/editReleaseOrderFollowRule", {
    requestId: newRequestId(),
    ...params,
  });
}

const runJob = () => runFollowRules(app().deps, ctx.clock.now());

async function followsOf(player: TestPlayer): Promise<FollowOrderRecord[]> {
  return (
    await okModels(
      playerCall<Paged<FollowOrderRecord>>(app(), player, "GET", "order/QueryFollowOrderList", {
        pageSize: 100,
      }),
    )
  ).list;
}

describe("custom follow rules (定制跟单)", () => {
  it("a prepaid fixed rule freezes its reserve, follows each new release once and ends when its times are used", async () => {
    const boss = await moneyPlayer(app(), "cmboss", 100);
    const fan = await moneyPlayer(app(), "cmfan", 100);
    const rule = await okModels(
      editRule(fan, { releaserMid: boss.mid, followType: 0, amount: 10, times: 2, payType: 0 }),
    );
    expect(rule).toMatchObject({ status: "active", frozen: 20, usedTimes: 0, times: 2 });
    expect(await cashBalance(app(), fan.token)).toBe(80);
    expect((await editRule(fan, { releaserMid: boss.mid, amount: 5 })).msg).toBe(Msg.follow.ruleExists);
    const first = await releaseNow(boss);
    // Two job runs at once, then one more: the rule follows the release exactly once.
    await Promise.all([runJob(), runJob()]);
    await runJob();
    let follows = await followsOf(fan);
    expect(follows).toHaveLength(1);
    expect(follows[0]).toMatchObject({ releaseId: first, multiple: 5, amount: 10 });
    // The per-time 10 yuan left the reserve for cash and the 10-yuan follow took it.
    expect(await cashBalance(app(), fan.token)).toBe(80);
    await releaseNow(boss);
    await runJob();
    await releaseNow(boss);
    await runJob();
    follows = await followsOf(fan);
    expect(follows).toHaveLength(2);
    const [done] = (
      await okModels(
        playerCall<Paged<FollowRule>>(app(), fan, "GET", "order/queryReleaseOrderFollowRuleList", {}),
      )
    ).list;
    expect(done).toMatchObject({ status: "done", usedTimes: 2, frozen: 0 });
    expect(await cashBalance(app(), fan.token)).toBe(80);
    await expectAuditOk(app(), ctx.operator);
  });

  it("a percentage rule pays as it goes within its cap and skips when the balance is short", async () => {
    const boss = await moneyPlayer(app(), "cmpboss", 100);
    const fan = await moneyPlayer(app(), "cmpfan", 100);
    const poor = await moneyPlayer(app(), "cmppoor", 1);
    await okModels(
      editRule(fan, {
        releaserMid: boss.mid,
        followType: 1,
        percent: 50,
        maxAmount: 3,
        times: 5,
        payType: 1,
      }),
    );
    await okModels(
      editRule(poor, { releaserMid: boss.mid, followType: 0, amount: 10, times: 5, payType: 1 }),
    );
    expect(await cashBalance(app(), fan.token)).toBe(100);
    await releaseNow(boss, 5);
    await runJob();
    // 50 % of 10 yuan = 5, capped at 3 yuan: one 2-yuan multiple.
    expect((await followsOf(fan))[0]).toMatchObject({ multiple: 1, amount: 2 });
    expect(await cashBalance(app(), fan.token)).toBe(98);
    expect(await followsOf(poor)).toHaveLength(0);
    expect(await cashBalance(app(), poor.token)).toBe(1);
    await expectAuditOk(app(), ctx.operator);
  });

  it("returns the unused reserve when stopped or after 60 days", async () => {
    const boss = await moneyPlayer(app(), "cmeboss", 100);
    const fan = await moneyPlayer(app(), "cmefan", 100);
    const other = await moneyPlayer(app(), "cmeother", 100);
    const stopped = await okModels(
      editRule(fan, { releaserMid: boss.mid, amount: 20, times: 3, payType: 0 }),
    );
    expect(await cashBalance(app(), fan.token)).toBe(40);
    const stop = await okModels(editRule(fan, { ruleId: stopped.ruleId, stop: 1 }));
    expect(stop).toMatchObject({ status: "stopped", frozen: 0 });
    expect(await cashBalance(app(), fan.token)).toBe(100);
    expect((await editRule(other, { ruleId: stopped.ruleId, stop: 1 })).msg).toBe(Msg.follow.ruleNotFound);
    await okModels(editRule(other, { releaserMid: boss.mid, amount: 7, times: 4, payType: 0 }));
    expect(await cashBalance(app(), other.token)).toBe(72);
    ctx.clock.advance(61 * DAY);
    await runJob();
    const [expired] = (
      await okModels(
        playerCall<Paged<FollowRule>>(app(), other, "GET", "order/queryReleaseOrderFollowRuleList", {}),
      )
    ).list;
    expect(expired).toMatchObject({ status: "expired", frozen: 0 });
    expect(await cashBalance(app(), other.token)).toBe(100);
    await expectAuditOk(app(), ctx.operator);
  });

  it("refuses malformed terms with status 2 naming the field", async () => {
    const fan = await moneyPlayer(app(), "cmbad", 10);
    const cases: [Record<string, string | number>, string][] = [
      [{ releaserMid: 1, amount: 0 }, "amount"],
      [{ releaserMid: 1, amount: 5, times: 101 }, "times"],
      [{ releaserMid: 1, amount: 5, payType: 3 }, "payType"],
      [{ releaserMid: 1, followType: 1, percent: 0, maxAmount: 5 }, "percent"],
    ];
    for (const [params, field] of cases) {
      const answer = await editRule(fan, params);
      expect(answer.status, JSON.stringify(params)).toBe(2);
      expect(answer.msg).toContain(field);
    }
    expect(await editRule(fan, { releaserMid: fan.mid, amount: 5 })).toMatchObject({
      status: 1,
      msg: Msg.follow.ruleOwnReleaser,
    });
  });

  it("a self-exclusion stops the player's custom follows at once and returns the frozen reserve", async () => {
    const boss = await moneyPlayer(app(), "cmxboss", 100);
    const fan = await moneyPlayer(app(), "cmxfan", 100);
    const rule = await okModels(editRule(fan, { releaserMid: boss.mid, amount: 10, times: 3, payType: 0 }));
    const payGo = await moneyPlayer(app(), "cmxother", 100);
    await okModels(editRule(payGo, { releaserMid: boss.mid, amount: 4, times: 3, payType: 1 }));
    expect(await cashBalance(app(), fan.token)).toBe(70);
    await okModels(playerCall(app(), fan, "POST", "saferPlay/TakeBreak", { period: "6m" }));
    const [stopped] = (
      await okModels(
        playerCall<Paged<FollowRule>>(app(), fan, "GET", "order/queryReleaseOrderFollowRuleList", {}),
      )
    ).list;
    expect(stopped).toMatchObject({ ruleId: rule.ruleId, status: "stopped", frozen: 0 });
    expect(await cashBalance(app(), fan.token)).toBe(100);
    // No new rule (nor new terms) while the break runs; the releaser's next ticket buys nothing for the fan.
    const refused = await editRule(fan, { releaserMid: boss.mid, amount: 5 });
    expect(refused.status).toBe(1);
    expect(refused.msg).toContain("暂停游戏");
    await releaseNow(boss);
    await runJob();
    expect(await followsOf(fan)).toHaveLength(0);
    expect(await followsOf(payGo)).toHaveLength(1);
    expect(await cashBalance(app(), fan.token)).toBe(100);
    await expectAuditOk(app(), ctx.operator);
  });

  it("the job buys nothing past the follower's own limits", async () => {
    const boss = await moneyPlayer(app(), "cmlboss", 100);
    const fan = await moneyPlayer(app(), "cmlfan", 100);
    await okModels(editRule(fan, { releaserMid: boss.mid, amount: 10, times: 2, payType: 0 }));
    await okModels(playerCall(app(), fan, "POST", "saferPlay/SetLimit", { kind: "stakePerBet", value: "6" }));
    await releaseNow(boss);
    await runJob();
    await runJob();
    expect(await followsOf(fan)).toHaveLength(0);
    const [rule] = (
      await okModels(
        playerCall<Paged<FollowRule>>(app(), fan, "GET", "order/queryReleaseOrderFollowRuleList", {}),
      )
    ).list;
    // Refused inside the follow's transaction: the reserve and the times stay as they were.
    expect(rule).toMatchObject({ status: "active", usedTimes: 0, frozen: 20 });
    expect(await cashBalance(app(), fan.token)).toBe(80);
    await expectAuditOk(app(), ctx.operator);
  });

  it("a break taken while the job runs leaves no reserve frozen and nothing paid twice", async () => {
    const boss = await moneyPlayer(app(), "cmrboss", 100);
    const fan = await moneyPlayer(app(), "cmrfan", 100);
    await okModels(editRule(fan, { releaserMid: boss.mid, amount: 10, times: 3, payType: 0 }));
    await releaseNow(boss);
    await Promise.all([
      runJob(),
      okModels(playerCall(app(), fan, "POST", "saferPlay/TakeBreak", { period: "1d" })),
    ]);
    await runJob();
    const follows = await followsOf(fan);
    expect(follows.length).toBeLessThanOrEqual(1);
    const [rule] = (
      await okModels(
        playerCall<Paged<FollowRule>>(app(), fan, "GET", "order/queryReleaseOrderFollowRuleList", {}),
      )
    ).list;
    expect(rule).toMatchObject({ status: "stopped", frozen: 0, usedTimes: follows.length });
    expect(await cashBalance(app(), fan.token)).toBe(100 - 10 * follows.length);
    await expectAuditOk(app(), ctx.operator);
  });

  it("a stop and a break at the same moment return the reserve once", async () => {
    const boss = await moneyPlayer(app(), "cmsboss", 100);
    const fan = await moneyPlayer(app(), "cmsfan", 100);
    const rule = await okModels(editRule(fan, { releaserMid: boss.mid, amount: 15, times: 4, payType: 0 }));
    expect(await cashBalance(app(), fan.token)).toBe(40);
    const stopId = newRequestId();
    await Promise.all([
      editRule(fan, { ruleId: rule.ruleId, stop: 1, requestId: stopId }),
      editRule(fan, { ruleId: rule.ruleId, stop: 1, requestId: stopId }),
      playerCall(app(), fan, "POST", "saferPlay/TakeBreak", { period: "7d" }),
    ]);
    expect(await cashBalance(app(), fan.token)).toBe(100);
    await expectAuditOk(app(), ctx.operator);
  });
});

describe("the console's custom follow rules (GET /admin/api/follow/rules)", () => {
  const rulesOf = (query: Record<string, string | number>) =>
    operatorCall<Paged<AdminFollowRuleRow>>(app(), ctx.operator, "GET", "/follow/rules", query);

  it("lists every player's rules with terms, use and frozen reserve, filtered by follower, releaser and status", async () => {
    const boss = await moneyPlayer(app(), "carboss", 100);
    const ann = await moneyPlayer(app(), "carann", 100);
    const bob = await moneyPlayer(app(), "carbob", 100);
    await okModels(editRule(ann, { releaserMid: boss.mid, amount: 10, times: 3, payType: 0 }));
    const pct = await okModels(
      editRule(bob, {
        releaserMid: boss.mid,
        followType: 1,
        percent: 50,
        maxAmount: 20,
        times: 2,
        payType: 0,
      }),
    );
    await okModels(editRule(bob, { ruleId: pct.ruleId, stop: 1 }));
    const all = await okModels(rulesOf({ releaserId: boss.mid }));
    expect(all.total).toBe(2);
    const [bobs, anns] = all.list;
    expect(anns).toMatchObject({
      followerId: ann.mid,
      followerName: "carann",
      releaserId: boss.mid,
      releaserName: "carboss",
      followType: 0,
      amount: 10,
      times: 3,
      usedTimes: 0,
      payType: 0,
      frozen: 30,
      status: "active",
      statusName: Msg.follow.ruleStatusNames.active,
    });
    expect(bobs).toMatchObject({ followType: 1, percent: 50, maxAmount: 20, frozen: 0, status: "stopped" });
    const active = await okModels(rulesOf({ releaserId: boss.mid, status: "active" }));
    expect(active.list.map((r) => r.followerId)).toEqual([ann.mid]);
    const bobOnly = await okModels(rulesOf({ followerId: bob.mid, pageSize: 1 }));
    expect(bobOnly).toMatchObject({ total: 1, list: [{ ruleId: pct.ruleId }] });
    const bad = await rulesOf({ status: "paused" });
    expect(bad.status).toBe(2);
    expect(bad.msg).toContain("定制状态");
    expect((await rulesOf({ followerId: "x" })).status).toBe(2);
  });
});
