import { describe, expect, it } from "vitest";
import { combinations } from "../core/combinatorics.ts";
import { countTickets, prizeTickets, type PrizeResult } from "../tickets/engine.ts";
import type { PrizeOptions } from "../tickets/types.ts";
import { classDistribution } from "./lotto.ts";
import { digitSumWays } from "./digits.ts";

function prize(game: string, tickets: string, draw: string, options: PrizeOptions = {}): PrizeResult {
  const result = prizeTickets(game, tickets, draw, options);
  if (!result.ok) throw new Error(`${game} ${tickets} ${draw}: ${result.code}`);
  return result.value;
}
const tiers = (r: PrizeResult): [string, number, number | null][] =>
  r.tiers.map((t) => [t.tier, t.count, t.amountFen]);

// [game, tickets, draw, options, tiers [tier, count, amount fen], total fen]
const PRIZES: [string, string, string, PrizeOptions, [string, number, number | null][], number][] = [
  ["ssq", "DS:01,02,03,04,05,06|07", "01,02,03,04,05,06|07", {}, [["1", 1, null]], 0],
  [
    "ssq",
    "DS:01,02,03,04,05,06|07",
    "01,02,03,04,05,06|07",
    { floatingFen: { "1": 500_000_000 } },
    [["1", 1, 500_000_000]],
    500_000_000,
  ],
  ["ssq", "DS:01,02,03,04,05,06|08", "01,02,03,04,05,06|07", {}, [["2", 1, null]], 0],
  [
    "ssq",
    "DS:01,02,03,10,11,12|08",
    "01,02,03,04,05,06|07",
    { ssqFuyunActive: true },
    [["fuyun", 1, 500]],
    500,
  ],
  ["ssq", "DS:01,02,03,10,11,12|08", "01,02,03,04,05,06|07", { ssqFuyunActive: false }, [], 0],
  [
    "ssq",
    "DS:01,02,03,10,11,12|08",
    "01,02,03,04,05,06|07",
    { ssqRule: "classic", ssqFuyunActive: true },
    [],
    0,
  ],
  ["ssq", "DS:10,11,12,13,14,15|07", "01,02,03,04,05,06|07", {}, [["6", 1, 500]], 500],
  ["ssq", "DS:01,02,03,04,05,15|08", "01,02,03,04,05,06|07", {}, [["4", 1, 20_000]], 20_000],
  [
    "dlt",
    "DS:01,02,03,04,05|03,04",
    "01,02,03,04,05|01,02",
    { dltRule: "2019" },
    [["3", 1, 1_000_000]],
    1_000_000,
  ],
  ["dlt", "DS:01,02,03,04,05|03,04", "01,02,03,04,05|01,02", {}, [["3", 1, 500_000]], 500_000],
  [
    "dlt",
    "DS:01,02,03,04,05|03,04",
    "01,02,03,04,05|01,02",
    { dltPoolGe800m: true },
    [["3", 1, 666_600]],
    666_600,
  ],
  [
    "dlt",
    "DS:01,02,03,04,10|01,02",
    "01,02,03,04,05|01,02",
    { dltRule: "2019" },
    [["4", 1, 300_000]],
    300_000,
  ],
  [
    "dlt",
    "DS:01,02,03,04,10|01,02",
    "01,02,03,04,05|01,02",
    { addition: true },
    [["3", 1, 500_000]],
    500_000,
  ],
  [
    "dlt",
    "DS:01,02,03,04,05|01,02",
    "01,02,03,04,05|01,02",
    { addition: true, floatingFen: { "1": 1_234_567 } },
    [
      ["1", 1, 1_234_567],
      ["1A", 1, 987_653],
    ],
    2_222_220,
  ],
  [
    "dlt",
    "DS:01,02,03,04,05|01,03",
    "01,02,03,04,05|01,02",
    { addition: true, floatingFen: { "2": 10_000_000, "2A": 7_000_000 } },
    [
      ["2", 1, 10_000_000],
      ["2A", 1, 7_000_000],
    ],
    17_000_000,
  ],
  [
    "dlt",
    "DS:01,02,03,04,05|01,03",
    "01,02,03,04,05|01,02",
    { addition: true },
    [
      ["2", 1, null],
      ["2A", 1, null],
    ],
    0,
  ],
  ["qlc", "DS:01,02,03,04,05,06,07", "01,02,03,04,05,06,07|08", {}, [["1", 1, null]], 0],
  ["qlc", "DS:01,02,03,04,05,06,08", "01,02,03,04,05,06,07|08", {}, [["2", 1, null]], 0],
  ["qlc", "DS:01,02,03,04,05,06,09", "01,02,03,04,05,06,07|08", {}, [["3", 1, null]], 0],
  ["qlc", "DS:01,02,03,04,10,11,12", "01,02,03,04,05,06,07|08", {}, [["7", 1, 500]], 500],
  ["lhc", "DS10:01,02,03,04,05,06", "01,02,03,04,05,06|07", {}, [["1", 1, null]], 0],
  ["lhc", "DS05:01,02,03,04,07,20", "01,02,03,04,05,06|07", {}, [["4H", 1, 480_000]], 480_000],
  [
    "lhc",
    "DS05:01,02,03,04,05,06",
    "01,02,03,04,05,06|07",
    { floatingFen: { "1": 1_000_000_001 } },
    [["1H", 1, 500_000_000]],
    500_000_000,
  ],
  ["lhc", "DS10:01,02,03,20,21,22", "01,02,03,04,05,06|07", { odds: { "7": 1 } }, [["7", 1, 4000]], 4000],
  ["qwlhc", "DS10:01,02,03,04,05,06", "01,02,03,04,05,06|07", {}, [["1", 1, 800_000_000]], 800_000_000],
  ["xamlhc", "DS05:01,02,03,04,05,07", "01,02,03,04,05,06|07", {}, [["2H", 1, 40_000_000]], 40_000_000],
  [
    "qwlhc",
    "DS05:01,02,03,20,21,22",
    "01,02,03,04,05,06|07",
    { odds: { "7": 6000 } },
    [["7H", 1, 3000]],
    3000,
  ],
  ["fc3d", "ZX:1|8|8", "1,8,8", {}, [["ZX", 1, 104_000]], 104_000],
  ["pl3", "ZXHZ:17,18", "1,8,8", {}, [["ZX", 1, 104_000]], 104_000],
  ["plsan", "Z3:1,8", "8,1,8", {}, [["Z3", 1, 34_600]], 34_600],
  ["fc3d", "Z3:1,2,3", "1,2,3", {}, [], 0],
  ["fc3d", "Z3:1,2,3", "1,1,1", {}, [], 0],
  ["fc3d", "Z6:1,2,3", "1,1,2", {}, [], 0],
  ["fc3d", "Z6:0,1,2,3,4,5,6,7,8,9", "9,0,4", {}, [["Z6", 1, 17_300]], 17_300],
  ["pl5", "ZX:1|2|3|4|5", "1,2,3,4,6", {}, [], 0],
  ["qxc", "DS:1|2|3|4|5|6|7", "1,2,3,4,5,6|7", {}, [["1", 1, null]], 0],
  ["qxc", "DS:1|2|3|4|5|6|7", "1,2,3,4,5,6|8", {}, [["2", 1, null]], 0],
  ["xqxc", "DS:1|2|3|4|5|6|7", "1,2,3,4,5,6|7", {}, [["1", 1, 500_000_000]], 500_000_000],
  ["xqxc", "DS:1|2|3|4|5|6|7", "1,2,3,4,5,0|8", {}, [["4", 1, 50_000]], 50_000],
  ["qxc", "DS:1|2|3|4|5|6|7", "1,2,0,0,0,0|8", {}, [], 0],
  ["qxc", "DS:1|2|3|4|5|6|7", "1,2,3,0,0,0|8", {}, [["6", 1, 500]], 500],
];

describe("number-game prizes", () => {
  it.each(PRIZES)("%s %s vs %s %j", (game, tickets, draw, options, want, total) => {
    const result = prize(game, tickets, draw, options);
    expect(tiers(result)).toEqual(want);
    expect(result.totalFen).toBe(total);
    expect(result.pending).toBe(want.some(([, , amount]) => amount === null));
  });

  it("refuses a bad draw with BAD_DRAW", () => {
    expect(prizeTickets("ssq", "DS:01,02,03,04,05,06|07", "01,02,03|07")).toMatchObject({
      ok: false,
      code: "BAD_DRAW",
    });
  });

  it("prices a 620,160-bet SSQ multiple by category, fast", () => {
    const reds = Array.from({ length: 20 }, (_, i) => String(i + 1).padStart(2, "0")).join(",");
    const blues = Array.from({ length: 16 }, (_, i) => String(i + 1).padStart(2, "0")).join(",");
    const started = performance.now();
    const result = prize("ssq", `FS:${reds}|${blues}`, "01,02,03,04,05,06|07", { ssqRule: "classic" });
    expect(performance.now() - started).toBeLessThan(200);
    const count = (tier: string): number => result.tiers.find((t) => t.tier === tier)?.count ?? 0;
    expect(count("1")).toBe(1);
    expect(count("2")).toBe(15);
    expect(count("3")).toBe(6 * 14);
    expect(result.tiers.reduce((sum, t) => sum + t.count, 0)).toBe(result.winningBets);
  });
});

describe("closed forms", () => {
  it("digit sums match RULES §3's table", () => {
    const table = [
      1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 63, 69, 73, 75, 75, 73, 69, 63, 55, 45, 36, 28, 21, 15, 10, 6, 3,
      1,
    ];
    expect(table.map((_, s) => digitSumWays(s))).toEqual(table);
  });

  it("class distribution sums to the bet count", () => {
    // 3 bankers (1 hit), 9 drags (4 hits) for k = 7: C(9, 4) subsets.
    const dist = classDistribution(7, [1, 2], [4, 5]);
    expect(dist.reduce((sum, c) => sum + c.count, 0)).toBe(126);
    expect(dist.every((c) => (c.classes[0] ?? 0) + (c.classes[1] ?? 0) === 7)).toBe(true);
  });
});

// ---- brute force: a multiple or banker ticket must win exactly what its single bets win ----

const pad = (n: number): string => String(n).padStart(2, "0");
function rng(seed: number): (n: number) => number {
  let s = seed;
  return (n) => {
    s = (s * 48271) % 2147483647;
    return s % n;
  };
}
function sample(rand: (n: number) => number, max: number, k: number): number[] {
  const pool = Array.from({ length: max }, (_, i) => i + 1);
  for (let i = 0; i < k; i += 1) {
    const j = i + rand(max - i);
    [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
  }
  return pool.slice(0, k);
}
// Every single bet of a choose-k zone written as bankers # drags.
function singles(bankers: number[], drags: number[], k: number): number[][] {
  return combinations(drags, k - bankers.length).map((c) => [...bankers, ...c].sort((a, b) => a - b));
}
const zoneText = (bankers: number[], drags: number[]): string =>
  `${bankers.length ? `${bankers.map(pad).join(",")}#` : ""}${drags.map(pad).join(",")}`;
function sumTiers(results: PrizeResult[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of results) for (const t of r.tiers) out[t.tier] = (out[t.tier] ?? 0) + t.count;
  return out;
}
const asRecord = (r: PrizeResult): Record<string, number> =>
  Object.fromEntries(r.tiers.map((t) => [t.tier, t.count]));

interface LottoShape {
  game: string;
  play: string;
  dsPlay: string;
  zones: { max: number; k: number; bankersMax: number }[];
  draw: (rand: (n: number) => number) => string;
  options?: PrizeOptions;
}

const SHAPES: LottoShape[] = [
  {
    game: "ssq",
    play: "DT",
    dsPlay: "DS",
    zones: [
      { max: 33, k: 6, bankersMax: 5 },
      { max: 16, k: 1, bankersMax: 0 },
    ],
    draw: (r) => `${sample(r, 33, 6).map(pad).join(",")}|${pad(r(16) + 1)}`,
    options: { ssqFuyunActive: true },
  },
  {
    game: "dlt",
    play: "DT",
    dsPlay: "DS",
    zones: [
      { max: 35, k: 5, bankersMax: 4 },
      { max: 12, k: 2, bankersMax: 1 },
    ],
    draw: (r) => `${sample(r, 35, 5).map(pad).join(",")}|${sample(r, 12, 2).map(pad).join(",")}`,
    options: { dltRule: "2019", addition: true },
  },
  {
    game: "qlc",
    play: "DT",
    dsPlay: "DS",
    zones: [{ max: 30, k: 7, bankersMax: 6 }],
    draw: (r) => {
      const b = sample(r, 30, 8);
      return `${b.slice(0, 7).map(pad).join(",")}|${pad(b[7] ?? 1)}`;
    },
  },
  {
    game: "lhc",
    play: "DT05",
    dsPlay: "DS05",
    zones: [{ max: 49, k: 6, bankersMax: 5 }],
    draw: (r) => {
      const b = sample(r, 49, 7);
      return `${b.slice(0, 6).map(pad).join(",")}|${pad(b[6] ?? 1)}`;
    },
  },
];

describe("brute force: banker and multiple tickets equal the sum of their single bets", () => {
  it.each(SHAPES.map((s) => [s.game, s] as const))("%s", (_game, shape) => {
    const rand = rng(shape.game.length * 7919);
    const seen = new Set<string>();
    for (let round = 0; round < 25; round += 1) {
      const draw = shape.draw(rand);
      // Small selections drawn near the winning numbers so that every tier shows up now and then.
      const drawn = draw.split(/[|,]/).map(Number);
      const zones = shape.zones.map((z, i) => {
        const wantBankers = i === 0 ? 1 + rand(Math.max(1, z.bankersMax)) : rand(z.bankersMax + 1);
        const bankersCount = Math.min(wantBankers, z.bankersMax);
        const total = z.k + 1 + rand(3);
        const pool = [
          ...new Set([...drawn.filter((n) => n <= z.max && rand(3) > 0), ...sample(rand, z.max, z.max)]),
        ];
        const picked = pool.slice(0, total);
        return { bankers: picked.slice(0, bankersCount), drags: picked.slice(bankersCount), k: z.k };
      });
      const ticket = `${shape.play}:${zones.map((z) => zoneText(z.bankers, z.drags)).join("|")}`;
      const perZone = zones.map((z) => singles(z.bankers, z.drags, z.k));
      const expanded = (
        perZone[1] ? perZone[0]!.flatMap((a) => perZone[1]!.map((b) => [a, b])) : perZone[0]!.map((a) => [a])
      ).map((parts) => `${shape.dsPlay}:${parts.map((p) => p.map(pad).join(",")).join("|")}`);
      const counted = countTickets(shape.game, ticket);
      expect(counted.ok && counted.value.bets, ticket).toBe(expanded.length);
      const whole = prize(shape.game, ticket, draw, shape.options);
      const bySingle = sumTiers(expanded.map((t) => prize(shape.game, t, draw, shape.options)));
      expect(asRecord(whole), `${ticket} vs ${draw}`).toEqual(bySingle);
      for (const t of whole.tiers) seen.add(t.tier);
    }
    // The rounds must reach several tiers, or they would prove little.
    expect(seen.size).toBeGreaterThanOrEqual(3);
  });

  it("qxc multiples equal their single bets", () => {
    const rand = rng(99);
    const seen = new Set<string>();
    for (let round = 0; round < 30; round += 1) {
      const drawFront = Array.from({ length: 6 }, () => rand(10));
      const drawBack = rand(15);
      const front = drawFront.map((d) => [...new Set([d, rand(10), rand(10)].slice(0, 1 + rand(3)))]);
      const back = [...new Set([drawBack, rand(15)])];
      const ticket = `FS:${front.map((p) => p.join(",")).join("|")}|${back.join(",")}`;
      const draw = `${drawFront.join(",")}|${drawBack}`;
      const positions = [...front, back];
      let bets: number[][] = [[]];
      for (const options of positions) bets = bets.flatMap((b) => options.map((o) => [...b, o]));
      const whole = prize("qxc", ticket, draw, { floatingFen: { "1": 1, "2": 1 } });
      const bySingle = sumTiers(bets.map((b) => prize("qxc", `DS:${b.join("|")}`, draw)));
      expect(asRecord(whole)).toEqual(bySingle);
      expect(whole.winningBets).toBe(Object.values(bySingle).reduce((a, b) => a + b, 0));
      for (const t of whole.tiers) seen.add(t.tier);
    }
    expect(seen.size).toBeGreaterThanOrEqual(4);
  });
});
