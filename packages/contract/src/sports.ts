import { z } from "zod";
import { pagingParams } from "./params.ts";

/**
 * Sports data (issue 8, part 1): fixtures, odds, results and the read side of the sports games.
 *
 * - `matchId` is global and stable: `<game>-<YYYYMMDD>-<NNN>` for the jingcai games (jczq, jclq, qwzq;
 *   the 竞彩 business date and the number within it, e.g. `jczq-20261121-001` is 周六001) and
 *   `<game>-<issue>-<NNN>` for the pool games (bjdc, ctzq; the match's place in its issue). Operators may
 *   choose their own id (4–24 letters, digits or `-`); it never changes afterwards.
 * - The 竞彩 business day of a match is the China date of (kick-off − 12 h): a business day runs from noon
 *   to noon the next day, so a 03:00 Sunday kick-off is 周六's match.
 * - SPs are decimal numbers (2 decimals for the jingcai games, up to 6 for BJDC's reference SP).
 */

export const sportsGameCodes = ["jczq", "jclq", "bjdc", "qwzq", "ctzq"] as const;
export type SportsGameCode = (typeof sportsGameCodes)[number];

/** A sports game code, case-insensitive; `qwzqtc` (the TC variant) reads as qwzq. */
export const sportsGameCodeSchema = z.preprocess(
  (v) =>
    typeof v === "string" ? (v.trim().toLowerCase() === "qwzqtc" ? "qwzq" : v.trim().toLowerCase()) : v,
  z.enum(sportsGameCodes, { error: "彩种须为jczq、jclq、bjdc、qwzq或ctzq" }),
);

/** A score "home:away" (football: 90 minutes; basketball: including overtime). */
export const scoreSchema = z
  .string()
  .trim()
  .regex(/^\d{1,3}:\d{1,3}$/, { error: "比分格式须为“主:客”，如2:1" });

/** A global match id. */
export const matchIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{4,24}$/, { error: "比赛编号须为4-24位字母、数字或-" });

/** A BJDC or CTZQ issue number: 5–8 digits. */
const poolIssueSchema = z
  .string()
  .trim()
  .regex(/^\d{5,8}$/, { error: "期号须为5-8位数字" });

/** A 竞彩 business date YYYY-MM-DD. */
const businessDateSchema = z.iso.date({ error: "日期格式须为YYYY-MM-DD" });

export const instantSchema = z.iso
  .datetime({ offset: true, error: "时间格式须为ISO-8601，如2026-11-21T20:30:00+08:00" })
  .transform((text) => new Date(text));

/** An SP as the operator sends it (decimals checked per game by the server). */
const spSchema = z
  .number({ error: "赔率须为数字" })
  .gt(1, { error: "赔率须大于1" })
  .max(9999, { error: "赔率不能超过9999" });

/** Odds per play code and option code: { "SPF": { "3": 1.85, "1": 3.2, "0": 4.1 } }. */
export const oddsInputSchema = z.record(z.string().max(8), z.record(z.string().max(8), spSchema));
export type OddsInput = z.output<typeof oddsInputSchema>;

/** Lines per play: handicap added to the home score (BRQSPF −1, RFSF −5.5) or a total (DXF 210.5). */
export const linesInputSchema = z.record(
  z.string().max(8),
  z.number({ error: "盘口须为数字" }).min(-99.5).max(999.5),
);

/**
 * POST /admin/api/sports/match: create a fixture (no `matchId`, or an unknown one) or update one still on
 * sale or closed. Odds of a play given for the first time must list every option of the play; later calls
 * may change some options. Each lined play with odds needs its line.
 */
export const sportsMatchParams = z.object({
  matchId: matchIdSchema.optional(),
  gameCode: sportsGameCodeSchema,
  leagueCode: z.string().trim().min(1).max(12),
  homeTeam: z.string().trim().min(1).max(40),
  awayTeam: z.string().trim().min(1).max(40),
  kickoffAt: instantSchema,
  /** Sale close; default kick-off minus the configured minutes (CTZQ: the issue's close). */
  closeAt: instantSchema.optional(),
  /** 竞彩 number (周六001) or the place in a pool issue (001); assigned when left out. */
  num: z
    .string()
    .trim()
    .regex(/^(周[一二三四五六日])?\d{3}$/, { error: "场次编号格式如周六001或001" })
    .optional(),
  /** BJDC or CTZQ issue (required for those games). */
  issue: poolIssueSchema.optional(),
  lines: linesInputSchema.optional(),
  /** Plays open for single-match (单关) bets. */
  singles: z.array(z.string().max(8)).max(10).optional(),
  odds: oddsInputSchema.optional(),
  /** Stop ("closed") or resume ("selling") the sale by hand. */
  status: z.enum(["selling", "closed"]).optional(),
});
export type SportsMatchParams = z.output<typeof sportsMatchParams>;

/** POST /admin/api/sports/odds: change some odds (and optionally lines) of a match on sale. */
export const sportsOddsParams = z.object({
  matchId: matchIdSchema,
  odds: oddsInputSchema,
  lines: linesInputSchema.optional(),
});
export type SportsOddsParams = z.output<typeof sportsOddsParams>;

/** POST /admin/api/sports/result (API §7). Football needs the half-time score (BQC); basketball may omit it. */
export const sportsResultParams = z
  .object({
    matchId: matchIdSchema,
    halfScore: scoreSchema.optional(),
    fullScore: scoreSchema.optional(),
    cancelled: z.boolean({ error: "cancelled须为true或false" }).default(false),
  })
  .superRefine((value, ctx) => {
    if (!value.cancelled && value.fullScore === undefined) {
      ctx.addIssue({ code: "custom", path: ["fullScore"], message: "未取消的比赛须填写全场比分" });
    }
  });
export type SportsResultParams = z.output<typeof sportsResultParams>;

/** CTZQ floating prize tiers: 一等奖, 二等奖 (胜负彩) and 任九. */
export const ctzqPrizeTiers = ["1", "2", "R9"] as const;

const prizeYuanSchema = z
  .number({ error: "奖金须为数字" })
  .min(0)
  .max(5_000_000, { error: "单注奖金不能超过500万元" })
  .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
    error: "奖金最多两位小数",
  });

/** POST /admin/api/sports/pool-prizes: CTZQ per-bet prizes (yuan) by tier; tiers may follow in later calls. */
export const sportsPoolPrizesParams = z.object({
  gameCode: z.literal("ctzq", { error: "只有ctzq有浮动奖金" }),
  issue: poolIssueSchema,
  prizes: z.partialRecord(z.enum(ctzqPrizeTiers, { error: "奖级须为1、2或R9" }), prizeYuanSchema),
});
export type SportsPoolPrizesParams = z.output<typeof sportsPoolPrizesParams>;

/** GET /admin/api/sports/matches: fixtures of a game, optionally of one status or business date. */
export const sportsMatchesAdminParams = pagingParams.extend({
  gameCode: sportsGameCodeSchema.optional(),
  status: z.enum(["selling", "closed", "finished", "cancelled"]).optional(),
  date: businessDateSchema.optional(),
  issue: z.string().trim().max(12).optional(),
});

// ---- Player read side ----

/** GET sitemsg/AppSPLotteryPageInfo?gameCode= */
export const spPageInfoParams = z.object({ gameCode: sportsGameCodeSchema });

/** GET lottery/GetLotteryOdds?gameCode=&matchId= (one match, or every open match of a game). */
export const lotteryOddsParams = z
  .object({ gameCode: sportsGameCodeSchema.optional(), matchId: matchIdSchema.optional() })
  .refine((v) => v.gameCode !== undefined || v.matchId !== undefined, {
    path: ["gameCode"],
    message: "缺少参数：gameCode或matchId",
  });

/** GET lotteryresult/jc_list?gameCode=&date= (business date; default the latest with results) or &issue=. */
export const jcListParams = z.object({
  gameCode: sportsGameCodeSchema,
  date: businessDateSchema.optional(),
  issue: poolIssueSchema.optional(),
});

/** GET lotteryresult/getbjdcweekissuse: paging optional. */
export const bjdcIssuesParams = pagingParams;

/** POST Match/OptionData {matchId} */
export const optionDataParams = z.object({ matchId: matchIdSchema });

/** GET Match/MatchLive (optional game filter). */
export const matchLiveParams = z.object({ gameCode: sportsGameCodeSchema.optional() });

/** GET Match/MatchLiveDetail?matchId= */
export const matchLiveDetailParams = z.object({ matchId: matchIdSchema });

export interface SportsLeagueView {
  code: string;
  name: string;
  shortName: string;
  color: string;
  /** One of the five big leagues. */
  topFive: boolean;
}

export interface SportsOptionOdds {
  code: string;
  name: string;
  sp: number;
}

export interface SportsPlayOdds {
  play: string;
  name: string;
  /** Handicap or total of lined plays, else null. */
  line: number | null;
  /** Open for 单关. */
  single: boolean;
  options: SportsOptionOdds[];
}

export type SportsMatchStatus = "selling" | "closed" | "finished" | "cancelled";

/** What every view of a match shows: its id, number, business day or issue, league, teams and kick-off. */
export interface SportsMatchHeading {
  matchId: string;
  /** 周六001 (jingcai) or 001 (pool issue). */
  num: string;
  businessDate: string;
  issue: string | null;
  league: SportsLeagueView;
  homeTeam: string;
  awayTeam: string;
  kickoffAt: string;
}

export interface SportsMatchView extends SportsMatchHeading {
  gameCode: SportsGameCode;
  closeAt: string;
  status: SportsMatchStatus;
  plays: SportsPlayOdds[];
}

export interface SportsPoolIssueView {
  issue: string;
  startDate: string;
  endDate: string;
  closeAt: string;
  status: "selling" | "closed" | "finished";
  matchCount: number;
}

export interface SportsBusinessDay {
  businessDate: string;
  /** 周六 */
  weekday: string;
  matches: SportsMatchView[];
}

/** AppSPLotteryPageInfo models. */
export interface SpPageInfoModels {
  gameCode: SportsGameCode;
  gameName: string;
  serverTime: string;
  /** BJDC / CTZQ: the issue on sale (null when none, or for the jingcai games). */
  issue: SportsPoolIssueView | null;
  /** Open matches by business day, in number order. */
  days: SportsBusinessDay[];
  /** Leagues of the open matches with their counts (the league filter). */
  leagues: (SportsLeagueView & { count: number })[];
}

/** GetLotteryOdds models: current odds per match. */
export interface LotteryOddsModels {
  list: {
    matchId: string;
    status: SportsMatchStatus;
    closeAt: string;
    lines: Record<string, number>;
    /** play → option → SP */
    odds: Record<string, Record<string, number>>;
    updatedAt: string | null;
  }[];
}

export interface SportsPlayResult {
  play: string;
  name: string;
  line: number | null;
  /** The winning option code; null when cancelled. */
  code: string | null;
  optionName: string | null;
  /** Final SP (cancelled: 1). */
  sp: number | null;
}

export interface SportsResultView extends SportsMatchHeading {
  status: "finished" | "cancelled";
  halfScore: string | null;
  fullScore: string | null;
  results: SportsPlayResult[];
}

/** jc_list models. */
export interface JcListModels {
  gameCode: SportsGameCode;
  date: string | null;
  issue: string | null;
  list: SportsResultView[];
}

/** getbjdcweekissuse models. */
export interface BjdcIssuesModels {
  list: SportsPoolIssueView[];
  total: number;
}

/** Match/OptionData models: odds history per play for the charts. */
export interface OptionDataModels {
  matchId: string;
  homeTeam: string;
  awayTeam: string;
  plays: {
    play: string;
    name: string;
    options: { code: string; name: string; history: { sp: number; at: string }[] }[];
  }[];
  /** The league table from our finished matches of the league (3 points a win). */
  standings: SjbGroupRow[];
  /** Each side's last matches, newest first: W / D / L with the score from its point of view. */
  form: { home: TeamFormEntry[]; away: TeamFormEntry[] };
  /** Earlier meetings of the two teams, newest first. */
  headToHead: { kickoffAt: string; homeTeam: string; awayTeam: string; fullScore: string }[];
}

export interface TeamFormEntry {
  kickoffAt: string;
  opponent: string;
  /** "2:1" from the team's point of view. */
  score: string;
  outcome: "W" | "D" | "L";
}

/**
 * Live status of a match (REFERENCE-RULES §6): NS not started, 1H first half, HT half time, 2H second
 * half, ET extra time, PEN penalties, FT finished, PST postponed, CANC cancelled. Basketball uses 1H/HT/2H
 * for its halves and ET for overtime.
 */
export const LIVE_STATUSES = ["NS", "1H", "HT", "2H", "ET", "PEN", "FT", "PST", "CANC"] as const;
export type LiveStatus = (typeof LIVE_STATUSES)[number];

/** What happened in a match: goal, own goal, penalty goal, yellow or red card, substitution. */
export const LIVE_EVENT_TYPES = ["goal", "ownGoal", "penalty", "yellow", "red", "sub"] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

export interface LiveEvent {
  /** Match minute (1–90, 91+ in stoppage or extra time). */
  minute: number;
  type: LiveEventType;
  /** The side the event counts for (an own goal: the side that scores from it). */
  side: "home" | "away";
  player: string;
  /** A substitution: who came on. */
  playerIn?: string;
}

/** Per side counts (home, away). */
export interface LivePair {
  home: number;
  away: number;
}

/** A match's live state: status, minute, score, half-time score, cards, corners and its events. */
export interface LiveState {
  status: LiveStatus;
  /** The match minute while in play (basketball: game minutes played), else null. */
  minute: number | null;
  score: LivePair;
  /** "1:0" once half time is reached. */
  halfScore: string | null;
  red: LivePair;
  yellow: LivePair;
  corners: LivePair;
  events: LiveEvent[];
  /** ISO instant of the last change. */
  updatedAt: string | null;
}

export interface LiveMatchView {
  matchId: string;
  gameCode: SportsGameCode;
  num: string;
  league: SportsLeagueView;
  homeTeam: string;
  awayTeam: string;
  kickoffAt: string;
  /** live: kicked off, no result yet; finished / cancelled: recent results; upcoming: the programme. */
  state: "live" | "finished" | "cancelled" | "upcoming";
  halfScore: string | null;
  fullScore: string | null;
  /** The running state from the feed (null when no feed plays the match). */
  live: LiveState | null;
}

/** Match/MatchLive models: in play, recent results (24 h) and the programme of the next 24 h. */
export interface MatchLiveModels {
  live: LiveMatchView[];
  recent: LiveMatchView[];
  upcoming: LiveMatchView[];
}

/** GET Match/MyLiveMatches (T): the matches the player's open tickets have legs on (marked on /scores). */
export interface MyLiveMatchesModels {
  matchIds: string[];
}

/** GET Match/MatchLiveDetail: one match's live state with its events. */
export type MatchLiveDetailModels = LiveMatchView;

/** SJBMatchAll models: the European Championship (ozb) programme. */
export interface SjbMatchAllModels {
  list: {
    matchId: string;
    num: string;
    /** 小组赛 A组 … or 淘汰赛 */
    stage: string;
    group: string | null;
    homeTeam: string;
    awayTeam: string;
    kickoffAt: string;
    status: SportsMatchStatus;
    fullScore: string | null;
  }[];
}

export interface SjbGroupRow {
  team: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
}

/** SJBGroupStageResult models: group tables from the finished ozb group matches. */
export interface SjbGroupStageModels {
  groups: { group: string; rows: SjbGroupRow[] }[];
}

/** The operator's view of a match (match, odds and result calls). */
export interface SportsMatchAdminView extends SportsMatchView {
  lines: Record<string, number>;
  singles: string[];
  halfScore: string | null;
  fullScore: string | null;
  results: Record<string, string> | null;
  finalSp: Record<string, number> | null;
  source: string;
  settledAt: string | null;
}
