import type { IssueRow } from "./tables.ts";

/**
 * Official results (SSQ, DLT, 3D, the provincial fast games …) come from a result feed adapter; the
 * embedded setup runs the demo feed (demo/lottery/feed.ts), chosen with the other adapters in deps.ts.
 * Operators can always enter a result by hand (POST /admin/api/lottery/result), which takes
 * precedence: the feed is asked only while an issue still waits for its numbers.
 */

/**
 * An issue's announced figures, shown only (never paid on): the 奖池 left after the draw, the issue's
 * sales (fen) and the winning bets per tier; each may be absent.
 */
export interface DrawFigures {
  poolFen?: number;
  salesFen?: number;
  winners?: Record<string, number>;
}

/** The columns of the figures given (lottery_issues pool_fen, sales_fen, winners). */
export function figureColumns(figures: DrawFigures): DrawFigures {
  const columns: DrawFigures = {};
  if (figures.poolFen !== undefined) columns.poolFen = figures.poolFen;
  if (figures.salesFen !== undefined) columns.salesFen = figures.salesFen;
  if (figures.winners && Object.keys(figures.winners).length > 0) columns.winners = figures.winners;
  return columns;
}

/**
 * An official result: the numbers, where the game has floating tiers their per-bet amounts, and the
 * announced figures (pool, sales, winners) when the source has them.
 */
export interface OfficialResult extends DrawFigures {
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
