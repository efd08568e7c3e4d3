import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { findGame, GAMES } from "../catalogue/games.ts";
import { parseDraw } from "../tickets/engine.ts";
import {
  chainSeedAt,
  chainSegment,
  fairDraw,
  fairRandomInt,
  fairWordStream,
  hashChain,
  isSeed,
  rejectionLimit,
  sampleBelow,
  seedHash,
  verifyAgainstAnchor,
  verifyChainLink,
  verifyHouseDraw,
} from "./index.ts";

const SEED_A = "00".repeat(32);
const SEED_B = "3f".repeat(16) + "a1".repeat(16);

// Independent implementations with node:crypto, to check the noble-based code against.
const nodeSha = (seed: string) => createHash("sha256").update(Buffer.from(seed, "hex")).digest("hex");
function nodeWords(seed: string, label: string, blocks: number): number[] {
  const words: number[] = [];
  for (let counter = 0; counter < blocks; counter += 1) {
    const mac = createHmac("sha256", Buffer.from(seed, "hex")).update(`${label}:${counter}`).digest();
    for (let i = 0; i < 32; i += 4) words.push(mac.readUInt32BE(i));
  }
  return words;
}

describe("seeds and hashes", () => {
  it("hashes the seed bytes, not its text", () => {
    expect(seedHash(SEED_A)).toBe(nodeSha(SEED_A));
    expect(seedHash(SEED_A)).toBe("66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925");
    expect(seedHash(SEED_B)).toBe(nodeSha(SEED_B));
  });

  it("refuses malformed seeds", () => {
    expect(isSeed(SEED_A)).toBe(true);
    for (const bad of ["", "00", SEED_B.toUpperCase(), `${SEED_A}0`, "zz".repeat(32)]) {
      expect(isSeed(bad)).toBe(false);
      expect(() => seedHash(bad)).toThrow(RangeError);
    }
  });
});

describe("word stream and rejection sampling", () => {
  it("streams the big-endian words of HMAC-SHA256(seed, label:counter)", () => {
    const next = fairWordStream(SEED_B, "jlffc:202611210001");
    const expected = nodeWords(SEED_B, "jlffc:202611210001", 3);
    expect(Array.from({ length: 24 }, next)).toEqual(expected);
  });

  it("computes the largest multiple of max not above 2^32", () => {
    expect(rejectionLimit(1)).toBe(2 ** 32);
    expect(rejectionLimit(2)).toBe(2 ** 32);
    expect(rejectionLimit(3)).toBe(2 ** 32 - 1);
    expect(rejectionLimit(10)).toBe(4_294_967_290);
    expect(rejectionLimit(2 ** 31 + 1)).toBe(2 ** 31 + 1);
    expect(rejectionLimit(2 ** 32)).toBe(2 ** 32);
    for (const bad of [0, -1, 1.5, 2 ** 32 + 1, Number.NaN]) expect(() => rejectionLimit(bad)).toThrow();
  });

  it("rejects exactly the words at or above the limit", () => {
    const scripted = (words: number[]) => {
      const queue = [...words];
      return () => {
        const w = queue.shift();
        if (w === undefined) throw new Error("ran out of words");
        return w;
      };
    };
    // max 10: 4294967290…4294967295 would favour 0…5, so they are skipped.
    expect(sampleBelow(10, scripted([4_294_967_295, 4_294_967_290, 4_294_967_289]))).toBe(9);
    expect(sampleBelow(10, scripted([4_294_967_289]))).toBe(9);
    expect(sampleBelow(10, scripted([0]))).toBe(0);
    // max 3: only the top word is rejected.
    expect(sampleBelow(3, scripted([2 ** 32 - 1, 2 ** 32 - 2]))).toBe((2 ** 32 - 2) % 3);
    // max 2^31 + 1: about half the words are rejected; the boundary word itself is rejected.
    expect(sampleBelow(2 ** 31 + 1, scripted([2 ** 31 + 1, 2 ** 32 - 1, 2 ** 31]))).toBe(2 ** 31);
    // max 1 and 2^32: nothing is rejected.
    expect(sampleBelow(1, scripted([2 ** 32 - 1]))).toBe(0);
    expect(sampleBelow(2 ** 32, scripted([2 ** 32 - 1]))).toBe(2 ** 32 - 1);
  });

  it("draws the same values from the same seed and label, different ones otherwise", () => {
    const take = (seed: string, label: string) => {
      const r = fairRandomInt(seed, label);
      return Array.from({ length: 20 }, () => r(1000));
    };
    expect(take(SEED_B, "x")).toEqual(take(SEED_B, "x"));
    expect(take(SEED_B, "x")).not.toEqual(take(SEED_B, "y"));
    expect(take(SEED_B, "x")).not.toEqual(take(SEED_A, "x"));
    // Equal to the independent stream where no word is rejected (max 1000 rejects 296 of 2^32 words).
    const words = nodeWords(SEED_B, "x", 3).filter((w) => w < rejectionLimit(1000));
    expect(take(SEED_B, "x")).toEqual(words.slice(0, 20).map((w) => w % 1000));
  });

  it("gives uniform digits over 100,000 draws (chi-square, 9 degrees of freedom)", () => {
    const counts = new Array<number>(10).fill(0);
    const n = 100_000;
    for (let i = 0; i < n; i += 1) {
      const first = fairDraw("jlffc", `20261121${String(i).padStart(6, "0")}`, SEED_B).split(",")[0];
      counts[Number(first)] = (counts[Number(first)] ?? 0) + 1;
    }
    const expected = n / 10;
    const chi2 = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    // 99.9% quantile of chi-square with 9 degrees of freedom: a fair source fails once in 1000 seeds.
    expect(chi2).toBeLessThan(27.877);
    // And not suspiciously perfect (0.1% quantile).
    expect(chi2).toBeGreaterThan(1.152);
  });
});

describe("hash chains", () => {
  const terminal = SEED_B;
  const chain = hashChain(terminal, 50);

  it("links every seed to the next by sha256, from the terminal down to the anchor", () => {
    expect(chain).toHaveLength(51);
    expect(chain[50]).toBe(terminal);
    for (let i = 1; i <= 50; i += 1) {
      expect(nodeSha(chain[i] as string)).toBe(chain[i - 1]);
      expect(verifyChainLink(chain[i] as string, chain[i - 1] as string)).toBe(true);
    }
    expect(chainSeedAt(terminal, 50, 0)).toBe(chain[0]);
    expect(chainSeedAt(terminal, 50, 17)).toBe(chain[17]);
    expect(chainSeedAt(terminal, 50, 50)).toBe(terminal);
    expect(() => chainSeedAt(terminal, 50, 51)).toThrow(RangeError);
    expect(chainSegment(terminal, 50, 3, 7)).toEqual(chain.slice(3, 8));
    expect(chainSegment(terminal, 50, 0, 50)).toEqual(chain);
    expect(chainSegment(terminal, 50, 50, 50)).toEqual([terminal]);
    expect(() => chainSegment(terminal, 50, 7, 3)).toThrow(RangeError);
  });

  it("verifies a seed against the anchor and refuses a wrong link", () => {
    const anchor = chain[0] as string;
    expect(verifyAgainstAnchor(chain[9] as string, 9, anchor)).toBe(true);
    expect(verifyAgainstAnchor(chain[9] as string, 8, anchor)).toBe(false);
    expect(verifyChainLink(chain[5] as string, chain[3] as string)).toBe(false);
    expect(verifyChainLink("not a seed", chain[3] as string)).toBe(false);
    // Hex case of the commitment does not matter.
    expect(verifyChainLink(chain[5] as string, (chain[4] as string).toUpperCase())).toBe(true);
  });
});

describe("house draws", () => {
  it("draws a valid result for every house game and official family", () => {
    for (const game of GAMES.filter((g) => g.kind !== "sports")) {
      const numbers = fairDraw(game.code, "202611210001", SEED_A);
      expect(parseDraw(game.code, numbers).ok, `${game.code} ${numbers}`).toBe(true);
      expect(fairDraw(game.code, "202611210001", SEED_A)).toBe(numbers);
    }
  });

  it("labels the draw with game and issue", () => {
    expect(fairDraw("jlffc", "202611210001", SEED_B)).not.toBe(fairDraw("jlffc", "202611210002", SEED_B));
    expect(fairDraw("JLFFC", "202611210001", SEED_B)).toBe(fairDraw("jlffc", "202611210001", SEED_B));
    expect(findGame("jlffc")?.kind).toBe("house");
    expect(() => fairDraw("nope", "1", SEED_B)).toThrow(RangeError);
  });

  it("verifies a draw from the seed, its commitment and the published numbers", () => {
    const chain = hashChain(SEED_B, 3);
    const seed = chain[2] as string;
    const numbers = fairDraw("ff11x5", "202611210042", seed);
    const good = verifyHouseDraw({
      gameCode: "ff11x5",
      issue: "202611210042",
      seed,
      seedHash: chain[1],
      numbers,
    });
    expect(good).toEqual({ numbers, hashOk: true, numbersOk: true, ok: true });
    const wrongHash = verifyHouseDraw({
      gameCode: "ff11x5",
      issue: "202611210042",
      seed,
      seedHash: chain[0],
    });
    expect(wrongHash.ok).toBe(false);
    expect(wrongHash.hashOk).toBe(false);
    const wrongNumbers = verifyHouseDraw({
      gameCode: "ff11x5",
      issue: "202611210042",
      seed,
      numbers: "01,02,03,04,05",
    });
    expect(wrongNumbers.numbersOk).toBe(numbers === "01,02,03,04,05");
    expect(verifyHouseDraw({ gameCode: "ff11x5", issue: "1", seed: "bad" }).ok).toBe(false);
  });
});
