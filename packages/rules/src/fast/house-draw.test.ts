import { describe, expect, it } from "vitest";
import type { GameFamily } from "../catalogue/games.ts";
import { parseDraw, prizeTickets } from "../tickets/engine.ts";
import { drawHouseNumbers, type RandomInt } from "./house-draw.ts";
import { LYB_DEFAULT_ODDS_FEN } from "./lyb.ts";
import { PK10_DEFAULT_ODDS_FEN } from "./pk10.ts";
import { SLM_DEFAULT_ODDS_FEN, slmOutcome } from "./slm.ts";

// A game of each family, used to parse what drawHouseNumbers writes.
const GAME_OF: [GameFamily, string][] = [
  ["ssq", "ssq"],
  ["dlt", "dlt"],
  ["d3", "fc3d"],
  ["pl5", "pl5"],
  ["qlc", "qlc"],
  ["qxc", "xqxc"],
  ["lhc", "qwlhc"],
  ["ssc", "ffssc"],
  ["11x5", "ff11x5"],
  ["k3", "ffk3"],
  ["pk10", "ffpk10"],
  ["lyb", "fflyb"],
  ["slm", "ffslm"],
];

function seeded(seed: number): RandomInt {
  let s = seed;
  return (max) => {
    s = (s * 48271) % 2147483647;
    return s % max;
  };
}

describe("drawHouseNumbers", () => {
  it.each(GAME_OF)("%s draws parse as valid %s draws", (family, game) => {
    const random = seeded(family.length + 17);
    for (let i = 0; i < 300; i += 1) {
      const draw = drawHouseNumbers(family, random);
      expect(parseDraw(game, draw), draw).toMatchObject({ ok: true });
    }
  });

  it("is a pure function of the random source", () => {
    expect(drawHouseNumbers("pk10", seeded(1))).toBe(drawHouseNumbers("pk10", seeded(1)));
  });

  it("refuses a random source that breaks its contract (a bug)", () => {
    expect(() => drawHouseNumbers("ssc", () => 10)).toThrow(RangeError);
    expect(() => drawHouseNumbers("ssc", () => 0.5)).toThrow(RangeError);
    expect(() => drawHouseNumbers("jczq", () => 0)).toThrow(RangeError);
  });

  // Feeding every possible sequence of random values must give every outcome equally often.
  function exhaustive(family: GameFamily, maxes: number[]): Map<string, number> {
    const counts = new Map<string, number>();
    const values = maxes.map(() => 0);
    let asked: number[] = [];
    for (;;) {
      let i = 0;
      asked = [];
      const draw = drawHouseNumbers(family, (max) => {
        asked.push(max);
        return values[i++] ?? 0;
      });
      counts.set(draw, (counts.get(draw) ?? 0) + 1);
      // Odometer over the random values, last position fastest.
      let p = maxes.length - 1;
      while (p >= 0 && (values[p] ?? 0) + 1 === maxes[p]) values[p--] = 0;
      if (p < 0) break;
      values[p] = (values[p] ?? 0) + 1;
    }
    expect(asked).toEqual(maxes);
    return counts;
  }

  it("maps random values onto dice without bias", () => {
    const counts = exhaustive("k3", [6, 6, 6]);
    expect(counts.size).toBe(216);
    expect(new Set(counts.values())).toEqual(new Set([1]));
  });

  it("maps random values onto ordered 11x5 draws without bias", () => {
    const counts = exhaustive("11x5", [11, 10, 9, 8, 7]);
    expect(counts.size).toBe(11 * 10 * 9 * 8 * 7);
    expect(new Set(counts.values())).toEqual(new Set([1]));
  });

  it("deals 射龙门 from one 52-card deck: every rank triple as often as the deck allows", () => {
    const counts = exhaustive("slm", [52, 51, 50]);
    // Different ranks: 4·4·4 card choices; a repeated rank: 4·3·4; a triple: 4·3·2.
    expect(counts.get("01,02|03")).toBe(64);
    expect(counts.get("01,01|03")).toBe(48);
    expect(counts.get("13,13|13")).toBe(24);
  });
});

describe("house odds derivations", () => {
  it("射龙门 odds are the 52-card fair payout less 5%", () => {
    const outcomes = new Map<number, number>();
    let total = 0;
    for (let a = 0; a < 52; a += 1) {
      for (let b = 0; b < 52; b += 1) {
        for (let c = 0; c < 52; c += 1) {
          if (a === b || a === c || b === c) continue;
          total += 1;
          const o = slmOutcome(Math.floor(a / 4) + 1, Math.floor(b / 4) + 1, Math.floor(c / 4) + 1);
          outcomes.set(o, (outcomes.get(o) ?? 0) + 1);
        }
      }
    }
    expect([total, outcomes.get(1), outcomes.get(2), outcomes.get(3)]).toEqual([132600, 36608, 15288, 80704]);
    const odds = (n: number): number => Math.floor((190 * total) / n);
    expect(SLM_DEFAULT_ODDS_FEN).toEqual({
      "SLM-SZ": odds(36608),
      "SLM-ZZ": odds(15288),
      "SLM-SP": odds(80704),
    });
  });

  it("PK10 odds are the fair payout less 2%, counted over every finishing order of the first cars", () => {
    const wins = new Map<string, number>();
    const firstTwo: [number, number][] = [];
    for (let a = 1; a <= 10; a += 1) for (let b = 1; b <= 10; b += 1) if (a !== b) firstTwo.push([a, b]);
    const rest = (a: number, b: number): number[] =>
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((x) => x !== a && x !== b);
    for (const [a, b] of firstTwo) {
      const draw = [a, b, ...rest(a, b)].map((n) => String(n).padStart(2, "0")).join(",");
      const result = prizeTickets(
        "bjpk10",
        "GYH:3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19;GYHDXDS:DA,XIAO,DAN,SHUANG",
        draw,
      );
      if (!result.ok) throw new Error(result.code);
      for (const t of result.value.tiers) wins.set(t.tier, (wins.get(t.tier) ?? 0) + t.count);
    }
    for (const [tier, n] of wins) expect(PK10_DEFAULT_ODDS_FEN[tier], tier).toBe(Math.floor((196 * 90) / n));
    expect(PK10_DEFAULT_ODDS_FEN.DWD).toBe(Math.floor((196 * 10) / 1));
    expect(PK10_DEFAULT_ODDS_FEN.DXDS).toBe(Math.floor((196 * 2) / 1));
    expect(PK10_DEFAULT_ODDS_FEN.LH).toBe(Math.floor((196 * 2) / 1));
    expect(PK10_DEFAULT_ODDS_FEN.Q2ZX).toBe(196 * 90);
    expect(PK10_DEFAULT_ODDS_FEN.Q3ZX).toBe(196 * 720);
  });

  it("鱼虾蟹 returns 199/216 of stakes", () => {
    let paid = 0;
    for (let a = 1; a <= 6; a += 1) {
      for (let b = 1; b <= 6; b += 1) {
        for (let c = 1; c <= 6; c += 1) {
          const result = prizeTickets("fflyb", "LYB:1", `${a},${b},${c}`);
          if (result.ok) paid += result.value.totalFen;
        }
      }
    }
    expect(paid / (216 * 200)).toBeCloseTo(199 / 216, 10);
    expect(LYB_DEFAULT_ODDS_FEN["LYB-1"]).toBe(400);
  });
});
