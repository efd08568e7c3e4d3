import { describe, expect, it } from "vitest";
import type { RechargeRecord } from "@lottery/contract";
import { orderOutcome, pollDelay, POLL_INTERVAL_MS } from "./order-outcome.ts";

const order = (orderNo: string, status: RechargeRecord["status"]): RechargeRecord => ({
  orderNo,
  channel: "在线支付（沙箱）",
  amount: 100,
  status,
  createdAt: "2026-11-21T20:00:00+08:00",
  paidAt: status === "paid" ? "2026-11-21T20:01:00+08:00" : null,
});

const others = [order("R1", "paid"), order("R2", "expired")];

describe("orderOutcome", () => {
  it("is loading until fund/in answers", () => {
    expect(orderOutcome(undefined, "R9", false)).toEqual({ kind: "loading" });
  });

  it("reads the returned order, not its neighbours", () => {
    expect(orderOutcome([...others, order("R9", "paid")], "R9", false)).toMatchObject({
      kind: "paid",
      order: { orderNo: "R9", amount: 100 },
    });
    expect(orderOutcome([order("R9", "expired"), ...others], "R9", false).kind).toBe("expired");
  });

  it("waits (polling) while unpaid, then stays pending once polling is over", () => {
    const unpaid = [order("R9", "pending"), ...others];
    expect(orderOutcome(unpaid, "R9", false).kind).toBe("waiting");
    expect(orderOutcome(unpaid, "R9", true).kind).toBe("pending");
  });

  it("says so when the order is not among the player's orders", () => {
    expect(orderOutcome(others, "R9", false)).toEqual({ kind: "missing" });
  });
});

describe("pollDelay", () => {
  it("polls every 2 s only while waiting", () => {
    const unpaid = [order("R9", "pending")];
    expect(pollDelay(orderOutcome(unpaid, "R9", false))).toBe(POLL_INTERVAL_MS);
    expect(POLL_INTERVAL_MS).toBe(2000);
    expect(pollDelay(orderOutcome(unpaid, "R9", true))).toBe(false);
    expect(pollDelay(orderOutcome([order("R9", "paid")], "R9", false))).toBe(false);
    expect(pollDelay(orderOutcome([], "R9", false))).toBe(false);
    expect(pollDelay(orderOutcome(undefined, "R9", false))).toBe(false);
  });
});
