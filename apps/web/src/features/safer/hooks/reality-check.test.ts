import { describe, expect, it } from "vitest";
import { reminderDue } from "./useRealityCheck.ts";

const session = (minutesPlayed: number, realityMinutes: number | null) => ({
  startedAt: "2026-11-26T18:00:00+08:00",
  minutesPlayed,
  netResult: -12,
  realityMinutes,
});

describe("the reality check's timing", () => {
  it("reminds once per whole interval played", () => {
    expect(reminderDue(session(29, 30), 0)).toBe(false);
    expect(reminderDue(session(30, 30), 0)).toBe(true);
    expect(reminderDue(session(31, 30), 30)).toBe(false);
    expect(reminderDue(session(60, 30), 30)).toBe(true);
  });

  it("never reminds without a chosen interval", () => {
    expect(reminderDue(session(600, null), 0)).toBe(false);
  });
});
