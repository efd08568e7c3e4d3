import { useEffect, useState, type ChangeEvent } from "react";

/** The limits of a whole-number box: `step` only for the − + buttons and the snap on leaving. */
export interface CountLimits {
  min: number;
  max: number;
  step: number;
}

/**
 * What a keystroke makes of a count box's text, or null to refuse it (the text stays as it was):
 * only digits are taken, so "abc" or "1.5" never stand in the box; empty stands for `min` (shown as
 * the placeholder); 0 becomes `min` and more than `max` becomes `max` at once, so the box always
 * shows the number that will be charged. A number under `min` or off the step (e.g. typing towards
 * 10 with min 4) stays as typed: the caller's own rules refuse it until the box is left.
 */
export function readCount(raw: string, { min, max }: CountLimits): { text: string; value: number } | null {
  const typed = raw.trim();
  if (!/^\d*$/.test(typed)) return null;
  if (typed === "") return { text: "", value: min };
  const n = Number(typed);
  if (n === 0) return { text: String(min), value: min };
  if (n > max) return { text: String(max), value: max };
  return { text: String(n), value: n };
}

/** The nearest count the limits allow: within min…max and on the step (counted from min). */
export function snapCount(value: number, { min, max, step }: CountLimits): number {
  if (!Number.isFinite(value) || value <= min) return min;
  const stepped = min + Math.floor((Math.min(value, max) - min) / step) * step;
  return Math.max(min, stepped);
}

/** Whether a count is one the limits allow as it stands. */
export const countFits = (value: number, limits: CountLimits) => snapCount(value, limits) === value;

/**
 * The state of a count box: the text shown, whether it fits, its input props (every keystroke
 * through readCount, the count reported at once; leaving the box snaps it) and the − + steps.
 * A new `value` from outside (a clamp, a stored setting) replaces the text.
 */
export function useCountInput(value: number, limits: CountLimits, onChange: (value: number) => void) {
  const [text, setText] = useState(String(value));
  useEffect(() => {
    setText((shown) =>
      (shown === "" ? value === limits.min : Number(shown) === value) ? shown : String(value),
    );
  }, [value, limits.min]);
  const report = (next: number) => {
    if (next !== value) onChange(next);
  };
  const settle = (next: number) => {
    const snapped = snapCount(next, limits);
    setText(String(snapped));
    report(snapped);
  };
  return {
    text,
    fits: text === "" || countFits(Number(text), limits),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const read = readCount(event.target.value, limits);
      if (!read) return;
      setText(read.text);
      report(read.value);
    },
    onBlur: () => settle(text === "" ? limits.min : Number(text)),
    decrease: () => settle(Math.max(limits.min, value - limits.step)),
    increase: () => settle(Math.min(limits.max, value + limits.step)),
  };
}
