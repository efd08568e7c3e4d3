import { beforeAll, describe, expect, it } from "vitest";
import type {
  CheckinRecordModels,
  InventoryItem,
  MemberInfoModels,
  Paged,
  StoreProductsModels,
} from "@lottery/contract";
import type { TestPlayer } from "./cards-fixtures.ts";
import { addProduct, buy, changeSettings, checkIn, startLoyaltyServer } from "./loyalty-fixtures.ts";
import { moneyPlayer, okModels, playerCall } from "./money-helpers.ts";
import { serverOfFile } from "./server-fixtures.ts";
import { playerBalance } from "../src/loyalty/points.ts";
import { expirePackets } from "../src/loyalty/inventory.ts";
import { auditLedger } from "../src/wallet/audit.ts";
import { chinaDay } from "../src/domain/china-time.ts";

const ctx = serverOfFile(startLoyaltyServer);
const db = () => ctx.server.database.db;
const app = () => ctx.server.app;
const DAY_MS = 86_400_000;

const grid = (who: TestPlayer, month?: string) =>
  okModels(
    playerCall<CheckinRecordModels>(
      app(),
      who,
      "GET",
      "UserCenter/QueryUserCheckinRecord",
      month ? { month } : {},
    ),
  );
const bag = (who: TestPlayer, state?: string) =>
  okModels(
    playerCall<Paged<InventoryItem>>(app(), who, "GET", "UserCenter/QueryInventory", state ? { state } : {}),
  );

let cardId: number;
let packetId: number;

beforeAll(async () => {
  // Start the clock on the 1st of a month at noon China time, so a streak fits in the month.
  const now = ctx.clock.now();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 4));
  ctx.clock.advance(first.getTime() - now.getTime());
  cardId = await addProduct(db(), { kind: "makeup_card", price: 5 });
  packetId = await addProduct(db(), { price: 10, valueFen: 300, dailyStock: 2 });
});

describe("check-in", () => {
  it("checks in once a China day, pays the day's points and the 3-day streak reward", async () => {
    const player = await moneyPlayer(app(), "signer01");
    expect(await okModels(checkIn(app(), player))).toMatchObject({ points: 5, streak: 1, balance: 5 });
    expect(await checkIn(app(), player)).toMatchObject({ status: 1, msg: "今日已签到" });
    ctx.clock.advance(DAY_MS);
    await okModels(checkIn(app(), player));
    ctx.clock.advance(DAY_MS);
    const third = await okModels(checkIn(app(), player));
    expect(third).toMatchObject({ streak: 3, rewards: [{ days: 3, points: 10 }], balance: 25 });
    const month = await grid(player);
    expect(month.days.slice(0, 4).map((d) => d.state)).toEqual(["signed", "signed", "signed", "future"]);
    expect(month).toMatchObject({ streak: 3, signedToday: true, makeUpLeft: 2, makeUpCards: 0 });
    expect(month.rewards.find((r) => r.days === 3)?.paid).toBe(true);
  });

  it("makes up a missed day with a card bought with points, reconnecting the streak", async () => {
    const player = await moneyPlayer(app(), "signer02");
    await okModels(checkIn(app(), player)); // day 3 of the month
    ctx.clock.advance(2 * DAY_MS);
    await okModels(checkIn(app(), player)); // day 5: day 4 missed
    const missedDay = chinaDay(new Date(ctx.clock.now().getTime() - DAY_MS));
    expect((await grid(player)).streak).toBe(1);
    expect(
      await playerCall(app(), player, "POST", "UserCenter/MakeUpCheckin", { day: missedDay }),
    ).toMatchObject({
      status: 1,
      msg: "没有可用的补签卡",
    });
    await okModels(buy(app(), player, cardId));
    const madeUp = await okModels(
      playerCall<{ streak: number; rewards: unknown[] }>(app(), player, "POST", "UserCenter/MakeUpCheckin", {
        day: missedDay,
      }),
    );
    expect(madeUp).toMatchObject({ streak: 3, rewards: [{ days: 3, points: 10 }] });
    const month = await grid(player);
    expect(month.days.find((d) => d.day === missedDay)?.state).toBe("madeUp");
    expect(month).toMatchObject({ makeUpLeft: 1, makeUpCards: 0 });
    const again = await playerCall(app(), player, "POST", "UserCenter/MakeUpCheckin", { day: missedDay });
    expect(again).toMatchObject({ status: 1, msg: "该日已签到" });
    const bad = await playerCall(app(), player, "POST", "UserCenter/MakeUpCheckin", { day: "2026-02-30" });
    expect(bad.status).toBe(2);
  });
});

describe("the points store and the bag", () => {
  let buyer: TestPlayer;
  beforeAll(async () => {
    buyer = await moneyPlayer(app(), "shopper01");
    await changeSettings(db(), (s) => ({ checkin: { ...s.checkin, dailyPoints: 40 } }));
    await okModels(checkIn(app(), buyer));
  });

  it("lists products with the player's price, stock and allowance", async () => {
    const store = await okModels(
      playerCall<StoreProductsModels>(app(), buyer, "GET", "Store/GetProductList"),
    );
    expect(store).toMatchObject({ points: 40, boughtToday: 0, perPlayerDaily: 3 });
    expect(store.list.find((p) => p.id === packetId)).toMatchObject({ price: 10, value: 3, stockLeft: 2 });
  });

  it("buys a red packet exactly once per requestId: points, credit and the bag in one step", async () => {
    const first = await okModels(buy(app(), buyer, packetId, "buy-packet-0001"));
    expect(first).toMatchObject({ price: 10, points: 30 });
    expect(await okModels(buy(app(), buyer, packetId, "buy-packet-0001"))).toEqual(first);
    expect(await buy(app(), buyer, cardId, "buy-packet-0001")).toMatchObject({ status: 9 });
    expect(await playerBalance(db(), buyer.mid, "credit")).toBe(300);
    const info = await okModels(playerCall<MemberInfoModels>(app(), buyer, "GET", "UserCenter/MemberInfo"));
    expect(info).toMatchObject({ points: 30, credit: 3 });
    const items = await bag(buyer, "usable");
    expect(items.list).toMatchObject([
      { id: first.itemId, kind: "red_packet", value: 3, remaining: 3, source: "store", state: "usable" },
    ]);
  });

  it("refuses past the day's stock, then past the player's daily limit, and without points", async () => {
    const other = await moneyPlayer(app(), "shopper02");
    await okModels(checkIn(app(), other));
    await okModels(buy(app(), other, packetId));
    expect(await buy(app(), other, packetId)).toMatchObject({ status: 1, msg: "今日库存已兑完" });
    await okModels(buy(app(), other, cardId));
    await okModels(buy(app(), other, cardId));
    expect(await buy(app(), other, cardId)).toMatchObject({ status: 1, msg: "今日兑换次数已达上限" });
    const poor = await moneyPlayer(app(), "shopper03");
    expect(await buy(app(), poor, cardId)).toMatchObject({ status: 1, msg: "积分不足" });
    expect(await buy(app(), poor, 999_999)).toMatchObject({ status: 1, msg: "商品不存在或已下架" });
    expect((await buy(app(), poor, "x" as unknown as number)).status).toBe(2);
  });

  it("shows an unused item past its expiry as expired", async () => {
    ctx.clock.advance(31 * DAY_MS);
    expect((await bag(buyer, "expired")).total).toBe(1);
    expect((await bag(buyer, "usable")).total).toBe(0);
    expect(await expirePackets(db(), ctx.clock.now())).toBeGreaterThanOrEqual(1);
    expect(await expirePackets(db(), ctx.clock.now())).toBe(0);
    expect(await playerBalance(db(), buyer.mid, "credit")).toBe(0);
    expect((await bag(buyer, "expired")).list[0]).toMatchObject({ remaining: 0, state: "expired" });
  });

  it("keeps the ledger clean", async () => {
    expect(await auditLedger(db())).toEqual({ ok: true, problems: [] });
  });
});
