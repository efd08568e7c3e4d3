import { z } from "zod";
import { moneyRequestIdSchema } from "./funds.ts";
import { integerParam, pagingParams } from "./params.ts";
import { matchIdSchema } from "./sports.ts";

/**
 * Match guessing (赛事竞猜, SSJC, issue 26): free predictions of a football match's 90-minute result
 * (胜 3 / 平 1 / 负 0, the home side's view) on matches the operator selects from our fixtures; a right
 * answer wins the match's prize in points or a red packet (bet credit), never cash. Paths under
 * /api/Activity, all (T).
 */

export const ssjcPicks = ["3", "1", "0"] as const;
export type SsjcPick = (typeof ssjcPicks)[number];
export type SsjcPrizeKind = "points" | "packet";
/** pending 待开奖 → won 猜中 | lost 未中 | void 已取消 (the match was cancelled). */
export type SsjcGuessStatus = "pending" | "won" | "lost" | "void";

/** What a right answer on a match wins: points, or a red packet of `amount` yuan. */
export interface SsjcPrize {
  prizeKind: SsjcPrizeKind;
  /** Points, or yuan of the red packet. */
  prizeAmount: number;
  /** As players read it: "100积分", "5元红包". */
  prizeText: string;
}

/** A match open for guessing, with the caller's pick when made. */
export interface SsjcMatch extends SsjcPrize {
  matchId: string;
  leagueName: string;
  homeTeam: string;
  awayTeam: string;
  num: string;
  kickoffAt: string;
  /** Guesses close at the match's sale close. */
  closeAt: string;
  myPick: SsjcPick | null;
}

/** GET Activity/SSJCMatchList (T): the open matches, today's guesses left and the terms. */
export const ssjcMatchListParams = z.object({});
export interface SsjcMatchListModels {
  list: SsjcMatch[];
  dailyLimit: number;
  /** Guesses the player may still make today (China day). */
  leftToday: number;
  /** The player's points balance (where points prizes go). */
  points: number;
}

/** POST Activity/DoSSJCAct (T): one free guess on a match, exactly once per requestId. */
export const doSsjcActParams = z.object({
  matchId: matchIdSchema,
  pick: z.enum(ssjcPicks, { error: "竞猜选项须为3（胜）、1（平）或0（负）" }),
  requestId: moneyRequestIdSchema,
});
export type DoSsjcActParams = z.infer<typeof doSsjcActParams>;

/** One of the player's guesses as the records show it. */
export interface SsjcGuess extends SsjcPrize {
  guessId: number;
  matchId: string;
  leagueName: string;
  homeTeam: string;
  awayTeam: string;
  kickoffAt: string;
  pick: SsjcPick;
  pickName: string;
  /** The 90-minute score once known. */
  fullScore: string | null;
  status: SsjcGuessStatus;
  statusName: string;
  /** The prize paid (0 until won). */
  prizePaid: number;
  time: string;
}
export interface DoSsjcActModels {
  guess: SsjcGuess;
  leftToday: number;
}

/** GET Activity/DoSSJCActRecord (T): the player's guesses, newest first, optionally one status. */
export const doSsjcActRecordParams = pagingParams.extend({
  status: z.enum(["pending", "won", "lost", "void"], { error: "状态参数有误" }).optional(),
});
export type DoSsjcActRecordParams = z.infer<typeof doSsjcActRecordParams>;

export const ssjcRankPeriods = ["week", "month", "all"] as const;
export type SsjcRankPeriod = (typeof ssjcRankPeriods)[number];

/** GET Activity/SSJCRank (T): most right answers over a period (China week, month, or all time). */
export const ssjcRankParams = z.object({
  period: z.enum(ssjcRankPeriods, { error: "排行周期须为week、month或all" }).default("week"),
});
export interface SsjcRankRow {
  rank: number;
  /** Masked user name. */
  name: string;
  wins: number;
  guesses: number;
}
export interface SsjcRankModels {
  period: SsjcRankPeriod;
  list: SsjcRankRow[];
  /** The caller's own line (rank null when no right answer in the period). */
  mine: { rank: number | null; wins: number; guesses: number };
}

/** Operator: select a match for guessing or change its prize (POST /admin/api/ssjc/matches). */
export const ssjcMatchSaveParams = z.object({
  matchId: matchIdSchema,
  prizeKind: z.enum(["points", "packet"], { error: "奖励类型须为points或packet" }),
  prizeAmount: integerParam(1, 100_000, "奖励数额须为1-100000的整数"),
  enabled: z.boolean({ error: "开关须为true或false" }).default(true),
});
export type SsjcMatchSaveParams = z.infer<typeof ssjcMatchSaveParams>;

/** Operator: the per-player daily limit of guesses (POST /admin/api/ssjc/settings). */
export const ssjcSettingsParams = z.object({
  dailyLimit: integerParam(1, 100, "每日竞猜次数须为1-100的整数"),
});
export type SsjcSettings = z.infer<typeof ssjcSettingsParams>;

/** One selected match as the console lists it. */
export interface SsjcConsoleRow extends SsjcPrize {
  matchId: string;
  gameCode: string;
  leagueName: string;
  homeTeam: string;
  awayTeam: string;
  kickoffAt: string;
  closeAt: string;
  matchStatus: string;
  fullScore: string | null;
  enabled: boolean;
  guesses: number;
  won: number;
  settled: boolean;
}
export interface SsjcConsoleModels {
  list: SsjcConsoleRow[];
  settings: SsjcSettings;
}

/** Operator: delete a selection nobody guessed yet. */
export const ssjcMatchRemoveParams = z.object({ matchId: matchIdSchema });
