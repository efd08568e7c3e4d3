import { describe, expect, it } from "vitest";
import { Msg, type Envelope, type FollowRule, type Paged } from "@lottery/contract";
import type { TestPlayer } from "./cards-fixtures.ts";
import { startLotteryServer } from "./lottery-orders-fixtures.ts";
import {
  cashBalance,
  expectAuditOk,
  moneyPlayer,
  newRequestId,
  okModels,
  playerCall,
} from "./money-helpers.ts";
import { serverOfFile } from "./server-fixtures.ts";
import { joinScheme, schemeDetail, schemeIssue, startScheme } from "./together-fixtures.ts";
import { ruleJobHooks, runFollowRules } from "../src/follow/rule-job.ts";

const ctx = serverOfFile(startLotteryServer);
const app = () => ctx.server.app;
const DAY = 86_400_000;

/** hm/addfollowerrule as `player`. */
function addRule(player: TestPlayer, params: Record<string, string | number>): Promise<Envelope<FollowRule>> {
  return playerCall<FollowRule>(app(), player, "GET", "hm/addfollowerrule", {
    requestId: newRequestId(),
    ...params,
  });
}

async function rulesOf(player: TestPlayer): Promise<FollowRule[]> {
  const page = await okModels(
    playerCall<Paged<FollowRule>>(app(), player, "GET", "order/queryReleaseOrderFollowRuleList", {}),
  );
  return page.list;
}

const runJob = () => runFollowRules(app().deps, ctx.clock.now());

/** A 140-share SSQ scheme (28 yuan × 5) of `boss`, who buys 14 shares; answers its number. */
async function schemeOf(boss: TestPlayer): Promise<string> {
  const issue = await schemeIssue(ctx);
  const started = await okModels(startScheme(ctx, boss, issue, { multiple: 5, buyShares: 14 }));
  return started.schemeId;
}

describe("custom follow rules on group-purchase initiators (hm/addfollowerrule)", () => {
  it("joins each new scheme of the initiator once per rule, through the scheme's own join, however often the job runs", async () => {
    const boss = await moneyPlayer(app(), "hfboss", 100);
    const fan = await moneyPlayer(app(), "hffan", 100);
    const pct = await moneyPlayer(app(), "hfpct", 100);
    const rule = await okModels(
      addRule(fan, { initiatorMid: boss.mid, followType: 0, amount: 10, times: 2, payType: 0 }),
    );
    expect(rule).toMatchObject({ kind: "scheme", kindName: "合买", status: "active", frozen: 20 });
    expect(rule.releaser.Mid).toBe(boss.mid);
    expect(await cashBalance(app(), fan.token)).toBe(80);
    expect((await addRule(fan, { initiatorMid: boss.mid, amount: 5 })).msg).toBe(Msg.follow.ruleSchemeExists);
    // 10 % of 140 yuan is 14, capped at 12: 12 shares, paid as it goes.
    await okModels(
      addRule(pct, {
        initiatorMid: boss.mid,
        followType: 1,
        percent: 10,
        maxAmount: 12,
        times: 3,
        payType: 1,
      }),
    );
    const id = await schemeOf(boss);
    // A rule set after the scheme started waits for the next one.
    const late = await moneyPlayer(app(), "hflate", 100);
    await okModels(addRule(late, { initiatorMid: boss.mid, amount: 5, times: 1, payType: 1 }));
    await Promise.all([runJob(), runJob()]);
    await runJob();
    expect((await schemeDetail(ctx, fan, id)).myShares).toBe(10);
    expect((await schemeDetail(ctx, pct, id)).myShares).toBe(12);
    expect((await schemeDetail(ctx, late, id)).myShares).toBe(0);
    expect((await schemeDetail(ctx, boss, id)).soldShares).toBe(14 + 10 + 12);
    // The per-time 10 yuan left the reserve for cash and the join took it.
    expect(await cashBalance(app(), fan.token)).toBe(80);
    expect(await cashBalance(app(), pct.token)).toBe(88);
    expect(await cashBalance(app(), late.token)).toBe(100);
    const [mine] = await rulesOf(fan);
    expect(mine).toMatchObject({ kind: "scheme", usedTimes: 1, frozen: 10, status: "active" });
    // Each kind is changed through its own call.
    expect(
      (
        await playerCall(app(), fan, "GET", "order/editReleaseOrderFollowRule", {
          ruleId: mine!.ruleId,
          stop: 1,
          requestId: newRequestId(),
        })
      ).msg,
    ).toBe(Msg.follow.ruleNotFound);
    expect(await okModels(addRule(fan, { ruleId: mine!.ruleId, stop: 1 }))).toMatchObject({
      status: "stopped",
      frozen: 0,
    });
    expect(await cashBalance(app(), fan.token)).toBe(90);
    await expectAuditOk(app(), ctx.operator);
  });

  it("buys what is left of a nearly full scheme and skips a full one, keeping the rule's times and reserve", async () => {
    const boss = await moneyPlayer(app(), "hfnboss", 100);
    const ann = await moneyPlayer(app(), "hfnann", 200);
    const first = await moneyPlayer(app(), "hfnfirst", 100);
    const second = await moneyPlayer(app(), "hfnsecond", 100);
    await okModels(addRule(first, { initiatorMid: boss.mid, amount: 10, times: 2, payType: 0 }));
    await okModels(addRule(second, { initiatorMid: boss.mid, amount: 10, times: 2, payType: 0 }));
    const id = await schemeOf(boss);
    await okModels(joinScheme(ctx, ann, id, 120));
    await runJob();
    const detail = await schemeDetail(ctx, first, id);
    expect(detail).toMatchObject({ myShares: 6, soldShares: 140 });
    expect((await schemeDetail(ctx, second, id)).myShares).toBe(0);
    // first: 10 released from the reserve, 6 spent; second: nothing moved.
    expect(await cashBalance(app(), first.token)).toBe(84);
    expect(await cashBalance(app(), second.token)).toBe(80);
    expect((await rulesOf(first))[0]).toMatchObject({ usedTimes: 1, frozen: 10 });
    expect((await rulesOf(second))[0]).toMatchObject({ usedTimes: 0, frozen: 20, status: "active" });
    await runJob();
    expect((await rulesOf(second))[0]).toMatchObject({ usedTimes: 0, frozen: 20 });
    await expectAuditOk(app(), ctx.operator);
  });

  it("a job killed half-way and run again joins every rule exactly once", async () => {
    const boss = await moneyPlayer(app(), "hfkboss", 100);
    const fans: TestPlayer[] = [];
    for (let i = 0; i < 5; i += 1) {
      const fan = await moneyPlayer(app(), `hfkfan${i}`, 50);
      await okModels(addRule(fan, { initiatorMid: boss.mid, amount: 7, times: 3, payType: i % 2 }));
      fans.push(fan);
    }
    const id = await schemeOf(boss);
    let pairs = 0;
    ruleJobHooks.afterPair = () => {
      pairs += 1;
      if (pairs === 2) throw new Error("killed half-way");
    };
    try {
      await expect(runJob()).rejects.toThrow("killed half-way");
    } finally {
      delete ruleJobHooks.afterPair;
    }
    const halfway = await Promise.all(fans.map(async (f) => (await schemeDetail(ctx, f, id)).myShares));
    expect(halfway).toEqual([7, 7, 0, 0, 0]);
    await runJob();
    await runJob();
    for (const [i, fan] of fans.entries()) {
      expect((await schemeDetail(ctx, fan, id)).myShares).toBe(7);
      // Prepaid fans froze 21 and spent 7 of it; the others paid 7 as they went.
      expect(await cashBalance(app(), fan.token)).toBe(i % 2 === 0 ? 50 - 21 : 43);
      expect((await rulesOf(fan))[0]).toMatchObject({ usedTimes: 1 });
    }
    expect((await schemeDetail(ctx, boss, id)).soldShares).toBe(14 + 35);
    await expectAuditOk(app(), ctx.operator);
  });

  it("runs alongside manual joiners without overselling or paying twice", async () => {
    const boss = await moneyPlayer(app(), "hfcboss", 100);
    const fans: TestPlayer[] = [];
    for (let i = 0; i < 8; i += 1) {
      const fan = await moneyPlayer(app(), `hfcfan${i}`, 100);
      await okModels(addRule(fan, { initiatorMid: boss.mid, amount: 15, times: 2, payType: i % 2 }));
      fans.push(fan);
    }
    const joiners: TestPlayer[] = [];
    for (let i = 0; i < 5; i += 1) joiners.push(await moneyPlayer(app(), `hfcjoin${i}`, 100));
    const id = await schemeOf(boss);
    await Promise.all([runJob(), ...joiners.map((j) => joinScheme(ctx, j, id, 20)), runJob()]);
    await runJob();
    const held = async (p: TestPlayer) => (await schemeDetail(ctx, p, id)).myShares;
    const fanShares = await Promise.all(fans.map(held));
    const joinerShares = await Promise.all(joiners.map(held));
    for (const shares of fanShares) expect(shares).toBeLessThanOrEqual(15);
    for (const shares of joinerShares) expect([0, 20]).toContain(shares);
    const sold = (await schemeDetail(ctx, boss, id)).soldShares;
    expect(sold).toBeLessThanOrEqual(140);
    expect(14 + fanShares.reduce((a, b) => a + b, 0) + joinerShares.reduce((a, b) => a + b, 0)).toBe(sold);
    for (const [i, fan] of fans.entries()) {
      const [rule] = await rulesOf(fan);
      expect(rule!.usedTimes).toBe(fanShares[i]! > 0 ? 1 : 0);
      const frozen = i % 2 === 0 ? 15 * (2 - rule!.usedTimes) : 0;
      expect(await cashBalance(app(), fan.token)).toBe(100 - fanShares[i]! - frozen);
    }
    await expectAuditOk(app(), ctx.operator);
  });

  it("refuses malformed terms with status 2 naming the field", async () => {
    const fan = await moneyPlayer(app(), "hfbad", 10);
    const cases: [Record<string, string | number>, string][] = [
      [{ amount: 5 }, "initiatorMid"],
      [{ initiatorMid: "x", amount: 5 }, "initiatorMid"],
      [{ initiatorMid: 1, amount: 0 }, "amount"],
      [{ initiatorMid: 1, amount: 5, times: 101 }, "times"],
      [{ initiatorMid: 1, amount: 5, payType: 3 }, "payType"],
      [{ initiatorMid: 1, followType: 1, percent: 101, maxAmount: 5 }, "percent"],
      [{ initiatorMid: 1, amount: 5, requestId: "" }, "requestId"],
    ];
    for (const [params, field] of cases) {
      const answer = await addRule(fan, params);
      expect(answer.status, JSON.stringify(params)).toBe(2);
      expect(answer.msg).toContain(field);
    }
    expect(await addRule(fan, { initiatorMid: fan.mid, amount: 5 })).toMatchObject({
      status: 1,
      msg: Msg.follow.ruleOwnReleaser,
    });
    expect(await cashBalance(app(), fan.token)).toBe(10);
  });

  it("a break stops scheme rules too, and after 60 days a prepaid rule's rest returns", async () => {
    const boss = await moneyPlayer(app(), "hfeboss", 100);
    const resting = await moneyPlayer(app(), "hferest", 100);
    const saver = await moneyPlayer(app(), "hfesave", 100);
    await okModels(addRule(resting, { initiatorMid: boss.mid, amount: 10, times: 3, payType: 0 }));
    await okModels(addRule(saver, { initiatorMid: boss.mid, amount: 8, times: 4, payType: 0 }));
    expect(await cashBalance(app(), resting.token)).toBe(70);
    await okModels(playerCall(app(), resting, "POST", "saferPlay/TakeBreak", { period: "1d" }));
    expect((await rulesOf(resting))[0]).toMatchObject({ kind: "scheme", status: "stopped", frozen: 0 });
    expect(await cashBalance(app(), resting.token)).toBe(100);
    const id = await schemeOf(boss);
    await runJob();
    expect((await schemeDetail(ctx, saver, id)).myShares).toBe(8);
    expect(await cashBalance(app(), saver.token)).toBe(68);
    ctx.clock.advance(61 * DAY);
    await runJob();
    expect((await rulesOf(saver))[0]).toMatchObject({ status: "expired", usedTimes: 1, frozen: 0 });
    expect(await cashBalance(app(), saver.token)).toBe(92);
    await expectAuditOk(app(), ctx.operator);
  });
});
