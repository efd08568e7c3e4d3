import { describe, expect, it } from "vitest";
import { createShakeDetector, SHAKE_DEFAULTS, type MotionSample } from "./shake.ts";

/** Samples every 16 ms (60 Hz) from `start`, gravity on z plus the given swing on x. */
function samples(start: number, swings: readonly number[]): MotionSample[] {
  return swings.map((x, i) => ({ x, y: 0.3, z: 9.81, t: start + i * 16 }));
}

/** The sample times at which the detector reports a shake. */
function shakesIn(stream: readonly MotionSample[], detect = createShakeDetector()): number[] {
  return stream.filter((sample) => detect(sample)).map((s) => s.t);
}

const still = (n: number) => Array.from({ length: n }, (_, i) => (i % 2 ? 0.4 : -0.4));
const shaking = (n: number) => Array.from({ length: n }, (_, i) => (i % 2 ? 14 : -14));

describe("shake detector", () => {
  it("ignores a phone at rest and slow tilting", () => {
    const tilt = Array.from({ length: 120 }, (_, i) => Math.sin(i / 20) * 6);
    expect(shakesIn(samples(0, [...still(60), ...tilt]))).toEqual([]);
  });

  it("ignores one bump (a jolt or two is not a shake)", () => {
    expect(shakesIn(samples(0, [...still(10), 20, 0, ...still(10)]))).toEqual([]);
  });

  it("reports a vigorous shake once, on the sample that completes it", () => {
    // sample 10 swings 14.4 m/s² (under the threshold); 28 m/s² jolts at 11, 12, 13 → 13 completes it
    const stream = samples(1000, [...still(10), ...shaking(20), ...still(10)]);
    expect(shakesIn(stream)).toEqual([1000 + 13 * 16]);
  });

  it("debounces: shaking on reports again only after the pause", () => {
    const stream = samples(0, shaking(200)); // 3.2 s of shaking
    const times = shakesIn(stream);
    expect(times.length).toBe(3);
    for (let i = 1; i < times.length; i += 1) {
      expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(SHAKE_DEFAULTS.debounceMs);
    }
  });

  it("forgets jolts older than the window", () => {
    const detect = createShakeDetector({ ...SHAKE_DEFAULTS, jolts: 3, windowMs: 100 });
    const spaced = [...samples(0, [0, 20]), ...samples(500, [0, 20]), ...samples(1000, [0, 20])];
    expect(shakesIn(spaced, detect)).toEqual([]);
  });
});
