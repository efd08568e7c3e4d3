import { z } from "zod";
import { moneyRequestIdSchema, yuanAmountSchema } from "./funds.ts";
import { integerParam, parseJsonText } from "./params.ts";
import { packetIdSchema } from "./orders.ts";
import { outrightPicksSchema, ozbMarketSchema } from "./outright.ts";

/**
 * Sports bets (API.md §6, issue 8): placing jingcai / BJDC / 趣味 / 传统足彩 orders, bonus optimisation
 * (奖金优化), the sports prize calculator and the sports part of order/detail. Paths under /api,
 * (T) = token required. Money in yuan, SPs as decimal numbers at this edge.
 */

/** Games bet_jc_create sells (t14c / tr9 are CTZQ with the play implied; qwzqtc is qwzq). */
export const sportsBetGames = ["jczq", "jclq", "bjdc", "qwzq", "qwzqtc", "ctzq", "t14c", "tr9"] as const;
export type SportsBetGame = (typeof sportsBetGames)[number];

const gameCodeSchema = z.preprocess(
  (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
  z.enum(sportsBetGames, { error: "不支持的彩种" }),
);

const spSchema = z.union([
  z.number().positive({ error: "赔率须大于0" }),
  z.string().regex(/^\d{1,9}(\.\d{1,6})?$/, { error: "赔率格式错误" }),
]);

/** One selected option of a leg: its code (SPEC 3) and the SP the player saw (fixed-odds games). */
const legOptionSchema = z.object({
  code: z.union([z.string().trim().min(1).max(8), z.number().int().min(0).max(99)]).transform(String),
  sp: spSchema.nullish(),
});

/**
 * One leg: a match, one play and the options chosen on it; `banker` marks a 胆. Lines (handicaps,
 * totals) and the single-match flag come from the match, never from the client. CTZQ legs carry
 * options `3`/`1`/`0` (any `play`, or none).
 */
const legSchema = z.object({
  matchId: z.union([z.string().trim().min(1).max(24), z.number().int().min(0)]).transform(String),
  play: z.string().trim().max(12).optional().default(""),
  options: z.array(legOptionSchema).min(1, { error: "每场比赛至少选择一个投注选项" }).max(40),
  banker: z.boolean().optional().default(false),
});
export type SportsLegParam = z.output<typeof legSchema>;

/** `legs`: a JSON array of legs (API.md §6), at most 60 (HH may repeat a match per play). */
export const sportsLegsSchema = z.preprocess(
  parseJsonText,
  z
    .array(legSchema, { error: "须为投注场次的JSON数组" })
    .min(1, { error: "请至少选择一场比赛" })
    .max(60, { error: "所选场次过多" }),
);

/** `passTypes`: comma list of M_N (`2_1,3_1`), or T14C / TR9 for 传统足彩. */
export const passTypesSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_串x]{1,12}(,[A-Za-z0-9_串x]{1,12}){0,40}$/, { error: "过关方式格式错误" });

const multipleSchema = integerParam(1, 99999, "倍数须为1-99999的整数");

/** POST lottery/bet_jc_create (T): a parlay / single / CTZQ order. models BetJcModels. */
export const betJcCreateParams = z.object({
  gameCode: gameCodeSchema,
  /** Required except for gameCode t14c / tr9 (the play is implied); a missing one is refused naming it. */
  passTypes: passTypesSchema.default(""),
  legs: sportsLegsSchema,
  multiple: multipleSchema.default(1),
  /** A red packet paying the stake first, one per order (issue 25); not for 合买 or follows. */
  packetId: packetIdSchema.optional(),
  requestId: moneyRequestIdSchema,
});
export type BetJcCreateParams = z.output<typeof betJcCreateParams>;

/** POST lottery/bet_jc (T): single-match (单关) bets only; pass type 1_1 is implied. */
export const betJcSinglesParams = betJcCreateParams.omit({ passTypes: true });
export type BetJcSinglesParams = z.output<typeof betJcSinglesParams>;

/**
 * POST lottery/bet_ozb (T): 欧洲杯 bets. market `match` (default): as bet_jc_create, gameCode defaults to
 * jczq, ozb matches only (`legs` required). market `champion` (猜冠军): `picks` [{team, sp}] instead of legs.
 */
export const betOzbParams = betJcCreateParams.extend({
  gameCode: gameCodeSchema.default("jczq"),
  legs: sportsLegsSchema.optional(),
  market: ozbMarketSchema.default("match"),
  picks: outrightPicksSchema.optional(),
});
export type BetOzbParams = z.output<typeof betOzbParams>;

/** Bonus optimisation modes: average 平均, hot 博热, cold 博冷 (Chinese names accepted). */
export const bonusModes = ["average", "hot", "cold"] as const;
export type BonusModeParam = (typeof bonusModes)[number];
const MODE_ALIASES: Readonly<Record<string, BonusModeParam>> = {
  平均: "average",
  平均优化: "average",
  博热: "hot",
  博热优化: "hot",
  博冷: "cold",
  博冷优化: "cold",
  "0": "average",
  "1": "hot",
  "2": "cold",
};

/** POST lottery/bet_youhua_create (T): a ticket, a mode and the whole stake `amount` (yuan). */
export const betYouhuaCreateParams = z.object({
  gameCode: gameCodeSchema,
  passTypes: passTypesSchema,
  legs: sportsLegsSchema,
  mode: z.preprocess(
    (value) =>
      typeof value === "string" ? (MODE_ALIASES[value.trim()] ?? value.trim().toLowerCase()) : value,
    z.enum(bonusModes, { error: "优化方式须为average、hot或cold" }),
  ),
  amount: yuanAmountSchema,
  packetId: packetIdSchema.optional(),
  requestId: moneyRequestIdSchema,
});
export type BetYouhuaCreateParams = z.output<typeof betYouhuaCreateParams>;

/** A result of calc_jc: per play the winning code (or `{code, sp}`, BJDC final SP), or "cancelled". */
const calcResultSchema = z.union([
  z.literal("cancelled"),
  z.record(
    z.string().max(12),
    z.union([
      z.string().trim().min(1).max(8),
      z.object({ code: z.string().trim().min(1).max(8), sp: spSchema.nullish() }),
    ]),
  ),
]);

/** GET lottery/calc_jc: a ticket, optional multiple and optional results (JSON keyed by matchId). */
export const calcJcParams = z.object({
  gameCode: gameCodeSchema,
  passTypes: passTypesSchema,
  legs: sportsLegsSchema,
  multiple: multipleSchema.default(1),
  results: z
    .preprocess(
      parseJsonText,
      z.record(z.string().max(24), calcResultSchema, { error: "须为比赛结果的JSON对象" }),
    )
    .optional(),
});
export type CalcJcParams = z.output<typeof calcJcParams>;

/** models of bet_jc_create / bet_jc / bet_ozb. `maxPrize` is null for CTZQ (floating prizes). */
export interface BetJcModels {
  /** The order number (order/detail?orderId=). */
  orderId: string;
  bets: number;
  amount: number;
  maxPrize: number | null;
  /** Cash balance after the stake (for a repeated requestId: the balance now). */
  balance: number;
}

/** One option's current odds, as status 8 answers them (models.odds). */
export interface CurrentOdds {
  matchId: string;
  play: string;
  code: string;
  sp: number;
}

/** models of a status-8 answer: the current odds of every option of the legs. */
export interface OddsChangedModels {
  odds: CurrentOdds[];
}

/** One combination of an optimised order: its picks, multiple, prize of one unit and return. */
export interface YouhuaBet {
  picks: { matchId: string; play: string; code: string; sp: number }[];
  multiple: number;
  unitPrize: number;
  return: number;
}

/** models of bet_youhua_create: the order and its plan. */
export interface BetYouhuaModels extends BetJcModels {
  mode: BonusModeParam;
  /** The mode applied (average when hot/cold could not make every other combination break even). */
  applied: BonusModeParam;
  breakEven: boolean;
  minReturn: number;
  maxReturn: number;
  list: YouhuaBet[];
}

/** models of calc_jc; `prize` only when results were given (total = winnings plus refunds). */
export interface CalcJcModels {
  bets: number;
  amount: number;
  maxPrize: number | null;
  minPrize: number | null;
  /** `total` before tax (refunds included), `tax` withheld, `afterTax` paid (API.md §5); null: floating. */
  prize?: {
    total: number | null;
    tax: number | null;
    afterTax: number | null;
    winningBets: number;
    refund: number;
  };
}

/** One option of a leg in order/detail. */
export interface SportsDetailOption {
  code: string;
  name: string;
  /** The SP accepted with the order (BJDC: the indicative SP; it pays the final SP). */
  sp: number | null;
  /** Whether the option won; null while the match is undecided. */
  hit: boolean | null;
}

/** One leg of a sports order in order/detail. */
export interface SportsDetailLeg {
  matchId: string;
  num: string;
  league: string;
  leagueName: string;
  homeTeam: string;
  awayTeam: string;
  kickoffAt: string;
  play: string;
  playName: string;
  line: number | null;
  banker: boolean;
  options: SportsDetailOption[];
  /** selling | closed | finished | cancelled */
  matchStatus: string;
  halfScore: string | null;
  fullScore: string | null;
  /** The winning code of this play (null until known; "cancelled" for a void match). */
  result: string | null;
  resultName: string | null;
  /** BJDC: the final SP of the winning option. */
  finalSp: number | null;
  /** Whether one of the leg's options won; null while undecided (a void match counts as hit, SP 1). */
  hit: boolean | null;
}

/** The sports part of order/detail. */
export interface SportsOrderDetail {
  gameCode: string;
  gameName: string;
  /** M_N codes, or T14C / TR9. */
  passTypes: string[];
  bets: number;
  multiple: number;
  amount: number;
  /** Paid so far (won: prize incl. refunded singles; cancelled: the refund). */
  prize: number;
  status: string;
  maxPrize: number | null;
  issue: string | null;
  legs: SportsDetailLeg[];
  /** Optimised orders (奖金优化): the combinations and their multiples. */
  youhua: {
    mode: string;
    list: { picks: { matchId: string; play: string; code: string }[]; multiple: number }[];
  } | null;
}
