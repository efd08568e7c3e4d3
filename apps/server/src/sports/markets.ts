import { Msg, type OddsInput, type SportsGameCode } from "@lottery/contract";
import {
  findSportsOption,
  findSportsPlay,
  parseSp,
  SPORTS_GAMES,
  type SportsGameRules,
  type SportsOption,
  type SportsPlay,
} from "@lottery/rules";
import { badParam, type Refusal } from "../domain/refusal.ts";

/**
 * The markets a sports game sells, from the rules catalogue. CTZQ (a pool of 14 胜平负 picks) has no
 * fixed odds; it reuses jczq's SPF play for its result code and optional reference odds.
 */
export interface GameMarkets {
  /** The rules the results are mapped with (jczq's for ctzq). */
  rules: SportsGameRules;
  plays: readonly SportsPlay[];
  /** Decimals an SP may have: 2 for the jingcai games, 6 for BJDC's reference SP. */
  spDecimals: number;
  sport: "football" | "basketball";
}

/** The markets of a game code. */
export function marketsOf(game: SportsGameCode): GameMarkets {
  if (game === "ctzq") {
    const rules = SPORTS_GAMES.jczq;
    return { rules, plays: rules.plays.filter((p) => p.code === "SPF"), spDecimals: 2, sport: "football" };
  }
  const rules = SPORTS_GAMES[game];
  return {
    rules,
    plays: rules.plays,
    spDecimals: game === "bjdc" ? 6 : 2,
    sport: game === "jclq" ? "basketball" : "football",
  };
}

/** A status-2 refusal naming the field, in the words of parseParams. */
export function badField(field: string, detail: string): Refusal {
  return badParam(field, detail);
}

/** A play of the game by code or alias; status 2 naming `field` when unknown. */
export function playOf(markets: GameMarkets, code: string, field: string): SportsPlay {
  const play = findSportsPlay(markets.rules, code);
  if (!play || !markets.plays.includes(play)) throw badField(field, Msg.sportsData.unknownPlay(code));
  return play;
}

/** The options a match sells for a play: EXY depends on the ±1 handicap of BRQSPF. */
export function optionsFor(play: SportsPlay, lines: Readonly<Record<string, number>>): SportsOption[] {
  if (play.code !== "EXY") return [...play.options];
  const handicap = lines.BRQSPF;
  const wanted = handicap === -1 ? ["3", "10"] : handicap === 1 ? ["31", "0"] : [];
  return play.options.filter((o) => wanted.includes(o.code));
}

/**
 * Checks lines against the catalogue: known lined plays only; handicaps whole (BRQSPF non-zero), totals
 * and half handicaps x.5, totals positive. Answers them keyed by canonical play code.
 */
export function checkLines(
  markets: GameMarkets,
  lines: Readonly<Record<string, number>>,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [key, value] of Object.entries(lines)) {
    const field = `lines.${key}`;
    const play = playOf(markets, key, field);
    if (!play.line) throw badField(field, Msg.sportsData.unknownPlay(key));
    const half = Math.abs(value % 1) === 0.5;
    if (play.line.half && !half) throw badField(field, Msg.sportsData.lineHalf(play.code));
    if (!play.line.half && (!Number.isInteger(value) || (play.code === "BRQSPF" && value === 0)))
      throw badField(field, Msg.sportsData.lineWhole(play.code));
    if (play.line.kind === "total" && value <= 0) throw badField(field, Msg.sportsData.lineHalf(play.code));
    out[play.code] = value;
  }
  return out;
}

/** Canonical odds: play → option → SP in millionths. */
export type OddsMicro = Record<string, Record<string, number>>;

/**
 * Checks odds against the catalogue and the match's lines: known plays and options (aliases accepted,
 * canonical codes kept), SP decimals of the game, complete markets for plays not sold before
 * (`existingPlays`), a line for every lined play. Status 2 naming the field otherwise.
 */
export function checkOdds(
  markets: GameMarkets,
  odds: OddsInput,
  lines: Readonly<Record<string, number>>,
  existingPlays: ReadonlySet<string>,
): OddsMicro {
  const out: OddsMicro = {};
  for (const [playKey, options] of Object.entries(odds)) {
    const play = playOf(markets, playKey, `odds.${playKey}`);
    if (play.line && lines[play.code] === undefined)
      throw badField(`lines.${play.code}`, Msg.sportsData.lineRequired(play.code));
    const allowed = optionsFor(play, lines);
    if (play.code === "EXY" && allowed.length === 0)
      throw badField(`odds.${playKey}`, Msg.sportsData.exyNeedsHandicap);
    const prices: Record<string, number> = {};
    for (const [optionKey, sp] of Object.entries(options)) {
      const field = `odds.${playKey}.${optionKey}`;
      const option = findSportsOption(play, optionKey);
      if (!option || !allowed.includes(option) || prices[option.code] !== undefined)
        throw badField(field, Msg.sportsData.unknownOption(play.code, optionKey));
      const micro = parseSp(String(sp));
      const step = 10 ** (6 - markets.spDecimals);
      if (micro === null || micro % step !== 0)
        throw badField(field, Msg.sportsData.spDecimals(markets.spDecimals));
      prices[option.code] = micro;
    }
    if (!existingPlays.has(play.code) && allowed.some((o) => prices[o.code] === undefined))
      throw badField(`odds.${playKey}`, Msg.sportsData.incompleteOdds(play.code));
    out[play.code] = { ...out[play.code], ...prices };
  }
  return out;
}

/** Checks the singles list: plays the game sells, canonical codes, no repeats. */
export function checkSingles(markets: GameMarkets, singles: readonly string[]): string[] {
  const out: string[] = [];
  singles.forEach((code, i) => {
    const play = playOf(markets, code, `singles.${i}`);
    if (!out.includes(play.code)) out.push(play.code);
  });
  return out;
}
