import type { ParsedZone, ZoneSpec } from "@lottery/rules";
import { playDefOf, playDefsOf, zoneValues } from "./games.ts";
import { countSelection, type Selection } from "./selection.ts";

/** A uniform random integer in [0, n). */
export type RandomInt = (n: number) => number;

/** The browser's secure randomness as a RandomInt. */
export const secureRandomInt: RandomInt = (n) => {
  const [word = 0] = crypto.getRandomValues(new Uint32Array(1));
  return word % n;
};

/** The SPEC 9 random-pick sizes: 1, 5 or 10 bets. */
export const RANDOM_PICK_SIZES = [1, 5, 10] as const;

function drawDistinct(values: number[], count: number, random: RandomInt): number[] {
  const pool = [...values];
  const out: number[] = [];
  while (out.length < count && pool.length > 0) out.push(...pool.splice(random(pool.length), 1));
  return out.sort((a, b) => a - b);
}

/** The smallest valid random zone: the fewest bankers and drags a banker zone allows, else minCount. */
export function randomZone(spec: ZoneSpec, random: RandomInt): ParsedZone {
  const values = zoneValues(spec);
  const rule = spec.bankers;
  if (rule && rule.min > 0) {
    const picked = drawDistinct(values, rule.pick + 1, random);
    const bankers = drawDistinct(picked, rule.min, random);
    return { bankers, numbers: picked.filter((v) => !bankers.includes(v)) };
  }
  return { bankers: [], numbers: drawDistinct(values, spec.minCount, random) };
}

/** A random smallest selection of a play (机选 fills the grid with it). */
export function randomSelection(gameCode: string, play: string, random: RandomInt): Selection {
  const zones = playDefOf(gameCode, play)?.zones ?? [];
  return { play, zones: zones.map((spec) => randomZone(spec, random)) };
}

// Low, high and middle picks: a play whose smallest selection is one bet for all three always is
// (直选和值 is one bet at sum 0 or 27 only).
const PROBES: readonly RandomInt[] = [() => 0, (n) => n - 1, (n) => n >> 1];

/**
 * The play that random single bets use: the current play when its smallest selection is one bet
 * (DS, FS, ZX), else the game's first play at the same price (DT → DS, DT05 → DS05, 组三 → 直选).
 */
export function singleBetPlay(gameCode: string, play: string): string {
  const current = playDefOf(gameCode, play);
  const candidates = [current, ...playDefsOf(gameCode).filter((p) => p.unitFen === current?.unitFen)];
  for (const candidate of candidates) {
    if (!candidate || candidate.zones.some((z) => z.bankers && z.bankers.min > 0)) continue;
    const alwaysOne = PROBES.every(
      (probe) => countSelection(gameCode, randomSelection(gameCode, candidate.code, probe)).bets === 1,
    );
    if (alwaysOne) return candidate.code;
  }
  return playDefsOf(gameCode)[0]?.code ?? play;
}

/** `n` random one-bet selections of the play single bets use. */
export function randomSingleBets(gameCode: string, play: string, n: number, random: RandomInt): Selection[] {
  const single = singleBetPlay(gameCode, play);
  return Array.from({ length: n }, () => randomSelection(gameCode, single, random));
}
