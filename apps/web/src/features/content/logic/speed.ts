/** Latency bands of /testspeed: under 200 ms fast (green), under 600 ms usable (orange), else slow. */
export const FAST_MS = 200;
export const USABLE_MS = 600;

export type SpeedLevel = "fast" | "usable" | "slow" | "failed";

export function speedLevel(averageMs: number | null): SpeedLevel {
  if (averageMs === null) return "failed";
  if (averageMs < FAST_MS) return "fast";
  if (averageMs < USABLE_MS) return "usable";
  return "slow";
}

/** The mean of the successful samples, rounded; null when none succeeded. */
export function averageMs(samples: ReadonlyArray<number | null>): number | null {
  const ok = samples.filter((sample): sample is number => sample !== null);
  return ok.length ? Math.round(ok.reduce((sum, ms) => sum + ms, 0) / ok.length) : null;
}
