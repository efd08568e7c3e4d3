import { describe, expect, it } from "vitest";
import { cardDigits, GROUPED_MAX_LENGTH, groupInFours } from "./card-number.ts";

describe("cardDigits", () => {
  it("keeps only digits, at most 19", () => {
    expect(cardDigits("6222 0212-3456 abc")).toBe("622202123456");
    expect(cardDigits("62220212345678901234567")).toBe("6222021234567890123");
    expect(cardDigits("")).toBe("");
  });
});

describe("groupInFours", () => {
  it("puts a space after every fourth digit but not at the end", () => {
    expect(groupInFours("6222")).toBe("6222");
    expect(groupInFours("62220")).toBe("6222 0");
    expect(groupInFours("6222021234567890")).toBe("6222 0212 3456 7890");
    expect(groupInFours("6222021234567890123")).toBe("6222 0212 3456 7890 123");
  });

  it("fits the longest number in the input's maximum length", () => {
    expect(groupInFours("6".repeat(19))).toHaveLength(GROUPED_MAX_LENGTH);
  });
});
