import { z } from "zod";
import { moneyRequestIdSchema, yuanAmountSchema } from "./funds.ts";
import { pagingParams } from "./params.ts";

/**
 * 转账中心 calls (issue 5): money between the main wallet (cash) and the players' wallets at
 * third-party game companies. Paths are under /api, all (T), and all refused with status 1 and
 * 需首充激活账号\n开启转账中心 until the player's first recharge (GameTransferPermission).
 */

/** A game company's code: lower-case letters, digits, _ or - (it names a ledger account). */
export const gameCompanySchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9_-]{1,19}$/, { error: "游戏平台代码不正确" });

/** One game wallet as the company reports it. */
export interface GameWallet {
  company: string;
  /** The company's display name, e.g. 开元棋牌. */
  name: string;
  /** Yuan, as the game company reports it (wins and losses inside the game included). */
  balance: number;
}

/** GET Transfer/Wallets (T). */
export interface TransferWalletsModels {
  /** The main wallet, yuan. */
  cash: number;
  wallets: GameWallet[];
}

/** POST Transfer/In (cash → company) and POST Transfer/Out (company → cash) (T). */
export const gameTransferParams = z.object({
  company: gameCompanySchema,
  amount: yuanAmountSchema,
  requestId: moneyRequestIdSchema,
});
export type GameTransferParams = z.infer<typeof gameTransferParams>;

export const transferStatuses = ["pending", "success", "failed"] as const;
export type TransferStatus = (typeof transferStatuses)[number];

export const transferDirections = ["in", "out"] as const;
export type TransferDirection = (typeof transferDirections)[number];

/** The answer of a transfer: its number and the balances after it, yuan. */
export interface GameTransferModels {
  transferNo: string;
  status: TransferStatus;
  /** The main wallet. */
  cash: number;
  /** The game wallet, as the company reports it. */
  balance: number;
}

/** POST Transfer/AllOut (T): 一键回收, every game wallet with money back to the main wallet. */
export const transferAllOutParams = z.object({ requestId: moneyRequestIdSchema });
export type TransferAllOutParams = z.infer<typeof transferAllOutParams>;

export interface TransferAllOutModels {
  /** The yuan brought back in total. */
  recovered: number;
  /** Names of the companies whose transfer failed (their money stays there). */
  failed: string[];
  cash: number;
  wallets: GameWallet[];
}

/** GET Transfer/Records (T): the player's transfers, newest first. Paged by pagingParams. */
export const transferRecordsParams = pagingParams;

export interface TransferRecord {
  transferNo: string;
  time: string;
  direction: TransferDirection;
  /** e.g. 转入开元棋牌 or 开元棋牌转出. */
  title: string;
  company: string;
  amount: number;
  status: TransferStatus;
  /** 处理中, 成功 or 失败. */
  statusName: string;
}
