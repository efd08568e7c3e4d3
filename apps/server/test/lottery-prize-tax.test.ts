import { describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import type { CalcModels, OrderDetail } from "@lottery/contract";
import { settleDrawnIssue } from "../src/lottery/settlement.ts";
import { ledgerAccounts, ledgerJournals } from "../src/wallet/tables.ts";
import { call } from "./helpers.ts";
import { cashBalance, expectAuditOk, moneyPlayer, okModels, playerCall } from "./money-helpers.ts";
import {
  bet,
  drawAndSettle,
  issueRow,
  openIssue,
  passDraw,
  startLotteryServer,
} from "./lottery-orders-fixtures.ts";
import { serverOfFile } from "./server-fixtures.ts";

const ctx = serverOfFile(startLotteryServer);

const detailOf = (player: { token: string; mid: number }, orderId: string) =>
  okModels(playerCall<OrderDetail>(ctx.server.app, player, "GET", "order/detail", { orderId }));

/** The tax-payable house account's balance in fen (the sum of its shards). */
async function taxPayableFen(): Promise<number> {
  const rows = await ctx.server.database.db.select().from(ledgerAccounts);
  return rows
    .filter((r) => r.userId === null && /^tax(:\d+)?$/.test(r.kind))
    .reduce((s, r) => s + r.balanceFen, 0);
}

describe("prize tax (偶然所得税): over 10,000 yuan a bet, 20 % withheld at settlement", () => {
  const DRAW = "01,02,03,04,05,06|07";
  const FIRST = "DS:01,02,03,04,05,06|07"; // 6 + 1: first prize
  const SECOND = "DS:01,02,03,04,05,06|08"; // 6 + 0: second prize

  it("withholds 20 % just over the line, nothing at it; pays once; books the tax; audit clean", async () => {
    const issue = await openIssue(ctx, "ssq");
    const over = await moneyPlayer(ctx.server.app, "taxover", 20);
    const at = await moneyPlayer(ctx.server.app, "taxat", 20);
    const overOrder = await okModels(bet(ctx, over, issue, { tickets: FIRST, multiple: 3 }));
    const atOrder = await okModels(bet(ctx, at, issue, { tickets: SECOND, multiple: 3 }));
    passDraw(ctx, issue);
    // First prize 10,000.01 yuan a bet (taxed), second prize exactly 10,000 yuan (not taxed).
    const drawn = await drawAndSettle(ctx, issue, DRAW, { "1": 10_000.01, "2": 10_000 });
    expect(drawn.status).toBe("settled");

    // 3 × 10,000.01 = 30,000.03 before tax; 20 % = 6,000.006 → 6,000.00 withheld (floored to the fen).
    expect(await detailOf(over, overOrder.orderId)).toMatchObject({
      status: "won",
      prize: 30_000.03,
      tax: 6_000,
      afterTax: 24_000.03,
    });
    expect(await cashBalance(ctx.server.app, over.token)).toBe(20 - 6 + 24_000.03);
    expect(await detailOf(at, atOrder.orderId)).toMatchObject({ prize: 30_000, tax: 0, afterTax: 30_000 });
    expect(await cashBalance(ctx.server.app, at.token)).toBe(20 - 6 + 30_000);
    expect(await taxPayableFen()).toBe(600_000);

    // Settling again pays and books nothing twice.
    await settleDrawnIssue(ctx.server.app.deps, {
      ...(await issueRow(ctx, "ssq", issue.issue)),
      status: "drawn",
    });
    expect(await cashBalance(ctx.server.app, over.token)).toBe(20 - 6 + 24_000.03);
    expect(await taxPayableFen()).toBe(600_000);
    const journals = await ctx.server.database.db
      .select()
      .from(ledgerJournals)
      .where(
        and(
          inArray(ledgerJournals.kind, ["prize", "prize_tax"]),
          eq(ledgerJournals.refId, overOrder.orderId),
        ),
      );
    expect(journals.map((j) => j.kind).sort()).toEqual(["prize", "prize_tax"]);
    await expectAuditOk(ctx.server.app, ctx.operator);

    // The records list says what was paid, and the calculator answers before and after tax.
    const list = await okModels(
      playerCall<{ list: OrderDetail[] }>(ctx.server.app, over, "GET", "order/list", {}),
    );
    expect(list.list[0]).toMatchObject({ prize: 30_000.03, tax: 6_000, afterTax: 24_000.03 });
    const calc = await call<CalcModels>(ctx.server.app, "GET", "/api/lottery/calc", {
      gameCode: "ssq",
      tickets: FIRST,
      multiple: 3,
      draw: DRAW,
      issue: issue.issue,
    });
    expect(calc.body.models?.prize).toMatchObject({ total: 30_000.03, tax: 6_000, afterTax: 24_000.03 });
  });
});
