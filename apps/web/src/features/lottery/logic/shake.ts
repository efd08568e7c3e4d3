/**
 * Shake detection (摇一摇机选) over DeviceMotion samples: a jolt is a change of the acceleration
 * (gravity included, m/s²) between two samples above `threshold`; `jolts` jolts within `windowMs`
 * make a shake, and after a shake nothing counts for `debounceMs` (one shake, one pick).
 */

export interface MotionSample {
  x: number;
  y: number;
  z: number;
  /** Milliseconds (the event's timeStamp). */
  t: number;
}

export interface ShakeOptions {
  threshold: number;
  jolts: number;
  windowMs: number;
  debounceMs: number;
}

// A hand shake swings gravity-included acceleration by 20–40 m/s²; walking or tilting stays well under 15.
export const SHAKE_DEFAULTS: ShakeOptions = { threshold: 15, jolts: 3, windowMs: 1000, debounceMs: 1500 };

/** A detector fed one sample at a time: answers true on the sample that completes a shake. */
export function createShakeDetector(
  options: ShakeOptions = SHAKE_DEFAULTS,
): (sample: MotionSample) => boolean {
  let last: MotionSample | null = null;
  let jolts: number[] = [];
  let lastShake = Number.NEGATIVE_INFINITY;
  return (sample) => {
    const previous = last;
    last = sample;
    if (!previous) return false;
    const change = Math.hypot(sample.x - previous.x, sample.y - previous.y, sample.z - previous.z);
    if (!(change > options.threshold)) return false;
    jolts = [...jolts.filter((t) => sample.t - t <= options.windowMs), sample.t];
    if (jolts.length < options.jolts || sample.t - lastShake < options.debounceMs) return false;
    lastShake = sample.t;
    jolts = [];
    return true;
  };
}
