import { describe, expect, it } from "vitest";
import { divRoundHalfEven, formatSp, jingcaiBetCapFen, parseSp, unitPrizeFast, unitPrizeFen } from "./sp.ts";

describe("parseSp / formatSp", () => {
  it.each([
    ["1.85", 1_850_000],
    ["2", 2_000_000],
    ["2.5", 2_500_000],
    ["3.123456", 3_123_456],
    [" 10.00 ", 10_000_000],
    [1.85, 1_850_000],
    [30, 30_000_000],
  ] as const)("%s → %i millionths", (text, micro) => {
    expect(parseSp(text)).toBe(micro);
  });
  it.each(["", "abc", "1.1234567", "-1.5", "0", "0.00", "1e3", "1,5", "Infinity"])("refuses %j", (text) => {
    expect(parseSp(text)).toBeNull();
  });
  it("refuses non-finite numbers", () => {
    expect(parseSp(Number.NaN)).toBeNull();
    expect(parseSp(1e21)).toBeNull();
  });
  it.each([
    [1_850_000, "1.85"],
    [2_000_000, "2.00"],
    [3_123_456, "3.123456"],
    [2_500_000, "2.50"],
  ])("formats %i as %s", (micro, text) => {
    expect(formatSp(micro)).toBe(text);
  });
});

describe("divRoundHalfEven", () => {
  it.each([
    [6864n, 1000n, 7n], // 6.864 → 7
    [3915n, 10n, 392n], // 391.5 → 392 (odd before the 5 rounds up)
    [3825n, 10n, 382n], // 382.5 → 382 (even stays)
    [25n, 10n, 2n],
    [35n, 10n, 4n],
    [36n, 10n, 4n],
    [34n, 10n, 3n],
    [0n, 7n, 0n],
  ])("%i / %i → %i", (num, den, q) => {
    expect(divRoundHalfEven(num, den)).toBe(q);
  });
  it("decides on the exact value, not a truncated one (…5 followed by more digits rounds up)", () => {
    // 382.5000001 → 383 even though 382 is even.
    expect(divRoundHalfEven(3_825_000_001n, 10_000_000n)).toBe(383n);
  });
});

describe("per-bet prize", () => {
  it.each([
    [1, 10_000_000],
    [2, 20_000_000],
    [3, 20_000_000],
    [4, 50_000_000],
    [5, 50_000_000],
    [6, 100_000_000],
    [8, 100_000_000],
  ])("cap for %i legs is %i fen", (legs, cap) => {
    expect(jingcaiBetCapFen(legs)).toBe(cap);
  });
  it("rounds 2 × 2.20 × 1.56 = 6.864 to 6.86", () => {
    expect(unitPrizeFen("fixed", [2_200_000, 1_560_000])).toEqual({ rawFen: 686, prizeFen: 686 });
  });
  it("rounds 2 × 1.25 × 1.53 = 3.825 half to even → 3.82", () => {
    expect(unitPrizeFen("fixed", [1_250_000, 1_530_000]).prizeFen).toBe(382);
  });
  it("tops a jingcai win up to 2 yuan", () => {
    // All legs cancelled → SP 1 × 1 = 2.00; a 1.00 × 0.9 product would be 1.80 → 2.00.
    expect(unitPrizeFen("fixed", [null, null]).prizeFen).toBe(200);
    expect(unitPrizeFen("fixed", [900_000, 1_000_000])).toEqual({ rawFen: 180, prizeFen: 200 });
  });
  it("caps each bet by its own leg count", () => {
    expect(unitPrizeFen("fixed", [500_000_000]).prizeFen).toBe(100_000);
    expect(unitPrizeFen("fixed", [60_000_000_000]).prizeFen).toBe(10_000_000);
    expect(unitPrizeFen("fixed", [1_000_000_000, 1_000_000_000]).prizeFen).toBe(20_000_000);
    expect(unitPrizeFen("fixed", Array(6).fill(100_000_000)).prizeFen).toBe(100_000_000);
  });
  it("BJDC pays 65% with no cap and tops only singles up", () => {
    expect(unitPrizeFen("pool", [2_500_000, 3_100_000, 4_000_000]).prizeFen).toBe(4030);
    expect(unitPrizeFen("pool", [1_200_000])).toEqual({ rawFen: 156, prizeFen: 200 });
    expect(unitPrizeFen("pool", [1_100_000, 1_100_000])).toEqual({ rawFen: 157, prizeFen: 157 });
    // 6-decimal SPs: 2 × 1.234567 × 0.65 = 1.6049371 → 1.60 raw, topped up as a single.
    expect(unitPrizeFen("pool", [1_234_567, 2_000_000]).prizeFen).toBe(321);
    expect(unitPrizeFen("pool", Array(6).fill(100_000_000)).prizeFen).toBe(130_000_000_000_000);
  });
});

describe("unitPrizeFast", () => {
  const fast = (kind: "fixed" | "pool", sps: number[]) =>
    unitPrizeFast(
      kind,
      sps.reduce((p, sp) => p * (sp / 1_000_000), 1),
      sps,
      sps.length,
      sps.length,
    );
  it("agrees with the exact BigInt prize on half-fen boundaries", () => {
    for (const sps of [
      [2_200_000, 1_560_000],
      [1_350_000, 1_450_000],
      [1_250_000, 1_530_000],
      [1_250_000, 1_530_000, 1_000_000],
      [1_050_000, 1_050_000, 1_050_000, 1_050_000],
      [2_500_000, 3_100_000, 4_000_000],
    ]) {
      expect(fast("fixed", sps)).toEqual(unitPrizeFen("fixed", sps));
      expect(fast("pool", sps)).toEqual(unitPrizeFen("pool", sps));
    }
  });
  it("agrees with the exact prize on 20,000 random tickets of 1–15 legs", () => {
    let seed = 99;
    const rand = (n: number) => {
      seed = (seed * 48271) % 2147483647;
      return seed % n;
    };
    for (let i = 0; i < 20_000; i += 1) {
      const legs = 1 + rand(i % 2 === 0 ? 8 : 15);
      const sixDecimals = i % 3 === 0;
      const sps = Array.from({ length: legs }, () =>
        sixDecimals ? 1_000_000 + rand(9_000_000) : (100 + rand(900)) * 10_000,
      );
      const kind = sixDecimals ? "pool" : "fixed";
      expect(fast(kind, sps)).toEqual(unitPrizeFen(kind, sps));
    }
  });
});
