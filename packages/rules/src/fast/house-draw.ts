import type { GameFamily } from "../catalogue/games.ts";
import { familyRules } from "../tickets/registry.ts";

/** An unbiased integer source: returns an integer in [0, maxExclusive). */
export type RandomInt = (maxExclusive: number) => number;

/**
 * A draw string for a game family from an injected unbiased integer source (pure: the server feeds it
 * from a committed seed). Lotto main numbers are sorted; ordered draws (11x5, PK10, 射龙门) keep draw order.
 */
export function drawHouseNumbers(family: GameFamily, randomInt: RandomInt): string {
  const next = checked(randomInt);
  const digits = (n: number, max = 10): number[] => Array.from({ length: n }, () => next(max));
  switch (family) {
    case "ssq":
      return write(family, [sorted(pick(33, 6, next)), pick(16, 1, next)]);
    case "dlt":
      return write(family, [sorted(pick(35, 5, next)), sorted(pick(12, 2, next))]);
    case "qlc":
    case "lhc": {
      const [total, main] = family === "qlc" ? [30, 7] : [49, 6];
      const balls = pick(total, main + 1, next);
      return write(family, [sorted(balls.slice(0, main)), balls.slice(main)]);
    }
    case "d3":
      return write(family, [digits(3)]);
    case "pl5":
    case "ssc":
      return write(family, [digits(5)]);
    case "qxc":
      return write(family, [digits(6), [next(15)]]);
    case "11x5":
      return write(family, [pick(11, 5, next)]);
    case "k3":
    case "lyb":
      return write(family, [digits(3, 6).map((d) => d + 1)]);
    case "pk10":
      return write(family, [pick(10, 10, next)]);
    case "slm": {
      // Three cards from one 52-card deck; card c has rank ⌊c / 4⌋ + 1.
      const ranks = pick(52, 3, next).map((c) => Math.floor((c - 1) / 4) + 1);
      return write(family, [ranks.slice(0, 2), ranks.slice(2)]);
    }
    default:
      throw new RangeError(`no draw for family ${family}`);
  }
}

function checked(randomInt: RandomInt): RandomInt {
  return (max) => {
    const v = randomInt(max);
    if (!Number.isInteger(v) || v < 0 || v >= max)
      throw new RangeError(`random source returned ${v} for ${max}`);
    return v;
  };
}

// k distinct values of 1…n in draw order (partial Fisher–Yates: one randomInt call per value).
function pick(n: number, k: number, next: RandomInt): number[] {
  const pool = Array.from({ length: n }, (_, i) => i + 1);
  for (let i = 0; i < k; i += 1) {
    const j = i + next(n - i);
    [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
  }
  return pool.slice(0, k);
}

const sorted = (values: number[]): number[] => [...values].sort((a, b) => a - b);

function write(family: GameFamily, zones: number[][]): string {
  const specs = familyRules(family)?.draw ?? [];
  return zones
    .map((zone, i) =>
      zone.map((v) => (specs[i]?.format === "ball2" ? String(v).padStart(2, "0") : String(v))).join(","),
    )
    .join("|");
}
