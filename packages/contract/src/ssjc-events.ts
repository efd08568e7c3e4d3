import { z } from "zod";
import { moneyRequestIdSchema } from "./funds.ts";
import { integerParam, rowIdSchema } from "./params.ts";
import { instantSchema, matchIdSchema } from "./sports.ts";
import { ssjcPicks, type SsjcGuessStatus, type SsjcPick } from "./ssjc.ts";

/**
 * Operator-defined prediction events (赛事活动, issue 26): an 欧冠 event (/OgbEventPage, /OgbRank), a
 * 欧洲杯 event (/EuropeCupEventPage) or the five leagues' battle (/FiveLeagueBattleList). Its matches
 * are its leagues' fixtures kicking off in its window (the operator may exclude some); its predictions
 * are match guesses (ssjc) carrying the event's id, so they settle with match guessing. Each right
 * 胜平负 scores points of the event, an exact score a bonus; at the end the rank prizes are paid once.
 */

export const eventKinds = ["ogb", "ozb", "five"] as const;
export type EventKind = (typeof eventKinds)[number];

/** The points a prediction scores: right 90-minute result, and the bonus for the exact score. */
export const EVENT_RESULT_POINTS = 3;
export const EVENT_EXACT_BONUS = 5;

/** A band of the rank prize table: ranks `from`–`to` each get `points` and/or a `packet` of yuan. */
export const eventPrizeBandSchema = z
  .object({
    from: integerParam(1, 1000, "名次须为1-1000的整数"),
    to: integerParam(1, 1000, "名次须为1-1000的整数"),
    points: integerParam(0, 1_000_000, "奖励积分须为0-1000000的整数"),
    packet: integerParam(0, 10_000, "红包金额须为0-10000元的整数"),
  })
  .refine((b) => b.from <= b.to, { error: "名次区间的起始名次不能大于结束名次" })
  .refine((b) => b.points > 0 || b.packet > 0, { error: "每个名次区间须有积分或红包奖励" });
export type EventPrizeBand = z.output<typeof eventPrizeBandSchema>;

/** An exact-score guess "2:1" (0-20 goals a side). */
export const scoreGuessSchema = z
  .string()
  .trim()
  .regex(/^(1?\d|20):(1?\d|20)$/, { error: "比分须为如2:1的格式（每队0-20球）" });

/** The event's matches as a page lists them, with the caller's prediction. */
export interface EventMatch {
  matchId: string;
  leagueCode: string;
  leagueName: string;
  homeTeam: string;
  awayTeam: string;
  kickoffAt: string;
  /** Predictions are open (and may be changed) until kick-off. */
  open: boolean;
  fullScore: string | null;
  myPick: SsjcPick | null;
  myScore: string | null;
  /** Points the caller's prediction scored, once settled. */
  myPoints: number | null;
}

export interface EventPrizeLine extends EventPrizeBand {
  /** As players read it: "第1名：1000积分+50元红包". */
  text: string;
}

export type EventPayoutState = "open" | "paying" | "paid";

/** An event as its page shows it. */
export interface EventSummary {
  eventId: number;
  kind: EventKind;
  title: string;
  rules: string;
  startAt: string;
  endAt: string;
  leagues: string[];
  hash: string;
  /** upcoming 未开始 | live 进行中 | ended 已结束 (prizes being settled or paid). */
  phase: "upcoming" | "live" | "ended";
  payoutState: EventPayoutState;
  prizes: EventPrizeLine[];
  /** The published scoring and tie rule lines. */
  scoring: string[];
}

/** GET Activity/EventPage and GET Activity/{hash}: the event, its matches and the caller's standing. */
export interface EventPageModels {
  event: EventSummary;
  matches: EventMatch[];
  /** The caller's line (null when not logged in). */
  mine: EventRankMine | null;
}

/** GET Activity/EventPage: one event by `eventId`, else the current event of `kind`. */
export const eventPageParams = z.object({
  eventId: rowIdSchema.optional(),
  kind: z.enum(eventKinds, { error: "活动类型须为ogb、ozb或five" }).optional(),
});
export type EventPageParams = z.output<typeof eventPageParams>;

/** GET Activity/{hash}: the event of a shareable link. */
export const eventHashParams = z.object({
  hash: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{6,32}$/, { error: "活动链接编号须为6-32位字母或数字" }),
});

/** POST Activity/EventPredict: a prediction (or a change of it) before kick-off, once per requestId. */
export const eventPredictParams = z.object({
  eventId: rowIdSchema,
  matchId: matchIdSchema,
  pick: z.enum(ssjcPicks, { error: "竞猜选项须为3（胜）、1（平）或0（负）" }),
  score: scoreGuessSchema.optional(),
  requestId: moneyRequestIdSchema,
});
export type EventPredictParams = z.output<typeof eventPredictParams>;

/** One of the caller's predictions in an event. */
export interface EventPrediction {
  matchId: string;
  leagueName: string;
  homeTeam: string;
  awayTeam: string;
  kickoffAt: string;
  pick: SsjcPick;
  pickName: string;
  score: string | null;
  fullScore: string | null;
  status: SsjcGuessStatus;
  statusName: string;
  points: number;
  time: string;
}
export interface EventPredictModels {
  prediction: EventPrediction;
}

/** GET Activity/EventMyPredictions: the caller's predictions in an event. */
export const eventIdParams = z.object({ eventId: rowIdSchema });
export interface EventMyPredictionsModels {
  list: EventPrediction[];
  total: number;
}

export interface EventRankRow {
  rank: number;
  /** Masked user name. */
  name: string;
  points: number;
  rights: number;
  exacts: number;
  /** The prize this rank wins ("" when none). */
  prizeText: string;
}
export interface EventRankMine {
  rank: number | null;
  points: number;
  predictions: number;
  prizeText: string;
}
/** GET Activity/EventRank: the event's leaderboard (top 50) and the caller's line. */
export interface EventRankModels {
  eventId: number;
  title: string;
  list: EventRankRow[];
  /** The caller's line (null when not logged in). */
  mine: EventRankMine | null;
  payoutState: EventPayoutState;
}

/** Operator: create (no `eventId`) or edit an event (POST /admin/api/events). */
export const eventSaveParams = z
  .object({
    eventId: rowIdSchema.optional(),
    kind: z.enum(eventKinds, { error: "活动类型须为ogb、ozb或five" }),
    title: z.string().trim().min(1, { error: "请填写活动标题" }).max(40, { error: "活动标题不能超过40字" }),
    rules: z.string().trim().max(2000, { error: "活动规则不能超过2000字" }).default(""),
    startAt: instantSchema,
    endAt: instantSchema,
    leagues: z
      .array(z.string().regex(/^[A-Za-z0-9]{2,12}$/, { error: "联赛代码有误" }))
      .min(1, { error: "请至少选择一个联赛" })
      .max(10, { error: "联赛最多10个" }),
    prizes: z.array(eventPrizeBandSchema).max(10, { error: "奖励区间最多10个" }).default([]),
    enabled: z.boolean({ error: "开关须为true或false" }).default(true),
  })
  .refine((e) => e.startAt < e.endAt, { error: "结束时间须晚于开始时间", path: ["endAt"] });
export type EventSaveParams = z.output<typeof eventSaveParams>;

/** Operator: exclude a match from an event (or take it back). */
export const eventExcludeParams = z.object({
  eventId: rowIdSchema,
  matchId: matchIdSchema,
  excluded: z.boolean({ error: "开关须为true或false" }),
});

export interface EventConsoleRow {
  eventId: number;
  kind: EventKind;
  title: string;
  rules: string;
  startAt: string;
  endAt: string;
  leagues: string[];
  prizes: EventPrizeBand[];
  enabled: boolean;
  hash: string;
  phase: EventSummary["phase"];
  payoutState: EventPayoutState;
  players: number;
  predictions: number;
  /** Payouts made / frozen. */
  paid: number;
  payouts: number;
}

export interface EventConsoleMatch {
  matchId: string;
  leagueName: string;
  homeTeam: string;
  awayTeam: string;
  kickoffAt: string;
  matchStatus: string;
  fullScore: string | null;
  excluded: boolean;
  predictions: number;
}

export interface EventConsolePayout {
  rank: number;
  userName: string;
  points: number;
  prizePoints: number;
  prizePacket: number;
  status: "pending" | "paid";
  paidAt: string | null;
}

/** GET /admin/api/events/detail: the event's matches, standings (names in full) and payouts. */
export interface EventConsoleDetail {
  event: EventConsoleRow;
  matches: EventConsoleMatch[];
  standings: { rank: number; userName: string; points: number; rights: number; exacts: number }[];
  payouts: EventConsolePayout[];
}
