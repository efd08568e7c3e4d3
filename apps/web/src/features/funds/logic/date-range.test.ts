import { describe, expect, it } from "vitest";
import { fundListParams } from "@lottery/contract";
import { DATE_RANGES, rangeDates, shiftChinaDate } from "./date-range.ts";

/** 2026-11-22 00:30 in China, still the 21st in UTC. */
const JUST_AFTER_CHINA_MIDNIGHT = Date.parse("2026-11-21T16:30:00Z");

describe("rangeDates", () => {
  it("ends on today's China date whatever the device's zone", () => {
    expect(rangeDates("today", JUST_AFTER_CHINA_MIDNIGHT)).toEqual({
      startDate: "2026-11-22",
      endDate: "2026-11-22",
    });
  });

  it("counts today in 近7天, 近30天 and 近3个月 (90 days)", () => {
    expect(rangeDates("week", JUST_AFTER_CHINA_MIDNIGHT).startDate).toBe("2026-11-16");
    expect(rangeDates("month", JUST_AFTER_CHINA_MIDNIGHT).startDate).toBe("2026-10-24");
    expect(rangeDates("quarter", JUST_AFTER_CHINA_MIDNIGHT).startDate).toBe("2026-08-25");
  });

  it.each(DATE_RANGES)("gives fund/list a range it accepts (%s)", (range) => {
    const params = fundListParams.safeParse({ ...rangeDates(range, Date.parse("2024-03-01T03:00:00Z")) });
    expect(params.success).toBe(true);
  });

  it("shifts across month, year and leap days", () => {
    expect(shiftChinaDate("2024-03-01", -1)).toBe("2024-02-29");
    expect(shiftChinaDate("2026-01-01", -1)).toBe("2025-12-31");
    expect(shiftChinaDate("2026-12-31", 1)).toBe("2027-01-01");
  });
});
