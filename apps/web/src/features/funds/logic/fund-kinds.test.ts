import { describe, expect, it } from "vitest";
import { journalKinds, Msg } from "@lottery/contract";
import {
  amountTone,
  CREDIT_TYPE_FILTERS,
  FUND_TYPE_FILTERS,
  fundListFilters,
  fundTypeLabel,
  isFundTypeFilter,
} from "./fund-kinds.ts";

const NOW = Date.parse("2026-11-21T04:00:00Z");

describe("fund type filters", () => {
  it("offers 全部类型 then every journal kind under its Chinese name", () => {
    expect(FUND_TYPE_FILTERS).toEqual(["all", ...journalKinds]);
    const labels = FUND_TYPE_FILTERS.map((filter) => fundTypeLabel(filter));
    expect(labels).toEqual(["全部类型", ...journalKinds.map((kind) => Msg.fundTypeNames[kind])]);
    expect(labels.slice(0, 8)).toEqual([
      "全部类型",
      "充值",
      "提现冻结",
      "提现退回",
      "提现",
      "投注",
      "派奖",
      "退款",
    ]);
    expect(labels).toContain("活动奖励");
  });

  it("names the red-packet balance's kinds apart from cash", () => {
    expect(CREDIT_TYPE_FILTERS.map((filter) => fundTypeLabel(filter, "credit"))).toEqual([
      "全部类型",
      "红包入账",
      "红包投注",
      "红包退回",
      "红包过期",
    ]);
    expect(fundTypeLabel("bet")).toBe("投注");
    expect(fundListFilters("bet", "today", NOW, "credit")).toEqual({
      type: "bet",
      startDate: "2026-11-21",
      endDate: "2026-11-21",
      account: "credit",
    });
  });

  it("sends the kind itself, and no type for 全部类型", () => {
    expect(fundListFilters("prize", "today", NOW)).toEqual({
      type: "prize",
      startDate: "2026-11-21",
      endDate: "2026-11-21",
    });
    expect(fundListFilters("all", "week", NOW)).toEqual({
      type: undefined,
      startDate: "2026-11-15",
      endDate: "2026-11-21",
    });
  });

  it("knows its filters", () => {
    expect(isFundTypeFilter("withdraw_pay")).toBe(true);
    expect(isFundTypeFilter("lottery")).toBe(false);
  });

  it("colours income red and spending green", () => {
    expect(amountTone(100)).toBe("income");
    expect(amountTone(-2)).toBe("spending");
    expect(amountTone(0)).toBe("none");
  });
});
