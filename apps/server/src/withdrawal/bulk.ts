import { eq } from "drizzle-orm";
import { type BulkItemResult, type WithdrawalBulkParams } from "@lottery/contract";
import type { Db } from "../db/client.ts";
import { operatorWithdrawal } from "./records.ts";
import { decideWithdrawal, type Decision } from "./review.ts";
import { withdrawals } from "./tables.ts";
import { isRefusal, refuse } from "../domain/refusal.ts";

/**
 * POST /withdrawals/bulk: the same decision on many withdrawals, one at a time, each in its own
 * transaction (decideWithdrawal); a refused item (not found, already decided the other way) or a
 * failing one does not stop the others. Answers each item's outcome and the withdrawal as it stands.
 */
export async function decideWithdrawals(
  db: Db,
  params: WithdrawalBulkParams,
  operatorId: number,
  now: Date,
  onFault: (no: string, fault: unknown) => void,
): Promise<{ results: BulkItemResult[] }> {
  const decision: Decision =
    params.action === "approve" ? { kind: "approve" } : { kind: "reject", reason: params.reason ?? "" };
  const results: BulkItemResult[] = [];
  for (const no of [...new Set(params.nos)]) {
    try {
      const row = await decideWithdrawal(db, no, decision, operatorId, now);
      results.push({ no, ok: true, status: 0, msg: "", withdrawal: await operatorWithdrawal(db, row) });
    } catch (error) {
      if (!isRefusal(error)) onFault(no, error);
      const refusal = isRefusal(error) ? error : refuse("systemBusy");
      results.push({
        no,
        ok: false,
        status: refusal.status,
        msg: refusal.message,
        withdrawal: await current(db, no),
      });
    }
  }
  return { results };
}

async function current(db: Db, no: string) {
  try {
    const [row] = await db.select().from(withdrawals).where(eq(withdrawals.withdrawNo, no));
    return row ? await operatorWithdrawal(db, row) : null;
  } catch {
    return null;
  }
}
