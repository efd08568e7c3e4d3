import { z } from "zod";
import { withdrawPasswordSchema } from "./account.ts";
import { moneyRequestIdSchema, withDateRange, yuanAmountSchema } from "./funds.ts";
import { MAX_ROW_ID } from "./client-params.ts";
import { integerParam, pagingParams } from "./params.ts";

/**
 * Withdrawals (API.md §4, issue 5): a request freezes the amount at once; an operator approves it
 * (the money leaves) or rejects it (the money returns to cash). Paths under /api, (T) = token
 * required. Money in yuan at this edge.
 */

/**
 * POST fund/withdraw (T): `walletId` is the id of one of the player's payout accounts, a bank card
 * (`walletId` of BankCard/WalletList) or an Alipay account (`alipayId` of BankCard/AlipayList): both
 * kinds share one id space. models WithdrawModels.
 */
export const withdrawParams = z.object({
  amount: yuanAmountSchema,
  walletId: integerParam(1, MAX_ROW_ID, "请选择提现账户"),
  /** What the client makes up for one withdrawal attempt (and sends again on a retry of it). */
  requestId: moneyRequestIdSchema,
  withdrawPassword: withdrawPasswordSchema,
});
export type WithdrawParams = z.infer<typeof withdrawParams>;

export const withdrawalStatuses = ["pending", "approved", "rejected"] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

export interface WithdrawModels {
  withdrawNo: string;
  status: WithdrawalStatus;
}

/** GET fund/out (T): the player's withdrawals, newest first, by status and China dates. */
export const withdrawalRecordParams = withDateRange(
  pagingParams.extend({ status: z.enum(withdrawalStatuses, { error: "提现状态不存在" }).optional() }),
);
export type WithdrawalRecordParams = z.infer<typeof withdrawalRecordParams>;

/** One row of GET fund/out. */
export interface WithdrawalRecord {
  withdrawNo: string;
  amount: number;
  status: WithdrawalStatus;
  /** Chinese name of `status`. */
  statusName: string;
  /** Where the money goes, masked: 工商银行 尾号1234 / 支付宝 138****0000. */
  account: string;
  createdAt: string;
  reviewedAt: string | null;
  /** Why it was rejected; empty otherwise. */
  reason: string;
}

export type PayoutKind = "bank" | "alipay";

/** A payout account as the withdraw screen offers it. */
export interface PayoutOption {
  walletId: number;
  kind: PayoutKind;
  /** The bank's name, or 支付宝. */
  name: string;
  /** Masked number: 6222 **** **** 1234 or 138****0000. */
  account: string;
  /** One line for pickers: 工商银行 尾号1234 / 支付宝 138****0000. */
  label: string;
  bankCode: string;
  /** Masked holder (the verified real name). */
  holder: string;
  isDefault: boolean;
}

/**
 * GET Fund/withdrawToFillmoney (T): a read-only summary for /withDraw2 and /withdrawToFillMoney —
 * what can be withdrawn now and the wagering (流水) still owed. Money in yuan.
 */
export interface WithdrawSummary {
  /** Cash balance. */
  balance: number;
  /** Held by withdrawals waiting for review. */
  frozen: number;
  /** The cash balance when no wagering is owed, else 0. */
  withdrawable: number;
  turnoverOwed: number;
  /** Everything ever required and ever wagered towards it (for the progress bar). */
  turnoverRequired: number;
  turnoverWagered: number;
  /** A recharge must be wagered this percentage of its amount (100 = once). */
  rechargeTurnoverPercent: number;
  /** Smallest and largest single withdrawal. */
  min: number;
  max: number;
  /** Withdrawals allowed a China day, and how many were made today (rejected ones not counted). */
  dailyCount: number;
  usedToday: number;
  realNameSet: boolean;
  withdrawPasswordSet: boolean;
  /** Bank cards then Alipay accounts, each kind's default first: the first is preselected. */
  accounts: PayoutOption[];
}
