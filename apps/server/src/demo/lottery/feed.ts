import { randomInt } from "node:crypto";
import { drawHouseNumbers, findGame } from "@lottery/rules";
import type { OfficialResult, ResultFeed } from "../../lottery/feed.ts";
import { floatingTiersOf, prizeTiersOf } from "../../lottery/tiers.ts";

/** Plausible top-tier amounts (yuan) of the demo feed, per family: [min, max]. */
const DEMO_TOP_YUAN: Readonly<Record<string, [number, number]>> = {
  ssq: [5_000_000, 10_000_000],
  dlt: [6_000_000, 18_000_000],
  qlc: [800_000, 3_000_000],
  qxc: [2_000_000, 5_000_000],
  lhc: [8_000_000, 20_000_000],
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

/** A simulated official result of a game (CSPRNG numbers, plausible floating prizes), or null. */
export function demoOfficialResult(gameCode: string): OfficialResult | null {
  const game = findGame(gameCode);
  if (!game || game.kind === "sports") return null;
  const numbers = drawHouseNumbers(game.family, (max) => randomInt(max));
  return { numbers, prizesFen: demoFloatingPrizes(game.code) };
}

/** The demo feed: results at draw time, drawn with the operating system's CSPRNG (not provably fair). */
export const demoResultFeed: ResultFeed = {
  name: "demo",
  resultOf: async (issue, now) =>
    now.getTime() < issue.drawAt.getTime() ? null : demoOfficialResult(issue.gameCode),
};
