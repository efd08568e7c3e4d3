import { comb, product } from "../core/combinatorics.ts";
import type { ParsedZone, TierHits } from "../tickets/types.ts";

/** Number of k-subsets per class-count vector (bankers always in, the rest chosen from the drags). */
export interface ClassCount {
  classes: number[];
  count: number;
}

/**
 * For a choose-k zone whose bankers and drags are split into classes (e.g. hit / miss), how many of
 * its k-subsets have each vector of per-class counts. Closed form: Π C(drags in class, picked from class).
 */
export function classDistribution(
  pick: number,
  bankerClasses: readonly number[],
  dragClasses: readonly number[],
): ClassCount[] {
  const bankerTotal = bankerClasses.reduce((a, b) => a + b, 0);
  const out: ClassCount[] = [];
  const chosen: number[] = [];
  const walk = (cls: number, left: number, ways: number): void => {
    if (cls === dragClasses.length) {
      if (left === 0) out.push({ classes: chosen.map((j, c) => j + (bankerClasses[c] ?? 0)), count: ways });
      return;
    }
    const size = dragClasses[cls] ?? 0;
    for (let j = 0; j <= Math.min(size, left); j += 1) {
      chosen.push(j);
      walk(cls + 1, left - j, ways * comb(size, j));
      chosen.pop();
    }
  };
  if (pick >= bankerTotal) walk(0, pick - bankerTotal, 1);
  return out.filter((c) => c.count > 0);
}

/** A zone's k-subsets by class, with every number classed by `classOf` into 0…classCount-1. */
export function zoneDistribution(
  zone: ParsedZone,
  pick: number,
  classOf: (n: number) => number,
  classCount: number,
): ClassCount[] {
  const bankers = new Array<number>(classCount).fill(0);
  const drags = new Array<number>(classCount).fill(0);
  for (const n of zone.bankers) bankers[classOf(n)] = (bankers[classOf(n)] ?? 0) + 1;
  for (const n of zone.numbers) drags[classOf(n)] = (drags[classOf(n)] ?? 0) + 1;
  return classDistribution(pick, bankers, drags);
}

/** Bets of a choose-k zone: C(drags, k − bankers) (C(n, k) without bankers). */
export function chooseBets(zone: ParsedZone, pick: number): number {
  return comb(zone.numbers.length, pick - zone.bankers.length);
}

/** Bets of positional zones: the product of the values picked per position. */
export function positionalBets(zones: readonly ParsedZone[]): number {
  return product(zones.map((z) => z.numbers.length));
}

/** Classifier "is the number in this set": class 0 = in the set (a hit), class 1 = not. */
export function hitClass(drawn: readonly number[]): (n: number) => number {
  const set = new Set(drawn);
  return (n) => (set.has(n) ? 0 : 1);
}

/** Adds n winning bets to a tier. */
export function tally(counts: Map<string, number>, tier: string, n: number): void {
  if (n > 0) counts.set(tier, (counts.get(tier) ?? 0) + n);
}

/** Tier hits of a play where each bet wins at most one tier. */
export function oneTierEach(counts: Map<string, number>): TierHits {
  let winningBets = 0;
  for (const n of counts.values()) winningBets += n;
  return { counts, winningBets };
}

/** Tier hits of a single tier with n winning bets. */
export function singleTier(tier: string, n: number): TierHits {
  const counts = new Map<string, number>();
  tally(counts, tier, n);
  return oneTierEach(counts);
}

/**
 * Tier hits of a two-zone lotto ticket (SSQ, DLT): the zones' subset distributions by hits are
 * multiplied and each (front hits, back hits) pair is mapped to a tier (null = no prize).
 */
export function twoZoneHits(
  zones: readonly ParsedZone[],
  draw: readonly (readonly number[])[],
  picks: readonly [number, number],
  tierOf: (frontHits: number, backHits: number) => string | null,
): TierHits {
  const [front = EMPTY_ZONE, back = EMPTY_ZONE] = zones;
  const fronts = zoneDistribution(front, picks[0], hitClass(draw[0] ?? []), 2);
  const backs = zoneDistribution(back, picks[1], hitClass(draw[1] ?? []), 2);
  const counts = new Map<string, number>();
  for (const f of fronts) {
    for (const b of backs) {
      const tier = tierOf(f.classes[0] ?? 0, b.classes[0] ?? 0);
      if (tier) tally(counts, tier, f.count * b.count);
    }
  }
  return oneTierEach(counts);
}

/** A zone with nothing picked (stands in for a missing zone; validated tickets always have all zones). */
export const EMPTY_ZONE: ParsedZone = { bankers: [], numbers: [] };
