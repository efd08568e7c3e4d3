import { describe, expect, it } from "vitest";
import { AGENT_REPORT_START_DAY } from "@lottery/contract";
import { dayRangeOf } from "./day-range.ts";

/** 2026-11-27 01:30 China time (still 2026-11-26 in UTC). */
const NOW = Date.parse("2026-11-26T17:30:00Z");

describe("agent report day ranges", () => {
  it("counts China days, whatever the device's zone", () => {
    expect(dayRangeOf("today", NOW)).toEqual({ beginDate: "2026-11-27", endDate: "2026-11-27" });
    expect(dayRangeOf("yesterday", NOW)).toEqual({ beginDate: "2026-11-26", endDate: "2026-11-26" });
    expect(dayRangeOf("week", NOW)).toEqual({ beginDate: "2026-11-21", endDate: "2026-11-27" });
    expect(dayRangeOf("month", NOW)).toEqual({ beginDate: "2026-10-29", endDate: "2026-11-27" });
  });

  it("reaches back to the sub-agent start date for 全部", () => {
    expect(dayRangeOf("all", NOW)).toEqual({ beginDate: AGENT_REPORT_START_DAY, endDate: "2026-11-27" });
    expect(AGENT_REPORT_START_DAY).toBe("2020-03-10");
  });
});
