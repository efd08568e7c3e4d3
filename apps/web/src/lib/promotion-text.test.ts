import { describe, expect, it } from "vitest";
import type { PlayerPromotion } from "@lottery/contract";
import { figureOf, termsText, turnoverText, windowText } from "./promotion-text.ts";

const base = {
  id: 1,
  title: "t",
  description: "",
  startsAt: null,
  endsAt: null,
  turnoverMultiple: 10,
  state: "claimable",
  reason: null,
  action: null,
  amount: null,
} as const;
const first: PlayerPromotion = { ...base, kind: "first_recharge", percent: 10, cap: 1888, minRecharge: 50 };
const red: PlayerPromotion = { ...base, kind: "red_packet", min: 0.88, max: 8.88 };

describe("promotion texts", () => {
  it("shows what is paid, else the cap or the range", () => {
    expect(figureOf({ ...first, amount: 20 })).toEqual({ label: "可领", figure: "20.00" });
    expect(figureOf({ ...first, amount: 20, state: "claimed" })).toEqual({ label: "已领", figure: "20.00" });
    expect(figureOf(first)).toEqual({ label: "最高", figure: "1,888.00" });
    expect(figureOf(red)).toEqual({ label: "随机", figure: "0.88~8.88" });
  });

  it("states the rule, the window and the turnover", () => {
    expect(termsText(first)).toBe("首充满50.00元送10%，最高1,888.00元");
    expect(termsText(red)).toBe("已充值会员每日可领一次");
    expect(windowText({ startsAt: null, endsAt: null })).toBe("长期有效");
    expect(windowText({ startsAt: "2026-11-01T00:00:00+08:00", endsAt: null })).toBe("2026-11-01 起");
    expect(windowText({ startsAt: null, endsAt: "2026-12-31T23:59:59+08:00" })).toBe("至 2026-12-31");
    expect(turnoverText(10)).toBe("10倍");
    expect(turnoverText(1.5)).toBe("1.5倍");
    expect(turnoverText(0)).toBe("无");
  });
});
