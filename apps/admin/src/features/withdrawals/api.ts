import type { BulkItemResult, ConsoleWithdrawal } from "@lottery/contract";
import { apiPost } from "../../lib/api.ts";

export type { ConsoleWithdrawal };

export const WITHDRAWALS_PATH = "/withdrawals";

export const approveWithdrawal = (no: string) =>
  apiPost<ConsoleWithdrawal>(`/withdrawals/${encodeURIComponent(no)}/approve`);

export const rejectWithdrawal = (no: string, reason: string) =>
  apiPost<ConsoleWithdrawal>(`/withdrawals/${encodeURIComponent(no)}/reject`, { reason });

export const bulkDecide = (nos: string[], action: "approve" | "reject", reason?: string) =>
  apiPost<{ results: BulkItemResult[] }>("/withdrawals/bulk", { nos, action, ...(reason ? { reason } : {}) });
