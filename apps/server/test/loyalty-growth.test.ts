import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { GrowthRecord, MemberInfoModels, Paged, PointsRecord } from "@lottery/contract";
import type { TestPlayer } from "./cards-fixtures.ts";
import { bet, drawAndSettle, openIssue, passDraw } from "./lottery-orders-fixtures.ts";
import { changeSettings, startLoyaltyServer } from "./loyalty-fixtures.ts";
import { moneyPlayer, okModels, playerCall } from "./money-helpers.ts";
import { serverOfFile } from "./server-fixtures.ts";
import { accrueSettledOrders, ACCRUAL_LAG_MS } from "../src/loyalty/accrual.ts";
import { loyaltyAccruals } from "../src/loyalty/tables.ts";
import { auditLedger } from "../src/wallet/audit.ts";

const ctx = serverOfFile(startLoyaltyServer);
const db = () => ctx.server.database.db;
let player: TestPlayer;
let keeper: TestPlayer;

const DAY_MS = 86_400_000;
const LOSING = "9,9,9,9,9";

/** One one-minute 时时彩 order (draws all day, so one China day) of `multiple` × 2 yuan, drawn as a loss and settled; answers its order number. */
async function settledBet(who: TestPlayer, multiple: number): Promise<string> {
  const issue = await openIssue(ctx, "ffssc");
  const placed = await okModels(bet(ctx, who, issue, { tickets: "5XZX:1|2|3|4|5", multiple }));
  passDraw(ctx, issue);
  await drawAndSettle(ctx, issue, LOSING);
  return placed.orderId;
}

async function accrue(): Promise<number> {
  ctx.clock.advance(ACCRUAL_LAG_MS + 1000);
  let total = 0;
  for (
    let n = await accrueSettledOrders(db(), ctx.clock.now());
    n > 0;
    n = await accrueSettledOrders(db(), ctx.clock.now())
  )
    total += n;
  return total;
}

const member = (who: TestPlayer) =>
  okModels(playerCall<MemberInfoModels>(ctx.server.app, who, "GET", "UserCenter/MemberInfo"));
const growthRecords = (who: TestPlayer) =>
  okModels(playerCall<Paged<GrowthRecord>>(ctx.server.app, who, "GET", "UserCenter/GrowthRecords"));

beforeAll(async () => {
  player = await moneyPlayer(ctx.server.app, "grower01", 3000);
  await changeSettings(db(), (s) => ({ earning: { ...s.earning, loginGrowth: 0 } }));
});

describe("growth and points from settled orders", () => {
  it("counts a settled order once, however often the job runs", async () => {
    await settledBet(player, 10);
    expect(await accrue()).toBeGreaterThanOrEqual(1);
    expect(await accrue()).toBe(0);
    const info = await member(player);
    expect(info).toMatchObject({ level: 0, growth: 20, points: 20 });
    const rows = await db().select().from(loyaltyAccruals).where(eq(loyaltyAccruals.userId, player.mid));
    expect(rows).toHaveLength(1);
    const points = await okModels(
      playerCall<Paged<PointsRecord>>(ctx.server.app, player, "GET", "UserCenter/PointsRecords"),
    );
    expect(points.list).toMatchObject([{ kind: "points_earn", delta: 20, balance: 20 }]);
    expect((await growthRecords(player)).list[0]).toMatchObject({
      reason: "stake",
      delta: 20,
      growthAfter: 20,
    });
  });

  it("caps a day's stake growth and points", async () => {
    await changeSettings(db(), (s) => ({
      earning: { ...s.earning, growthDailyCap: 30, pointsDailyCap: 25 },
    }));
    await settledBet(player, 10);
    await accrue();
    expect(await member(player)).toMatchObject({ growth: 30, points: 25 });
  });

  it("upgrades at once, skipping levels, then drops one level at a cycle end below the threshold", async () => {
    await changeSettings(db(), (s) => ({
      earning: { ...s.earning, growthDailyCap: 100_000, pointsDailyCap: 100_000 },
    }));
    ctx.clock.advance(DAY_MS);
    await settledBet(player, 1100); // 2,200 yuan: 30 + 2,200 growth passes 白银 (2,000)
    await accrue();
    const upgraded = await member(player);
    expect(upgraded).toMatchObject({ level: 2, levelName: "白银", growth: 230, giftsClaimable: [1, 2] });
    const records = (await growthRecords(player)).list;
    expect(records[0]).toMatchObject({ reason: "upgrade", levelAfter: 2 });
    ctx.clock.advance(366 * DAY_MS);
    const dropped = await member(player);
    expect(dropped).toMatchObject({ level: 1, growth: 0 });
    expect((await growthRecords(player)).list[0]).toMatchObject({
      reason: "drop",
      levelAfter: 1,
      delta: -230,
    });
  });

  it("keeps the level when the cycle reached its threshold", async () => {
    keeper = await moneyPlayer(ctx.server.app, "keeper01", 3000);
    await settledBet(keeper, 260); // 520 growth: 青铜 with 20 carried over
    await accrue();
    expect(await member(keeper)).toMatchObject({ level: 1, growth: 20 });
    await settledBet(keeper, 250); // 500 more in the cycle: 520 ≥ 500
    await accrue();
    ctx.clock.advance(366 * DAY_MS);
    expect(await member(keeper)).toMatchObject({ level: 1, growth: 0 });
    expect((await growthRecords(keeper)).list[0]).toMatchObject({ reason: "keep", levelAfter: 1 });
  });

  it("grants the daily login growth once a China day", async () => {
    await changeSettings(db(), (s) => ({ earning: { ...s.earning, loginGrowth: 5 } }));
    const visitor = await moneyPlayer(ctx.server.app, "visitor01");
    expect((await member(visitor)).growth).toBe(5);
    expect((await member(visitor)).growth).toBe(5);
    ctx.clock.advance(DAY_MS);
    expect((await member(visitor)).growth).toBe(10);
  });

  it("pays an upgrade gift once per level, in points", async () => {
    const first = await okModels(
      playerCall<{ points: number; balance: number }>(
        ctx.server.app,
        keeper,
        "POST",
        "UserCenter/ClaimHonorGift",
        { level: 1 },
      ),
    );
    expect(first.points).toBe(50);
    const again = await playerCall(ctx.server.app, keeper, "POST", "UserCenter/ClaimHonorGift", { level: 1 });
    expect(again).toMatchObject({ status: 1, msg: "该等级礼包已领取" });
    const tooHigh = await playerCall(ctx.server.app, keeper, "POST", "UserCenter/ClaimHonorGift", {
      level: 5,
    });
    expect(tooHigh).toMatchObject({ status: 1, msg: "尚未达到该等级" });
    const bad = await playerCall(ctx.server.app, keeper, "POST", "UserCenter/ClaimHonorGift", { level: "x" });
    expect(bad.status).toBe(2);
  });

  it("leaves a clean ledger: points journals never mix with fen", async () => {
    expect(await auditLedger(db())).toEqual({ ok: true, problems: [] });
  });
});
