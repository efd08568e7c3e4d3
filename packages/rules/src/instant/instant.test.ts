import { describe, expect, it } from "vitest";
import {
  EGG_OUTCOMES,
  EGG_PAYTABLE,
  SLOT_STRIP,
  eggPrizeOf,
  eggReturnPercent,
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

  it("the golden egg deals every value to exactly its published prize and the return is exact", () => {
    const dealt = new Map<string, number>();
    for (let v = 0; v < EGG_OUTCOMES; v += 1) {
      const code = eggPrizeOf([v])?.code ?? "none";
      dealt.set(code, (dealt.get(code) ?? 0) + 1);
    }
    expect(EGG_PAYTABLE.map((p) => dealt.get(p.code))).toEqual([2, 8, 40, 100, 200]);
    expect(dealt.get("none")).toBe(650);
    // (50·2 + 20·8 + 5·40 + 2·100 + 1·200) / 1000
    expect(eggReturnPercent()).toBe(86);
    expect(() => eggPrizeOf([EGG_OUTCOMES])).toThrow();
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
