import { apiPost } from "../../lib/api.ts";

/** A withdrawal as operators see it (GET /withdrawals). */
export interface ConsoleWithdrawal {
  withdrawNo: string;
  amount: number;
  status: "pending" | "approved" | "rejected";
  statusName: string;
  account: string;
  createdAt: string;
  reviewedAt: string | null;
  reason: string;
  userId: number;
  userName: string;
  accountKind: "bank" | "alipay";
  bankName: string;
  accountNo: string;
  holder: string;
  /** The player's withdrawals of the last 30 days (not rejected); absent on older servers. */
  recent?: {
    count: number;
    amount: number;
    lastApprovedAt: string | null;
    lastApprovedAmount: number | null;
  };
}

export interface BulkResult {
  results: { no: string; ok: boolean; status: number; msg: string }[];
}

export const WITHDRAWALS_PATH = "/withdrawals";

export const approveWithdrawal = (no: string) =>
  apiPost<ConsoleWithdrawal>(`/withdrawals/${encodeURIComponent(no)}/approve`);

export const rejectWithdrawal = (no: string, reason: string) =>
  apiPost<ConsoleWithdrawal>(`/withdrawals/${encodeURIComponent(no)}/reject`, { reason });

export const bulkDecide = (nos: string[], action: "approve" | "reject", reason?: string) =>
  apiPost<BulkResult>("/withdrawals/bulk", { nos, action, ...(reason ? { reason } : {}) });
