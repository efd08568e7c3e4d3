import { z } from "zod";
import { MAX_ROW_ID } from "./client-params.ts";
import { flagSchema, integerParam, pagingParams } from "./params.ts";
import { moneyRequestIdSchema, withDateRange } from "./funds.ts";
import type { OutrightOrderDetail } from "./outright.ts";

/**
 * Number and fast-draw bets, chases, the prize calculator and bet records (API.md §5, issue 6).
 * Paths under /api, (T) = token required. Money in yuan at this edge; the server works in fen.
 * Tickets are validated by the rules package on the server (status 2 naming `tickets`).
 */

const gameCodeSchema = z
  .string({ error: "请选择彩种" })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]{2,16}$/, { error: "彩种代码无效" });

const issueSchema = z
  .string({ error: "请选择期号" })
  .trim()
  .regex(/^\d{5,20}$/, { error: "期号格式错误" });

const ticketsSchema = z
  .string({ error: "请选择号码" })
  .trim()
  .min(1, { error: "请选择号码" })
  .max(100_000, { error: "投注内容过长" });

/** A positive whole number of at most 9 digits, written as the client sends it (integerParam). */
const wholeNumber = (error: string) => integerParam(1, 999_999_999, error);

/** `chaseMultiples`: comma list of one multiple per chase issue (the smart-chase planner's plan). */
const multiplesListSchema = z
  .string()
  .regex(/^[1-9]\d{0,8}(,[1-9]\d{0,8}){0,199}$/, { error: "须为逗号分隔的正整数倍数" })
  .transform((text) => text.split(",").map(Number));

/** A red packet of the player's bag (bet credit) paying an order's stake first (issue 25). */
export const packetIdSchema = integerParam(1, MAX_ROW_ID, "红包编号有误");

/** POST lottery/bet_szc (T). models BetSzcModels. */
export const betSzcParams = z.object({
  gameCode: gameCodeSchema,
  issue: issueSchema,
  tickets: ticketsSchema,
  multiple: wholeNumber("倍数须为正整数"),
  chase: wholeNumber("追号期数须为正整数").default(1),
  stopOnWin: flagSchema.default("0"),
  addition: flagSchema.default("0"),
  chaseMultiples: multiplesListSchema.optional(),
  /** A red packet of the player's bag (bet credit) paying the stake first; not with a chase (issue 25). */
  packetId: packetIdSchema.optional(),
  requestId: moneyRequestIdSchema,
});
export type BetSzcParams = z.infer<typeof betSzcParams>;

/** The answer of bet_szc: `orderId` is the (first issue's) order number; `amount` everything charged. */
export interface BetSzcModels {
  orderId: string;
  bets: number;
  amount: number;
  /** The cash balance after the bet (a chase's whole amount is frozen out of it). */
  balance: number;
  /** The chase number when `chase` > 1, else null. */
  chaseId: string | null;
}

/** GET lottery/calc (no login). models CalcModels. */
export const calcParams = z.object({
  gameCode: gameCodeSchema,
  tickets: ticketsSchema,
  multiple: wholeNumber("倍数须为正整数").default(1),
  addition: flagSchema.default("0"),
  draw: z.string().trim().min(1).max(200).optional(),
  /** Optional issue: prices with that issue's rule version and announced floating amounts. */
  issue: issueSchema.optional(),
});
export type CalcParams = z.infer<typeof calcParams>;

/** One winning tier: winning bets (× multiple) and the amount per winning bet (null: floating, unknown). */
export interface CalcTier {
  tier: string;
  count: number;
  amount: number | null;
}

export interface CalcModels {
  bets: number;
  amount: number;
  /** `total` before tax, `tax` withheld, `afterTax` paid (API.md §5). */
  prize?: { total: number; tax: number; afterTax: number; tiers: CalcTier[] };
}

export const orderStatuses = ["pending", "won", "lost", "cancelled"] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** GET order/list (T): the player's orders, number and sports, newest first. */
export const orderListParams = withDateRange(
  pagingParams.extend({
    gameCode: gameCodeSchema.optional(),
    status: z.enum(orderStatuses, { error: "订单状态不存在" }).optional(),
    /** 追号记录: "1" only the orders of chases, "0" only the others. */
    chase: z.enum(["0", "1"], { error: "追号筛选须为0或1" }).optional(),
  }),
);
export type OrderListParams = z.infer<typeof orderListParams>;

/** One row of order/list. */
export interface OrderRecord {
  orderId: string;
  kind: "number" | "sports" | "scratch";
  gameCode: string;
  gameName: string;
  /** The issue of a number order; null for jingcai parlays. */
  issue: string | null;
  play: string;
  bets: number;
  multiple: number;
  amount: number;
  /** The prize before tax (won) or the amount refunded (cancelled); 0 otherwise. */
  prize: number;
  /** Prize tax withheld (偶然所得税, API.md §5); 0 when none. */
  tax: number;
  /** What was paid: prize − tax (won), the refund (cancelled); 0 otherwise. */
  afterTax: number;
  status: OrderStatus;
  statusName: string;
  /** The chase number when the order belongs to a chase. */
  chaseId: string | null;
  placedAt: string;
  settledAt: string | null;
}

const orderNoSchema = z
  .string({ error: "请提供订单号" })
  .trim()
  .regex(/^[A-Z]\d{8,30}$/, { error: "订单号格式错误" });

/** GET order/detail?orderId= (T). models OrderDetail. */
export const orderDetailParams = z.object({ orderId: orderNoSchema });

/** One ticket of a number order and how it fared against the draw. */
export interface TicketResult {
  ticket: string;
  play: string;
  playName: string;
  bets: number;
  /** Per ticket zone, the chosen numbers that were drawn (positional for positional plays); null before the draw. */
  hitNumbers: string[][] | null;
  /** Winning tiers (× the order's multiple); null before the draw. */
  tiers: CalcTier[] | null;
  /** The prize of this ticket (× multiple) in yuan; null before the draw or while a floating amount is unknown. */
  prize: number | null;
}

export interface OrderDetail extends OrderRecord {
  /** Number orders: 追加 bought (DLT). */
  addition?: boolean;
  tickets?: TicketResult[];
  /** The issue's drawn numbers, or null before the draw. */
  drawNumbers?: string | null;
  /** Chase details when the order belongs to a chase. */
  chase?: { chaseId: string; seq: number; issues: number; status: ChaseStatus } | null;
  /** Sports orders: legs, matches, SP and results (sports/order-detail.ts). */
  sports?: unknown;
  /** Outright orders (猜冠军): the chosen teams, odds and the champion (sports/outright-detail.ts). */
  outright?: OutrightOrderDetail;
  /** A follower's order (跟单, API.md §9), once settled: {releaseId, commission, houseCut} in yuan. */
  follow?: { releaseId: string; commission: number; houseCut: number };
}

export const chaseStatuses = ["running", "finished", "stopped", "cancelled"] as const;
export type ChaseStatus = (typeof chaseStatuses)[number];
export const chaseIssueStatuses = ["waiting", "placed", "released"] as const;
export type ChaseIssueStatus = (typeof chaseIssueStatuses)[number];

const chaseNoSchema = z
  .string({ error: "请提供追号编号" })
  .trim()
  .regex(/^C\d{8,30}$/, { error: "追号编号格式错误" });

/** GET Order/ChaseDetail?chaseId= (T) and POST Order/CancelChase {chaseId} (T). */
export const chaseIdParams = z.object({ chaseId: chaseNoSchema });

/** One issue of a chase. */
export interface ChaseIssueRecord {
  seq: number;
  issue: string;
  multiple: number;
  amount: number;
  /** waiting (not placed yet), placed (an order exists), released (its amount went back to cash). */
  status: ChaseIssueStatus;
  statusName: string;
  orderId: string | null;
  /** The order's status once placed. */
  orderStatus: OrderStatus | null;
  prize: number;
}

export interface ChaseDetail {
  chaseId: string;
  gameCode: string;
  gameName: string;
  tickets: string;
  bets: number;
  addition: boolean;
  stopOnWin: boolean;
  status: ChaseStatus;
  statusName: string;
  /** The whole amount frozen at placement; placed, released and still frozen parts. */
  amount: number;
  placedAmount: number;
  releasedAmount: number;
  frozenAmount: number;
  prize: number;
  createdAt: string;
  issues: ChaseIssueRecord[];
}

/** GET LotteryResult/NewBonusList (T): the latest winners, names masked. */
export const newBonusListParams = z.object({
  size: integerParam(1, 50, "条数须为1-50").default(20),
});

export interface BonusRecord {
  /** Masked nickname or user name, e.g. 张**. */
  name: string;
  gameCode: string;
  gameName: string;
  amount: number;
  time: string;
}

/** A limit in yuan (at most 2 decimals), or null for none. */
const limitYuan = z
  .number({ error: "限额须为金额（元）或null" })
  .positive({ error: "限额须大于0" })
  .max(10_000_000_000, { error: "限额过大" })
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: "限额最多两位小数" })
  .nullable()
  .default(null);

/** Risk limits of one game (yuan; null = no limit): per order, per player per issue, per issue in all. */
export const stakeLimitsSchema = z.object({
  maxOrder: limitYuan,
  maxPlayerIssue: limitYuan,
  maxIssue: limitYuan,
});
export type StakeLimits = z.infer<typeof stakeLimitsSchema>;

/** GET/POST /admin/api/lottery/limits: default limits and per-game overrides. */
export const lotteryLimitsParams = z.object({
  default: stakeLimitsSchema.default({ maxOrder: null, maxPlayerIssue: null, maxIssue: null }),
  games: z.record(z.string().regex(/^[a-z0-9]{2,16}$/), stakeLimitsSchema).default({}),
});
export type LotteryLimits = z.infer<typeof lotteryLimitsParams>;
