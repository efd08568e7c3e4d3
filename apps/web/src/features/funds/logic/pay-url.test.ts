import { afterEach, describe, expect, it } from "vitest";
import type { RechargeChannel } from "@lottery/contract";
import { resetBrowserState } from "#test/helpers.ts";
import { initialAmount, lastRecharge, rememberRecharge } from "./last-recharge.ts";
import { payPageUrl } from "./pay-url.ts";

afterEach(resetBrowserState);

describe("payPageUrl", () => {
  it("keeps a provider's absolute URL", () => {
    expect(payPageUrl("https://pay.example.com/c?o=1", "https://api.x.com")).toBe(
      "https://pay.example.com/c?o=1",
    );
  });

  it("puts a site path on the API host (same origin when the base is empty)", () => {
    expect(payPageUrl("/api/pay/sandbox/cashier?orderNo=R1", "https://api.x.com")).toBe(
      "https://api.x.com/api/pay/sandbox/cashier?orderNo=R1",
    );
    expect(payPageUrl("/api/pay/sandbox/cashier?orderNo=R1", "")).toBe("/api/pay/sandbox/cashier?orderNo=R1");
  });
});

describe("last recharge", () => {
  const channel: RechargeChannel = { code: "a", name: "A", min: 10, max: 1000, presets: [] };

  it("is kept in local storage and prefills an amount the channel accepts", () => {
    expect(initialAmount(channel, lastRecharge())).toBe("");
    rememberRecharge({ channel: "b", amount: "200" });
    expect(window.localStorage.getItem("h5.lastRecharge")).toBe('{"channel":"b","amount":"200"}');
    expect(initialAmount(channel, lastRecharge())).toBe("200");
    rememberRecharge({ channel: "b", amount: "5000" });
    expect(initialAmount(channel, lastRecharge())).toBe("");
  });
});
