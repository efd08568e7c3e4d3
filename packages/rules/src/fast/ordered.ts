import { positionalFullHits } from "../number/digits.ts";
import { singleTier } from "../number/lotto.ts";
import type { ParsedZone, PlayDef, ZoneSpec } from "../tickets/types.ts";

/**
 * Number of ordered tuples, one value per zone, with all values different (前二/前三直选). Walks the
 * zones depth-first; the product is at most 11³ here, so this stays tiny.
 */
export function distinctTupleCount(zones: readonly ParsedZone[]): number {
  const used = new Set<number>();
  const walk = (i: number): number => {
    const zone = zones[i];
    if (!zone) return 1;
    let total = 0;
    for (const v of zone.numbers) {
      if (used.has(v)) continue;
      used.add(v);
      total += walk(i + 1);
      used.delete(v);
    }
    return total;
  };
  return walk(0);
}

/** An ordered-distinct direct play over the first `n` drawn values (11x5 Q2ZHIX/Q3ZHIX, PK10 Q2ZX/Q3ZX). */
export function orderedDirectPlay(code: string, name: string, zone: ZoneSpec, n: number): PlayDef {
  return {
    code,
    name,
    zones: Array.from({ length: n }, () => zone),
    count: distinctTupleCount,
    comparedWith: (draw) => (draw[0] ?? []).slice(0, n).map((v) => [v]),
    hits: (zones, draw) => singleTier(code, positionalFullHits(zones, (draw[0] ?? []).slice(0, n))),
  };
}
