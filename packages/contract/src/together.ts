import { z } from "zod";
import { flagSchema, integerParam, pagingParams } from "./params.ts";
import { moneyRequestIdSchema } from "./funds.ts";
import { betSzcParams } from "./orders.ts";
import { betJcCreateParams } from "./sports-bets.ts";

/**
 * Group purchase (合买, API.md §8, issue 22). Paths under /api, (T) = token required. One share is one
 * yuan; money in yuan at this edge, fen inside.
 */

/**
 * The events channel of group purchases: GET /api/events?games=hm streams event `scheme` (`issue` is
 * the scheme number, `scheme` its progress and status) for every scheme, number or sports.
 */
export const TOGETHER_EVENTS_CHANNEL = "hm";

/** A scheme's number: `H`, the China date, 10 digits. */
export const schemeIdSchema = z
  .string({ error: "缺少方案编号" })
  .trim()
  .regex(/^H\d{18}$/, { error: "方案编号格式错误" });

const shares = (error: string) => integerParam(0, 999_999_999, error);

/** The scheme's terms, the same for a number and a sports ticket. */
const schemeTerms = {
  buyShares: shares("认购份数须为整数"),
  guaranteeShares: shares("保底份数须为整数").default(0),
  commissionPercent: integerParam(0, 10, "佣金比例须为0-10的整数").default(0),
  privacy: z.enum(["0", "1", "2"], { error: "保密设置须为0、1或2" }).default("0"),
  pitch: z.string().trim().max(200, { error: "合买宣言不能超过200字" }).optional(),
};

/** bet_together of a number game: the ticket as bet_szc (no chase) and the scheme's terms. */
export const betTogetherNumberParams = betSzcParams
  .pick({ gameCode: true, issue: true, tickets: true, multiple: true, addition: true, requestId: true })
  .extend({ addition: flagSchema.default("0"), ...schemeTerms });
export type BetTogetherNumberParams = z.infer<typeof betTogetherNumberParams>;

/** Sports games a scheme may buy: the fixed-odds parlay games (竞彩足球, 竞彩篮球) and 北京单场. */
export const togetherSportsGames = ["jczq", "jclq", "bjdc"] as const;

/**
 * bet_together of a sports ticket: as bet_jc_create (gameCode, passTypes, legs, multiple) and the terms;
 * no red packet (group purchases are paid in cash, issue 25).
 */
export const betTogetherSportsParams = betJcCreateParams.omit({ packetId: true }).extend({
  gameCode: z.preprocess(
    (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
    z.enum(togetherSportsGames, { error: "该彩种不支持合买" }),
  ),
  ...schemeTerms,
});
export type BetTogetherSportsParams = z.output<typeof betTogetherSportsParams>;

/**
 * POST lottery/bet_together (T): a sports ticket when `legs` is sent, else a number ticket; each read
 * by its own schema, so a bad field is still named (status 2).
 */
export const betTogetherParams = z
  .record(z.string(), z.unknown())
  .transform((raw, ctx): BetTogetherNumberParams | BetTogetherSportsParams => {
    const schema = raw.legs === undefined ? betTogetherNumberParams : betTogetherSportsParams;
    const parsed = schema.safeParse(raw);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ ...issue } as never);
    return z.NEVER;
  });
export type BetTogetherParams = BetTogetherNumberParams | BetTogetherSportsParams;
/** bet_together as the OpenAPI description shows it: the number ticket or the sports ticket. */
export const betTogetherDocumented = z.union([betTogetherNumberParams, betTogetherSportsParams]);

/** Whether bet_together params carry a sports ticket. */
export const isSportsTogether = (params: BetTogetherParams): params is BetTogetherSportsParams =>
  "legs" in params;

export interface BetTogetherModels {
  schemeId: string;
  totalShares: number;
  buyShares: number;
  guaranteeShares: number;
  /** buy + guarantee in yuan, all taken now (the guarantee into the frozen balance). */
  amount: number;
  balance: number;
}

/** POST lottery/bet_join (T). */
export const betJoinParams = z.object({
  schemeId: schemeIdSchema,
  shares: integerParam(1, 999_999_999, "认购份数须为正整数"),
  requestId: moneyRequestIdSchema,
});
export type BetJoinParams = z.infer<typeof betJoinParams>;

export interface BetJoinModels {
  schemeId: string;
  shares: number;
  amount: number;
  soldShares: number;
  totalShares: number;
  balance: number;
}

/** hm/detail, hm/cancel, admin cancel. */
export const schemeIdParams = z.object({ schemeId: schemeIdSchema });
export type SchemeIdParams = z.infer<typeof schemeIdParams>;

export const schemeStatuses = ["selling", "placed", "won", "lost", "refunded", "cancelled"] as const;
export type SchemeStatus = (typeof schemeStatuses)[number];

/** hm/list: sort by 战绩, popularity, progress (incl. guarantee) or size. */
export const hmListParams = pagingParams.extend({
  gameCode: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]{2,16}$/, { error: "彩种代码无效" })
    .optional(),
  sort: z.enum(["record", "popularity", "progress", "amount"], { error: "排序方式无效" }).default("progress"),
});
export type HmListParams = z.infer<typeof hmListParams>;

/** hm/joinlist: the participants of a scheme. */
export const hmJoinListParams = pagingParams.extend({ schemeId: schemeIdSchema });
export type HmJoinListParams = z.infer<typeof hmJoinListParams>;

/** hm/QueryTogetherList: my schemes (started or joined). */
export const hmMineParams = pagingParams.extend({
  status: z.enum(schemeStatuses, { error: "状态无效" }).optional(),
});
export type HmMineParams = z.infer<typeof hmMineParams>;

/** hm/ranking and hm/QueryTotherRank: initiators by 战绩 (optionally one game). */
export const hmRankingParams = z.object({
  gameCode: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]{2,16}$/, { error: "彩种代码无效" })
    .optional(),
});
export type HmRankingParams = z.infer<typeof hmRankingParams>;

/** 战绩 of an initiator: points and badges. */
export interface SchemeRecord {
  points: number;
  crowns: number;
  suns: number;
  moons: number;
  stars: number;
}

export interface SchemeSummary {
  schemeId: string;
  gameCode: string;
  gameName: string;
  issue: string;
  status: SchemeStatus;
  statusName: string;
  totalShares: number;
  soldShares: number;
  guaranteeShares: number;
  siteShares: number;
  /** Whole percent sold, rounded down. */
  progress: number;
  commissionPercent: number;
  privacy: number;
  deadline: string;
  initiator: { Mid: number; NickName: string; record: SchemeRecord };
  participants: number;
  pitch: string;
  pinned: boolean;
}

export interface SchemePrize {
  total: number;
  commission: number;
  perShare: number;
  myPrize: number;
}

export interface SchemeDetail extends SchemeSummary {
  myShares: number;
  orderId: string | null;
  prize: SchemePrize | null;
  /** The tickets, or null when privacy hides them from this viewer. */
  tickets: string | null;
  multiple: number;
  amount: number;
  mayCancel: boolean;
}

export interface SchemeJoin {
  Mid: number;
  NickName: string;
  shares: number;
  amount: number;
  /** buy (initiator), join, guarantee (guarantee used), site (house fill). */
  kind: "buy" | "join" | "guarantee" | "site";
  at: string;
}

export interface SchemeRank {
  Mid: number;
  NickName: string;
  record: SchemeRecord;
  schemes: number;
  wins: number;
  prize: number;
}

/** Operator settings `together.rules`: the deadline and the risk limits of schemes. */
export interface TogetherRules {
  /** Seconds before the game's own sale close (a sports ticket: its first match's) that scheme sale closes (≥ 30). */
  aheadSeconds: number;
  /** The largest scheme of a number game (yuan = shares). */
  maxAmount: number;
  /** The largest scheme of a sports ticket (yuan). */
  maxSportsAmount: number;
  /** The smallest scheme (yuan). */
  minAmount: number;
  /** The fewest shares one join buys (or all that is left, when fewer are left). */
  minJoinShares: number;
  /** Schemes one initiator may have selling at once. */
  maxOpenSchemes: number;
  /** The most the site fills at the deadline, in percent of the scheme (0 = never; at most 5). */
  siteFillPercent: number;
}
export const TOGETHER_RULES_DEFAULT: TogetherRules = {
  aheadSeconds: 600,
  maxAmount: 20_000,
  maxSportsAmount: 200_000,
  minAmount: 2,
  minJoinShares: 1,
  maxOpenSchemes: 10,
  siteFillPercent: 5,
};
export const TOGETHER_MIN_AHEAD_SECONDS = 30;
/** The most any scheme may be (yuan): the ceiling of the operator's maxima. */
export const TOGETHER_AMOUNT_CEILING = 10_000_000;

/** Operator: POST /admin/api/together/settings. */
export const togetherSettingsParams = z
  .object({
    aheadSeconds: integerParam(TOGETHER_MIN_AHEAD_SECONDS, 86_400, "截止提前秒数须为30-86400的整数"),
    maxAmount: integerParam(1, TOGETHER_AMOUNT_CEILING, "数字彩方案金额上限须为正整数（元）").default(
      TOGETHER_RULES_DEFAULT.maxAmount,
    ),
    maxSportsAmount: integerParam(1, TOGETHER_AMOUNT_CEILING, "竞彩方案金额上限须为正整数（元）").default(
      TOGETHER_RULES_DEFAULT.maxSportsAmount,
    ),
    minAmount: integerParam(1, TOGETHER_AMOUNT_CEILING, "方案金额下限须为正整数（元）").default(
      TOGETHER_RULES_DEFAULT.minAmount,
    ),
    minJoinShares: integerParam(1, 10_000, "最低认购份数须为1-10000的整数").default(
      TOGETHER_RULES_DEFAULT.minJoinShares,
    ),
    maxOpenSchemes: integerParam(1, 1_000, "在售方案数上限须为1-1000的整数").default(
      TOGETHER_RULES_DEFAULT.maxOpenSchemes,
    ),
    siteFillPercent: integerParam(0, 5, "网站保底比例须为0-5的整数").default(
      TOGETHER_RULES_DEFAULT.siteFillPercent,
    ),
  })
  .refine((r) => r.minAmount <= Math.min(r.maxAmount, r.maxSportsAmount), {
    path: ["minAmount"],
    error: "方案金额下限不能大于上限",
  });

/** Operator: POST /admin/api/together/pin. */
export const togetherPinParams = z.object({
  schemeId: schemeIdSchema,
  pinned: z.boolean({ error: "须为布尔值" }),
});
