import type { SportsGameCode } from "@lottery/contract";

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

const single = (key: string, name: string): PlayTab => ({ key, name, inline: [key], panel: [] });

export const HH = "HH";

const JCZQ_TABS: readonly PlayTab[] = [
  { key: HH, name: "混合过关", inline: ["SPF", "BRQSPF"], panel: ["BF", "ZJQ", "BQC"] },
  single("SPF", "胜平负"),
  single("BRQSPF", "让球胜平负"),
  single("BF", "比分"),
  single("ZJQ", "总进球"),
  single("BQC", "半全场"),
];

/** The page layout of every parlay game with a match list (CTZQ has its own page). */
export const SPORTS_GAME_VIEWS: Readonly<Record<Exclude<SportsGameCode, "ctzq">, SportsGameView>> = {
  jczq: { code: "jczq", tabs: JCZQ_TABS },
  qwzq: {
    code: "qwzq",
    tabs: [
      { key: HH, name: "混合过关", inline: ["SPF", "BRQSPF"], panel: ["RQSF", "DXQ", "BF", "ZJQ", "BQC"] },
      single("SPF", "胜平负"),
      single("BRQSPF", "让球胜平负"),
      single("RQSF", "让球胜负"),
      single("DXQ", "大小球"),
      single("EXY", "二选一"),
      single("BF", "比分"),
      single("ZJQ", "总进球"),
      single("BQC", "半全场"),
    ],
  },
  jclq: {
    code: "jclq",
    tabs: [
      { key: HH, name: "混合过关", inline: ["SF", "RFSF", "DXF"], panel: ["SFC"] },
      single("SF", "胜负"),
      single("RFSF", "让分胜负"),
      single("SFC", "胜分差"),
      single("DXF", "大小分"),
    ],
  },
  bjdc: {
    code: "bjdc",
    tabs: [
      single("SPF", "让球胜平负"),
      single("ZJQ", "总进球"),
      single("SXDS", "上下单双"),
      single("BF", "比分"),
      single("BQC", "半全场"),
    ],
  },
};

/** Columns of an option grid: short plays in one row, long ones wrapped. */
export function gridColumns(optionCount: number): number {
  if (optionCount <= 4) return optionCount;
  if (optionCount === 8) return 4;
  if (optionCount === 9 || optionCount === 12) return 3;
  return 5;
}

/** "3_4" → "3串4"; "1_1" → "单关". */
export function passTypeName(code: string): string {
  return code === "1_1" ? "单关" : code.replace("_", "串");
}

/** A play's line as printed: "-1", "+4.5"; a totals line (大小分/大小球) "191.5" without a sign. */
export function lineLabel(play: string, line: number): string {
  return play === "DXF" || play === "DXQ" || line <= 0 ? String(line) : `+${line}`;
}

/** A play's line after its name: "(-1)", "(191.5)"; "" for a play without one. */
export function lineNote(play: string, line: number | null): string {
  return line === null ? "" : `(${lineLabel(play, line)})`;
}
