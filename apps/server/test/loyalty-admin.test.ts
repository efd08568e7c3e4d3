import { describe, expect, it } from "vitest";
import type { StoreProductsModels } from "@lottery/contract";
import { operatorCall } from "./helpers.ts";
import { startLoyaltyServer } from "./loyalty-fixtures.ts";
import { moneyPlayer, okModels, playerCall } from "./money-helpers.ts";
import { serverOfFile } from "./server-fixtures.ts";
import { auditLedger } from "../src/wallet/audit.ts";
import { expirePoints } from "../src/loyalty/expiry.ts";
import { playerBalance } from "../src/loyalty/points.ts";

const ctx = serverOfFile(startLoyaltyServer);
const app = () => ctx.server.app;
const admin = <T>(method: "GET" | "POST", path: string, payload: Record<string, unknown> = {}) =>
  operatorCall<T>(app(), ctx.operator, method, path, payload);

describe("loyalty in the operator console", () => {
  it("reads and replaces the settings, refusing a bad level table in Chinese", async () => {
    const settings = await admin<{ levels: { minGrowth: number }[]; store: object }>(
      "GET",
      "/loyalty/settings",
    );
    expect(settings.models?.levels).toHaveLength(6);
    const levels = settings.models!.levels.map((level, i) =>
      i === 1 ? { ...level, minGrowth: 300 } : level,
    );
    const saved = await admin<{ levels: { minGrowth: number }[] }>("POST", "/loyalty/settings", {
      ...settings.models,
      levels,
    });
    expect(saved.models?.levels[1]?.minGrowth).toBe(300);
    const broken = levels.map((level, i) => (i === 2 ? { ...level, minGrowth: 100 } : level));
    const refused = await admin("POST", "/loyalty/settings", { ...settings.models, levels: broken });
    expect(refused.status).toBe(2);
    expect(refused.msg).toMatch(/门槛/);
    const privileges = await okModels(
      playerCall<{ list: { minGrowth: number }[] }>(
        app(),
        await moneyPlayer(app(), "viewer01"),
        "GET",
        "UserCenter/LevelPrivileges",
      ),
    );
    expect(privileges.list[1]?.minGrowth).toBe(300);
  });

  it("creates products the store sells", async () => {
    const made = await admin<{ id: number }>("POST", "/loyalty/products", {
      kind: "red_packet",
      name: "5元红包",
      pricePoints: 500,
      value: "5",
      dailyStock: 10,
    });
    expect(made.status, made.msg).toBe(0);
    const noValue = await admin("POST", "/loyalty/products", {
      kind: "red_packet",
      name: "坏",
      pricePoints: 1,
    });
    expect(noValue).toMatchObject({ status: 2 });
    const player = await moneyPlayer(app(), "viewer02");
    const store = await okModels(
      playerCall<StoreProductsModels>(app(), player, "GET", "Store/GetProductList"),
    );
    expect(store.list).toMatchObject([{ id: made.models!.id, value: 5, price: 500, stockLeft: 10 }]);
  });

  it("grants points, a packet and a card exactly once per requestId, and shows the player's loyalty ledger", async () => {
    const player = await moneyPlayer(app(), "granted01");
    const grant = (body: Record<string, unknown>) =>
      admin<{ points: number; credit: number }>("POST", "/loyalty/grant", {
        userId: player.mid,
        reason: "补偿",
        ...body,
      });
    expect((await grant({ kind: "points", amount: 100, requestId: "grant-points-1" })).models).toEqual({
      points: 100,
      credit: 0,
    });
    expect((await grant({ kind: "points", amount: 100, requestId: "grant-points-1" })).models).toEqual({
      points: 100,
      credit: 0,
    });
    expect(await grant({ kind: "points", amount: -500, requestId: "grant-points-2" })).toMatchObject({
      status: 1,
      msg: "积分不足",
    });
    expect((await grant({ kind: "red_packet", amount: 8, requestId: "grant-packet-1" })).models).toEqual({
      points: 100,
      credit: 8,
    });
    await grant({ kind: "makeup_card", requestId: "grant-card-1" });
    const ledger = await admin<{ points: number; bag: { kind: string; source: string }[] }>(
      "GET",
      "/loyalty/player",
      {
        userId: String(player.mid),
      },
    );
    expect(ledger.models).toMatchObject({ points: 100, credit: 8 });
    expect(ledger.models?.bag.map((item) => item.kind).sort()).toEqual(["makeup_card", "red_packet"]);
    expect(await auditLedger(ctx.server.database.db)).toEqual({ ok: true, problems: [] });
  });

  it("clears last year's unspent points on the expiry day, once", async () => {
    const player = await moneyPlayer(app(), "expiring01");
    const grant = (amount: number, requestId: string) =>
      admin("POST", "/loyalty/grant", {
        userId: player.mid,
        kind: "points",
        amount,
        reason: "测试",
        requestId,
      });
    await grant(100, "expire-old-0001");
    const now = ctx.clock.now();
    const year = Number(new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 4)) + 1;
    const at = (monthDay: string) => new Date(`${year}-${monthDay}T12:00:00+08:00`).getTime();
    ctx.clock.advance(at("01-15") - now.getTime());
    await grant(30, "expire-new-0001");
    expect(await expirePoints(ctx.server.database.db, ctx.clock.now())).toBe(0); // before 1 March
    ctx.clock.advance(at("03-02") - ctx.clock.now().getTime());
    expect(await expirePoints(ctx.server.database.db, ctx.clock.now())).toBeGreaterThanOrEqual(1);
    expect(await playerBalance(ctx.server.database.db, player.mid, "points")).toBe(30);
    expect(await expirePoints(ctx.server.database.db, ctx.clock.now())).toBe(0);
    expect(await auditLedger(ctx.server.database.db)).toEqual({ ok: true, problems: [] });
  });
});
