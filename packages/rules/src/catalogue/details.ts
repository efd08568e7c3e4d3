import { SPORTS_GAMES, type SportsGame } from "../sports/catalogue.ts";
import { CTZQ_PLAY_NAMES, type CtzqPlay } from "../sports/ctzq.ts";
import { playsOf } from "../tickets/engine.ts";
import { findGame, GAMES, type GameEntry } from "./games.ts";

/**
 * Per-game details beyond games.ts: play types, issue-number format, draw schedule and how long before
 * the draw sales close. All times are China time (UTC+8, no daylight saving).
 */

/** How an issue number is written. */
export type IssueFormat =
  /** Year (4 or 2 digits) then the sequence within the year: ssq `2026135`, dlt `26014`. */
  | { kind: "yearSeq"; yearDigits: 2 | 4; seqDigits: number }
  /** China date YYYYMMDD then the sequence within the day: cqssc `20261121059`, ffssc `202611210001`. */
  | { kind: "dateSeq"; seqDigits: number }
  /** The China business date YYYYMMDD (jingcai match days). */
  | { kind: "date" };

/** One run of evenly spaced draws within a China day. */
export interface DrawRun {
  /** First draw of the run, "HH:MM:SS" China time. */
  firstDraw: string;
  intervalSeconds: number;
  draws: number;
}

/** When a game draws. */
export type DrawSchedule =
  /** Weekly draws on the listed weekdays (0 = Sunday … 6 = Saturday) at drawTime "HH:MM:SS". */
  | { kind: "weekly"; weekdays: number[]; drawTime: string }
  /** Fast games: runs of evenly spaced draws every day; the sequence restarts at 1 each China day. */
  | { kind: "intraday"; runs: DrawRun[] }
  /** Sports: issues follow the matches on sale, no fixed draw. */
  | { kind: "matches" };

/** Play types, issue format, schedule and sales close of one game. */
export interface GameDetails {
  code: string;
  plays: { code: string; name: string }[];
  issueFormat: IssueFormat;
  schedule: DrawSchedule;
  /** Sales for an issue close this many seconds before its draw. */
  closeBeforeDrawSeconds: number;
}

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const weekly = (weekdays: number[], drawTime: string): DrawSchedule => ({
  kind: "weekly",
  weekdays,
  drawTime,
});
const runs = (...list: [string, number, number][]): DrawSchedule => ({
  kind: "intraday",
  runs: list.map(([firstDraw, minutes, draws]) => ({ firstDraw, intervalSeconds: minutes * 60, draws })),
});
const WELFARE_ISSUE: IssueFormat = { kind: "yearSeq", yearDigits: 4, seqDigits: 3 };
const SPORTS_ISSUE: IssueFormat = { kind: "yearSeq", yearDigits: 2, seqDigits: 3 };

// Official draw times of the weekly and daily games; fast games follow their provinces' usual days,
// kept inside one China day so every issue belongs to the date in its number.
const SCHEDULES: Readonly<Record<string, [DrawSchedule, number]>> = {
  ssq: [weekly([0, 2, 4], "21:15:00"), 4500],
  dlt: [weekly([1, 3, 6], "21:25:00"), 5100],
  fc3d: [weekly(EVERY_DAY, "21:15:00"), 4500],
  pl3: [weekly(EVERY_DAY, "21:25:00"), 5100],
  plsan: [weekly(EVERY_DAY, "21:25:00"), 5100],
  pl5: [weekly(EVERY_DAY, "21:25:00"), 5100],
  qlc: [weekly([1, 3, 5], "21:15:00"), 4500],
  qxc: [weekly([0, 2, 5], "21:25:00"), 5100],
  xqxc: [weekly(EVERY_DAY, "21:30:00"), 300],
  lhc: [weekly([2, 4, 6], "21:30:00"), 900],
  cqssc: [runs(["00:30:00", 20, 9], ["07:30:00", 20, 50]), 60],
  hlsx: [runs(["00:30:00", 20, 9], ["07:30:00", 20, 50]), 60],
  xjssc: [runs(["00:20:00", 20, 6], ["10:00:00", 20, 42]), 60],
  tjssc: [runs(["09:20:00", 20, 42]), 60],
  jlssc: [runs(["00:00:00", 12, 120]), 60],
  syxw: [runs(["09:00:00", 20, 42]), 60],
  gd11x5: [runs(["09:30:00", 20, 42]), 60],
  jx11x5: [runs(["09:10:00", 20, 42]), 60],
  jsks: [runs(["08:50:00", 20, 41]), 60],
  ahk3: [runs(["08:40:00", 20, 41]), 60],
  hbk3: [runs(["09:20:00", 20, 39]), 60],
  bjpk10: [runs(["09:30:00", 20, 44]), 60],
  xyft: [runs(["00:00:00", 5, 49], ["13:05:00", 5, 131]), 60],
};
const ONE_MINUTE: [DrawSchedule, number] = [runs(["00:00:00", 1, 1440]), 10];
const FIVE_MINUTES: [DrawSchedule, number] = [runs(["00:00:00", 5, 288]), 30];

function scheduleOf(game: GameEntry): [DrawSchedule, number] {
  const listed = SCHEDULES[game.code];
  if (listed) return listed;
  if (game.kind === "sports") return [{ kind: "matches" }, 600];
  return game.oneDayPriceNum >= 1440 ? ONE_MINUTE : FIVE_MINUTES;
}

function issueFormatOf(game: GameEntry): IssueFormat {
  if (game.kind === "sports")
    return ["jczq", "jclq", "qwzq"].includes(game.code) ? { kind: "date" } : SPORTS_ISSUE;
  if (game.kind === "number" || game.code === "xqxc") {
    return ["dlt", "pl3", "plsan", "pl5", "qxc"].includes(game.code) ? SPORTS_ISSUE : WELFARE_ISSUE;
  }
  return { kind: "dateSeq", seqDigits: game.oneDayPriceNum >= 1000 ? 4 : 3 };
}

// Sports plays come from the sports rules (one list); 混合过关 HH is offered where plays may be mixed.
function sportsPlays(code: string): { code: string; name: string }[] | undefined {
  if (Object.hasOwn(SPORTS_GAMES, code)) {
    const rules = SPORTS_GAMES[code as SportsGame];
    const plays = rules.plays.map((p) => ({ code: p.code, name: p.name }));
    return rules.plays.some((p) => p.mixable) ? [{ code: "HH", name: "混合过关" }, ...plays] : plays;
  }
  const ctzq = (Object.keys(CTZQ_PLAY_NAMES) as CtzqPlay[]).map((c) => ({
    code: c,
    name: CTZQ_PLAY_NAMES[c],
  }));
  if (code === "ctzq") return ctzq;
  if (code === "t14c" || code === "tr9") return ctzq.filter((p) => p.code === code.toUpperCase());
  return undefined;
}

function playsOfGame(game: GameEntry): { code: string; name: string }[] {
  return sportsPlays(game.code) ?? playsOf(game.code);
}

/** Details of every catalogue game, keyed by game code. */
export const GAME_DETAILS: Readonly<Record<string, GameDetails>> = Object.fromEntries(
  GAMES.map((game) => {
    const [schedule, closeBeforeDrawSeconds] = scheduleOf(game);
    const details: GameDetails = {
      code: game.code,
      plays: playsOfGame(game),
      issueFormat: issueFormatOf(game),
      schedule,
      closeBeforeDrawSeconds,
    };
    return [game.code, details];
  }),
);

/** The details of a game code (case-insensitive), or undefined. */
export function gameDetails(code: string): GameDetails | undefined {
  const game = findGame(code);
  return game ? GAME_DETAILS[game.code] : undefined;
}

/** A calendar date in China time. */
export interface ChinaDate {
  year: number;
  month: number;
  day: number;
}

const CHINA_OFFSET_MS = 8 * 3600 * 1000;

/** The China (UTC+8) calendar date of an instant. */
export function chinaDateOf(instant: Date): ChinaDate {
  const shifted = new Date(instant.getTime() + CHINA_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/**
 * The issue number of a game for a China date and a sequence (within the year for yearSeq games,
 * within the day for dateSeq games; ignored for date games). Throws on an unknown code or a sequence
 * that does not fit (programming errors, never player input).
 */
export function formatIssue(gameCode: string, date: ChinaDate, seq: number): string {
  const details = gameDetails(gameCode);
  if (!details) throw new RangeError(`unknown game ${gameCode}`);
  const format = details.issueFormat;
  const yyyy = String(date.year).padStart(4, "0");
  const ymd = `${yyyy}${String(date.month).padStart(2, "0")}${String(date.day).padStart(2, "0")}`;
  if (format.kind === "date") return ymd;
  if (!Number.isInteger(seq) || seq < 1 || seq >= 10 ** format.seqDigits) {
    throw new RangeError(`sequence ${seq} does not fit ${format.seqDigits} digits`);
  }
  const seqText = String(seq).padStart(format.seqDigits, "0");
  if (format.kind === "dateSeq") return `${ymd}${seqText}`;
  return `${yyyy.slice(4 - format.yearDigits)}${seqText}`;
}
