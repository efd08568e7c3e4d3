import { z } from "zod";
import { pagingParams } from "./params.ts";

/**
 * Wallet calls (API.md §4, issue 5): recharge, recharge channels, fund records. Paths are under /api;
 * (T) = token required. Money in yuan at this edge; the server works in fen.
 */

/** Every kind of ledger journal; fund records show it as `type` (Chinese name in Msg.fundTypeNames). */
export const journalKinds = [
  "recharge",
  "withdraw_freeze",
  "withdraw_release",
  "withdraw_pay",
  "bet",
  "prize",
  "refund",
  // Prize tax (偶然所得税) withheld at settlement: house → the house's tax-payable account.
  "prize_tax",
  "interest",
  "transfer",
  "bonus",
  "adjust",
  "game_settle",
  // Lottery chases (追号, issue 6): the whole chase frozen at placement, unplaced issues released.
  "chase_freeze",
  "chase_release",
  // Group purchase (合买, issue 22): buys into the scheme escrow, the guarantee, the site fill, refunds.
  "together_buy",
  "together_guarantee",
  "together_site",
  "together_refund",
  // Loyalty (issue 25): points journals (their own unit) and bet-credit red packets (fen, bet only).
  "points_earn",
  "points_checkin",
  "points_gift",
  "points_spend",
  "points_expire",
  "points_adjust",
  "credit_grant",
  "credit_expire",
  "credit_refund",
  // Tasks (issue 25): one-off points for first recharge, binding a card, real name, first bet, logins.
  "points_task",
  // Follow orders (跟单, issue 23): a winning follower pays the commission, the releaser receives it less the house cut.
  "follow_commission",
  "release_commission",
  // Agent rebates (代理返点, issue 27): the daily rebate of an agent, promotions → the agent's cash.
  "agent_rebate",
  // Custom follow rules (定制跟单): a prepaid reserve frozen at creation, released per follow or at the end.
  "follow_rule_freeze",
  "follow_rule_release",
  // Small games (issue 26): points staked on a spin and points won.
  "points_game",
  "points_game_prize",
  // Match guessing (issue 26): points won by a right answer.
  "points_guess_prize",
] as const;
export type JournalKind = (typeof journalKinds)[number];

/** Yuan written plainly: up to 10 digits without sign or leading zeros, then at most 2 decimals. */
const YUAN_PATTERN = /^(0|[1-9]\d{0,9})(\.\d{1,2})?$/;

/**
 * A positive amount of yuan with at most 2 decimals, as the text of a form field or a JSON number;
 * the output is its text (the server converts it to fen exactly). Only the plain decimal text is
 * read ("12", "12.5", "0.01", "100.00"): spaces, signs, leading zeros, exponents ("1e3"), other bases
 * and "Infinity" are refused with status 2 naming the field, like integer parameters (integerParam).
 */
export const yuanAmountSchema = z.preprocess(
  (value) => (typeof value === "number" ? String(value) : value),
  z
    .string()
    .regex(YUAN_PATTERN, { error: "金额须为最多两位小数的数字" })
    .refine((text) => Number(text) > 0, { error: "金额须大于0" }),
);

/**
 * The client's idempotency key of a money call: a repeat with the same payload answers the first
 * result and moves nothing; the same key with another payload is refused with status 9.
 */
export const moneyRequestIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: "请求编号须为8-64位字母、数字、_或-" });

/** A China calendar date `YYYY-MM-DD` that exists. */
export const chinaDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "日期格式须为YYYY-MM-DD" })
  .refine(isCalendarDate, { error: "日期不存在" });

function isCalendarDate(text: string): boolean {
  const [year, month, day] = text.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** POST fund/recharge (T): a pending order at `channel`; pay at `payUrl`. */
export const rechargeParams = z.object({
  amount: yuanAmountSchema,
  channel: z.string().trim().min(1).max(32),
});
export type RechargeParams = z.infer<typeof rechargeParams>;
export interface RechargeModels {
  orderNo: string;
  /** The provider's cashier page (the sandbox serves its own at /api/pay/sandbox/cashier). */
  payUrl: string;
}

/** GET Fund/RechargeChannels (T): the enabled channels in display order. models `{list}`. */
export interface RechargeChannel {
  code: string;
  name: string;
  /** Smallest and largest single recharge, yuan. */
  min: number;
  max: number;
  /** Quick-pick amounts, yuan. */
  presets: number[];
}

/**
 * A pending order not paid within 30 minutes reads as expired; the provider may close it as cancelled
 * (the player left its cashier) or failed. A payment that still arrives later credits it all the same.
 */
export const RECHARGE_ORDER_TTL_MS = 30 * 60_000;
export const rechargeStatuses = ["pending", "paid", "expired", "cancelled", "failed"] as const;
export type RechargeStatus = (typeof rechargeStatuses)[number];

/** One row of GET fund/in. */
export interface RechargeRecord {
  orderNo: string;
  /** The channel's display name. */
  channel: string;
  amount: number;
  status: RechargeStatus;
  createdAt: string;
  paidAt: string | null;
}

/** Longest span a record query may cover when both ends are given (days, both ends counted). */
export const FUND_LIST_MAX_DAYS = 92;

/**
 * Adds the optional China-date range `startDate`/`endDate` (both inclusive, either may be left open,
 * at most FUND_LIST_MAX_DAYS) to a record query's parameters.
 */
export function withDateRange<S extends z.ZodRawShape>(base: z.ZodObject<S>) {
  return base
    .extend({ startDate: chinaDateSchema.optional(), endDate: chinaDateSchema.optional() })
    .refine((p) => startsBeforeEnd(p as DateRange), {
      error: "开始日期不能晚于结束日期",
      path: ["startDate"],
    })
    .refine((p) => withinMaxDays(p as DateRange), {
      error: `查询范围不能超过${FUND_LIST_MAX_DAYS}天`,
      path: ["endDate"],
    });
}

const startsBeforeEnd = (p: DateRange) => !p.startDate || !p.endDate || p.startDate <= p.endDate;
const withinMaxDays = (p: DateRange) =>
  !p.startDate || !p.endDate || daysCovered(p.startDate, p.endDate) <= FUND_LIST_MAX_DAYS;

/** Calendar days from one date to another, both counted. */
function daysCovered(start: string, end: string): number {
  return (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000 + 1;
}

/** A China-date range as the record queries take it. */
export interface DateRange {
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/** GET fund/list (T): movements of the player's cash balance, newest first, by kind and dates. */
/** The balances fund records show apart: cash (现金) and red-packet bet credit (红包, never withdrawable). */
export const fundAccounts = ["cash", "credit"] as const;
export type FundAccount = (typeof fundAccounts)[number];

export const fundListParams = withDateRange(
  pagingParams.extend({
    type: z.enum(journalKinds, { error: "资金类型不存在" }).optional(),
    account: z.enum(fundAccounts, { error: "账户须为cash或credit" }).default("cash"),
  }),
);
export type FundListParams = z.infer<typeof fundListParams>;

/** GET fund/in (T): the player's recharge orders, newest first, by status and dates. */
export const rechargeRecordParams = withDateRange(
  pagingParams.extend({ status: z.enum(rechargeStatuses, { error: "充值状态不存在" }).optional() }),
);
export type RechargeRecordParams = z.infer<typeof rechargeRecordParams>;

export interface FundRecord {
  id: number;
  time: string;
  type: JournalKind;
  /** Chinese name of `type`. */
  typeName: string;
  /** Signed: income positive, spending negative. */
  amount: number;
  /** The balance (cash, or red-packet credit with account=credit) right after this movement. */
  balance: number;
  memo: string;
}
