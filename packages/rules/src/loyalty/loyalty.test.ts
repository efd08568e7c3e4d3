import { describe, expect, it } from "vitest";
import {
  DEFAULT_CHECKIN,
  DEFAULT_EARNING,
  DEFAULT_LEVELS,
  addGrowth,
  anniversary,
  checkinRulesProblem,
  closeCycles,
  cycleEnd,
  dueStreakRewards,
  levelForGrowth,
  levelTableProblem,
  makeUpProblem,
  nextExpiry,
  packetShare,
  purchaseProblem,
  stakeGrowth,
  stakePoints,
  stockLeft,
  storePrice,
  streakOf,
} from "./index.ts";

const L = DEFAULT_LEVELS;

describe("levels over rolling-year growth", () => {
  it("finds the highest level reached", () => {
    expect(levelForGrowth(L, 0)).toBe(0);
    expect(levelForGrowth(L, 499)).toBe(0);
    expect(levelForGrowth(L, 500)).toBe(1);
    expect(levelForGrowth(L, 7_999)).toBe(2);
    expect(levelForGrowth(L, 1_000_000)).toBe(5);
  });

  it("upgrades at once, skipping levels, restarting the cycle with the surplus", () => {
    const start = { level: 0, cycleStart: "2026-01-10", growth: 100 };
    const { state, change } = addGrowth(L, start, 8_150, "2026-03-05");
    expect(state).toEqual({ level: 3, cycleStart: "2026-03-05", growth: 250 });
    expect(change).toEqual({ from: 0, to: 3, reason: "upgrade", day: "2026-03-05" });
  });

  it("only adds growth below the next threshold", () => {
    const { state, change } = addGrowth(
      L,
      { level: 1, cycleStart: "2026-01-01", growth: 10 },
      600,
      "2026-02-01",
    );
    expect(change).toBeNull();
    expect(state).toEqual({ level: 1, cycleStart: "2026-01-01", growth: 610 });
  });

  it("keeps a level whose threshold was reached in the cycle, drops one otherwise", () => {
    const kept = closeCycles(L, { level: 2, cycleStart: "2025-03-05", growth: 2_000 }, "2026-03-05");
    expect(kept.state).toEqual({ level: 2, cycleStart: "2026-03-05", growth: 0 });
    expect(kept.changes).toEqual([{ from: 2, to: 2, reason: "keep", day: "2026-03-05" }]);
    const dropped = closeCycles(L, { level: 3, cycleStart: "2025-03-05", growth: 7_999 }, "2026-03-05");
    expect(dropped.state.level).toBe(2);
    expect(dropped.changes[0]?.reason).toBe("drop");
  });

  it("does nothing before the cycle's end, and catches up several missed ends in order", () => {
    const before = closeCycles(L, { level: 3, cycleStart: "2025-03-05", growth: 0 }, "2026-03-04");
    expect(before.changes).toEqual([]);
    const late = closeCycles(L, { level: 3, cycleStart: "2023-03-05", growth: 0 }, "2026-06-01");
    expect(late.state).toEqual({ level: 0, cycleStart: "2026-03-05", growth: 0 });
    expect(late.changes.map((c) => `${c.day}:${c.to}`)).toEqual([
      "2024-03-05:2",
      "2025-03-05:1",
      "2026-03-05:0",
    ]);
  });

  it("ends a cycle the day before its anniversary (29 February goes to 1 March)", () => {
    expect(cycleEnd("2026-03-05")).toBe("2027-03-04");
    expect(anniversary("2028-02-29")).toBe("2029-03-01");
  });

  it("checks a level table", () => {
    expect(levelTableProblem(L)).toBeNull();
    expect(levelTableProblem([L[0]!, { ...L[1]!, minGrowth: 0 }])).toMatch(/门槛/);
    expect(levelTableProblem([{ ...L[0]!, level: 1 }, L[1]!])).toMatch(/连续/);
  });
});

describe("earning on settled stakes", () => {
  it("gives 1 growth per whole yuan of cash, capped per day", () => {
    expect(stakeGrowth(1_299, 0, DEFAULT_EARNING)).toBe(12);
    expect(stakeGrowth(0, 0, DEFAULT_EARNING)).toBe(0);
    expect(stakeGrowth(100_000, 4_990, DEFAULT_EARNING)).toBe(10);
    expect(stakeGrowth(100_000, 5_000, DEFAULT_EARNING)).toBe(0);
  });

  it("gives points at the level's rate, rounded down and capped", () => {
    expect(stakePoints(1_000, 150, 0, DEFAULT_EARNING)).toBe(15);
    expect(stakePoints(300, 110, 0, DEFAULT_EARNING)).toBe(3);
    expect(stakePoints(1_000_000, 200, 4_000, DEFAULT_EARNING)).toBe(1_000);
  });
});

describe("check-in streaks", () => {
  const signed = new Set(["2026-11-20", "2026-11-21", "2026-11-22", "2026-11-24", "2026-11-25"]);

  it("counts consecutive days ending today, or yesterday before today's check-in", () => {
    expect(streakOf(signed, "2026-11-25")).toBe(2);
    expect(streakOf(signed, "2026-11-26")).toBe(2);
    expect(streakOf(new Set([...signed, "2026-11-23"]), "2026-11-25")).toBe(6);
    expect(streakOf(signed, "2026-11-28")).toBe(0);
  });

  it("never reaches into the previous month", () => {
    expect(streakOf(new Set(["2026-10-31", "2026-11-01", "2026-11-02"]), "2026-11-02")).toBe(2);
  });

  it("pays each milestone once a month", () => {
    expect(dueStreakRewards(DEFAULT_CHECKIN, 7, new Set([3]))).toEqual([{ days: 7, points: 30 }]);
    expect(dueStreakRewards(DEFAULT_CHECKIN, 2, new Set())).toEqual([]);
    expect(dueStreakRewards(DEFAULT_CHECKIN, 16, new Set()).map((r) => r.days)).toEqual([3, 7, 15]);
  });

  it("allows make-up of a past unsigned day of this month within the monthly limit", () => {
    expect(makeUpProblem("2026-11-23", "2026-11-25", signed, 0, DEFAULT_CHECKIN)).toBeNull();
    expect(makeUpProblem("2026-10-30", "2026-11-25", signed, 0, DEFAULT_CHECKIN)).toBe("notThisMonth");
    expect(makeUpProblem("2026-11-25", "2026-11-25", signed, 0, DEFAULT_CHECKIN)).toBe("notPast");
    expect(makeUpProblem("2026-11-24", "2026-11-25", signed, 0, DEFAULT_CHECKIN)).toBe("alreadySigned");
    expect(makeUpProblem("2026-11-23", "2026-11-25", signed, 2, DEFAULT_CHECKIN)).toBe("monthLimit");
  });

  it("checks check-in settings", () => {
    expect(checkinRulesProblem(DEFAULT_CHECKIN)).toBeNull();
    const unordered = {
      ...DEFAULT_CHECKIN,
      streakRewards: [
        { days: 7, points: 1 },
        { days: 3, points: 1 },
      ],
    };
    expect(checkinRulesProblem(unordered)).toMatch(/递增/);
  });
});

describe("store", () => {
  it("prices by level discount, rounded up", () => {
    expect(storePrice(1_000, 0)).toBe(1_000);
    expect(storePrice(999, 15)).toBe(850);
  });

  it("refuses past the player's daily limit, then past the day's stock", () => {
    expect(purchaseProblem({ dailyStock: 10, soldToday: 9, boughtToday: 2, perPlayerDaily: 3 })).toBeNull();
    expect(purchaseProblem({ dailyStock: 10, soldToday: 10, boughtToday: 0, perPlayerDaily: 3 })).toBe(
      "soldOut",
    );
    expect(purchaseProblem({ dailyStock: null, soldToday: 99, boughtToday: 3, perPlayerDaily: 3 })).toBe(
      "dailyLimit",
    );
    expect(stockLeft(10, 12)).toBe(0);
    expect(stockLeft(null, 1)).toBeNull();
  });

  it("finds the next yearly expiry", () => {
    expect(nextExpiry("2026-11-26", "03-01")).toBe("2027-03-01");
    expect(nextExpiry("2026-03-01", "03-01")).toBe("2026-03-01");
  });

  it("pays a stake from a packet first, the rest in cash", () => {
    expect(packetShare(1_000, 300)).toEqual({ creditFen: 300, cashFen: 700 });
    expect(packetShare(200, 300)).toEqual({ creditFen: 200, cashFen: 0 });
  });
});
