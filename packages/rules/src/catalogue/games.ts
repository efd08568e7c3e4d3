/**
 * The player-facing game list (SPEC 1, 3, 9): code, Chinese name, kind, family and the limits of
 * SPEC 9. Per-game play types, issue formats and draw schedules live in catalogue/details.ts.
 */
export type GameKind = "sports" | "number" | "official-fast" | "house";
export type GameFamily =
  | "jczq"
  | "jclq"
  | "bjdc"
  | "ctzq"
  | "qwzq"
  | "ssq"
  | "dlt"
  | "d3"
  | "pl5"
  | "qlc"
  | "qxc"
  | "lhc"
  | "ssc"
  | "11x5"
  | "k3"
  | "pk10"
  | "lyb"
  | "slm";

export interface GameEntry {
  code: string;
  name: string;
  kind: GameKind;
  family: GameFamily;
  /** Draws per day (oneDayPriceNum); fractional for games drawn a few times a week. */
  oneDayPriceNum: number;
  /** Maximum chase issues; absent where chasing is not offered. */
  maxQishu?: number;
  maxBeishu: number;
  /** Hidden aliases are valid codes that the lobby does not list. */
  hidden?: boolean;
}

const DEFAULT_MAX_BEISHU = 9999;
const MAX_BEISHU_99999 = new Set(["pl3", "plsan", "fc3d"]);
const MAX_BEISHU_50000 = new Set(["ssq", "dlt", "bjdc", "t14c", "tr9", "jsks", "ahk3"]);
const MAX_QISHU: Readonly<Record<string, number>> = {
  ssq: 25,
  dlt: 25,
  syxw: 25,
  cqssc: 25,
  xjssc: 25,
  jlssc: 25,
  jlffc: 25,
  hlsx: 25,
  jczq: 100,
  jclq: 100,
  bjdc: 100,
  ctzq: 100,
  t14c: 100,
  tr9: 100,
  qwzq: 100,
  pl3: 100,
  plsan: 100,
  jsks: 82,
  ahk3: 82,
};

/** SPEC 9's maxBeishu rule: 99999 for pl3/plsan/fc3d, 50000 for the listed games, else 9999. */
export function maxBeishuOf(code: string): number {
  if (MAX_BEISHU_99999.has(code)) return 99999;
  if (MAX_BEISHU_50000.has(code)) return 50000;
  return DEFAULT_MAX_BEISHU;
}

type Row = [code: string, name: string, kind: GameKind, family: GameFamily, perDay: number, hidden?: boolean];

// Draws per day of SPEC 9 where it gives them; weekly games as draws-per-week / 7.
const ROWS: readonly Row[] = [
  ["jczq", "竞彩足球", "sports", "jczq", 1],
  ["jclq", "竞彩篮球", "sports", "jclq", 1],
  ["bjdc", "北京单场", "sports", "bjdc", 1],
  ["ctzq", "传统足彩", "sports", "ctzq", 1],
  ["t14c", "胜负彩", "sports", "ctzq", 1, true],
  ["tr9", "任选九", "sports", "ctzq", 1, true],
  ["qwzq", "趣味足球", "sports", "qwzq", 1],
  ["ssq", "双色球", "number", "ssq", 3 / 7],
  ["dlt", "大乐透", "number", "dlt", 3 / 7],
  ["fc3d", "福彩3D", "number", "d3", 1],
  ["pl3", "排列三", "number", "d3", 1],
  ["plsan", "排列三", "number", "d3", 1, true],
  ["pl5", "排列五", "number", "pl5", 1],
  ["qlc", "七乐彩", "number", "qlc", 3 / 7],
  ["qxc", "七星彩", "number", "qxc", 3 / 7],
  ["xqxc", "新七星彩", "house", "qxc", 1],
  ["lhc", "六合彩", "number", "lhc", 3 / 7],
  ["cqssc", "重庆时时彩", "official-fast", "ssc", 59],
  ["hlsx", "欢乐生肖", "official-fast", "ssc", 59],
  ["xjssc", "新疆时时彩", "official-fast", "ssc", 48],
  ["tjssc", "天津时时彩", "official-fast", "ssc", 42],
  ["jlssc", "吉利时时彩", "house", "ssc", 120],
  ["jlffc", "吉利分分彩", "house", "ssc", 1440],
  ["ffssc", "分分时时彩", "house", "ssc", 1440],
  ["wfssc", "五分时时彩", "house", "ssc", 288],
  ["syxw", "十一运夺金", "official-fast", "11x5", 42],
  ["gd11x5", "广东11选5", "official-fast", "11x5", 42],
  ["jx11x5", "江西11选5", "official-fast", "11x5", 42],
  ["ff11x5", "分分11选5", "house", "11x5", 1440],
  ["wf11x5", "五分11选5", "house", "11x5", 288],
  ["jsks", "江苏快3", "official-fast", "k3", 41],
  ["ahk3", "安徽快3", "official-fast", "k3", 41],
  ["hbk3", "湖北快3", "official-fast", "k3", 39],
  ["ffk3", "分分快3", "house", "k3", 1440],
  ["wfk3", "五分快3", "house", "k3", 288],
  ["bjpk10", "北京PK拾", "official-fast", "pk10", 44],
  ["xyft", "幸运飞艇", "official-fast", "pk10", 180],
  ["ffpk10", "极速赛车", "house", "pk10", 1440],
  ["wfpk10", "五分赛车", "house", "pk10", 288],
  ["qwlhc", "极速六合彩", "house", "lhc", 1440],
  ["xamlhc", "新澳门六合彩", "house", "lhc", 288],
  ["fflyb", "鱼虾蟹", "house", "lyb", 1440],
  ["wflyb", "五分鱼虾蟹", "house", "lyb", 288],
  ["ffslm", "射龙门", "house", "slm", 1440],
  ["wfslm", "五分射龙门", "house", "slm", 288],
];

/** Every game of the catalogue, hidden aliases included. */
export const GAMES: readonly GameEntry[] = ROWS.map(([code, name, kind, family, perDay, hidden]) => {
  const entry: GameEntry = { code, name, kind, family, oneDayPriceNum: perDay, maxBeishu: maxBeishuOf(code) };
  const maxQishu = MAX_QISHU[code] ?? defaultMaxQishu(kind, perDay);
  if (maxQishu !== undefined) entry.maxQishu = maxQishu;
  if (hidden) entry.hidden = true;
  return entry;
});

// Games SPEC 9 does not list: fast draws may chase up to one day of issues (capped at 120),
// number games 25 issues; lhc and the house games with their own pages follow the same rule.
function defaultMaxQishu(kind: GameKind, perDay: number): number | undefined {
  if (kind === "sports") return 100;
  if (kind === "number") return 25;
  return Math.min(120, Math.max(1, Math.round(perDay)));
}

const BY_CODE = new Map(GAMES.map((g) => [g.code, g]));

/** The catalogue entry of a game code (case-insensitive), or undefined. */
export function findGame(code: string): GameEntry | undefined {
  return BY_CODE.get(code.toLowerCase());
}

/** A game's Chinese name (the code itself when the catalogue does not know it). */
export function gameNameOf(code: string): string {
  return findGame(code)?.name ?? code;
}

/** The code → Chinese name table of SPEC 3. */
export const GAME_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  GAMES.map((g) => [g.code, g.name]),
);

/** The fast-draw lottery code list of SPEC 3: every official and house-drawn fast game. */
export const FAST_DRAW_CODES: readonly string[] = GAMES.filter(
  (g) => g.kind === "official-fast" || g.kind === "house",
).map((g) => g.code);

/** The time-based (时时彩) codes that step 1 of the route rule sends to /ssc/{code}. */
export const TIME_BASED_CODES: readonly string[] = GAMES.filter((g) => g.family === "ssc").map((g) => g.code);
