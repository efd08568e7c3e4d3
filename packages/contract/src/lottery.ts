import { z } from "zod";
import { yuanAmountSchema } from "./funds.ts";
import { integerParam, pagingParams } from "./params.ts";

/**
 * Lottery issues, draws and results (API.md §5 read side, §7 result entry; issue 6). Paths under /api
 * unless marked operator. Times are China-time ISO strings, money in yuan.
 */

/** A catalogue game code as sent; the server checks it names a scheduled game (status 2 otherwise). */
export const lotteryGameCodeSchema = z
  .string({ error: "请选择彩种" })
  .trim()
  .min(1, { error: "请选择彩种" })
  .max(16, { error: "彩种不存在" })
  .regex(/^[A-Za-z0-9]+$/, { error: "彩种不存在" });

/** An issue number (期号) as sent. */
export const issueNumberSchema = z
  .string({ error: "请填写期号" })
  .trim()
  .regex(/^\d{1,20}$/, { error: "期号须为数字" });

/** GET sitemsg/AppLotteryPageInfo and GET lotteryresult/list's game. */
export const lotteryGameParams = z.object({ gameCode: lotteryGameCodeSchema });
export type LotteryGameParams = z.infer<typeof lotteryGameParams>;

/** GET lotteryresult/list: one game's draws, newest first. */
export const resultListParams = pagingParams.extend({ gameCode: lotteryGameCodeSchema });
export type ResultListParams = z.infer<typeof resultListParams>;

/** GET lotteryresult/Detail and lotteryresult/Verify. */
export const resultIssueParams = z.object({ gameCode: lotteryGameCodeSchema, issue: issueNumberSchema });
export type ResultIssueParams = z.infer<typeof resultIssueParams>;

/** GET lotteryresult/Omission: the last `count` draws (default 100, at most 500). */
export const omissionParams = z.object({
  gameCode: lotteryGameCodeSchema,
  count: integerParam(1, 500, "期数须为1-500的整数").default(100),
});
export type OmissionParams = z.infer<typeof omissionParams>;

/** GET /api/events: comma list of game codes whose events the stream carries. */
export const eventStreamParams = z.object({
  games: z
    .string({ error: "请选择彩种" })
    .trim()
    .min(1, { error: "请选择彩种" })
    .max(400, { error: "彩种过多" })
    .regex(/^[A-Za-z0-9]+(,[A-Za-z0-9]+)*$/, { error: "彩种以逗号分隔" }),
});

/** An issue as the betting page sees it. */
export interface IssueInfo {
  issue: string;
  /** open (on sale or about to be) | closed | drawn | settled | void */
  status: string;
  /** Sale is open now. */
  onSale: boolean;
  openAt: string;
  closeAt: string;
  drawAt: string;
  /** House games: the SHA-256 commitment of the issue's seed, public once the issue opens; else null. */
  seedHash: string | null;
}

/** One drawn issue. */
export interface DrawResult {
  gameCode: string;
  gameName: string;
  issue: string;
  /** The draw as one ticket without the play prefix ("01,02,03,04,05,06|07"). */
  numbers: string;
  drawAt: string;
}

/** GET sitemsg/AppLotteryPageInfo models. */
export interface LotteryPageInfo {
  gameCode: string;
  gameName: string;
  /** number | official-fast | house */
  kind: string;
  serverTime: string;
  /** The issue on sale now, else the next one to open; null when none is scheduled yet. */
  current: IssueInfo | null;
  /** The newest drawn issue, or null. */
  last: DrawResult | null;
  maxBeishu: number;
  maxQishu: number | null;
  /** Sales close this many seconds before the draw (operator setting, catalogue default). */
  closeBeforeDrawSeconds: number;
  /** House games draw provably fair (seed committed by seedHash, revealed after the draw). */
  houseDrawn: boolean;
  /** 奖池: the jackpot pool announced with the newest draw (yuan), null when none is announced. */
  pool: number | null;
}

/** GET lotteryresult/allresult models: the newest draw of every game, grouped by kind. */
export interface AllResultsModels {
  groups: { kind: string; kindName: string; list: DrawResult[] }[];
}

/** One prize tier of a drawn issue: per-bet amount in yuan, null for a floating tier not announced. */
export interface ResultTier {
  tier: string;
  floating: boolean;
  amount: number | null;
  /** Winning bets of the tier as announced (feed or operator), null when not announced. */
  winners: number | null;
}

/** The provable-fairness data of a house-drawn issue. */
export interface FairnessInfo {
  /** sha256(seed): published before sale opens; equals the previous issue's seed (or the anchor). */
  seedHash: string | null;
  /** Revealed only once the issue is drawn. */
  seed: string | null;
  chainId: number | null;
  chainIndex: number | null;
  /** s_0 of the seed's hash chain, public since the chain was made. */
  anchor: string | null;
}

/** GET lotteryresult/Detail models. */
export interface ResultDetail {
  gameCode: string;
  gameName: string;
  issue: string;
  status: string;
  numbers: string | null;
  openAt: string;
  closeAt: string;
  drawAt: string;
  drawnAt: string | null;
  /** house | feed | operator | null */
  source: string | null;
  tiers: ResultTier[];
  /** 本期销量 and the 奖池 left after this draw, yuan, as announced; null when not announced. */
  sales: number | null;
  pool: number | null;
  fairness: FairnessInfo | null;
}

/** GET lotteryresult/Verify models: the house draw recomputed from the revealed seed. */
export interface VerifyModels {
  gameCode: string;
  issue: string;
  seed: string;
  seedHash: string;
  /** What the server published. */
  numbers: string;
  /** What the seed gives (fairDraw). */
  recomputed: string;
  /** sha256(seed) = seedHash. */
  hashOk: boolean;
  /** seedHash is the previous issue's revealed seed (or the chain anchor for the first issue). */
  linkOk: boolean;
  ok: boolean;
}

/** One number's omission (遗漏) statistics over the window. */
export interface OmissionNumber {
  number: string;
  /** Draws since it last came (the window size if it never came). */
  current: number;
  /** Misses per miss run: (draws − hits) / (hits + 1), 2 decimals. */
  average: number;
  /** Longest run of draws without it. */
  max: number;
  hits: number;
}

/** GET lotteryresult/Omission models. */
export interface OmissionModels {
  gameCode: string;
  /** Draws counted (at most the asked count). */
  count: number;
  /** One entry per draw zone, or per position for digit draws. */
  zones: { label: string; numbers: OmissionNumber[] }[];
}

/**
 * Operator POST /admin/api/lottery/result: numbers (one ticket without the play prefix) and/or the
 * per-bet amounts of floating tiers in yuan (may follow in a second call).
 */
export const resultEntryParams = z.object({
  gameCode: lotteryGameCodeSchema,
  issue: issueNumberSchema,
  numbers: z
    .string({ error: "开奖号码格式错误" })
    .trim()
    .min(1, { error: "请填写开奖号码" })
    .max(200)
    .optional(),
  prizes: z.record(z.string().max(8), yuanAmountSchema).optional(),
  /** Announced figures, shown only: 奖池 after the draw and 本期销量 (yuan), winning bets per tier. */
  pool: yuanAmountSchema.optional(),
  sales: yuanAmountSchema.optional(),
  winners: z.record(z.string().max(8), integerParam(0, 1_000_000_000, "中奖注数须为非负整数")).optional(),
});
export type ResultEntryParams = z.infer<typeof resultEntryParams>;

export interface ResultEntryModels {
  gameCode: string;
  issue: string;
  numbers: string;
  status: string;
  /** Announced floating tiers, yuan per bet. */
  prizes: Record<string, number>;
  pool: number | null;
  sales: number | null;
  /** Winning bets per tier as announced. */
  winners: Record<string, number>;
}

/** Operator POST /admin/api/lottery/close-times: seconds before the draw a game's sales close. */
export const closeTimeParams = z.object({
  gameCode: lotteryGameCodeSchema,
  seconds: integerParam(0, 86_400, "截止时间须为0-86400秒"),
});
export type CloseTimeParams = z.infer<typeof closeTimeParams>;
