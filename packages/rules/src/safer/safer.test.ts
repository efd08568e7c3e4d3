import { describe, expect, it } from "vitest";
import {
  NO_LIMIT,
  breakEnd,
  breakKindOf,
  confirmLimit,
  fitsLimit,
  isConfirmable,
  periodStart,
  requestLimit,
  sessionStartAt,
} from "./index.ts";

const at = (iso: string) => new Date(iso);
const NOW = at("2026-11-26T10:00:00Z"); // Thursday 18:00 China time

describe("limit changes", () => {
  it("a first limit and a lower one apply at once", () => {
    const first = requestLimit(NO_LIMIT, 100_00, NOW);
    expect(first).toEqual({ value: 100_00, pending: false, pendingValue: null, pendingFrom: null });
    expect(requestLimit(first, 50_00, NOW).value).toBe(50_00);
  });

  it("a higher limit waits 24 hours and a confirmation; the lower one stays meanwhile", () => {
    const state = requestLimit({ ...NO_LIMIT, value: 100_00 }, 300_00, NOW);
    expect(state).toEqual({
      value: 100_00,
      pending: true,
      pendingValue: 300_00,
      pendingFrom: at("2026-11-27T10:00:00Z"),
    });
    expect(isConfirmable(state, at("2026-11-27T09:59:59Z"))).toBe(false);
    expect(confirmLimit(state, at("2026-11-27T09:59:59Z"))).toBeNull();
    expect(confirmLimit(state, at("2026-11-27T10:00:00Z"))?.value).toBe(300_00);
  });

  it("removing a limit is an increase; lowering again drops the pending change", () => {
    const removing = requestLimit({ ...NO_LIMIT, value: 100_00 }, null, NOW);
    expect(removing).toMatchObject({ value: 100_00, pending: true, pendingValue: null });
    expect(confirmLimit(removing, at("2026-11-28T00:00:00Z"))?.value).toBeNull();
    expect(requestLimit(removing, 80_00, NOW)).toEqual({ ...NO_LIMIT, value: 80_00 });
  });

  it("fits a limit at its edge, not a fen beyond", () => {
    expect(fitsLimit(100_00, 60_00, 40_00)).toBe(true);
    expect(fitsLimit(100_00, 60_00, 40_01)).toBe(false);
    expect(fitsLimit(null, 10 ** 9, 10 ** 9)).toBe(true);
  });
});

describe("periods in China time", () => {
  it("day, week from Monday, month from the 1st", () => {
    expect(periodStart("day", NOW)).toEqual(at("2026-11-25T16:00:00Z"));
    expect(periodStart("week", NOW)).toEqual(at("2026-11-22T16:00:00Z")); // Mon 23 Nov 00:00 +08
    expect(periodStart("month", NOW)).toEqual(at("2026-10-31T16:00:00Z"));
  });

  it("just after midnight China time is already the new day", () => {
    expect(periodStart("day", at("2026-11-25T16:00:00Z"))).toEqual(at("2026-11-25T16:00:00Z"));
    expect(periodStart("day", at("2026-11-25T15:59:59Z"))).toEqual(at("2026-11-24T16:00:00Z"));
    // Sunday 29 Nov 23:00 China belongs to the week of Monday 23 Nov.
    expect(periodStart("week", at("2026-11-29T15:00:00Z"))).toEqual(at("2026-11-22T16:00:00Z"));
  });
});

describe("breaks", () => {
  it("time-outs count days, self-exclusions calendar months", () => {
    expect(breakEnd("1d", NOW)).toEqual(at("2026-11-27T10:00:00Z"));
    expect(breakEnd("30d", NOW)).toEqual(at("2026-12-26T10:00:00Z"));
    expect(breakEnd("6m", NOW)).toEqual(at("2027-05-26T10:00:00Z"));
    expect(breakEnd("5y", NOW)).toEqual(at("2031-11-26T10:00:00Z"));
    expect(breakEnd("6m", at("2026-08-31T04:00:00Z"))).toEqual(at("2027-02-28T04:00:00Z"));
    expect(breakKindOf("7d")).toBe("timeout");
    expect(breakKindOf("1y")).toBe("exclusion");
  });
});

describe("sessions", () => {
  it("a gap of more than 30 minutes starts a new session", () => {
    const start = at("2026-11-26T09:00:00Z");
    expect(sessionStartAt(start, at("2026-11-26T09:30:00Z"), NOW)).toEqual(start);
    expect(sessionStartAt(start, at("2026-11-26T09:29:59Z"), NOW)).toEqual(NOW);
    expect(sessionStartAt(null, null, NOW)).toEqual(NOW);
  });
});
