import { beforeAll, describe, expect, it } from "vitest";
import type { InventoryItem, MemberInfoModels, Paged } from "@lottery/contract";
import type { TestPlayer } from "./cards-fixtures.ts";
import { bet, drawAndSettle, openIssue, passDraw } from "./lottery-orders-fixtures.ts";
import { addProduct, buy, changeSettings, checkIn, startLoyaltyServer } from "./loyalty-fixtures.ts";
import { cashBalance, moneyPlayer, newRequestId, okModels, playerCall } from "./money-helpers.ts";
import { serverOfFile } from "./server-fixtures.ts";
import { accrueSettledOrders, ACCRUAL_LAG_MS } from "../src/loyalty/accrual.ts";
import { playerBalance } from "../src/loyalty/points.ts";
import { auditLedger } from "../src/wallet/audit.ts";

const ctx = serverOfFile(startLoyaltyServer);
const db = () => ctx.server.database.db;
const app = () => ctx.server.app;
const TICKET = "5XZX:1|2|3|4|5";
let player: TestPlayer;
let packetProduct: number;

/** A red packet of 3 yuan in the player's bag; answers its item id. */
async function packetOf(who: TestPlayer): Promise<number> {
  return (await okModels(buy(app(), who, packetProduct))).itemId;
}

beforeAll(async () => {
  await changeSettings(db(), (s) => ({
    checkin: { ...s.checkin, dailyPoints: 100 },
    earning: { ...s.earning, loginGrowth: 0 },
  }));
  packetProduct = await addProduct(db(), { price: 10, valueFen: 300 });
  player = await moneyPlayer(app(), "packeter1", 100);
  await okModels(checkIn(app(), player));
});

describe("red packets pay bets", () => {
  it("pays a number bet's stake from the packet first, the rest in cash; growth counts the cash part only", async () => {
    const packetId = await packetOf(player);
    const issue = await openIssue(ctx, "ffssc");
    const requestId = newRequestId();
    const placed = await okModels(
      bet(ctx, player, issue, { tickets: TICKET, multiple: 5, packetId, requestId }),
    );
    expect(placed).toMatchObject({ amount: 10, balance: 93 });
    expect(
      await okModels(bet(ctx, player, issue, { tickets: TICKET, multiple: 5, packetId, requestId })),
    ).toEqual(placed);
    expect(await cashBalance(app(), player.token)).toBe(93);
    expect(await playerBalance(db(), player.mid, "credit")).toBe(0);
    const used = await okModels(
      playerCall<Paged<InventoryItem>>(app(), player, "GET", "UserCenter/QueryInventory", { state: "used" }),
    );
    expect(used.list).toMatchObject([{ id: packetId, remaining: 0, state: "used" }]);
    passDraw(ctx, issue);
    await drawAndSettle(ctx, issue, "9,9,9,9,9");
    ctx.clock.advance(ACCRUAL_LAG_MS + 1000);
    await accrueSettledOrders(db(), ctx.clock.now());
    const info = await okModels(playerCall<MemberInfoModels>(app(), player, "GET", "UserCenter/MemberInfo"));
    expect(info.growth).toBe(7);
  });

  it("keeps what a smaller stake leaves in the packet", async () => {
    const packetId = await packetOf(player);
    const issue = await openIssue(ctx, "ffssc");
    await okModels(bet(ctx, player, issue, { tickets: TICKET, multiple: 1, packetId }));
    const usable = await okModels(
      playerCall<Paged<InventoryItem>>(app(), player, "GET", "UserCenter/QueryInventory", {
        state: "usable",
      }),
    );
    expect(usable.list.find((item) => item.id === packetId)).toMatchObject({ remaining: 1, state: "usable" });
    expect(await playerBalance(db(), player.mid, "credit")).toBe(100);
  });

  it("refuses another player's packet, a used one and a chase, changing nothing", async () => {
    const other = await moneyPlayer(app(), "packeter2", 50);
    await okModels(checkIn(app(), other));
    const theirs = await packetOf(other);
    const issue = await openIssue(ctx, "ffssc");
    const cash = await cashBalance(app(), player.token);
    expect(await bet(ctx, player, issue, { tickets: TICKET, packetId: theirs })).toMatchObject({
      status: 1,
      msg: "红包不可用或已过期",
    });
    expect(await bet(ctx, player, issue, { tickets: TICKET, chase: 3, packetId: theirs })).toMatchObject({
      status: 1,
      msg: "红包不能用于追号",
    });
    expect((await bet(ctx, player, issue, { tickets: TICKET, packetId: "abc" })).status).toBe(2);
    expect(await cashBalance(app(), player.token)).toBe(cash);
    expect(await playerBalance(db(), other.mid, "credit")).toBe(300);
  });

  it("keeps the ledger clean", async () => {
    expect(await auditLedger(db())).toEqual({ ok: true, problems: [] });
  });
});
