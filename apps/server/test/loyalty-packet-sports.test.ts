import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { BetYouhuaModels, FundRecord, Paged } from "@lottery/contract";
import type { TestPlayer } from "./cards-fixtures.ts";
import {
  addProduct,
  changeSettings,
  packetPlayer,
  packetRow,
  startLoyaltyServer,
} from "./loyalty-fixtures.ts";
import { cashBalance, okModels, playerCall } from "./money-helpers.ts";
import { serverOfFile } from "./server-fixtures.ts";
import { betCall, leg, orderRow, type LegParam } from "./sports-bets-fixtures.ts";
import { createCtzqIssue, createMatch, finishMatch, spOf, type SportsServer } from "./sports-fixtures.ts";
import { playerBalance } from "../src/loyalty/points.ts";
import { settleOrders } from "../src/orders/settle.ts";
import { settleMatch } from "../src/sports/settlement.ts";
import { auditLedger } from "../src/wallet/audit.ts";
import { ledgerJournals } from "../src/wallet/tables.ts";

/**
 * Red packets (issue 25) on 传统足彩 and 奖金优化 orders, and the refund rule for a won sports order
 * with refunded singles: stake given back restores the packet that paid first, up to what it paid,
 * the rest (and every prize) goes to cash.
 */
const ctx = serverOfFile(startLoyaltyServer);
const db = () => ctx.server.database.db;
const app = () => ctx.server.app;
const sports = (): SportsServer => ({ ...ctx, app: ctx.server.app });
const memos = { prize: () => "派奖", refund: () => "撤单退款" };
let packet3: number;
let packet1: number;

/** A player with `yuan` cash and a red packet bought with check-in points (3 yuan unless `product`). */
const playerWithPacket = (name: string, yuan: number, product = packet3) =>
  packetPlayer(app(), name, yuan, product);
const packet = (id: number) => packetRow(db(), id);

/** The order's journals: kind → fen moved to or from the player's accounts (positive: to the player). */
async function journalsOf(orderNo: string) {
  const rows = await db().select().from(ledgerJournals).where(eq(ledgerJournals.refId, orderNo));
  return rows.map((j) => j.kind).sort();
}

const fundList = (who: TestPlayer, account?: string) =>
  okModels(playerCall<Paged<FundRecord>>(app(), who, "GET", "fund/list", account ? { account } : {})).then(
    (page) => page.list.map((r) => [r.typeName, r.amount]),
  );

beforeAll(async () => {
  await changeSettings(db(), (s) => ({
    checkin: { ...s.checkin, dailyPoints: 100 },
    earning: { ...s.earning, loginGrowth: 0 },
  }));
  packet3 = await addProduct(db(), { price: 10, valueFen: 300 });
  packet1 = await addProduct(db(), { price: 10, valueFen: 100 });
});

describe("red packets on 传统足彩 and 奖金优化", () => {
  it("a 胜负彩 order takes the packet's credit first, cash the rest", async () => {
    const { who, packetId } = await playerWithPacket("ctzqpacket1", 20);
    const matches = await createCtzqIssue(sports(), "26301");
    // 13 single picks and one double: 2 bets × 2 yuan = 4 yuan
    const legs: LegParam[] = matches.map((m, i) => ({
      matchId: m.matchId,
      play: "T14C",
      options: (i === 0 ? ["3", "1"] : ["3"]).map((code) => ({ code })),
    }));
    const placed = await okModels(
      betCall(sports(), who, { gameCode: "ctzq", passTypes: "T14C", legs, packetId }),
    );
    expect(placed).toMatchObject({ bets: 2, amount: 4, balance: 19 });
    expect(await packet(packetId)).toMatchObject({ state: "used", remainingFen: 0 });
    expect(await playerBalance(db(), who.mid, "credit")).toBe(0);
    expect(await fundList(who, "credit")).toEqual([
      ["红包投注", -3],
      ["红包入账", 3],
    ]);
    expect((await fundList(who))[0]).toEqual(["投注", -1]);
    expect(await journalsOf(placed.orderId)).toEqual(["bet", "bet"]);
  });

  it("an optimised order takes the packet's credit first, cash the rest", async () => {
    const { who, packetId } = await playerWithPacket("yhpacket1", 30);
    const a = await createMatch(sports(), { gameCode: "jczq" });
    const b = await createMatch(sports(), { gameCode: "jczq" });
    const placed = await okModels(
      betCall<BetYouhuaModels>(
        sports(),
        who,
        {
          gameCode: "jczq",
          passTypes: "2_1",
          legs: [leg(a, "SPF", ["3", "1"]), leg(b, "SPF", ["3", "0"])],
          mode: "average",
          amount: "20",
          packetId,
        },
        "lottery/bet_youhua_create",
      ),
    );
    expect(placed).toMatchObject({ bets: 4, amount: 20, balance: 13 });
    expect(await packet(packetId)).toMatchObject({ state: "used", remainingFen: 0 });
    expect((await fundList(who))[0]).toEqual(["投注", -17]);
    expect((await fundList(who, "credit"))[0]).toEqual(["红包投注", -3]);
  });
});

describe("a won sports order with refunded singles, paid partly by a packet", () => {
  it("gives the refunded stake to the packet first and the prize to cash, once under concurrent replays", async () => {
    const { who, packetId } = await playerWithPacket("voidpacket1", 20);
    const won = await createMatch(sports(), { gameCode: "jczq", singles: ["SPF"] });
    const voided = await createMatch(sports(), { gameCode: "jczq", singles: ["SPF"] });
    // two 2-yuan singles: 3 yuan from the packet, 1 from cash
    const placed = await okModels(
      betCall(sports(), who, {
        gameCode: "jczq",
        passTypes: "1_1",
        legs: [leg(won, "SPF", ["3"]), leg(voided, "SPF", ["3"])],
        packetId,
      }),
    );
    expect(placed).toMatchObject({ amount: 4, balance: 19 });

    await finishMatch(sports(), won, { halfScore: "1:0", fullScore: "2:0" });
    await finishMatch(sports(), voided, { cancelled: true });
    const prizeFen = Math.floor(spOf(won, "SPF", "3") * 200);
    // the order pays its prize and the voided single's 2 yuan: those 2 go back to the packet
    expect(await orderRow(sports(), placed.orderId)).toMatchObject({
      status: "won",
      prizeFen: prizeFen + 200,
    });
    const settledCash = await cashBalance(app(), who.token);
    expect(settledCash).toBe(19 + prizeFen / 100);
    expect(await playerBalance(db(), who.mid, "credit")).toBe(200);
    expect(await packet(packetId)).toMatchObject({ state: "usable", remainingFen: 200, usedAt: null });
    expect(await journalsOf(placed.orderId)).toEqual(["bet", "bet", "credit_refund", "prize"]);
    expect((await fundList(who, "credit"))[0]).toEqual(["红包退回", 2]);

    // settling both matches again, at once, pays nothing twice
    await Promise.all([settleMatch(app().deps, won.matchId), settleMatch(app().deps, voided.matchId)]);
    expect(await cashBalance(app(), who.token)).toBe(settledCash);
    expect(await playerBalance(db(), who.mid, "credit")).toBe(200);
    expect(await journalsOf(placed.orderId)).toHaveLength(4);
    expect(await auditLedger(db())).toEqual({ ok: true, problems: [] });
  });

  it("restores no more than the packet paid: the rest of the refund is cash; a crash and a race settle once", async () => {
    const { who, packetId } = await playerWithPacket("voidpacket2", 20, packet1);
    const a = await createMatch(sports(), { gameCode: "jczq", singles: ["SPF"] });
    const b = await createMatch(sports(), { gameCode: "jczq", singles: ["SPF"] });
    // 4 yuan: 1 from the packet, 3 from cash
    const placed = await okModels(
      betCall(sports(), who, {
        gameCode: "jczq",
        passTypes: "1_1",
        legs: [leg(a, "SPF", ["3"]), leg(b, "SPF", ["3"])],
        packetId,
      }),
    );
    expect(placed).toMatchObject({ amount: 4, balance: 17 });
    const order = await orderRow(sports(), placed.orderId);
    // won 5 yuan on one single, the other (2 yuan) refunded
    const outcome = [{ orderId: order.id, status: "won" as const, prizeFen: 700, refundFen: 200 }];

    await expect(
      db().transaction(async (tx) => {
        await settleOrders(tx, outcome, ctx.clock.now(), memos);
        throw new Error("crash");
      }),
    ).rejects.toThrow("crash");
    expect(await packet(packetId)).toMatchObject({ state: "used", remainingFen: 0 });
    expect(await cashBalance(app(), who.token)).toBe(17);

    const runs = await Promise.all(
      [0, 1, 2].map(() => db().transaction((tx) => settleOrders(tx, outcome, ctx.clock.now(), memos))),
    );
    expect(runs.map((r) => r.length).sort()).toEqual([0, 0, 1]);
    // 1 yuan back to the packet (all it paid), the other 1 yuan of the refund and the 5-yuan prize to cash
    expect(await packet(packetId)).toMatchObject({ state: "usable", remainingFen: 100 });
    expect(await playerBalance(db(), who.mid, "credit")).toBe(100);
    expect(await cashBalance(app(), who.token)).toBe(23);
    expect(await auditLedger(db())).toEqual({ ok: true, problems: [] });
  });
});
