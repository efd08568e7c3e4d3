/**
 * Benchmarks: `npm run bench` (all, in order) or `npm run bench -- settle sports` (some, by name).
 * Each benchmark prints `name: <figures>, ratio Y× baseline` with its baseline measured in the same
 * run on the line below. All figures go to bench/results/latest.json (the previous file becomes
 * previous.json and the change of each number is printed), so two runs compare. Exits non-zero when a
 * rules budget is exceeded or a server benchmark's check fails (ledger audit, counts, prizes); a
 * benchmark that cannot run (no PostgreSQL) is skipped with its reason.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { reportGoals } from "./lib/goals.ts";
import type { Benchmark, BenchResult, Figure } from "./lib/report.ts";

/** Every benchmark, in the order they run (server ones are loaded only when run). */
const BENCHMARKS: { name: string; load: () => Promise<Benchmark> }[] = [
  { name: "rules", load: async () => (await import("./rules.bench.ts")).rulesBenchmark },
  { name: "bets", load: async () => (await import("./bets.bench.ts")).betsBenchmark },
  { name: "settle", load: async () => (await import("./settle.bench.ts")).settleBenchmark },
  { name: "sports", load: async () => (await import("./sports.bench.ts")).sportsBenchmark },
  { name: "read", load: async () => (await import("./read.bench.ts")).readBenchmark },
  { name: "web", load: async () => (await import("./web.bench.ts")).webBenchmark },
  { name: "scale", load: async () => (await import("./scale.bench.ts")).scaleBenchmark },
];

interface RunRecord extends BenchResult {
  /** When this benchmark ran (a partial run keeps the other benchmarks' earlier records). */
  at: string;
  seconds: number;
}

interface ResultsFile {
  startedAt: string;
  host: { node: string; cpus: number; platform: string };
  benchmarks: Record<string, RunRecord>;
}

const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "results");

/** Runs one benchmark; a thrown error is a failure of that benchmark, not of the run. */
async function runOne(entry: (typeof BENCHMARKS)[number]): Promise<RunRecord> {
  console.log(`\n== ${entry.name} ==`);
  const at = new Date().toISOString();
  const t0 = performance.now();
  let result: BenchResult;
  try {
    result = await (await entry.load()).run();
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    console.error(`  ERROR: ${message}`);
    result = { figures: {}, failures: [`threw: ${message.split("\n")[0]}`], skipped: null };
  }
  const seconds = Math.round(performance.now() - t0) / 1000;
  console.log(`  (${entry.name} took ${seconds.toFixed(1)} s)`);
  return { ...result, at, seconds };
}

/** Prints how each number moved since the previous run of the same benchmark. */
function compare(previous: ResultsFile | null, current: ResultsFile): void {
  if (!previous) return;
  for (const [name, now] of Object.entries(current.benchmarks)) {
    const before = previous.benchmarks[name];
    if (!before || before.at === now.at) continue;
    console.log(`\n== ${name} compared with its run of ${before.at ?? previous.startedAt} ==`);
    for (const [key, value] of Object.entries(now.figures)) {
      const was: Figure | undefined = before.figures[key];
      if (typeof value !== "number" || typeof was !== "number" || was === 0) continue;
      const change = ((value - was) / Math.abs(was)) * 100;
      console.log(`  ${name}.${key}: ${value} (was ${was}, ${change >= 0 ? "+" : ""}${change.toFixed(1)} %)`);
    }
  }
}

function readPrevious(file: string): ResultsFile | null {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as ResultsFile;
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((w) => !BENCHMARKS.some((b) => b.name === w));
  if (unknown.length > 0) {
    console.error(
      `unknown benchmark ${unknown.join(", ")}; known: ${BENCHMARKS.map((b) => b.name).join(", ")}`,
    );
    process.exit(2);
  }
  const chosen = wanted.length === 0 ? BENCHMARKS : BENCHMARKS.filter((b) => wanted.includes(b.name));
  const current: ResultsFile = {
    startedAt: new Date().toISOString(),
    host: { node: process.version, cpus: os.cpus().length, platform: `${os.platform()} ${os.release()}` },
    benchmarks: {},
  };
  const ran: Record<string, RunRecord> = {};
  for (const entry of chosen) ran[entry.name] = await runOne(entry);

  fs.mkdirSync(resultsDir, { recursive: true });
  const latest = path.join(resultsDir, "latest.json");
  const previous = readPrevious(latest);
  // Benchmarks not run this time keep their last figures.
  current.benchmarks = { ...previous?.benchmarks, ...ran };
  const previousFile = path.join(resultsDir, "previous.json");
  if (previous) fs.writeFileSync(previousFile, `${JSON.stringify(previous, null, 2)}\n`);
  fs.writeFileSync(latest, `${JSON.stringify(current, null, 2)}\n`);
  compare(previous, current);

  const goalFailures = reportGoals(
    Object.fromEntries(Object.entries(ran).map(([name, r]) => [name, r.figures])),
  );
  const failures = [
    ...Object.entries(ran).flatMap(([name, r]) => r.failures.map((f) => `${name}: ${f}`)),
    ...goalFailures,
  ];
  const skipped = Object.entries(ran).filter(([, r]) => r.skipped);
  console.log(`\nfigures written to ${path.relative(process.cwd(), latest)}`);
  for (const [name, r] of skipped) console.log(`skipped ${name}: ${r.skipped}`);
  if (failures.length > 0) {
    console.error(`${failures.length} check(s) failed:\n  ${failures.join("\n  ")}`);
    process.exit(1);
  }
  // Pools and timers of the server benchmarks must not keep the process alive.
  process.exit(0);
}

await main();
