import { describe, expect, it } from "vitest";
import {
  holderPrize,
  initiatorMayCancel,
  joinProblem,
  minBuyShares,
  operatorMayCancel,
  progressPercent,
  recordBadges,
  recordPoints,
  resolveScheme,
  splitPrize,
  startProblem,
} from "./scheme.ts";

describe("starting a scheme", () => {
  it("needs at least 5 % and at least the commission percent, rounded up", () => {
    expect(minBuyShares(100, 0)).toBe(5);
    expect(minBuyShares(100, 8)).toBe(8);
    expect(minBuyShares(30, 0)).toBe(2);
    expect(minBuyShares(2, 10)).toBe(1);
  });

  it("names the field a term breaks", () => {
    const ok = { totalShares: 100, buyShares: 10, guaranteeShares: 90, commissionPercent: 10 };
    expect(startProblem(ok)).toBeNull();
    expect(startProblem({ ...ok, buyShares: 9 })?.field).toBe("buyShares");
    expect(startProblem({ ...ok, guaranteeShares: 91 })).toEqual({
      field: "guaranteeShares",
      message: "保底须为0-90份",
    });
    expect(startProblem({ ...ok, commissionPercent: 11 })?.field).toBe("commissionPercent");
    expect(startProblem({ ...ok, buyShares: 101, guaranteeShares: 0 })?.field).toBe("buyShares");
  });
});

describe("joining", () => {
  it("takes whole shares, at least one, never more than left", () => {
    expect(joinProblem(5, 5)).toBeNull();
    expect(joinProblem(5, 6)?.message).toBe("剩余5份");
    expect(joinProblem(5, 0)?.field).toBe("shares");
    expect(joinProblem(0, 1)?.message).toBe("方案已满员");
  });

  it("shows progress rounded down", () => {
    expect(progressPercent(999, 1000)).toBe(99);
    expect(progressPercent(1000, 1000)).toBe(100);
  });
});

describe("cancelling", () => {
  it("lets the initiator cancel under 50 % and an operator under 95 %", () => {
    expect(initiatorMayCancel(30, 19, 100)).toBe(true);
    expect(initiatorMayCancel(30, 20, 100)).toBe(false);
    expect(operatorMayCancel(90, 4, 100)).toBe(true);
    expect(operatorMayCancel(90, 5, 100)).toBe(false);
  });
});

describe("the deadline", () => {
  it("uses the guarantee for what is missing and returns the rest", () => {
    expect(resolveScheme(80, 30, 100)).toEqual({
      placed: true,
      guaranteeUsed: 20,
      guaranteeReturned: 10,
      siteShares: 0,
    });
  });

  it("lets the site fill the last 5 %", () => {
    expect(resolveScheme(90, 5, 100)).toEqual({
      placed: true,
      guaranteeUsed: 5,
      guaranteeReturned: 0,
      siteShares: 5,
    });
    expect(resolveScheme(95, 0, 100)).toEqual({
      placed: true,
      guaranteeUsed: 0,
      guaranteeReturned: 0,
      siteShares: 5,
    });
  });

  it("refunds under 95 %", () => {
    expect(resolveScheme(90, 4, 100)).toEqual({ placed: false });
    expect(resolveScheme(37, 0, 39)).toEqual({ placed: false });
    expect(resolveScheme(38, 0, 40)).toMatchObject({ placed: true, siteShares: 2 });
    // The operator's site fill: 2 % lets the site buy 2 of 100 at most; 0 never fills.
    expect(resolveScheme(98, 0, 100, 2)).toMatchObject({ placed: true, siteShares: 2 });
    expect(resolveScheme(97, 0, 100, 2)).toEqual({ placed: false });
    expect(resolveScheme(99, 0, 100, 0)).toEqual({ placed: false });
    expect(resolveScheme(95, 5, 100, 0)).toMatchObject({ placed: true, guaranteeUsed: 5, siteShares: 0 });
    // Never more than 5 %, whatever is asked.
    expect(resolveScheme(94, 0, 100, 9)).toEqual({ placed: false });
  });
});

describe("the prize split (API.md §8)", () => {
  it("takes commission on profit, floors each share and gives the dust to the initiator", () => {
    // 100 yuan scheme, 10 %, prize 800 yuan → commission 80 yuan (REFERENCE-RULES 1.1).
    expect(splitPrize(80_000, 10_000, 100, 10)).toEqual({
      commissionFen: 8_000,
      perShareFen: 720,
      dustFen: 0,
    });
    // P = 1000.01 yuan, 3 shares, 7 %: C = ⌊7000.07⌋ = 7000; (100001 − 7000) / 3 = 31000.33 → 31000, dust 1.
    const split = splitPrize(100_001, 300, 3, 7);
    expect(split).toEqual({ commissionFen: 7_000, perShareFen: 31_000, dustFen: 1 });
    expect(holderPrize(split, 1, true) + holderPrize(split, 2, false)).toBe(100_001);
  });

  it("pays no commission without profit, or when the commission would eat the profit", () => {
    expect(splitPrize(9_000, 10_000, 100, 10).commissionFen).toBe(0);
    expect(splitPrize(10_500, 10_000, 100, 10).commissionFen).toBe(0);
    expect(splitPrize(11_200, 10_000, 100, 10).commissionFen).toBe(1_120);
  });

  it("gives everything to the initiator when a share is worth less than a fen", () => {
    expect(splitPrize(50, 20_000, 200, 5)).toEqual({ commissionFen: 0, perShareFen: 0, dustFen: 50 });
  });
});

describe("战绩", () => {
  it("awards by profit per winning scheme", () => {
    expect(recordPoints(49_999)).toBe(0);
    expect(recordPoints(50_000)).toBe(1);
    expect(recordPoints(500_000)).toBe(10);
    expect(recordPoints(10_000_000)).toBe(100);
    expect(recordPoints(50_000_000)).toBe(1000);
    expect(recordBadges(1234)).toEqual({ crowns: 1, suns: 2, moons: 3, stars: 4 });
  });
});
