import { describe, expect, it } from "vitest";
import { idCardCheckChar, isValidIdCard } from "./id-card.ts";

const TODAY = new Date("2026-11-21T12:00:00+08:00");

/** A number with the given first 17 digits and the check character the standard computes. */
function withCheck(first17: string): string {
  return first17 + idCardCheckChar(first17);
}

describe("isValidIdCard (GB 11643-1999)", () => {
  it("accepts the well-known sample and its lower-case x", () => {
    expect(isValidIdCard("11010519491231002X", TODAY)).toBe(true);
    expect(isValidIdCard("11010519491231002x", TODAY)).toBe(true);
  });

  it("computes the check character from the weighted sum mod 11", () => {
    // weights 7,9,10,5,8,4,2,1,6,3,7,9,10,5,8,4,2 over 11010519491231002 sum to 167; 167 mod 11 = 2 → X
    expect(idCardCheckChar("11010519491231002")).toBe("X");
    expect(isValidIdCard(withCheck("44030419900101123"), TODAY)).toBe(true);
  });

  it("refuses a wrong check character", () => {
    expect(isValidIdCard("110105194912310021", TODAY)).toBe(false);
  });

  it("refuses birth dates that do not exist, lie in the future or before 1900", () => {
    expect(isValidIdCard(withCheck("11010519900230123"), TODAY)).toBe(false); // 30 February
    expect(isValidIdCard(withCheck("11010520271231123"), TODAY)).toBe(false);
    expect(isValidIdCard(withCheck("11010518991231123"), TODAY)).toBe(false);
  });

  it("refuses other shapes", () => {
    expect(isValidIdCard("11010519491231002", TODAY)).toBe(false);
    expect(isValidIdCard("1101051949123100XX", TODAY)).toBe(false);
    expect(isValidIdCard("", TODAY)).toBe(false);
  });
});
