import type { Figure } from "./report.ts";

/**
 * Issue 21's goals, each beside the figure that measures it. A goal marked `held` has been reached
 * and must stay so: missing it by more than its margin fails the run. The others are printed as the
 * way still to go.
 *
 * Margins: a size is deterministic (no margin). Throughput and page-load ratios of the same build move
 * by a quarter between quiet runs on this two-core machine (the results list read at 0.59 and 0.46 in
 * two runs of one build) and by half when anything else runs beside them (0.21 with a test run beside
 * it), so a throughput goal reached on a quiet machine (the public reads) is not held yet: a shared CI
 * machine would fail it on noise. A held ratio would fail only beyond its goal ± 25 %.
 */
export interface Goal {
  bench: string;
  figure: string;
  label: string;
  goal: number;
  /** "min": the figure must be at least the goal; "max": at most. */
  kind: "min" | "max";
  held: boolean;
  /** Fraction of the goal a held goal may be missed by before the run fails. */
  margin: number;
}

const NOISY = 0.25;

export const GOALS: readonly Goal[] = [
  {
    bench: "read",
    figure: "pageInfoRatio",
    label: "page info req/s ÷ bare route",
    goal: 0.5,
    kind: "min",
    held: false,
    margin: NOISY,
  },
  {
    bench: "read",
    figure: "resultListRatio",
    label: "results list req/s ÷ bare route",
    goal: 0.5,
    kind: "min",
    held: false,
    margin: NOISY,
  },
  {
    bench: "read",
    figure: "orderListRatio",
    label: "logged-in order list req/s ÷ bare route",
    goal: 0.2,
    kind: "min",
    held: false,
    margin: NOISY,
  },
  {
    bench: "bets",
    figure: "ratio",
    label: "bet_szc bets/s ÷ pgbench TPS",
    goal: 0.5,
    kind: "min",
    held: false,
    margin: NOISY,
  },
  {
    bench: "settle",
    figure: "timeRatio",
    label: "settling time ÷ one bulk UPDATE's time",
    goal: 3,
    kind: "max",
    held: false,
    margin: NOISY,
  },
  {
    bench: "web",
    figure: "homeJsGzipKb",
    label: "home route JavaScript, KB gzipped",
    goal: 150,
    kind: "max",
    held: true,
    margin: 0,
  },
  {
    bench: "web",
    figure: "lcpRatio",
    label: "home LCP ÷ blank page LCP (CPU ×4)",
    goal: 4,
    kind: "max",
    held: false,
    margin: NOISY,
  },
];

export type GoalState = "met" | "missed" | "failed" | "not measured";

/** Where a figure stands against its goal; "failed" only for a held goal missed beyond its margin. */
export function goalState(goal: Goal, value: Figure | undefined): GoalState {
  if (typeof value !== "number") return "not measured";
  const met = goal.kind === "min" ? value >= goal.goal : value <= goal.goal;
  if (met) return "met";
  const limit = goal.kind === "min" ? goal.goal * (1 - goal.margin) : goal.goal * (1 + goal.margin);
  const beyond = goal.kind === "min" ? value < limit : value > limit;
  return goal.held && beyond ? "failed" : "missed";
}

/** Prints each goal of the benchmarks that ran beside its figure; the held goals this run broke. */
export function reportGoals(figures: Record<string, Record<string, Figure>>): string[] {
  const failures: string[] = [];
  const shown = GOALS.filter((g) => figures[g.bench]);
  if (shown.length === 0) return failures;
  console.log("\n== goals (issue 21) ==");
  for (const goal of shown) {
    const value = figures[goal.bench]?.[goal.figure];
    const state = goalState(goal, value);
    const sign = goal.kind === "min" ? "≥" : "≤";
    const held = goal.held ? `, held (fails beyond ${Math.round(goal.margin * 100)} %)` : "";
    console.log(`  ${goal.label}: ${value ?? "–"} (goal ${sign} ${goal.goal}${held}): ${state}`);
    if (state === "failed")
      failures.push(`${goal.bench}: ${goal.label} ${value} misses its held goal ${sign} ${goal.goal}`);
  }
  return failures;
}
