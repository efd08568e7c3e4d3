/**
 * Plays and options of the fixed-odds and pool sports games (RULES 11–13, SPEC 3):
 * codes, Chinese names, accepted aliases and the maximum legs of a parlay per play.
 *
 * Choices documented here:
 * - jczq BRQSPF is SPEC's code for RULES' 让球胜平负 RQSPF; "RQSPF" is accepted as an alias.
 * - jczq EXY (二选一) is offered on matches with a ±1 handicap: two complementary options decided on the
 *   90-minute result only — handicap −1: `3` 主胜 / `10` 客不败; handicap +1: `31` 主不败 / `0` 客胜. Its
 *   result code is the SPF code; an option wins when it covers that code. It is sold on its own (no HH).
 * - qwzq (趣味足球, and its TC variant `qwzqtc`) has the jczq plays plus RQSF 让球胜负 (two-way, half-goal
 *   handicap, `3` 让胜 / `0` 让负) and DXQ 大小球 (total goals against a half-goal line, `H` 大 / `L` 小); it
 *   pays like jczq (fixed odds, caps).
 * - jclq DXF codes are `H` 大分 / `L` 小分 (aliases 大 / 小); SF and RFSF `3` 主胜 / `0` 主负.
 */
import type { PrizeKind } from "./sp.ts";

/** A game with parlays: the jingcai games and BJDC. CTZQ lives in ctzq.ts. */
export type SportsGame = "jczq" | "jclq" | "bjdc" | "qwzq";

/** One option of a play. `covers` lists the result codes it wins on when not just its own code (EXY). */
export interface SportsOption {
  code: string;
  name: string;
  aliases: readonly string[];
  covers?: readonly string[];
}

/** What line a play is settled against: a handicap added to the home score, or a total line. */
export type LineKind = "handicap" | "total";

/** A play's line: what it is and whether it must be a half (x.5, no push) or a whole number. */
export interface PlayLine {
  kind: LineKind;
  half: boolean;
}

export interface SportsPlay {
  code: string;
  name: string;
  aliases: readonly string[];
  /** Most legs (matches) a parlay containing this play may have. */
  maxLegs: number;
  options: readonly SportsOption[];
  line?: PlayLine;
  /** Whether the play may be mixed with others in 混合过关 (HH). */
  mixable: boolean;
}

export interface SportsGameRules {
  game: SportsGame;
  name: string;
  prize: PrizeKind;
  /** Singles (1_1): allowed when every leg of the match carries `single: true`, or always (BJDC). */
  singles: "flag" | "always";
  passTable: "jingcai" | "bjdc";
  plays: readonly SportsPlay[];
}

const HANDICAP: PlayLine = { kind: "handicap", half: false };
const HALF_HANDICAP: PlayLine = { kind: "handicap", half: true };
const TOTAL: PlayLine = { kind: "total", half: true };

const opt = (code: string, name: string, ...aliases: string[]): SportsOption => ({ code, name, aliases });

const SPF_OPTIONS = [opt("3", "胜", "主胜"), opt("1", "平"), opt("0", "负", "主负")];
const RQSPF_OPTIONS = [opt("3", "让胜", "胜"), opt("1", "让平", "平"), opt("0", "让负", "负")];

function scoreOption(home: number, away: number): SportsOption {
  return opt(`${home}:${away}`, `${home}:${away}`, `${home}${away}`, `${home}-${away}`);
}

/** Listed scores: wins up to `maxWinner` goals with at most `maxLoser` for the loser, draws to 3:3, 3 others. */
function scoreOptions(maxWinner: number, maxLoser: number): SportsOption[] {
  const wins: SportsOption[] = [];
  const losses: SportsOption[] = [];
  for (let w = 1; w <= maxWinner; w += 1) {
    for (let l = 0; l < w && l <= maxLoser; l += 1) {
      wins.push(scoreOption(w, l));
      losses.push(scoreOption(l, w));
    }
  }
  const draws = [0, 1, 2, 3].map((g) => scoreOption(g, g));
  return [...wins, opt("X0", "胜其他"), ...draws, opt("XX", "平其他"), ...losses, opt("0X", "负其他")];
}

const ZJQ_OPTIONS = [0, 1, 2, 3, 4, 5, 6, 7].map((g) =>
  g === 7 ? opt("7", "7+球", "7+") : opt(String(g), `${g}球`),
);

const HALF_FULL_NAMES: Readonly<Record<string, string>> = { "3": "胜", "1": "平", "0": "负" };
const BQC_OPTIONS = ["33", "31", "30", "13", "11", "10", "03", "01", "00"].map((code) =>
  opt(
    code,
    `${HALF_FULL_NAMES[code[0] ?? ""]}${HALF_FULL_NAMES[code[1] ?? ""]}`,
    `${code[0]}-${code[1]}`,
    `${code[0]}/${code[1]}`,
  ),
);

const EXY_OPTIONS: SportsOption[] = [
  { code: "3", name: "主胜", aliases: [], covers: ["3"] },
  { code: "10", name: "客不败", aliases: [], covers: ["1", "0"] },
  { code: "31", name: "主不败", aliases: [], covers: ["3", "1"] },
  { code: "0", name: "客胜", aliases: [], covers: ["0"] },
];

function play(
  code: string,
  name: string,
  maxLegs: number,
  options: readonly SportsOption[],
  extra: { aliases?: string[]; line?: PlayLine; mixable?: boolean } = {},
): SportsPlay {
  const p: SportsPlay = {
    code,
    name,
    aliases: extra.aliases ?? [],
    maxLegs,
    options,
    mixable: extra.mixable ?? true,
  };
  if (extra.line) p.line = extra.line;
  return p;
}

const JCZQ_PLAYS: readonly SportsPlay[] = [
  play("SPF", "胜平负", 8, SPF_OPTIONS),
  play("BRQSPF", "让球胜平负", 8, RQSPF_OPTIONS, { aliases: ["RQSPF"], line: HANDICAP }),
  play("BF", "比分", 4, scoreOptions(5, 2)),
  play("ZJQ", "总进球", 6, ZJQ_OPTIONS),
  play("BQC", "半全场", 4, BQC_OPTIONS),
  play("EXY", "二选一", 8, EXY_OPTIONS, { mixable: false }),
];

const QWZQ_PLAYS: readonly SportsPlay[] = [
  ...JCZQ_PLAYS,
  play("RQSF", "让球胜负", 8, [opt("3", "让胜", "胜"), opt("0", "让负", "负")], { line: HALF_HANDICAP }),
  play("DXQ", "大小球", 8, [opt("H", "大", "大球"), opt("L", "小", "小球")], { line: TOTAL }),
];

const SFC_BANDS = ["1-5", "6-10", "11-15", "16-20", "21-25", "26+"];
const JCLQ_PLAYS: readonly SportsPlay[] = [
  play("SF", "胜负", 8, [opt("3", "主胜", "胜"), opt("0", "主负", "负", "客胜")]),
  play("RFSF", "让分胜负", 8, [opt("3", "让分主胜", "主胜", "胜"), opt("0", "让分主负", "主负", "负")], {
    line: HALF_HANDICAP,
  }),
  play("SFC", "胜分差", 4, [
    ...SFC_BANDS.map((band, i) => opt(`0${i + 1}`, `主胜${band}`)),
    ...SFC_BANDS.map((band, i) => opt(`1${i + 1}`, `客胜${band}`)),
  ]),
  play("DXF", "大小分", 8, [opt("H", "大分", "大"), opt("L", "小分", "小")], { line: TOTAL }),
];

const BJDC_PLAYS: readonly SportsPlay[] = [
  play("SPF", "让球胜平负", 15, RQSPF_OPTIONS, {
    aliases: ["RQSPF", "BRQSPF"],
    line: HANDICAP,
    mixable: false,
  }),
  play("ZJQ", "总进球", 6, ZJQ_OPTIONS, { mixable: false }),
  play("SXDS", "上下单双", 6, [opt("SD", "上单"), opt("SS", "上双"), opt("XD", "下单"), opt("XS", "下双")], {
    mixable: false,
  }),
  play("BF", "比分", 3, scoreOptions(4, 2), { mixable: false }),
  play("BQC", "半全场", 6, BQC_OPTIONS, { mixable: false }),
];

/** The play and option catalogue of each parlay game. */
export const SPORTS_GAMES: Readonly<Record<SportsGame, SportsGameRules>> = {
  jczq: {
    game: "jczq",
    name: "竞彩足球",
    prize: "fixed",
    singles: "flag",
    passTable: "jingcai",
    plays: JCZQ_PLAYS,
  },
  qwzq: {
    game: "qwzq",
    name: "趣味足球",
    prize: "fixed",
    singles: "flag",
    passTable: "jingcai",
    plays: QWZQ_PLAYS,
  },
  jclq: {
    game: "jclq",
    name: "竞彩篮球",
    prize: "fixed",
    singles: "flag",
    passTable: "jingcai",
    plays: JCLQ_PLAYS,
  },
  bjdc: {
    game: "bjdc",
    name: "北京单场",
    prize: "pool",
    singles: "always",
    passTable: "bjdc",
    plays: BJDC_PLAYS,
  },
};

const GAME_ALIASES: Readonly<Record<string, SportsGame>> = {
  jczq: "jczq",
  jclq: "jclq",
  bjdc: "bjdc",
  qwzq: "qwzq",
  qwzqtc: "qwzq",
};

/** The rules of a parlay game code (case-insensitive; `qwzqtc` is qwzq), or undefined. */
export function findSportsGame(code: string): SportsGameRules | undefined {
  const game = GAME_ALIASES[code.trim().toLowerCase()];
  return game ? SPORTS_GAMES[game] : undefined;
}

/** A play of a game by code or alias (case-insensitive), or undefined. */
export function findSportsPlay(rules: SportsGameRules, code: string): SportsPlay | undefined {
  const wanted = code.trim().toUpperCase();
  return rules.plays.find((p) => p.code === wanted || p.aliases.includes(wanted));
}

/** An option of a play by code, Chinese name or alias, or undefined. */
export function findSportsOption(play: SportsPlay, code: string): SportsOption | undefined {
  const wanted = code.trim();
  return (
    play.options.find((o) => o.code === wanted) ??
    play.options.find(
      (o) => o.name === wanted || o.aliases.includes(wanted) || o.code === wanted.toUpperCase(),
    )
  );
}

/** Whether an option wins given its play's result code. */
export function sportsOptionWins(option: SportsOption, resultCode: string): boolean {
  return option.covers ? option.covers.includes(resultCode) : option.code === resultCode;
}

/** The most legs a parlay mixing these plays may have: the smallest maximum among them (HH rule). */
export function maxParlayLegs(rules: SportsGameRules, playCodes: readonly string[]): number | undefined {
  let max = Infinity;
  for (const code of playCodes) {
    const p = findSportsPlay(rules, code);
    if (!p) return undefined;
    max = Math.min(max, p.maxLegs);
  }
  return Number.isFinite(max) ? max : undefined;
}
