import { describe, expect, it } from "vitest";
import { countFits, readCount, snapCount } from "./count-input.ts";

const MULTIPLE = { min: 1, max: 9999, step: 1 };
const STAKE = { min: 4, max: 999_998, step: 2 };

describe("a count box's keystrokes", () => {
  it("shows only what is charged: 0 → 1, past the limit → the limit, empty stands for the least", () => {
    expect(readCount("0", MULTIPLE)).toEqual({ text: "1", value: 1 });
    expect(readCount("00", MULTIPLE)).toEqual({ text: "1", value: 1 });
    expect(readCount("100000", MULTIPLE)).toEqual({ text: "9999", value: 9999 });
    expect(readCount("", MULTIPLE)).toEqual({ text: "", value: 1 });
    expect(readCount("007", MULTIPLE)).toEqual({ text: "7", value: 7 });
    expect(readCount(" 12 ", MULTIPLE)).toEqual({ text: "12", value: 12 });
  });

  it("refuses anything but digits, so 1.5 is never read as 15 and abc never stands", () => {
    for (const typed of ["1.5", "abc", "1e3", "-2", "２", "1,000", "3倍"])
      expect(readCount(typed, MULTIPLE)).toBeNull();
  });

  it("leaves a count under the least or off the step as typed, for the caller's rules to refuse", () => {
    expect(readCount("1", STAKE)).toEqual({ text: "1", value: 1 });
    expect(readCount("7", STAKE)).toEqual({ text: "7", value: 7 });
    expect(countFits(7, STAKE)).toBe(false);
    expect(countFits(8, STAKE)).toBe(true);
  });

  it("snaps to the nearest count allowed when the box is left", () => {
    expect(snapCount(7, STAKE)).toBe(6);
    expect(snapCount(1, STAKE)).toBe(4);
    expect(snapCount(2_000_000, STAKE)).toBe(999_998);
    expect(snapCount(0, MULTIPLE)).toBe(1);
    expect(snapCount(Number.NaN, MULTIPLE)).toBe(1);
    expect(snapCount(42, MULTIPLE)).toBe(42);
  });
});
