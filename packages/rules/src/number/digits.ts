import type { ParsedZone } from "../tickets/types.ts";

/** Number of ordered digit tuples (each 0–9, `digits` long) whose digits add up to `sum`. */
export function digitSumWays(sum: number, digits = 3): number {
  let ways = [1];
  for (let d = 0; d < digits; d += 1) {
    const next = new Array<number>(ways.length + 9).fill(0);
    ways.forEach((w, s) => {
      for (let v = 0; v <= 9; v += 1) next[s + v] = (next[s + v] ?? 0) + w;
    });
    ways = next;
  }
  return ways[sum] ?? 0;
}

/**
 * Hit polynomial of positional zones against drawn values: entry k is the number of bets that match
 * exactly k positions (Π over positions of (misses + hits·x)).
 */
export function positionalHitPolynomial(zones: readonly ParsedZone[], drawn: readonly number[]): number[] {
  let poly = [1];
  zones.forEach((zone, i) => {
    const hit = zone.numbers.includes(drawn[i] ?? -1) ? 1 : 0;
    const miss = zone.numbers.length - hit;
    const next = new Array<number>(poly.length + 1).fill(0);
    poly.forEach((c, k) => {
      next[k] = (next[k] ?? 0) + c * miss;
      next[k + 1] = (next[k + 1] ?? 0) + c * hit;
    });
    poly = next;
  });
  return poly;
}

/** Number of bets of positional zones that match every drawn value in place (0 or 1 per position). */
export function positionalFullHits(zones: readonly ParsedZone[], drawn: readonly number[]): number {
  return zones.every((zone, i) => zone.numbers.includes(drawn[i] ?? -1)) ? 1 : 0;
}

/** Shape of three digits: "triple" (aaa), "pair" (aab in any order) or "distinct". */
export function threeDigitShape(digits: readonly number[]): "triple" | "pair" | "distinct" {
  const distinct = new Set(digits).size;
  return distinct === 1 ? "triple" : distinct === 2 ? "pair" : "distinct";
}

/** Whether every value is in the zone's numbers. */
export function allIn(zone: ParsedZone, values: readonly number[]): boolean {
  return values.every((v) => zone.numbers.includes(v));
}
