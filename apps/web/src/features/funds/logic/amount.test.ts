import { describe, expect, it } from "vitest";
import type { RechargeChannel } from "@lottery/contract";
import { amountProblem } from "./amount.ts";

const channel: RechargeChannel = {
  code: "sandbox",
  name: "在线支付",
  min: 10,
  max: 50000,
  presets: [50, 100],
};

describe("amountProblem", () => {
  it("asks for a recharge amount and checks the channel's limits with the server's message", () => {
    expect(amountProblem("", channel)).toBe("请输入充值金额");
    expect(amountProblem("9.99", channel)).toBe("单笔充值金额须在10.00元至50000.00元之间");
    expect(amountProblem("10", channel)).toBeNull();
  });
});
