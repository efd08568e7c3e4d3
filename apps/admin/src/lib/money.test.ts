import { expect, it } from "vitest";
import { formatYuan, isYuanText, yuanText } from "./money.ts";

it("shows yuan with thousands separators and 2 decimals", () => {
  expect(formatYuan(1234567.8)).toBe("1,234,567.80");
  expect(formatYuan(0)).toBe("0.00");
  expect(formatYuan(-60)).toBe("-60.00");
  expect(formatYuan(null)).toBe("-");
});

it("accepts amounts to the fen only", () => {
  expect(isYuanText("12.34")).toBe(true);
  expect(isYuanText("12")).toBe(true);
  expect(isYuanText("12.345")).toBe(false);
  expect(isYuanText("-1")).toBe(false);
  expect(isYuanText("1e3")).toBe(false);
  expect(yuanText("12.50")).toBe("12.5");
  expect(yuanText(3)).toBe("3");
});
