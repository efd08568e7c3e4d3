import { afterEach, describe, expect, it } from "vitest";
import { Msg, TOGETHER_RULES_DEFAULT, type TogetherRules } from "@lottery/contract";
import { operatorCall } from "./helpers.ts";
import { startLotteryServer } from "./lottery-orders-fixtures.ts";
import { cashBalance, expectAuditOk, moneyPlayer, okModels, playerCall } from "./money-helpers.ts";
import { serverOfFile } from "./server-fixtures.ts";
import { joinScheme, schemeDetail, schemeIssue, startScheme } from "./together-fixtures.ts";
import { resolveDueSchemes } from "../src/together/resolve.ts";

/** The operator's risk limits of group purchases (together.rules), each at its edge. */
const ctx = serverOfFile(startLotteryServer);
const app = () => ctx.server.app;

function setRules(rules: Partial<TogetherRules>) {
  return operatorCall<TogetherRules>(app(), ctx.operator, "POST", "/together/settings", {
    ...TOGETHER_RULES_DEFAULT,
    ...rules,
  });
}

afterEach(async () => {
  expect(await setRules({})).toMatchObject({ status: 0 });
});

describe("operator risk limits of schemes", () => {
  it("bounds a scheme's size: 28 yuan passes a 28-yuan maximum, 56 does not; a minimum refuses smaller", async () => {
    const issue = await schemeIssue(ctx);
    const boss = await moneyPlayer(app(), "hmlimsize", 200);
    expect(await setRules({ maxAmount: 28 })).toMatchObject({ status: 0, models: { maxAmount: 28 } });
    expect(await startScheme(ctx, boss, issue, { buyShares: 3, multiple: 2 })).toMatchObject({
      status: 1,
      msg: Msg.together.tooLarge("28"),
    });
    await okModels(startScheme(ctx, boss, issue, { buyShares: 2 }));
    await setRules({ maxAmount: 100, minAmount: 56 });
    expect(await startScheme(ctx, boss, issue, { buyShares: 2 })).toMatchObject({
      status: 1,
      msg: Msg.together.tooSmall("56"),
    });
    await okModels(startScheme(ctx, boss, issue, { buyShares: 3, multiple: 2 }));
    // Refused starts took nothing: 2 + 3 shares bought.
    expect(await cashBalance(app(), boss.token)).toBe(195);
    await expectAuditOk(app(), ctx.operator);
  });

  it("makes a join buy at least the minimum, or all that is left when fewer are", async () => {
    const issue = await schemeIssue(ctx);
    const boss = await moneyPlayer(app(), "hmlimjoin", 100);
    const ann = await moneyPlayer(app(), "hmlimjoinann", 100);
    await setRules({ minJoinShares: 5 });
    const { schemeId } = await okModels(startScheme(ctx, boss, issue, { buyShares: 2 }));
    expect(await joinScheme(ctx, ann, schemeId, 4)).toMatchObject({
      status: 1,
      msg: Msg.together.minJoin(5),
    });
    await okModels(joinScheme(ctx, ann, schemeId, 5));
    await okModels(joinScheme(ctx, ann, schemeId, 18));
    // 3 left: 3 is the least now.
    expect(await joinScheme(ctx, ann, schemeId, 2)).toMatchObject({
      status: 1,
      msg: Msg.together.minJoin(3),
    });
    expect(await okModels(joinScheme(ctx, ann, schemeId, 3))).toMatchObject({ soldShares: 28 });
    expect(await cashBalance(app(), ann.token)).toBe(74);
  });

  it("caps the schemes one initiator has selling at once", async () => {
    const issue = await schemeIssue(ctx);
    const boss = await moneyPlayer(app(), "hmlimopen", 100);
    await setRules({ maxOpenSchemes: 2 });
    const first = await okModels(startScheme(ctx, boss, issue, { buyShares: 2 }));
    await okModels(startScheme(ctx, boss, issue, { buyShares: 2 }));
    expect(await startScheme(ctx, boss, issue, { buyShares: 2 })).toMatchObject({
      status: 1,
      msg: Msg.together.tooManyOpen(2),
    });
    await okModels(playerCall(app(), boss, "POST", "hm/cancel", { schemeId: first.schemeId }));
    await okModels(startScheme(ctx, boss, issue, { buyShares: 2 }));
  });

  it("lets the site fill only what the operator allows (here 0 %): a 96 % scheme is refunded", async () => {
    const issue = await schemeIssue(ctx);
    const boss = await moneyPlayer(app(), "hmlimsite", 100);
    const ann = await moneyPlayer(app(), "hmlimsiteann", 100);
    await setRules({ siteFillPercent: 0 });
    const { schemeId } = await okModels(startScheme(ctx, boss, issue, { buyShares: 2 }));
    await okModels(joinScheme(ctx, ann, schemeId, 25));
    ctx.clock.advance(issue.closeAt.getTime() - ctx.clock.now().getTime() - 599_000);
    expect(await resolveDueSchemes(app().deps, ctx.clock.now())).toBeGreaterThanOrEqual(1);
    expect(await schemeDetail(ctx, ann, schemeId)).toMatchObject({ status: "refunded", siteShares: 0 });
    expect(await cashBalance(app(), ann.token)).toBe(100);
    await expectAuditOk(app(), ctx.operator);
  });

  it("refuses settings out of range, naming the field", async () => {
    const fill = await setRules({ siteFillPercent: 6 });
    expect(fill).toMatchObject({ status: 2 });
    expect(fill.msg).toContain("siteFillPercent");
    const crossed = await setRules({ minAmount: 500, maxAmount: 100 });
    expect(crossed).toMatchObject({ status: 2 });
    expect(crossed.msg).toContain("minAmount");
    const read = await operatorCall<TogetherRules>(app(), ctx.operator, "GET", "/together/settings");
    expect(read.models).toEqual(TOGETHER_RULES_DEFAULT);
  });
});
