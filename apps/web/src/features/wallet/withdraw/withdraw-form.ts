import { Msg, type PayoutOption, type WithdrawSummary } from "@lottery/contract";
import { yuanToFen } from "@lottery/rules";
import { amountRangeProblem, amountToSend } from "../../../lib/amount-input.ts";
import { newRequestId } from "../../../lib/request-id.ts";
import { withdrawMessages } from "../../../messages/withdraw.ts";

/** What keeps a player from withdrawing now, in the order they should fix it. */
export type Blocker = "realName" | "withdrawPassword" | "noAccount" | "turnover" | "dailyLimit";

export function blockersOf(summary: WithdrawSummary): Blocker[] {
  const blockers: Blocker[] = [];
  if (!summary.realNameSet) blockers.push("realName");
  if (!summary.withdrawPasswordSet) blockers.push("withdrawPassword");
  if (summary.accounts.length === 0) blockers.push("noAccount");
  if (summary.turnoverOwed > 0) blockers.push("turnover");
  if (summary.usedToday >= summary.dailyCount) blockers.push("dailyLimit");
  return blockers;
}

/** The account picked when the page opens: the server lists the default card (or Alipay) first. */
export function preselectedAccount(accounts: readonly PayoutOption[]): number | null {
  return (accounts.find((account) => account.isDefault) ?? accounts[0])?.walletId ?? null;
}

/** Withdrawals left today (never below zero). */
export function withdrawalsLeft(summary: WithdrawSummary): number {
  return Math.max(summary.dailyCount - summary.usedToday, 0);
}

/**
 * What is wrong with the amount, or null: empty, not yuan with at most 2 decimals, outside the
 * operator's limits (the server's own message) or above what can be withdrawn now.
 */
export function withdrawAmountProblem(text: string, summary: WithdrawSummary): string | null {
  const words = { required: withdrawMessages.withdrawAmountRequired, outOfRange: Msg.withdrawAmountRange };
  const problem = amountRangeProblem(text, summary, words);
  if (problem !== null) return problem;
  const exceeds = (yuanToFen(amountToSend(text)) ?? 0) > (yuanToFen(summary.withdrawable) ?? 0);
  return exceeds ? withdrawMessages.withdrawExceeds : null;
}

/** 全部: everything withdrawable, capped at the single-withdrawal maximum, yuan. */
export function allAmount(summary: WithdrawSummary): number {
  return Math.min(summary.withdrawable, summary.max);
}

/** How far the wagering has come, 0–100 (100 when nothing is owed). */
export function turnoverPercent(summary: WithdrawSummary): number {
  if (summary.turnoverOwed <= 0) return 100;
  const required = yuanToFen(summary.turnoverRequired) ?? 0;
  const owed = yuanToFen(summary.turnoverOwed) ?? 0;
  if (required <= 0) return 0;
  return Math.min(99, Math.max(0, Math.floor(((required - owed) * 100) / required)));
}

/** The recharge multiple as text: 100 % → "1", 150 % → "1.5". */
export function turnoverMultiple(percent: number): string {
  return String(percent / 100);
}

/** One withdrawal the player is trying to make; a retry of it keeps its requestId. */
export interface Attempt {
  amount: string;
  walletId: number;
  requestId: string;
}

/**
 * The attempt to send: the previous one again while amount and account are unchanged (a retry after a
 * timeout or refusal, so the server never freezes twice), else a new one with a fresh requestId.
 * The caller drops the attempt once a withdrawal has gone through.
 */
export function attemptFor(
  previous: Attempt | null,
  amount: string,
  walletId: number,
  makeId: () => string = newRequestId,
): Attempt {
  if (previous && previous.amount === amount && previous.walletId === walletId) return previous;
  return { amount, walletId, requestId: makeId() };
}
