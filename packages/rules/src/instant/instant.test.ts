import { describe, expect, it } from "vitest";
import {
  SLOT_STRIP,
  pickScratchCard,
  playRandom,
  scratchBatchProblem,
  scratchReturnPercent,
  slotLineChances,
  slotReturnPercent,
} from "../index.ts";

const SEED = "a".repeat(64);

describe("instant games", () => {
  it("the slot strip holds the published counts and the return is exact", () => {
    expect(SLOT_STRIP).toHaveLength(20);
    expect(SLOT_STRIP.filter((s) => s === "diamond")).toHaveLength(1);
    expect(slotLineChances().map((l) => l.chances)).toEqual([1, 8, 27, 64, 125, 125, 1125]);
    // (200·1 + 100·8 + 30·27 + 15·64 + 10·125 + 8·125 + 2·1125) / 8000
    expect(slotReturnPercent()).toBe(90.88);
  });

  it("each unsold card is picked by exactly one value of the draw", () => {
    const remaining = [1, 2, 3];
    const tiers = Array.from({ length: 10 }, (_, r) => pickScratchCard(remaining, 4, () => r));
    expect(tiers).toEqual([0, 1, 1, 2, 2, 2, -1, -1, -1, -1]);
    expect(() => pickScratchCard([0], 0, () => 0)).toThrow();
  });

  it("a play's integers depend on the client seed and nonce and are reproducible", () => {
    const a = playRandom(SEED, "abc", 0)(1000);
    expect(playRandom(SEED, "abc", 0)(1000)).toBe(a);
    const others = [playRandom(SEED, "abc", 1)(1_000_000), playRandom(SEED, "abd", 0)(1_000_000)];
    expect(new Set([playRandom(SEED, "abc", 0)(1_000_000), ...others]).size).toBe(3);
    expect(() => playRandom(SEED, "a:b", 0)).toThrow();
  });

  it("batch terms are checked and their return computed exactly", () => {
    expect(scratchBatchProblem({ priceFen: 200, cardCount: 2, tiers: [{ prizeFen: 100, count: 3 }] })).toBe(
      "中奖张数超过总张数",
    );
    expect(
      scratchReturnPercent(200, 100, [
        { prizeFen: 10_000, count: 1 },
        { prizeFen: 500, count: 10 },
      ]),
    ).toBe(75);
  });
});
