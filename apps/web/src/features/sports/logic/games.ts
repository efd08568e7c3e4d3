import type { SportsGameCode } from "@lottery/contract";
import { GAME_DETAILS } from "@lottery/rules";
import { sportsMessages } from "../../../messages/sports.ts";

/**
 * How each sports game page is laid out: its play tabs and, per tab, which plays a match row shows
 * inline and which in the expandable panel. The plays themselves (codes, options, limits) come from
 * packages/rules and the server's page info; this is only presentation.
 */
export interface PlayTab {
  /** HH (混合过关) or a play code. */
  key: string;
  name: string;
  /** Plays drawn in the row. */
  inline: readonly string[];
  /** Plays drawn in the row's expandable panel (HH only). */
  panel: readonly string[];
}

export interface SportsGameView {
  code: SportsGameCode;
  tabs: readonly PlayTab[];
}

export const HH = "HH";

/** A play's Chinese name in the game's catalogue (packages/rules; 混合过关 HH is listed there too). */
function playName(game: SportsGameCode, code: string): string {
  const name = GAME_DETAILS[game]?.plays.find((p) => p.code === code)?.name;
  if (name === undefined) throw new Error(`${game} has no play ${code}`);
  return name;
}

const single = (game: SportsGameCode, key: string): PlayTab => ({
  key,
  name: playName(game, key),
  inline: [key],
  panel: [],
});
const mixed = (game: SportsGameCode, inline: readonly string[], panel: readonly string[]): PlayTab => ({
  key: HH,
  name: playName(game, HH),
  inline,
  panel,
});

/** The page layout of every parlay game with a match list (CTZQ has its own page). */
export const SPORTS_GAME_VIEWS: Readonly<Record<Exclude<SportsGameCode, "ctzq">, SportsGameView>> = {
  jczq: {
    code: "jczq",
    tabs: [
      mixed("jczq", ["SPF", "BRQSPF"], ["BF", "ZJQ", "BQC"]),
      ...["SPF", "BRQSPF", "BF", "ZJQ", "BQC"].map((play) => single("jczq", play)),
    ],
  },
  qwzq: {
    code: "qwzq",
    tabs: [
      mixed("qwzq", ["SPF", "BRQSPF"], ["RQSF", "DXQ", "BF", "ZJQ", "BQC"]),
      ...["SPF", "BRQSPF", "RQSF", "DXQ", "EXY", "BF", "ZJQ", "BQC"].map((play) => single("qwzq", play)),
    ],
  },
  jclq: {
    code: "jclq",
    tabs: [
      mixed("jclq", ["SF", "RFSF", "DXF"], ["SFC"]),
      ...["SF", "RFSF", "SFC", "DXF"].map((play) => single("jclq", play)),
    ],
  },
  bjdc: {
    code: "bjdc",
    tabs: ["SPF", "ZJQ", "SXDS", "BF", "BQC"].map((play) => single("bjdc", play)),
  },
};

/** Columns of an option grid: short plays in one row, long ones wrapped. */
export function gridColumns(optionCount: number): number {
  if (optionCount <= 4) return optionCount;
  if (optionCount === 8) return 4;
  if (optionCount === 9 || optionCount === 12) return 3;
  return 5;
}

/** "3_4" → "3串4"; "1_1" → "单关"; a code without "_" (CTZQ's play) as it is. */
export function passTypeName(code: string): string {
  const [legs = "", bets] = code.split("_");
  if (bets === undefined) return code;
  return code === "1_1" ? sportsMessages.sports.singlePass : sportsMessages.sports.parlay(legs, bets);
}

/** A play's line as printed: "-1", "+4.5"; a totals line (大小分/大小球) "191.5" without a sign. */
export function lineLabel(play: string, line: number): string {
  return play === "DXF" || play === "DXQ" || line <= 0 ? String(line) : `+${line}`;
}

/** A play's line after its name: "(-1)", "(191.5)"; "" for a play without one. */
export function lineNote(play: string, line: number | null): string {
  return line === null ? "" : `(${lineLabel(play, line)})`;
}
