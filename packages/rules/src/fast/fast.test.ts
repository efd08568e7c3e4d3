import { describe, expect, it } from "vitest";
import { combinations } from "../core/combinatorics.ts";
import { countTickets, prizeTickets, type PrizeResult } from "../tickets/engine.ts";
import type { PrizeOptions } from "../tickets/types.ts";
import { distinctTupleCount } from "./ordered.ts";

function prize(game: string, tickets: string, draw: string, options: PrizeOptions = {}): PrizeResult {
  const result = prizeTickets(game, tickets, draw, options);
  if (!result.ok) throw new Error(`${game} ${tickets} ${draw}: ${result.code}`);
  return result.value;
}
const tiers = (r: PrizeResult): [string, number, number | null][] =>
  r.tiers.map((t) => [t.tier, t.count, t.amountFen]);

// [game, tickets, draw, options, tiers [tier, count, fen per bet], winning bets]
const PRIZES: [string, string, string, PrizeOptions, [string, number, number | null][], number][] = [
  ["cqssc", "5XZX:1|3|5|7|2", "1,3,5,7,2", {}, [["5XZX", 1, 10_000_000]], 1],
  [
    "cqssc",
    "5XTX:1|3|5|0|0",
    "1,3,5,7,2",
    {},
    [
      ["5XTX-2", 1, 20_000],
      ["5XTX-3", 1, 2000],
    ],
    1,
  ],
  ["cqssc", "5XTX:1|3|0|7|2", "1,3,5,7,2", {}, [["5XTX-3", 2, 2000]], 1],
  ["cqssc", "5XTX:1|3,4|0|7|2", "1,3,5,7,2", {}, [["5XTX-3", 3, 2000]], 2],
  ["cqssc", "3XZX:5|7|2", "1,3,5,7,2", {}, [["3XZX", 1, 100_000]], 1],
  ["cqssc", "3XZ3:5,7", "1,3,5,7,5", {}, [["3XZ3", 1, 32_000]], 1],
  ["cqssc", "3XZ3:5,7", "1,3,5,5,5", {}, [], 0],
  ["cqssc", "3XZ6:5,7,2", "1,3,5,7,5", {}, [], 0],
  ["cqssc", "2XZU:7,2", "1,3,5,2,7", {}, [["2XZU", 1, 5000]], 1],
  ["cqssc", "2XZU:0,7", "1,3,5,7,7", {}, [], 0],
  ["cqssc", "DWD:1|3|5|7|0,1,2", "1,3,5,7,2", {}, [["DWD", 5, 1000]], 5],
  ["cqssc", "DXDS:XIAO|XIAO", "1,3,5,7,2", {}, [], 0],
  ["ffssc", "1X:2", "1,3,5,7,2", { odds: { "1X": 1960 } }, [["1X", 1, 1960]], 1],
  ["cqssc", "1X:2", "1,3,5,7,2", { odds: { "1X": 1960 } }, [["1X", 1, 1000]], 1],
  ["syxw", "RX2:03,07,08", "03,07,01,10,05", {}, [["RX2", 1, 600]], 1],
  ["syxw", "RX2:01,03,05,07,10", "03,07,01,10,05", {}, [["RX2", 10, 600]], 10],
  ["syxw", "RX7:01,03,05,07#08,09,10,11", "03,07,01,10,05", {}, [["RX7", 3, 2600]], 3],
  ["syxw", "RX4:01,03#02,05,07", "03,07,01,10,05", {}, [["RX4", 1, 7800]], 1],
  ["syxw", "Q2ZUX:03#07,08", "07,03,01,10,05", {}, [["Q2ZUX", 1, 6500]], 1],
  ["syxw", "Q3ZHIX:03|07|01,02", "03,07,01,10,05", {}, [["Q3ZHIX", 1, 117_000]], 1],
  ["syxw", "Q3ZHIX:07|03|01", "03,07,01,10,05", {}, [], 0],
  ["jsks", "HZ:3,18", "1,1,1", {}, [["HZ-3", 1, 24_000]], 1],
  [
    "jsks",
    "3THTX:TX;3THDX:1,2",
    "2,2,2",
    {},
    [
      ["3THTX", 1, 4000],
      ["3THDX", 1, 24_000],
    ],
    2,
  ],
  ["jsks", "2THFX:1", "1,1,1", {}, [], 0],
  ["jsks", "2THFX:1", "1,3,1", {}, [["2THFX", 1, 1500]], 1],
  ["jsks", "2THDX:1|3", "3,1,1", {}, [["2THDX", 1, 8000]], 1],
  ["jsks", "2BTH:1,3", "1,1,3", {}, [["2BTH", 1, 800]], 1],
  ["jsks", "2BTH:1,3", "1,1,1", {}, [], 0],
  ["jsks", "3BTH:1,2,3", "1,2,2", {}, [], 0],
  ["jsks", "3LHTX:TX", "6,4,5", {}, [["3LHTX", 1, 1000]], 1],
  ["jsks", "3LHTX:TX", "1,2,4", {}, [], 0],
  ["bjpk10", "DWD:04|07,08|||||||01|", "03,09,01,10,05,02,04,06,07,08", {}, [], 0],
  ["bjpk10", "DWD:03|07,08|||||||09|", "03,07,01,10,05,02,04,06,09,08", {}, [["DWD", 3, 1960]], 3],
  ["bjpk10", "GYH:10,11", "03,07,01,10,05,02,04,06,09,08", {}, [["GYH-10", 1, 2205]], 1],
  [
    "bjpk10",
    "GYHDXDS:DA,XIAO,DAN,SHUANG",
    "09,04,01,10,05,02,03,06,07,08",
    {},
    [
      ["GYHDXDS-DA", 1, 441],
      ["GYHDXDS-DAN", 1, 352],
    ],
    2,
  ],
  ["xyft", "DXDS:DA,DAN|XIAO||||||||SHUANG", "07,04,01,10,05,02,03,06,09,08", {}, [["DXDS", 4, 392]], 4],
  // 冠军 07 vs 第十 08 → 虎; 亚军 04 vs 第九 09 → 虎; 第三 01 vs 第八 06 → 虎.
  ["bjpk10", "LH:LONG|HU|LONG,HU||", "07,04,01,10,05,02,03,06,09,08", {}, [["LH", 2, 392]], 2],
  ["bjpk10", "Q2ZX:07|04,05", "07,04,01,10,05,02,03,06,09,08", {}, [["Q2ZX", 1, 17_640]], 1],
  [
    "ffpk10",
    "Q3ZX:07|04|01",
    "07,04,01,10,05,02,03,06,09,08",
    { odds: { Q3ZX: 100_000 } },
    [["Q3ZX", 1, 100_000]],
    1,
  ],
  [
    "fflyb",
    "LYB:1,2,3",
    "1,1,2",
    {},
    [
      ["LYB-2", 1, 600],
      ["LYB-1", 1, 400],
    ],
    2,
  ],
  ["wflyb", "LYB:3", "3,3,3", {}, [["LYB-3", 1, 800]], 1],
  ["ffslm", "SLM:SZ,ZZ,SP", "03,11|07", {}, [["SLM-SZ", 1, 688]], 1],
  ["ffslm", "SLM:SZ,ZZ,SP", "03,11|11", {}, [["SLM-ZZ", 1, 1647]], 1],
  ["wfslm", "SLM:SZ,ZZ,SP", "11,03|12", {}, [["SLM-SP", 1, 312]], 1],
  ["wfslm", "SLM:SZ", "05,05|06", {}, [], 0],
  ["wfslm", "SLM:ZZ", "05,05|05", {}, [["SLM-ZZ", 1, 1647]], 1],
];

describe("fast-draw prizes", () => {
  it.each(PRIZES)("%s %s vs %s %j", (game, tickets, draw, options, want, winning) => {
    const result = prize(game, tickets, draw, options);
    expect(tiers(result)).toEqual(want);
    expect(result.winningBets).toBe(winning);
    expect(result.pending).toBe(false);
  });
});

function rng(seed: number): (n: number) => number {
  let s = seed;
  return (n) => {
    s = (s * 48271) % 2147483647;
    return s % n;
  };
}
const pad = (n: number): string => String(n).padStart(2, "0");
const asRecord = (r: PrizeResult): Record<string, number> =>
  Object.fromEntries(r.tiers.map((t) => [t.tier, t.count]));
function sumTiers(results: PrizeResult[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of results) for (const t of r.tiers) out[t.tier] = (out[t.tier] ?? 0) + t.count;
  return out;
}

describe("brute force", () => {
  it("11x5 任选 and 组选 banker/multiple tickets equal their single bets", () => {
    const rand = rng(5);
    const seen = new Set<string>();
    for (let round = 0; round < 60; round += 1) {
      const k = 1 + rand(8);
      const group = k <= 3 && rand(2) === 1 ? (k === 1 ? 0 : k) : 0;
      const play = group ? `Q${group}ZUX` : `RX${k}`;
      const pool = Array.from({ length: 11 }, (_, i) => i + 1);
      for (let i = pool.length - 1; i > 0; i -= 1) {
        const j = rand(i + 1);
        [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
      }
      const draw = pool.slice(0, 5);
      const bankers = k >= 2 && rand(2) ? pool.slice(0, 1 + rand(k - 1)).sort((a, b) => a - b) : [];
      const rest = pool.slice(bankers.length);
      const drags = rest.slice(rand(3), rand(3) + k - bankers.length + 1 + rand(3)).sort((a, b) => a - b);
      const ticket = `${play}:${bankers.length ? `${bankers.map(pad).join(",")}#` : ""}${drags.map(pad).join(",")}`;
      const counted = countTickets("syxw", ticket);
      if (!counted.ok) continue;
      const singles = combinations(drags, k - bankers.length).map((c) =>
        [...bankers, ...c].map(pad).join(","),
      );
      expect(counted.value.bets).toBe(singles.length);
      const drawText = [...draw].reverse().map(pad).join(",");
      const whole = prize("syxw", ticket, drawText);
      expect(asRecord(whole), `${ticket} vs ${drawText}`).toEqual(
        sumTiers(singles.map((s) => prize("syxw", `${play}:${s}`, drawText))),
      );
      for (const t of whole.tiers) seen.add(t.tier);
    }
    expect(seen.size).toBeGreaterThanOrEqual(4);
  });

  it("五星通选 multiples equal their single bets, and winningBets counts each bet once", () => {
    const rand = rng(11);
    for (let round = 0; round < 40; round += 1) {
      const draw = Array.from({ length: 5 }, () => rand(10));
      const zones = draw.map((d) => [...new Set([rand(3) ? d : rand(10), rand(10)])]);
      let bets: number[][] = [[]];
      for (const z of zones) bets = bets.flatMap((b) => z.map((v) => [...b, v]));
      const ticket = `5XTX:${zones.map((z) => z.join(",")).join("|")}`;
      const singles = bets.map((b) => prize("cqssc", `5XTX:${b.join("|")}`, draw.join(",")));
      const whole = prize("cqssc", ticket, draw.join(","));
      expect(asRecord(whole)).toEqual(sumTiers(singles));
      expect(whole.winningBets).toBe(singles.filter((s) => s.winningBets > 0).length);
      expect(whole.totalFen).toBe(singles.reduce((sum, s) => sum + s.totalFen, 0));
    }
  });

  it("ordered distinct tuples match enumeration", () => {
    const rand = rng(3);
    for (let round = 0; round < 50; round += 1) {
      const zones = Array.from({ length: 3 }, () => ({
        bankers: [],
        numbers: [...new Set(Array.from({ length: 1 + rand(5) }, () => 1 + rand(6)))],
      }));
      let tuples: number[][] = [[]];
      for (const z of zones) tuples = tuples.flatMap((t) => z.numbers.map((v) => [...t, v]));
      expect(distinctTupleCount(zones)).toBe(tuples.filter((t) => new Set(t).size === t.length).length);
    }
  });

  it("二同号单选 counts pair × single combinations with different digits", () => {
    for (const [pairs, singles] of [
      ["1,2,3", "1,2,3,4,5,6"],
      ["6", "1,2,3,4,5"],
      ["1,2,3,4,5,6", "1,2,3,4,5,6"],
    ] as const) {
      const p = pairs.split(",").map(Number);
      const s = singles.split(",").map(Number);
      const expected = p.flatMap((a) => s.filter((b) => b !== a)).length;
      const counted = countTickets("jsks", `2THDX:${pairs}|${singles}`);
      expect(counted.ok && counted.value.bets).toBe(expected);
    }
  });
});
