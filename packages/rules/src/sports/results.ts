/**
 * Result mapping (RULES 11–13): a final score (and half-time score, handicap, total line) → the winning
 * option code of each play. Football scores are [home, away]; jclq scores include overtime.
 */
import { accept, type RuleResult } from "../core/refusal.ts";
import { findSportsGame, findSportsPlay, type SportsGameRules, type SportsPlay } from "./catalogue.ts";
import { sportsRefusal, type SportsRefusalCode } from "./refusals.ts";

/** A final score [home, away] with the optional half-time score (football; BQC needs it). */
export interface MatchScore {
  ft: readonly [number, number];
  ht?: readonly [number, number] | null;
}

/** Lines per play code, e.g. { BRQSPF: -1 } or { RFSF: -5.5, DXF: 170.5 }. */
export type PlayLines = Readonly<Partial<Record<string, number | null>>>;

type Result<T> = RuleResult<T, SportsRefusalCode>;

const sign = (d: number): string => (d > 0 ? "3" : d < 0 ? "0" : "1");

function goalsOk(pair: readonly [number, number] | null | undefined): pair is readonly [number, number] {
  return (
    Array.isArray(pair) &&
    pair.length === 2 &&
    pair.every((g) => Number.isSafeInteger(g) && g >= 0 && g <= 999)
  );
}

/** Whether a score is usable: non-negative whole goals, half-time not above full time. */
export function scoreValid(score: MatchScore): boolean {
  if (!goalsOk(score?.ft)) return false;
  if (score.ht === undefined || score.ht === null) return true;
  return goalsOk(score.ht) && score.ht[0] <= score.ft[0] && score.ht[1] <= score.ft[1];
}

function scoreCode(play: SportsPlay, home: number, away: number): string {
  const listed = `${home}:${away}`;
  if (play.options.some((o) => o.code === listed)) return listed;
  return home > away ? "X0" : home === away ? "XX" : "0X";
}

/**
 * The winning code of one play for a score, with that play's line where it has one; a refusal when the score
 * is invalid, the line is missing or would make a push on a two-way play, or BQC lacks the half-time score.
 */
export function playResultCode(
  rules: SportsGameRules,
  play: SportsPlay,
  score: MatchScore,
  line?: number | null,
): Result<string> {
  if (!scoreValid(score)) return sportsRefusal("BAD_SCORE");
  const [home, away] = score.ft;
  if (play.line && (line === undefined || line === null || !Number.isFinite(line))) {
    return sportsRefusal("BAD_LINE");
  }
  const l = line ?? 0;
  if (rules.game === "jclq") {
    if (home === away) return sportsRefusal("BAD_SCORE");
    switch (play.code) {
      case "SF":
        return accept(home > away ? "3" : "0");
      case "RFSF":
        if (home + l === away) return sportsRefusal("BAD_LINE");
        return accept(home + l > away ? "3" : "0");
      case "SFC": {
        const band = Math.min(6, Math.ceil(Math.abs(home - away) / 5));
        return accept(`${home > away ? "0" : "1"}${band}`);
      }
      case "DXF":
        if (home + away === l) return sportsRefusal("BAD_LINE");
        return accept(home + away > l ? "H" : "L");
      default:
        return sportsRefusal("UNKNOWN_PLAY");
    }
  }
  switch (play.code) {
    case "SPF":
      // BJDC's SPF always carries a handicap line (RULES 13).
      return accept(sign(home + (play.line ? l : 0) - away));
    case "BRQSPF":
      return accept(sign(home + l - away));
    case "EXY":
      return accept(sign(home - away));
    case "RQSF":
      if (home + l === away) return sportsRefusal("BAD_LINE");
      return accept(home + l > away ? "3" : "0");
    case "DXQ":
      if (home + away === l) return sportsRefusal("BAD_LINE");
      return accept(home + away > l ? "H" : "L");
    case "BF":
      return accept(scoreCode(play, home, away));
    case "ZJQ":
      return accept(String(Math.min(7, home + away)));
    case "SXDS":
      return accept(`${home + away >= 3 ? "S" : "X"}${(home + away) % 2 === 1 ? "D" : "S"}`);
    case "BQC":
      if (!score.ht) return sportsRefusal("BAD_SCORE");
      return accept(sign(score.ht[0] - score.ht[1]) + sign(home - away));
    default:
      return sportsRefusal("UNKNOWN_PLAY");
  }
}

/**
 * The winning code of every play of a game for a score. Plays whose line is not given (or BQC without a
 * half-time score) are left out; a refusal for an unknown game, an invalid score or an unusable line.
 */
export function mapSportsResult(
  game: string,
  score: MatchScore,
  lines: PlayLines = {},
): Result<Record<string, string>> {
  const rules = findSportsGame(game);
  if (!rules) return sportsRefusal("UNKNOWN_GAME");
  if (!scoreValid(score)) return sportsRefusal("BAD_SCORE");
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(lines)) {
    if (value === undefined || value === null) continue;
    const play = findSportsPlay(rules, key);
    if (!play) return sportsRefusal("UNKNOWN_PLAY");
    if (!Number.isFinite(value)) return sportsRefusal("BAD_LINE");
  }
  for (const play of rules.plays) {
    const line = lineFor(rules, play, lines);
    if (play.line && (line === undefined || line === null)) continue;
    if (play.code === "BQC" && !score.ht) continue;
    const code = playResultCode(rules, play, score, line);
    if (!code.ok) return code;
    out[play.code] = code.value;
  }
  return accept(out);
}

function lineFor(rules: SportsGameRules, play: SportsPlay, lines: PlayLines): number | null | undefined {
  for (const [key, value] of Object.entries(lines)) {
    if (findSportsPlay(rules, key) === play) return value;
  }
  return undefined;
}
