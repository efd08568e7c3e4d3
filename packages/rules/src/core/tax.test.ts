import { describe, expect, it } from "vitest";
import { isTaxablePrize, prizeTaxOf, taxOfTiers } from "./tax.ts";

describe("prize tax (API.md §5: over 10,000 yuan a bet at multiple 1, 20 % of the whole prize)", () => {
  it("taxes nothing just under and at the line, 20 % just over it", () => {
    expect(isTaxablePrize(999_999)).toBe(false);
    expect(isTaxablePrize(1_000_000)).toBe(false);
    expect(isTaxablePrize(1_000_001)).toBe(true);
    expect(taxOfTiers([{ count: 1, amountFen: 999_999 }])).toBe(0);
    expect(taxOfTiers([{ count: 1, amountFen: 1_000_000 }])).toBe(0);
    // 10,000.01 yuan: 2,000.002 withheld, floored to 2,000.00 yuan.
    expect(taxOfTiers([{ count: 1, amountFen: 1_000_001 }])).toBe(200_000);
  });

  it("withholds on the whole prize of every taxable bet, multiples included, and nothing on the rest", () => {
    // SSQ: a 5,000,000-yuan first prize × 2 and three 3,000-yuan third prizes (untaxed).
    const tiers = [
      { count: 2, amountFen: 500_000_000 },
      { count: 3, amountFen: 300_000 },
      { count: 1, amountFen: null },
    ];
    expect(taxOfTiers(tiers)).toBe(200_000_000);
  });

  it("floors the sum once to the fen", () => {
    expect(prizeTaxOf(1_000_003)).toBe(200_000);
    expect(prizeTaxOf(1_000_005)).toBe(200_001);
  });
});
