/**
 * Rule benchmarks (packages/rules). Each case prints `name: median X ms/op, ratio Y× baseline`, where
 * the baseline is measured in the same run (named on the line below it). A budget exceeded fails the
 * run: counting > 1 ms/op, optimisation > 50 ms/op.
 */
import { combinations, comb, countSportsBets, countTickets, optimiseTicketBonus } from "@lottery/rules";
import type { SportsTicketInput } from "@lottery/rules";
import { fail, newResult, round, type Benchmark, type BenchResult } from "./lib/report.ts";

interface Case {
  /** Figure prefix in results/latest.json. */
  key: string;
  name: string;
  run: () => unknown;
  baseline: { name: string; run: () => unknown };
  budgetMs?: number;
}

let sink: unknown = null;

/** Median ms per op: batches sized to take ≥ ~5 ms, `samples` batches after a warm-up. */
function measure(fn: () => unknown, samples = 15): number {
  for (let i = 0; i < 5; i += 1) sink = fn();
  let batch = 1;
  for (;;) {
    const t0 = performance.now();
    for (let i = 0; i < batch; i += 1) sink = fn();
    if (performance.now() - t0 >= 5 || batch >= 1 << 20) break;
    batch *= 2;
  }
  const times: number[] = [];
  for (let s = 0; s < samples; s += 1) {
    const t0 = performance.now();
    for (let i = 0; i < batch; i += 1) sink = fn();
    times.push((performance.now() - t0) / batch);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

const spfLegs = (n: number, sps: [string, string, string] = ["1.85", "3.10", "4.20"]) =>
  Array.from({ length: n }, (_, i) => ({
    matchId: `m${i}`,
    play: "SPF",
    options: [
      { code: "3", sp: sps[0] },
      { code: "1", sp: sps[1] },
      { code: "0", sp: sps[2] },
    ],
  }));

const count8: SportsTicketInput = { game: "jczq", legs: spfLegs(8), passTypes: "8_247" };
const optimise8: SportsTicketInput = { game: "jczq", legs: spfLegs(8), passTypes: "8_1" };
const reds = Array.from({ length: 20 }, (_, i) => String(i + 1).padStart(2, "0")).join(",");
const ssqTicket = `FS:${reds}|01,02,03,04,05,06,07,08,09,10,11,12,13,14,15,16`;

/** Naive count of a parlay: visits every single bet (each subset of an included size × each option). */
function naiveParlayCount(options: readonly number[], sizes: readonly number[]): number {
  const wanted = new Set(sizes);
  let total = 0;
  const walk = (i: number, k: number): void => {
    if (i === options.length) {
      if (wanted.has(k)) total += 1;
      return;
    }
    walk(i + 1, k);
    for (let o = 0; o < (options[i] ?? 0); o += 1) walk(i + 1, k + 1);
  };
  walk(0, 0);
  return total;
}

/** Naive count of an SSQ FS ticket: visits every 6-of-n red combination, × blues. */
function naiveSsqCount(reds: number, blues: number): number {
  let total = 0;
  for (const _ of combinations(
    Array.from({ length: reds }, (_, i) => i),
    6,
  ))
    total += blues;
  return total;
}

/** A trivial loop of n multiplications (8 per combination of an 8-leg ticket). */
function multiplyLoop(n: number): number {
  let acc = 1;
  for (let i = 0; i < n; i += 1) acc = (acc * 1.000001) % 1e9;
  return acc;
}

if (naiveParlayCount([3, 3, 3, 3, 3, 3, 3, 3], [2, 3, 4, 5, 6, 7, 8]) !== 65_511) throw new Error("baseline");
if (naiveSsqCount(20, 16) !== comb(20, 6) * 16) throw new Error("baseline");

const cases: Case[] = [
  {
    key: "countJczq8x247",
    name: "count jczq 8_247 (8 legs × 3 options, closed form)",
    run: () => countSportsBets(count8),
    baseline: {
      name: "naive enumeration of the same 65,511 bets",
      run: () => naiveParlayCount([3, 3, 3, 3, 3, 3, 3, 3], [2, 3, 4, 5, 6, 7, 8]),
    },
    budgetMs: 1,
  },
  {
    key: "countSsqFs20x16",
    name: "count ssq FS 20 reds × 16 blues (countTickets)",
    run: () => countTickets("ssq", ssqTicket),
    baseline: {
      name: "naive enumeration of the 38,760 red combinations × 16",
      run: () => naiveSsqCount(20, 16),
    },
    budgetMs: 1,
  },
  {
    key: "optimiseJczq8x1",
    name: "optimise jczq 8_1 (8 legs × 3 options, 6561 combinations, average)",
    run: () => optimiseTicketBonus(optimise8, 200 * 20_000, "average"),
    baseline: {
      name: "trivial loop of 6561 × 8 multiplications",
      run: () => multiplyLoop(6561 * 8),
    },
    budgetMs: 50,
  },
];

/** Runs the rule cases: medians, ratios and budgets. */
function runCases(): BenchResult {
  const result = newResult();
  for (const c of cases) {
    const check = c.run() as { ok?: boolean } | null;
    if (check && check.ok === false) {
      fail(result, `${c.name}: refused ${JSON.stringify(check)}`);
      continue;
    }
    const base = measure(c.baseline.run);
    const median = measure(c.run);
    const ratio = median / base;
    console.log(`${c.name}: median ${median.toFixed(4)} ms/op, ratio ${ratio.toPrecision(3)}× baseline`);
    console.log(`  baseline (${c.baseline.name}): median ${base.toFixed(4)} ms/op`);
    result.figures[`${c.key}.medianMs`] = round(median, 5);
    result.figures[`${c.key}.baselineMs`] = round(base, 5);
    result.figures[`${c.key}.ratio`] = round(ratio, 4);
    if (c.budgetMs !== undefined && median > c.budgetMs)
      fail(result, `${c.name}: BUDGET EXCEEDED: ${median.toFixed(4)} ms/op > ${c.budgetMs} ms/op`);
  }
  if (sink === undefined) console.log("");
  return result;
}

/** The rules benchmarks (pure, in process). */
export const rulesBenchmark: Benchmark = {
  name: "rules",
  run: async () => runCases(),
};
