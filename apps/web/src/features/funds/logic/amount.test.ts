import { describe, expect, it } from "vitest";
import type { RechargeChannel } from "@lottery/contract";
import { amountToSend, filterAmountText, limitText } from "../../../lib/amount-input.ts";
import { amountProblem } from "./amount.ts";

const channel: RechargeChannel = {
  code: "sandbox",
  name: "在线支付",
  min: 10,
  max: 50000,
  presets: [50, 100],
};

describe("filterAmountText", () => {
  it.each([
    ["100", "100"],
    ["1a2b3", "123"],
    ["007", "7"],
    ["0", "0"],
    ["12.", "12."],
    ["12.345", "12.34"],
    [".5", "0.5"],
    ["1.2.3", "1.2"],
    ["-20", "20"],
    ["１２", ""],
    ["123456789012", "1234567890"],
  ])("%s → %s", (typed, kept) => {
    expect(filterAmountText(typed)).toBe(kept);
  });
});

describe("amountProblem", () => {
  it("asks for an amount when empty", () => {
    expect(amountProblem("", channel)).toBe("请输入充值金额");
    expect(amountProblem(" ", channel)).toBe("请输入充值金额");
  });

  it("uses the contract's words for a malformed or zero amount", () => {
    expect(amountProblem("0", channel)).toBe("金额须大于0");
    expect(amountProblem("1.234", channel)).toBe("金额须为最多两位小数的数字");
  });

  it("checks the channel's limits with the server's message, both ends allowed", () => {
    const range = "单笔充值金额须在10.00元至50000.00元之间";
    expect(amountProblem("9.99", channel)).toBe(range);
    expect(amountProblem("50000.01", channel)).toBe(range);
    expect(amountProblem("10", channel)).toBeNull();
    expect(amountProblem("50000", channel)).toBeNull();
    expect(amountProblem("123.45", channel)).toBeNull();
  });

  it("accepts a trailing point and sends the amount without it", () => {
    expect(amountProblem("100.", channel)).toBeNull();
    expect(amountToSend("100.")).toBe("100");
  });

  it("writes limits with two decimals", () => {
    expect(limitText(0.5)).toBe("0.50");
    expect(limitText(50000)).toBe("50000.00");
  });
});
