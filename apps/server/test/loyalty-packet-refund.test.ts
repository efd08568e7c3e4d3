import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { FundRecord, InventoryItem, Paged } from "@lottery/contract";
import { bet, openIssue } from "./lottery-orders-fixtures.ts";
import {
  addProduct,
  changeSettings,
  packetPlayer,
  packetRow,
  startLoyaltyServer,
} from "./loyalty-fixtures.ts";
import { cashBalance, okModels, playerCall } from "./money-helpers.ts";
import { serverOfFile } from "./server-fixtures.ts";
import { betCall, leg, orderRow } from "./sports-bets-fixtures.ts";
import { createMatch, finishMatch, type SportsServer } from "./sports-fixtures.ts";
import { playerBalance } from "../src/loyalty/points.ts";
import { settleOrders } from "../src/orders/settle.ts";
import { settleMatch } from "../src/sports/settlement.ts";
import { auditLedger } from "../src/wallet/audit.ts";
import { ledgerJournals } from "../src/wallet/tables.ts";

/**
 * Red packets (issue 25) on sports orders, and every cancelled order paid partly by a packet gives that
 * credit back to the same packet (valid 7 more days at least) and only the cash part back to cash.
 */
const ctx = serverOfFile(startLoyaltyServer);
const db = () => ctx.server.database.db;
const app = () => ctx.server.app;
const sports = (): SportsServer => ({ ...ctx, app: ctx.server.app });
const memos = { prize: () => "派奖", refund: () => "撤单退款" };
const DAY_MS = 86_400_000;
let product: number;

/** A player with `yuan` cash and a 3-yuan red packet bought with check-in points; answers both. */
const playerWithPacket = (name: string, yuan: number) => packetPlayer(app(), name, yuan, product);
const packet = (id: number) => packetRow(db(), id);

async function refundJournals(orderNo: string) {
  const rows = await db().select().from(ledgerJournals).where(eq(ledgerJournals.refId, orderNo));
  return rows.filter((j) => j.kind === "refund" || j.kind === "credit_refund").map((j) => j.kind);
}

beforeAll(async () => {
  await changeSettings(db(), (s) => ({
    checkin: { ...s.checkin, dailyPoints: 100 },
    earning: { ...s.earning, loginGrowth: 0 },
  }));
  product = await addProduct(db(), { price: 10, valueFen: 300 });
});

describe("red packets on sports orders", () => {
  it("a packet pays part of a 竞彩 single; the cancelled match gives the credit back to the same packet", async () => {
    const { who, packetId } = await playerWithPacket("sppacket1", 20);
    const match = await createMatch(sports(), { gameCode: "jczq", singles: ["SPF"] });
    const placed = await okModels(
      betCall(sports(), who, {
        gameCode: "jczq",
        passTypes: "1_1",
        legs: [leg(match, "SPF", ["3", "1"])],
        packetId,
      }),
    );
    // 2 bets × 2 yuan = 4: 3 from the packet, 1 from cash.
    expect(placed).toMatchObject({ amount: 4, balance: 19 });
    expect(await playerBalance(db(), who.mid, "credit")).toBe(0);
    expect(await packet(packetId)).toMatchObject({ state: "used", remainingFen: 0 });

    await finishMatch(sports(), match, { cancelled: true });
    expect(await orderRow(sports(), placed.orderId)).toMatchObject({ status: "cancelled" });
    expect(await cashBalance(app(), who.token)).toBe(20);
    expect(await playerBalance(db(), who.mid, "credit")).toBe(300);
    const back = await packet(packetId);
    expect(back).toMatchObject({ state: "usable", remainingFen: 300, usedAt: null });
    expect(back.expiresAt!.getTime()).toBeGreaterThanOrEqual(ctx.clock.now().getTime() + 7 * DAY_MS - 1000);
    expect((await refundJournals(placed.orderId)).sort()).toEqual(["credit_refund", "refund"]);

    // 资金明细: the red packet's movements apart from cash, with their Chinese names.
    const credit = await okModels(
      playerCall<Paged<FundRecord>>(app(), who, "GET", "fund/list", { account: "credit" }),
    );
    expect(credit.list.map((r) => [r.typeName, r.amount, r.balance])).toEqual([
      ["红包退回", 3, 3],
      ["红包投注", -3, 0],
      ["红包入账", 3, 3],
    ]);
    const cash = await okModels(playerCall<Paged<FundRecord>>(app(), who, "GET", "fund/list"));
    expect(cash.list.map((r) => [r.typeName, r.amount])).toEqual([
      ["退款", 1],
      ["投注", -1],
      ["充值", 20],
    ]);
    expect((await playerCall(app(), who, "GET", "fund/list", { account: "points" })).msg).toContain("账户");

    // Settling the match again (a replay) pays nothing twice.
    await settleMatch(app().deps, match.matchId);
    expect(await cashBalance(app(), who.token)).toBe(20);
    expect(await playerBalance(db(), who.mid, "credit")).toBe(300);
    expect(await refundJournals(placed.orderId)).toHaveLength(2);
  });

  it("refuses another player's packet on a sports order, placing nothing", async () => {
    const { packetId: theirs } = await playerWithPacket("sppacket2", 5);
    const { who } = await playerWithPacket("sppacket3", 10);
    const match = await createMatch(sports(), { gameCode: "jczq", singles: ["SPF"] });
    const refused = await betCall(sports(), who, {
      gameCode: "jczq",
      passTypes: "1_1",
      legs: [leg(match, "SPF", ["3"])],
      packetId: theirs,
    });
    expect(refused).toMatchObject({ status: 1, msg: "红包不可用或已过期" });
    expect(await cashBalance(app(), who.token)).toBe(10);
    expect((await betCall(sports(), who, { legs: [leg(match, "SPF", ["3"])], packetId: "x" })).status).toBe(
      2,
    );
  });
});

describe("a cancelled number order paid by a packet", () => {
  it("refunds the packet and the cash apart, once, surviving a crash half-way and a replay", async () => {
    const { who, packetId } = await playerWithPacket("numpacket1", 10);
    const issue = await openIssue(ctx, "ffssc");
    const placed = await okModels(bet(ctx, who, issue, { tickets: "5XZX:1|2|3|4|5", multiple: 4, packetId }));
    expect(placed).toMatchObject({ amount: 8, balance: 5 });
    const order = await orderRow(sports(), placed.orderId);
    const outcome = [{ orderId: order.id, status: "cancelled" as const, prizeFen: 0 }];

    // A crash after the refund step but before commit leaves nothing behind.
    await expect(
      db().transaction(async (tx) => {
        await settleOrders(tx, outcome, ctx.clock.now(), memos);
        throw new Error("crash");
      }),
    ).rejects.toThrow("crash");
    expect(await packet(packetId)).toMatchObject({ state: "used", remainingFen: 0 });
    expect(await cashBalance(app(), who.token)).toBe(5);

    const settled = await db().transaction((tx) => settleOrders(tx, outcome, ctx.clock.now(), memos));
    expect(settled).toHaveLength(1);
    const again = await db().transaction((tx) => settleOrders(tx, outcome, ctx.clock.now(), memos));
    expect(again).toHaveLength(0);
    expect(await cashBalance(app(), who.token)).toBe(10);
    expect(await playerBalance(db(), who.mid, "credit")).toBe(300);
    expect(await packet(packetId)).toMatchObject({ state: "usable", remainingFen: 300 });
    const bag = await okModels(
      playerCall<Paged<InventoryItem>>(app(), who, "GET", "UserCenter/QueryInventory", { state: "usable" }),
    );
    expect(bag.list.find((item) => item.id === packetId)).toMatchObject({ remaining: 3 });
  });

  it("a restored packet pays again, and the ledger audit is clean", async () => {
    const { who, packetId } = await playerWithPacket("numpacket2", 10);
    const issue = await openIssue(ctx, "ffssc");
    const first = await okModels(bet(ctx, who, issue, { tickets: "5XZX:1|2|3|4|5", packetId }));
    const order = await orderRow(sports(), first.orderId);
    await db().transaction((tx) =>
      settleOrders(tx, [{ orderId: order.id, status: "cancelled", prizeFen: 0 }], ctx.clock.now(), memos),
    );
    expect(await packet(packetId)).toMatchObject({ remainingFen: 300, state: "usable" });
    await okModels(bet(ctx, who, issue, { tickets: "5XZX:1|2|3|4|5", multiple: 2, packetId }));
    expect(await packet(packetId)).toMatchObject({ remainingFen: 0, state: "used" });
    expect(await cashBalance(app(), who.token)).toBe(9);
    expect(await auditLedger(db())).toEqual({ ok: true, problems: [] });
  });
});
