import { z } from "zod";
import { moneyRequestIdSchema, yuanAmountSchema } from "./funds.ts";
import { pagingParams } from "./params.ts";

/**
 * 余额宝 calls (issue 5). Paths are under /api, all (T). Money in yuan at this edge. Interest is
 * credited once a China day is over: floor(the lowest balance held during the day × annual rate / 365)
 * fen, so money parked for part of a day earns nothing that day.
 */

/** GET YuEBao/Info (T). */
export interface YuEBaoInfo {
  /** The 余额宝 balance, yuan. */
  balance: number;
  /** The main wallet (cash) balance, yuan. */
  cash: number;
  /** Annual rate in percent, e.g. 2.5. */
  annualRate: number;
  /** Interest credited for yesterday (China date), yuan; 0 when none. */
  yesterdayInterest: number;
  totalInterest: number;
  /** The last China date interest was credited for, `YYYY-MM-DD`, or null. */
  lastInterestDate: string | null;
}

/** POST YuEBao/TransferIn (cash → 余额宝) and POST YuEBao/TransferOut (余额宝 → cash) (T). */
export const yuebaoTransferParams = z.object({
  amount: yuanAmountSchema,
  requestId: moneyRequestIdSchema,
});
export type YuEBaoTransferParams = z.infer<typeof yuebaoTransferParams>;

/** The balances right after the transfer, yuan. */
export interface YuEBaoTransferModels {
  balance: number;
  cash: number;
}

export const yuebaoRecordTypes = ["in", "out", "interest"] as const;
export type YuEBaoRecordType = (typeof yuebaoRecordTypes)[number];

/** GET YuEBao/Records (T): movements of the 余额宝 balance, newest first. Paged by pagingParams. */
export const yuebaoRecordsParams = pagingParams;

export interface YuEBaoRecord {
  id: number;
  time: string;
  type: YuEBaoRecordType;
  /** 转入, 转出 or 收益. */
  typeName: string;
  /** Signed: into 余额宝 positive. */
  amount: number;
  /** The 余额宝 balance right after. */
  balance: number;
  memo: string;
}
