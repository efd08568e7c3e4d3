import { describe, expect, it } from "vitest";
import { Msg } from "@lottery/contract";
import { amountRangeProblem, amountToSend, filterAmountText, limitText } from "./amount-input.ts";

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

describe("amountRangeProblem", () => {
  const limits = { min: 10, max: 50000 };
  const words = { required: "请输入金额", outOfRange: Msg.rechargeAmountRange };
  const problem = (text: string) => amountRangeProblem(text, limits, words);

  it("asks for an amount when empty", () => {
    expect(problem("")).toBe("请输入金额");
    expect(problem(" ")).toBe("请输入金额");
  });

  it("uses the contract's words for a malformed or zero amount", () => {
    expect(problem("0")).toBe("金额须大于0");
    expect(problem("1.234")).toBe("金额须为最多两位小数的数字");
  });

  it("checks the limits with the given message, both ends allowed", () => {
    const range = "单笔充值金额须在10.00元至50000.00元之间";
    expect(problem("9.99")).toBe(range);
    expect(problem("50000.01")).toBe(range);
    expect(problem("10")).toBeNull();
    expect(problem("50000")).toBeNull();
    expect(problem("123.45")).toBeNull();
  });

  it("accepts a trailing point and sends the amount without it", () => {
    expect(problem("100.")).toBeNull();
    expect(amountToSend("100.")).toBe("100");
  });

  it("writes limits with two decimals", () => {
    expect(limitText(0.5)).toBe("0.50");
    expect(limitText(50000)).toBe("50000.00");
  });
});
