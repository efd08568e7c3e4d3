import { randomInt } from "node:crypto";
import { drawHouseNumbers, findGame } from "@lottery/rules";
import type { DrawFigures, OfficialResult, ResultFeed } from "../../lottery/feed.ts";
import { floatingTiersOf, prizeTiersOf } from "../../lottery/tiers.ts";

/** Plausible top-tier amounts (yuan) of the demo feed, per family: [min, max]. */
const DEMO_TOP_YUAN: Readonly<Record<string, [number, number]>> = {
  ssq: [5_000_000, 10_000_000],
  dlt: [6_000_000, 18_000_000],
  qlc: [800_000, 3_000_000],
  qxc: [2_000_000, 5_000_000],
  lhc: [8_000_000, 20_000_000],
};

/** Plausible 奖池 after a draw and sales of one issue (yuan), per family of the pool games: [min, max]. */
const DEMO_POOL_YUAN: Readonly<Record<string, [number, number]>> = {
  ssq: [1_500_000_000, 2_600_000_000],
  dlt: [700_000_000, 1_300_000_000],
  qlc: [5_000_000, 30_000_000],
  qxc: [100_000_000, 300_000_000],
  lhc: [20_000_000, 80_000_000],
};
const DEMO_SALES_YUAN: Readonly<Record<string, [number, number]>> = {
  ssq: [330_000_000, 420_000_000],
  dlt: [260_000_000, 340_000_000],
  qlc: [6_000_000, 9_000_000],
  qxc: [15_000_000, 25_000_000],
  lhc: [80_000_000, 150_000_000],
};

const between = (min: number, max: number) => min + randomInt(max - min + 1);

/**
 * Plausible floating amounts for a game (fen): the top tier within the family's usual range, each
 * lower tier 1.5–4 % of the one above and always at least three times the best fixed tier.
 */
export function demoFloatingPrizes(gameCode: string): Record<string, number> {
  const game = findGame(gameCode);
  const floating = floatingTiersOf(gameCode);
  if (!game || floating.length === 0) return {};
  const [min, max] = DEMO_TOP_YUAN[game.family] ?? [1_000_000, 5_000_000];
  const bestFixedYuan = (prizeTiersOf(gameCode).find((t) => !t.floating)?.fixedFen ?? 0) / 100;
  const prizes: Record<string, number> = {};
  let yuan = between(min, max);
  for (const [i, tier] of floating.entries()) {
    if (i > 0) yuan = Math.floor((yuan * between(15, 40)) / 1000);
    const floor = bestFixedYuan * 3 * (floating.length - i);
    prizes[tier] = Math.max(yuan, floor) * 100;
  }
  return prizes;
}

/**
 * Plausible announced figures of a pool game (one with floating tiers): pool and sales within the
 * family's usual range, a handful of top-tier winners and each lower tier 8–40 times the one above,
 * never more than a tenth of the bets sold. Other games: none.
 */
export function demoFigures(gameCode: string): DrawFigures {
  const game = findGame(gameCode);
  const pool = game && DEMO_POOL_YUAN[game.family];
  const sales = game && DEMO_SALES_YUAN[game.family];
  if (!pool || !sales || floatingTiersOf(gameCode).length === 0) return {};
  const salesYuan = between(...sales);
  const cap = Math.floor(salesYuan / 2 / 10);
  const winners: Record<string, number> = {};
  let count = between(0, 12);
  for (const [i, { tier }] of prizeTiersOf(gameCode).entries()) {
    if (i > 0) count = Math.min(cap, Math.max(1, count) * between(8, 40));
    winners[tier] = count;
  }
  return { poolFen: between(...pool) * 100, salesFen: salesYuan * 100, winners };
}

/** A simulated official result of a game (CSPRNG numbers, plausible prizes and figures), or null. */
export function demoOfficialResult(gameCode: string): OfficialResult | null {
  const game = findGame(gameCode);
  if (!game || game.kind === "sports") return null;
  const numbers = drawHouseNumbers(game.family, (max) => randomInt(max));
  return { numbers, prizesFen: demoFloatingPrizes(game.code), ...demoFigures(game.code) };
}

/** The demo feed: results at draw time, drawn with the operating system's CSPRNG (not provably fair). */
export const demoResultFeed: ResultFeed = {
  name: "demo",
  resultOf: async (issue, now) =>
    now.getTime() < issue.drawAt.getTime() ? null : demoOfficialResult(issue.gameCode),
};
