/**
 * The order a game lists a match's sides in. 竞彩篮球 lists the away team first and reads scores
 * away:home, as Chinese basketball listings do; football lists home first. Scores are stored and
 * answered home:away everywhere.
 */

/** Whether the game lists the away team first (竞彩篮球). */
export function awayFirst(gameCode: string): boolean {
  return gameCode.toLowerCase() === "jclq";
}

/** A match's two sides in the game's listing order; `homeSecond` when the home team comes second. */
export function listedSides(
  gameCode: string,
  match: { homeTeam: string; awayTeam: string },
): { first: string; second: string; homeSecond: boolean } {
  return awayFirst(gameCode)
    ? { first: match.awayTeam, second: match.homeTeam, homeSecond: true }
    : { first: match.homeTeam, second: match.awayTeam, homeSecond: false };
}

/** The plays whose two options stand under the two sides: home win (`3`) and away win (`0`). */
const SIDE_PLAYS = new Set(["SF", "RFSF"]);

/**
 * A play with its options in the game's listing order: where the away team is listed first (竞彩篮球),
 * 胜负 and 让分胜负 show 主负 (the away side's win) first, under the away team.
 */
export function listedPlay<P extends { play: string; options: readonly { code: string }[] }>(
  gameCode: string,
  play: P,
): P {
  if (!awayFirst(gameCode) || !SIDE_PLAYS.has(play.play)) return play;
  return { ...play, options: [...play.options].reverse() };
}

/** A stored home:away score as the game reads it (竞彩篮球 away:home); null stays null. */
export function listedScore(gameCode: string, score: string | null): string | null {
  if (score === null || !awayFirst(gameCode)) return score;
  const [home, away] = score.split(":");
  return away === undefined ? score : `${away}:${home}`;
}
