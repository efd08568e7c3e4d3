import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { Status } from "@lottery/contract";
import { users } from "../src/account/tables.ts";
import { isRefusal } from "../src/domain/refusal.ts";
import { placeNumberBet } from "../src/lottery/bet-place.ts";
import { settleOrders } from "../src/orders/settle.ts";
import { orders } from "../src/orders/tables.ts";
import { placeSportsBet } from "../src/sports/bet-place.ts";
import { ledgerJournals } from "../src/wallet/tables.ts";
import { cashBalance, expectAuditOk, moneyPlayer, newRequestId } from "./money-helpers.ts";
import { betCall, bettor, leg } from "./sports-bets-fixtures.ts";
import { createMatch, startSportsServer } from "./sports-fixtures.ts";
import { serverOfFile } from "./server-fixtures.ts";

/**
 * The one order pipeline (orders/place.ts) as every kind meets it: the player's lock with the ban
 * re-checked inside the transaction, the replay by requestId, and a settlement that pays several
 * players from one order exactly once.
 */
const ctx = serverOfFile(() => startSportsServer({ ALLOW_FORCED_DRAWS: "1" }));
const db = () => ctx.server.database.db;
const deps = () => ctx.app.deps;

async function userRow(mid: number) {
  const [row] = await db().select().from(users).where(eq(users.id, mid));
  if (!row) throw new Error(`no player ${mid}`);
  return row;
}

/** Bans a player in the database only, as an operator's ban landing after the call was authenticated. */
async function banBehindTheSession(mid: number): Promise<void> {
  await db().update(users).set({ banned: true }).where(eq(users.id, mid));
}

async function refusalStatusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 0;
  } catch (error) {
    if (isRefusal(error)) return error.status;
    throw error;
  }
}

const ordersOf = async (mid: number) => (await db().select().from(orders)).filter((o) => o.userId === mid);

describe("the order pipeline", () => {
  it("refuses a sports bet with status 5 when the player was banned after authenticating, moving nothing", async () => {
    const match = await createMatch(ctx, { gameCode: "jczq", singles: ["SPF"] });
    const player = await bettor(ctx, "pipe01", 100);
    const stale = await userRow(player.mid);
    await banBehindTheSession(player.mid);
    const legs = [{ ...leg(match, "SPF", ["3"]), banker: false }];
    const request = { gameCode: "jczq", passTypes: "1_1", legs, multiple: 1 };
    const status = await refusalStatusOf(placeSportsBet(deps(), stale, "bet", newRequestId(), request));
    expect(status).toBe(Status.BANNED);
    expect(await ordersOf(player.mid)).toHaveLength(0);
    await db().update(users).set({ banned: false }).where(eq(users.id, player.mid));
    expect(await cashBalance(ctx.app, player.token)).toBe(100);
  });

  it("refuses a number bet the same way", async () => {
    const player = await moneyPlayer(ctx.app, "pipe02", 100);
    await banBehindTheSession(player.mid);
    const params = {
      gameCode: "jlffc",
      issue: "000000",
      tickets: "DXDS:大|单",
      multiple: 1,
      chase: 1,
      requestId: newRequestId(),
    } as unknown as Parameters<typeof placeNumberBet>[2];
    const status = await refusalStatusOf(placeNumberBet(db(), player.mid, params, ctx.clock.now()));
    // The ban is checked under the lock before the issue: status 5, not 第…期不存在.
    expect(status).toBe(Status.BANNED);
  });

  it("answers a sports retry with its first order even after the match's sale closed", async () => {
    const match = await createMatch(ctx, { gameCode: "jczq", singles: ["SPF"] });
    const player = await bettor(ctx, "pipe03", 100);
    const params = { gameCode: "jczq", passTypes: "1_1", legs: [leg(match, "SPF", ["1"])], multiple: 2 };
    const requestId = newRequestId();
    const first = await betCall(ctx, player, { ...params, requestId });
    expect(first, first.msg).toMatchObject({ status: 0 });
    ctx.clock.advance(4 * 3_600_000);
    const again = await betCall(ctx, player, { ...params, requestId });
    expect(again.models).toEqual({ ...first.models, balance: 96 });
    const fresh = await betCall(ctx, player, params);
    expect(fresh.status).toBe(Status.REFUSED);
  });

  it("settles one order to several payees exactly once, each journal keyed by order and payee", async () => {
    const match = await createMatch(ctx, { gameCode: "jczq", singles: ["SPF"] });
    const owner = await bettor(ctx, "pipe04", 100);
    const partner = await moneyPlayer(ctx.app, "pipe05", 0);
    const placed = await betCall(ctx, owner, {
      gameCode: "jczq",
      passTypes: "1_1",
      legs: [leg(match, "SPF", ["3"])],
      multiple: 5,
    });
    expect(placed, placed.msg).toMatchObject({ status: 0 });
    const [order] = await db().select().from(orders).where(eq(orders.orderNo, placed.models!.orderId));
    const prizeFen = 3001;
    const split = async () =>
      new Map([
        [
          order!.id,
          [
            { userId: owner.mid, amountFen: 1001, stakeFen: 400 },
            { userId: partner.mid, amountFen: 2000, stakeFen: 600 },
          ],
        ],
      ]);
    const memos = { prize: () => "合买中奖", refund: () => "合买退款" };
    const settle = () =>
      db().transaction((tx) =>
        settleOrders(tx, [{ orderId: order!.id, status: "won", prizeFen }], ctx.clock.now(), memos, split),
      );
    expect(await settle()).toHaveLength(1);
    expect(await settle()).toHaveLength(0);
    expect(await cashBalance(ctx.app, owner.token)).toBe(100 - 10 + 10.01);
    expect(await cashBalance(ctx.app, partner.token)).toBe(20);
    const keys = (await db().select().from(ledgerJournals))
      .map((j) => j.key)
      .filter((k) => k.startsWith(`prize:${order!.orderNo}`))
      .sort();
    expect(keys).toEqual(
      [`prize:${order!.orderNo}:${owner.mid}`, `prize:${order!.orderNo}:${partner.mid}`].sort(),
    );
    await expectAuditOk(ctx.app, ctx.operator);
  });
});
