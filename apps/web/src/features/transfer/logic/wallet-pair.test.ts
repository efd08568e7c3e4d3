import { describe, expect, it } from "vitest";
import { availableFrom, initialPair, MAIN_WALLET, pickWallet, swapPair, transferOf } from "./wallet-pair.ts";

const models = {
  cash: 100,
  wallets: [
    { company: "ky", name: "开元棋牌", balance: 20 },
    { company: "ag", name: "AG视讯", balance: 5.5 },
  ],
};

describe("the transfer form's wallet pair", () => {
  it("starts main → first company, a 转入", () => {
    expect(initialPair("ky")).toEqual({ from: MAIN_WALLET, to: "ky" });
    expect(transferOf(initialPair("ky"))).toEqual({ direction: "in", company: "ky" });
  });

  it("keeps the main wallet on one side", () => {
    const pair = initialPair("ky");
    expect(pickWallet(pair, "to", "ag")).toEqual({ from: MAIN_WALLET, to: "ag" });
    expect(pickWallet(pair, "from", "ag")).toEqual({ from: "ag", to: MAIN_WALLET });
    // picking the main wallet on the other side swaps the company over
    expect(pickWallet(pair, "to", MAIN_WALLET)).toEqual({ from: "ky", to: MAIN_WALLET });
    expect(pickWallet({ from: "ag", to: MAIN_WALLET }, "from", MAIN_WALLET)).toEqual({
      from: MAIN_WALLET,
      to: "ag",
    });
  });

  it("swaps, and names the call and what the from side holds", () => {
    const out = swapPair(initialPair("ag"));
    expect(out).toEqual({ from: "ag", to: MAIN_WALLET });
    expect(transferOf(out)).toEqual({ direction: "out", company: "ag" });
    expect(availableFrom(out, models)).toBe(5.5);
    expect(availableFrom(initialPair("ag"), models)).toBe(100);
  });
});
