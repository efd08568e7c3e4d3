import { describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import { Status } from "@lottery/contract";
import { addProduct, buy, changeSettings, checkIn, startLoyaltyServer } from "./loyalty-fixtures.ts";
import { cashBalance, moneyPlayer } from "./money-helpers.ts";
import { bet, openIssue } from "./lottery-orders-fixtures.ts";
import { orders } from "../src/orders/tables.ts";
import { settleOrders } from "../src/orders/settle.ts";
import { serverOfFile } from "./server-fixtures.ts";
import { playerBalance } from "../src/loyalty/points.ts";
import { checkins, inventoryItems } from "../src/loyalty/tables.ts";
import { auditLedger } from "../src/wallet/audit.ts";
import { ledgerJournals } from "../src/wallet/tables.ts";

// Real races need real parallel connections: PGlite runs one transaction at a time.
const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres)
  console.info(
    "loyalty concurrency tests skipped on PGlite: set DATABASE_URL to a PostgreSQL server to run them",
  );

const ctx = onPostgres ? serverOfFile(startLoyaltyServer) : undefined;
const app = () => ctx!.server.app;
const db = () => ctx!.server.database.db;

describe("racing loyalty calls on PostgreSQL", () => {
  it.skipIf(!onPostgres)("20 concurrent check-ins sign the day once and pay its points once", async () => {
    const player = await moneyPlayer(app(), "racer01");
    const answers = await Promise.all(Array.from({ length: 20 }, () => checkIn(app(), player)));
    expect(answers.filter((a) => a.status === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.status === Status.REFUSED).map((a) => a.msg)).toEqual(
      Array(19).fill("今日已签到"),
    );
    const [rows] = await db().select({ n: count() }).from(checkins).where(eq(checkins.userId, player.mid));
    expect(rows?.n).toBe(1);
    expect(await playerBalance(db(), player.mid, "points")).toBe(5);
  });

  it.skipIf(!onPostgres)(
    "purchases racing the daily limit and the stock sell exactly what is allowed",
    async () => {
      await changeSettings(db(), (s) => ({ checkin: { ...s.checkin, dailyPoints: 1000 } }));
      const packet = await addProduct(db(), { price: 10, valueFen: 200, dailyStock: 4 });
      const players = await Promise.all(["racer02", "racer03"].map((name) => moneyPlayer(app(), name)));
      for (const player of players) await checkIn(app(), player);
      const answers = await Promise.all(
        players.flatMap((player) => Array.from({ length: 10 }, () => buy(app(), player, packet))),
      );
      const sold = answers.filter((a) => a.status === 0);
      expect(sold).toHaveLength(4);
      for (const player of players) {
        const [items] = await db()
          .select({ n: count() })
          .from(inventoryItems)
          .where(and(eq(inventoryItems.userId, player.mid), eq(inventoryItems.kind, "red_packet")));
        expect(items!.n).toBeLessThanOrEqual(3);
        expect(await playerBalance(db(), player.mid, "points")).toBe(1000 - 10 * items!.n);
        expect(await playerBalance(db(), player.mid, "credit")).toBe(200 * items!.n);
      }
    },
  );

  it.skipIf(!onPostgres)(
    "racing repeats of one requestId buy once and all answer the first purchase",
    async () => {
      const card = await addProduct(db(), { kind: "makeup_card", price: 7 });
      const player = await moneyPlayer(app(), "racer04");
      await checkIn(app(), player);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => buy(app(), player, card, "same-request-0001")),
      );
      expect(answers.every((a) => a.status === 0)).toBe(true);
      expect(new Set(answers.map((a) => JSON.stringify(a.models))).size).toBe(1);
      expect(await playerBalance(db(), player.mid, "points")).toBe(993);
      const [spends] = await db()
        .select({ n: count() })
        .from(ledgerJournals)
        .where(eq(ledgerJournals.key, `loyalty:buy:${player.mid}:same-request-0001`));
      expect(spends?.n).toBe(1);
    },
  );

  it.skipIf(!onPostgres)(
    "bets racing on one red packet spend its credit once; racing cancellations give it back once",
    async () => {
      await changeSettings(db(), (s) => ({ checkin: { ...s.checkin, dailyPoints: 1000 } }));
      const product = await addProduct(db(), { price: 10, valueFen: 300 });
      const player = await moneyPlayer(app(), "racer05", 20);
      await checkIn(app(), player);
      const packetId = (await buy(app(), player, product)).models!.itemId;
      const issue = await openIssue(ctx!, "ffssc");
      const bets = await Promise.all(
        Array.from({ length: 6 }, () => bet(ctx!, player, issue, { tickets: "5XZX:1|2|3|4|5", packetId })),
      );
      const placed = bets.filter((b) => b.status === 0);
      // 2-yuan bets on a 3-yuan packet: the first takes 2, the second 1 (and 1 in cash), the rest refused.
      expect(placed).toHaveLength(2);
      expect(bets.filter((b) => b.msg === "红包不可用或已过期")).toHaveLength(4);
      expect(await playerBalance(db(), player.mid, "credit")).toBe(0);
      expect(await cashBalance(app(), player.token)).toBe(19);
      const ids = await db().select({ id: orders.id }).from(orders).where(eq(orders.userId, player.mid));
      const outcomes = ids.map(({ id }) => ({ orderId: id, status: "cancelled" as const, prizeFen: 0 }));
      const memos = { prize: () => "派奖", refund: () => "撤单退款" };
      await Promise.all(
        Array.from({ length: 5 }, () =>
          db().transaction((tx) => settleOrders(tx, outcomes, new Date(), memos)),
        ),
      );
      expect(await playerBalance(db(), player.mid, "credit")).toBe(300);
      expect(await cashBalance(app(), player.token)).toBe(20);
      const [item] = await db().select().from(inventoryItems).where(eq(inventoryItems.id, packetId));
      expect(item).toMatchObject({ remainingFen: 300, state: "usable" });
    },
  );

  it.skipIf(!onPostgres)("leaves a clean ledger", async () => {
    expect(await auditLedger(db())).toEqual({ ok: true, problems: [] });
  });
});
