/**
 * What every benchmark answers and how figures are printed: one line per case
 * `name: <figures>, ratio Y× baseline (<what the ratio is>)`, the baseline on the line below.
 */

/** A measured value (numbers are what two runs compare). */
export type Figure = number | string | boolean | null;

export interface BenchResult {
  /** Figures by name, e.g. `betsPerSecond`, `pgbenchTps`, `ratio`. */
  figures: Record<string, Figure>;
  /** Checks that failed (a broken ledger, a count that does not add up): the run exits non-zero. */
  failures: string[];
  /** Why the benchmark did not run (e.g. PostgreSQL unreachable), or null. */
  skipped: string | null;
}

/** One benchmark file's entry point, run in order by bench/run.ts. */
export interface Benchmark {
  /** Short name used on the command line and in results/latest.json. */
  name: string;
  run(): Promise<BenchResult>;
}

/** An empty result to fill in. */
export function newResult(): BenchResult {
  return { figures: {}, failures: [], skipped: null };
}

/** A skipped benchmark, printed with its reason. */
export function skippedResult(reason: string): BenchResult {
  console.log(`  SKIPPED: ${reason}`);
  return { figures: {}, failures: [], skipped: reason };
}

/** Records a failed check (printed at once). */
export function fail(result: BenchResult, message: string): void {
  console.error(`  CHECK FAILED: ${message}`);
  result.failures.push(message);
}

/** The p-th percentile (0–100) of ascending values, nearest rank; NaN when empty. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}

/** Median of unsorted values. */
export function median(values: readonly number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

/** A number for printing: fixed decimals, thousands grouped. */
export function fmt(value: number, decimals = 1): string {
  if (!Number.isFinite(value)) return String(value);
  return value.toLocaleString("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

/** A ratio for printing (3 significant digits). */
export function ratioText(value: number): string {
  return Number.isFinite(value) ? `${value.toPrecision(3)}×` : "n/a";
}

/** Rounds to `digits` decimals for results/latest.json. */
export function round(value: number, digits = 3): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** Runs `fn` and answers its value with the milliseconds it took. */
export async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const t0 = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - t0 };
}
