import { describe, expect, it } from "vitest";
import { ageOn, checkIdCard, idCardCheckChar } from "./id-card.ts";

const today = { year: 2026, month: 6, day: 15 };

/** A valid ID for a birth date YYYYMMDD (region 110105, sequence 123), check character computed. */
function validIdFor(birth: string, sequence = "123"): string {
  const first17 = `110105${birth}${sequence}`;
  return first17 + idCardCheckChar(first17);
}

describe("checkIdCard", () => {
  it("accepts the well-known sample 11010519491231002X (also in lower case)", () => {
    expect(idCardCheckChar("11010519491231002")).toBe("X");
    expect(checkIdCard("11010519491231002X", today)).toEqual({
      valid: true,
      birth: { year: 1949, month: 12, day: 31 },
    });
    expect(checkIdCard("11010519491231002x", today).valid).toBe(true);
  });

  it("computes the check character by the GB 11643-1999 weights", () => {
    // 1*7+1*9+0*10+1*5+0*8+5*4+1*2+9*1+4*6+9*3+1*7+2*9+3*10+1*5+0*8+0*4+2*2 = 167; 167 mod 11 = 2 → "X"
    expect(idCardCheckChar("11010519491231002")).toBe("10X98765432"[167 % 11]);
    expect(idCardCheckChar("44030419900101001")).toBe("1");
  });

  it("refuses a wrong check character", () => {
    expect(checkIdCard("110105194912310021", today).valid).toBe(false);
  });

  it("refuses birth dates that do not exist, before 1900 or after today", () => {
    expect(checkIdCard(validIdFor("20010229"), today).valid).toBe(false); // not a leap year
    expect(checkIdCard(validIdFor("19991301"), today).valid).toBe(false);
    expect(checkIdCard(validIdFor("18991231"), today).valid).toBe(false);
    expect(checkIdCard(validIdFor("20260616"), today).valid).toBe(false);
    expect(checkIdCard(validIdFor("20000229"), today).valid).toBe(true);
    expect(checkIdCard(validIdFor("20260615"), today).valid).toBe(true);
  });

  it("refuses malformed numbers", () => {
    expect(checkIdCard("11010519491231002", today).valid).toBe(false);
    expect(checkIdCard("1101051949123100X2", today).valid).toBe(false);
  });
});

describe("ageOn", () => {
  it("counts a year only once the birthday has come", () => {
    expect(ageOn({ year: 2008, month: 6, day: 15 }, today)).toBe(18);
    expect(ageOn({ year: 2008, month: 6, day: 16 }, today)).toBe(17);
    expect(ageOn({ year: 2008, month: 7, day: 1 }, today)).toBe(17);
    expect(ageOn({ year: 2000, month: 2, day: 29 }, { year: 2018, month: 2, day: 28 })).toBe(17);
    expect(ageOn({ year: 2000, month: 2, day: 29 }, { year: 2018, month: 3, day: 1 })).toBe(18);
  });
});
