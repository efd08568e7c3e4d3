import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { fenToYuan, optimiseTicketBonus } from "@lottery/rules";
import { Status, type BetYouhuaModels, type OrderDetail, type SportsOrderDetail } from "@lottery/contract";
import { orders } from "../src/orders/tables.ts";
import { cashBalance, expectAuditOk, newRequestId, okModels, playerCall } from "./money-helpers.ts";
import type { TestPlayer } from "./cards-fixtures.ts";
import { betCall, bettor, leg, type BetParams } from "./sports-bets-fixtures.ts";
import { createMatch, finishMatch, startSportsServer } from "./sports-fixtures.ts";
import { serverOfFile } from "./server-fixtures.ts";

const ctx = serverOfFile(() => startSportsServer());

/** POST lottery/bet_youhua_create. */
function youhuaCall(player: TestPlayer, params: BetParams & Record<string, unknown>) {
  return betCall<BetYouhuaModels>(ctx, player, params, "lottery/bet_youhua_create");
}

describe("bet_youhua_create (奖金优化)", () => {
  it("places one order split by the rules' plan and settles each combination at its own multiple", async () => {
    const a = await createMatch(ctx, { gameCode: "jczq" });
    const b = await createMatch(ctx, { gameCode: "jczq" });
    const player = await bettor(ctx, "youhua01", 100);
    const legs = [leg(a, "SPF", ["3", "1"]), leg(b, "SPF", ["3", "0"])];
    const requestId = newRequestId();
    const params = { gameCode: "jczq", passTypes: "2_1", legs, mode: "平均", amount: "20", requestId };
    const res = await youhuaCall(player, params);
    expect(res, res.msg).toMatchObject({
      status: 0,
      models: { bets: 4, amount: 20, mode: "average", balance: 80 },
    });
    const plan = optimiseTicketBonus(
      { game: "jczq", legs: legs.map((l) => ({ ...l, single: false })), passTypes: "2_1" },
      2000,
      "average",
    );
    if (!plan.ok) throw new Error(plan.message);
    const list = res.models!.list;
    expect(list.map((b) => b.multiple)).toEqual(plan.value.plan.multiples);
    expect(list.map((b) => b.return)).toEqual(plan.value.plan.returnsFen.map((f) => fenToYuan(f)));
    expect(list.reduce((s, b) => s + b.multiple, 0)).toBe(10);
    // one result per match: only one of the four combinations can win
    expect(res.models!.maxPrize).toBe(fenToYuan(plan.value.plan.maxReturnFen));
    expect(plan.value.maxPrizeFen).toBe(plan.value.plan.maxReturnFen);
    // Same request again: the same order and plan, nothing charged.
    const again = await youhuaCall(player, params);
    expect(again.models).toEqual(res.models);
    expect(await cashBalance(ctx.app, player.token)).toBe(80);

    await finishMatch(ctx, a, { halfScore: "0:0", fullScore: "1:1" });
    await finishMatch(ctx, b, { halfScore: "0:1", fullScore: "0:2" });
    const winning = list.find((bet) => bet.picks[0]!.code === "1" && bet.picks[1]!.code === "0")!;
    const [order] = await ctx.server.database.db
      .select()
      .from(orders)
      .where(eq(orders.orderNo, res.models!.orderId));
    expect(order).toMatchObject({ status: "won", prizeFen: Math.round(winning.return * 100) });
    expect(await cashBalance(ctx.app, player.token)).toBe(80 + winning.return);
    await expectAuditOk(ctx.app, ctx.operator);
  });

  it("states the real highest prize: the combinations that win together, summed, on the order as well", async () => {
    const matches = [
      await createMatch(ctx, { gameCode: "jczq" }),
      await createMatch(ctx, { gameCode: "jczq" }),
      await createMatch(ctx, { gameCode: "jczq" }),
    ];
    const player = await bettor(ctx, "youhua03", 100);
    const legs = matches.map((m) => leg(m, "SPF", ["3"]));
    const res = await youhuaCall(player, {
      gameCode: "jczq",
      passTypes: "2_1",
      legs,
      mode: "average",
      amount: "20",
    });
    expect(res, res.msg).toMatchObject({ status: 0, models: { bets: 3, amount: 20 } });
    // all three home wins: every 2串1 combination pays
    const sum = res.models!.list.reduce((s, b) => s + Math.round(b.return * 100), 0);
    expect(res.models!.maxPrize).toBe(fenToYuan(sum));
    expect(res.models!.maxPrize).toBeGreaterThan(Math.max(...res.models!.list.map((b) => b.return)));
    const detail = await okModels(
      playerCall<OrderDetail>(ctx.app, player, "GET", "order/detail", { orderId: res.models!.orderId }),
    );
    expect((detail.sports as SportsOrderDetail).maxPrize).toBe(fenToYuan(sum));
  });

  it("hot mode favours the likeliest combination; a stake below 2 yuan per combination is status 2 naming amount", async () => {
    const a = await createMatch(ctx, { gameCode: "jczq" });
    const b = await createMatch(ctx, { gameCode: "jczq" });
    const player = await bettor(ctx, "youhua02", 100);
    const legs = [leg(a, "SPF", ["3", "0"]), leg(b, "SPF", ["3", "0"])];
    const hot = await youhuaCall(player, {
      gameCode: "jczq",
      passTypes: "2_1",
      legs,
      mode: "hot",
      amount: "60",
    });
    expect(hot, hot.msg).toMatchObject({ status: 0, models: { mode: "hot", amount: 60, bets: 4 } });
    const favourite = hot.models!.list.reduce((best, bet) => (bet.unitPrize < best.unitPrize ? bet : best));
    expect(favourite.multiple).toBe(Math.max(...hot.models!.list.map((b) => b.multiple)));
    const tooSmall = await youhuaCall(player, {
      gameCode: "jczq",
      passTypes: "2_1",
      legs,
      mode: "cold",
      amount: "6",
    });
    expect(tooSmall.status).toBe(Status.BAD_PARAM);
    expect(tooSmall.msg).toContain("amount");
    const badMode = await youhuaCall(player, {
      gameCode: "jczq",
      passTypes: "2_1",
      legs,
      mode: "random",
      amount: "60",
    });
    expect(badMode.status).toBe(Status.BAD_PARAM);
    expect(badMode.msg).toContain("mode");
    expect(await cashBalance(ctx.app, player.token)).toBe(40);
  });
});
