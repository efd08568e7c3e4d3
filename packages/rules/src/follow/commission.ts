/** The commission of one settled follow (跟单, API.md §9), in fen. */
export interface FollowCommission {
  /** C: taken from the follower's prize. */
  commissionFen: number;
  /** H: the house's cut of C; the releaser gets C − H. */
  houseCutFen: number;
}

/**
 * P = the follower's prize after tax, S = their stake: C = ⌊P × commissionPercent ÷ 100⌋ when P > S and
 * P − C > S, else 0 (no commission unless the follower still profits after paying it);
 * H = ⌊C × houseCutPercent ÷ 100⌋.
 */
export function followCommission(
  prizeFen: number,
  stakeFen: number,
  commissionPercent: number,
  houseCutPercent: number,
): FollowCommission {
  const candidate = Math.floor((prizeFen * commissionPercent) / 100);
  const commissionFen = prizeFen > stakeFen && prizeFen - candidate > stakeFen ? candidate : 0;
  return { commissionFen, houseCutFen: Math.floor((commissionFen * houseCutPercent) / 100) };
}

/** A releaser's record over settled releases, oldest first: won / lost flags with prize and stake (fen). */
export interface SettledRelease {
  won: boolean;
  prizeFen: number;
  stakeFen: number;
}

export interface ReleaseRecordFigures {
  settled: number;
  won: number;
  /** won ÷ settled × 100, rounded to 2 decimals (0 when none settled). */
  hitRate: number;
  /** Σ prize ÷ Σ stake × 100, rounded to 2 decimals (0 when no stake). */
  returnRate: number;
  /** Consecutive won releases counted back from the latest. */
  streak: number;
  prizeFen: number;
  stakeFen: number;
}

const percent2 = (part: number, whole: number): number =>
  whole > 0 ? Math.round((part * 10_000) / whole) / 100 : 0;

/**
 * 命中率, 回报率 and 连红 of settled releases listed oldest first (void releases are left out by the
 * caller): hit rate = won ÷ settled, return = Σ prizes ÷ Σ stakes, streak = the won run at the end.
 */
export function releaseRecord(settled: readonly SettledRelease[]): ReleaseRecordFigures {
  let won = 0;
  let prizeFen = 0;
  let stakeFen = 0;
  let streak = 0;
  for (const release of settled) {
    prizeFen += release.prizeFen;
    stakeFen += release.stakeFen;
    if (release.won) {
      won += 1;
      streak += 1;
    } else streak = 0;
  }
  return {
    settled: settled.length,
    won,
    hitRate: percent2(won, settled.length),
    returnRate: percent2(prizeFen, stakeFen),
    streak,
    prizeFen,
    stakeFen,
  };
}
