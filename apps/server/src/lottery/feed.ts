import { randomInt } from "node:crypto";
import { drawHouseNumbers, findGame } from "@lottery/rules";
import type { Config } from "../config.ts";
import type { IssueRow } from "./tables.ts";
import { floatingTiersOf, prizeTiersOf } from "./tiers.ts";

/**
 * Official results (SSQ, DLT, 3D, the provincial fast games …) come from a result feed adapter; the
 * embedded setup's demo feed simulates them. Operators can always enter a result by hand
 * (POST /admin/api/lottery/result), which takes precedence: the feed is asked only while an issue
 * still waits for its numbers.
 */

/** An official result: the numbers and, where the game has floating tiers, their per-bet amounts. */
export interface OfficialResult {
  /** One ticket without the play prefix, as `parseDraw` reads it. */
  numbers: string;
  /** Fen per winning bet of each floating tier; may be absent (then entered later by an operator). */
  prizesFen?: Record<string, number>;
}

/** A source of official results. */
export interface ResultFeed {
  readonly name: string;
  /** The result of an issue whose draw time has passed, or null while not published yet. */
  resultOf(issue: IssueRow, now: Date): Promise<OfficialResult | null>;
}

/** No feed: official games wait for an operator. */
export const noResultFeed: ResultFeed = { name: "none", resultOf: async () => null };

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

/** The feed the configuration selects (RESULT_FEED). */
export function resultFeedFor(config: Pick<Config, "resultFeed">): ResultFeed {
  return config.resultFeed === "demo" ? demoResultFeed : noResultFeed;
}
