import { describe, expect, it } from "vitest";
import { moneyRequestIdSchema, type PayoutOption, type WithdrawSummary } from "@lottery/contract";
import { newRequestId } from "../../../lib/request-id.ts";
import {
  allAmount,
  attemptFor,
  blockersOf,
  preselectedAccount,
  turnoverMultiple,
  turnoverPercent,
  withdrawalsLeft,
  withdrawAmountProblem,
} from "./withdraw-form.ts";
import { bankOption, readySummary as oneCardSummary } from "#test/features/wallet/withdraw/fixtures.ts";

const card = bankOption;
const alipay: PayoutOption = { ...card, walletId: 9, kind: "alipay", name: "支付宝", isDefault: false };
const readySummary: WithdrawSummary = { ...oneCardSummary, accounts: [card, alipay] };

describe("blockers", () => {
  it("lists nothing for a player who may withdraw", () => {
    expect(blockersOf(readySummary)).toEqual([]);
  });

  it("lists every blocker in the order to fix them", () => {
    const blocked = {
      ...readySummary,
      realNameSet: false,
      withdrawPasswordSet: false,
      accounts: [],
      turnoverOwed: 20,
      usedToday: 5,
    };
    expect(blockersOf(blocked)).toEqual([
      "realName",
      "withdrawPassword",
      "noAccount",
      "turnover",
      "dailyLimit",
    ]);
    expect(withdrawalsLeft({ ...readySummary, usedToday: 7 })).toBe(0);
  });
});

describe("the amount", () => {
  const problem = (text: string, summary = readySummary) => withdrawAmountProblem(text, summary);

  it("accepts yuan within the limits and what can be withdrawn", () => {
    expect(problem("10")).toBeNull();
    expect(problem("99.99")).toBeNull();
    expect(problem("100.")).toBeNull();
  });

  it("names what is wrong", () => {
    expect(problem("")).toBe("请输入提现金额");
    expect(problem("0")).toBe("金额须大于0");
    expect(problem("9.99")).toBe("单笔提现金额须在10.00元至50000.00元之间");
    expect(problem("100.01")).toBe("提现金额超过可提现余额");
    expect(problem("60", { ...readySummary, max: 50 })).toBe("单笔提现金额须在10.00元至50.00元之间");
  });

  it("全部 fills what can be withdrawn, capped at the maximum", () => {
    expect(allAmount({ ...readySummary, withdrawable: 40.5 })).toBe(40.5);
    expect(allAmount({ ...readySummary, withdrawable: 80_000 })).toBe(50_000);
  });

  it("preselects the default account, else the first", () => {
    expect(preselectedAccount([alipay, card])).toBe(7);
    expect(preselectedAccount([alipay])).toBe(9);
    expect(preselectedAccount([])).toBeNull();
  });
});

describe("turnover progress", () => {
  it("shows how much of the requirement is wagered, 100 only when nothing is owed", () => {
    expect(turnoverPercent(readySummary)).toBe(100);
    expect(turnoverPercent({ ...readySummary, turnoverRequired: 200, turnoverOwed: 150 })).toBe(25);
    expect(turnoverPercent({ ...readySummary, turnoverRequired: 1000, turnoverOwed: 0.01 })).toBe(99);
    expect(turnoverMultiple(100)).toBe("1");
    expect(turnoverMultiple(150)).toBe("1.5");
  });
});

describe("requestId per attempt", () => {
  it("makes ids of the contract's shape", () => {
    const id = newRequestId();
    expect(moneyRequestIdSchema.safeParse(id).success).toBe(true);
    expect(newRequestId()).not.toBe(id);
  });

  it("keeps the id while amount and account stay, and draws a new one when either changes", () => {
    let n = 0;
    const makeId = () => `request-${(n += 1)}`;
    const first = attemptFor(null, "60", 7, makeId);
    expect(first).toEqual({ amount: "60", walletId: 7, requestId: "request-1" });
    expect(attemptFor(first, "60", 7, makeId)).toBe(first);
    expect(attemptFor(first, "61", 7, makeId).requestId).toBe("request-2");
    expect(attemptFor(first, "60", 9, makeId).requestId).toBe("request-3");
  });
});
