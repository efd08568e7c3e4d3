import { describe, expect, it } from "vitest";
import { followCommission, releaseRecord } from "./commission.ts";

describe("followCommission", () => {
  it("takes ⌊P × c ÷ 100⌋ of a profitable prize and the house cut of it", () => {
    expect(followCommission(10_001, 200, 10, 0)).toEqual({ commissionFen: 1000, houseCutFen: 0 });
    expect(followCommission(10_001, 200, 10, 15)).toEqual({ commissionFen: 1000, houseCutFen: 150 });
    expect(followCommission(999, 200, 7, 33)).toEqual({ commissionFen: 69, houseCutFen: 22 });
  });

  it("takes nothing unless the follower keeps more than the stake", () => {
    expect(followCommission(0, 200, 10, 10).commissionFen).toBe(0);
    expect(followCommission(200, 200, 10, 10).commissionFen).toBe(0);
    // P = 222, C = 22, P − C = 200 = S: not more than the stake.
    expect(followCommission(222, 200, 10, 0).commissionFen).toBe(0);
    // P = 223, C = 22, P − C = 201 > S.
    expect(followCommission(223, 200, 10, 0).commissionFen).toBe(22);
    expect(followCommission(5000, 200, 0, 50)).toEqual({ commissionFen: 0, houseCutFen: 0 });
  });
});

describe("releaseRecord", () => {
  it("counts hit rate, return rate and the current streak", () => {
    const r = releaseRecord([
      { won: true, prizeFen: 500, stakeFen: 200 },
      { won: false, prizeFen: 0, stakeFen: 200 },
      { won: true, prizeFen: 300, stakeFen: 200 },
      { won: true, prizeFen: 400, stakeFen: 400 },
    ]);
    expect(r).toMatchObject({ settled: 4, won: 3, hitRate: 75, returnRate: 120, streak: 2 });
    expect(releaseRecord([])).toMatchObject({ settled: 0, hitRate: 0, returnRate: 0, streak: 0 });
    expect(releaseRecord([{ won: true, prizeFen: 1, stakeFen: 3 }]).returnRate).toBe(33.33);
  });
});
