import { describe, expect, it } from "vitest";
import { BallStatus, nextBallStatus } from "./ball.ts";
import { comb, combinations, elementarySymmetric, product } from "./combinatorics.ts";
import { filterInteger } from "./integer.ts";
import { fen, fenToYuan, fenToYuanText, formatMoney, yuanToFen } from "./money.ts";

describe("money", () => {
  it.each([
    ["12.5", 1250],
    ["12.50", 1250],
    ["0.01", 1],
    ["100", 10000],
    [12.3, 1230],
    [0.1, 10],
    ["-3.2", -320],
  ] as const)("yuanToFen(%s) = %d", (yuan, expected) => {
    expect(yuanToFen(yuan)).toBe(expected);
  });

  it.each(["1.234", "abc", "", "1e3", "١٢", " . ", "--1"])("refuses %j", (yuan) => {
    expect(yuanToFen(yuan)).toBeNull();
  });

  it("refuses non-finite and sub-fen numbers", () => {
    expect(yuanToFen(Number.NaN)).toBeNull();
    expect(yuanToFen(Number.POSITIVE_INFINITY)).toBeNull();
    expect(yuanToFen(0.001)).toBeNull();
    expect(yuanToFen(1e21)).toBeNull();
  });

  it("formats fen as yuan", () => {
    expect(fenToYuan(1250)).toBe(12.5);
    expect(fenToYuan(1)).toBe(0.01);
    expect(fenToYuanText(1250)).toBe("12.50");
    expect(fenToYuanText(-5)).toBe("-0.05");
    expect(formatMoney(123456789)).toBe("1,234,567.89");
    expect(formatMoney(100)).toBe("1.00");
    expect(formatMoney(-123456)).toBe("-1,234.56");
    expect(formatMoney(0)).toBe("0.00");
  });

  it("fen() accepts only safe integers (a bug otherwise)", () => {
    expect(fen(5)).toBe(5);
    expect(() => fen(1.5)).toThrow(RangeError);
  });
});

describe("combinatorics", () => {
  it("comb", () => {
    expect(comb(33, 6)).toBe(1107568);
    expect(comb(35, 5) * comb(12, 2)).toBe(21425712);
    expect(comb(5, 0)).toBe(1);
    expect(comb(5, 6)).toBe(0);
    expect(comb(5, -1)).toBe(0);
  });

  it("elementary symmetric sums match subset enumeration", () => {
    const values = [2, 1, 3, 1];
    const e = elementarySymmetric(values);
    for (let k = 0; k <= values.length; k += 1) {
      const brute = combinations(values, k).reduce((sum, subset) => sum + product(subset), 0);
      expect(e[k], `e${k}`).toBe(brute);
    }
    expect(e[2]! + e[3]! + e[4]!).toBe(40); // RULES §11's 4串11 example
  });

  it("combinations lists every k-subset once", () => {
    expect(combinations([1, 2, 3, 4], 2)).toHaveLength(6);
    expect(combinations([1, 2, 3], 0)).toEqual([[]]);
  });
});

describe("integer filter (SPEC 5)", () => {
  it.each([
    ["12a3", undefined, undefined, "123"],
    ["abc", undefined, undefined, ""],
    ["", 1, 10, ""],
    ["0", 1, 10, "1"],
    ["99", 1, 10, "10"],
    ["-5", undefined, undefined, "5"],
    [42, 1, 99999, "42"],
    ["007", undefined, undefined, "7"],
  ] as const)("filterInteger(%j, %s, %s) = %j", (input, min, max, expected) => {
    expect(filterInteger(input, min, max)).toBe(expected);
  });
});

describe("ball selection cycle (SPEC 3, 4)", () => {
  it("cycles none → banker → selected → none where bankers are allowed", () => {
    expect(nextBallStatus(BallStatus.NONE, true)).toBe(BallStatus.BANKER);
    expect(nextBallStatus(BallStatus.BANKER, true)).toBe(BallStatus.SELECTED);
    expect(nextBallStatus(BallStatus.SELECTED, true)).toBe(BallStatus.NONE);
  });

  it("toggles none ↔ selected otherwise", () => {
    expect(nextBallStatus(BallStatus.NONE, false)).toBe(BallStatus.SELECTED);
    expect(nextBallStatus(BallStatus.SELECTED, false)).toBe(BallStatus.NONE);
    expect(nextBallStatus(BallStatus.BANKER, false)).toBe(BallStatus.SELECTED);
  });
});
