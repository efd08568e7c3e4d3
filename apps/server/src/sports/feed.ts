import type { LiveState, OddsInput, SportsMatchParams } from "@lottery/contract";
import type { OddsRow } from "./odds-store.ts";
import type { MatchRow } from "./views.ts";

/** A fixture a feed publishes: its id, and the operator-call parameters when it has to be written. */
export interface FeedFixture {
  matchId: string;
  params: () => SportsMatchParams;
}

/** A result a feed reports: scores ("1:0") or a cancellation. */
export interface FeedResult {
  halfScore?: string;
  fullScore?: string;
  cancelled?: boolean;
}

/** A match's live state as a feed reports it (the stored row adds when it last changed). */
export type FeedLive = Omit<LiveState, "updatedAt">;

/**
 * A source of sports data besides operators (SPORTS_FEED; deps.ts chooses the demo feed of
 * demo/sports/feed.ts, or none). The tick (tick.ts) writes what it says through the operator's own
 * functions (upsertMatch, changeOdds, recordResult, recordPoolPrizes), so a feed never writes tables
 * itself. Matches a feed created carry its name as `source`; it only moves and decides those.
 */
export interface SportsFeed {
  readonly name: string;
  /**
   * The fixtures of one business day by their stable matchId; `params` (lines and odds, costly) is only
   * asked for the ones that do not exist yet.
   */
  fixtures(businessDate: string): FeedFixture[];
  /** New prices for a match on sale at `now`, or null to keep them. */
  oddsMove(match: MatchRow, odds: readonly OddsRow[], now: Date): OddsInput | null;
  /**
   * The live state of a match at `now` (status, minute, score, cards, corners, events so far), or null
   * when the feed does not follow it. Its final score is the result it enters.
   */
  live?(match: MatchRow, now: Date): FeedLive | null;
  /** The result of a match once known at `now`, or null. */
  result(match: MatchRow, now: Date): FeedResult | null;
  /** CTZQ per-bet prizes (yuan by tier) of a decided issue, or null. */
  poolPrizes(issue: string): Partial<Record<"1" | "2" | "R9", number>> | null;
}
