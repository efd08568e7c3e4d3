import { eq } from "drizzle-orm";
import { Msg } from "@lottery/contract";
import type { Db } from "../db/client.ts";
import type { Tx } from "../db/queryable.ts";
import type { PostedJournal } from "../wallet/ledger.ts";
import { payOutFrozen, releaseFrozen, type Movement } from "../wallet/movements.ts";
import { SYSTEM_SCOPE, type Idempotency } from "../wallet/posting.ts";
import { withdrawals } from "./tables.ts";
import { refuse } from "../domain/refusal.ts";
import { requestHashOf } from "../domain/request-hash.ts";

type WithdrawalRow = typeof withdrawals.$inferSelect;

export type Decision = { kind: "approve" } | { kind: "reject"; reason: string };

interface DecisionRule {
  status: "approved" | "rejected";
  /** The SYSTEM_SCOPE idempotency key of the journal. */
  key: (withdrawNo: string) => string;
  move: (tx: Tx, idempotency: Idempotency, movement: Movement) => Promise<PostedJournal>;
  memo: (decision: Decision) => string;
}

const RULES: Record<Decision["kind"], DecisionRule> = {
  approve: {
    status: "approved",
    key: (no) => `withdraw-pay:${no}`,
    move: payOutFrozen,
    memo: () => Msg.withdrawPaidMemo,
  },
  reject: {
    status: "rejected",
    key: (no) => `withdraw-release:${no}`,
    move: releaseFrozen,
    memo: (decision) => Msg.withdrawRejectedMemo(decision.kind === "reject" ? decision.reason : ""),
  },
};

/**
 * An operator's decision on a pending withdrawal, once, under the withdrawal's row lock: approve pays
 * the frozen amount out (frozen → clearing), reject returns it (frozen → cash) with the reason in the
 * memo. Repeating the decision already taken answers the row as it stands and moves nothing; the
 * opposite decision is refused with 该提现已处理. Answers the decided row.
 */
export async function decideWithdrawal(
  db: Db,
  withdrawNo: string,
  decision: Decision,
  operatorId: number | null,
  now: Date,
): Promise<WithdrawalRow> {
  const rule = RULES[decision.kind];
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.withdrawNo, withdrawNo))
      .for("update");
    if (!row) throw refuse("withdrawalNotFound");
    if (row.status === rule.status) return row;
    if (row.status !== "pending") throw refuse("withdrawalDecided");
    await rule.move(
      tx,
      {
        scope: SYSTEM_SCOPE,
        key: rule.key(withdrawNo),
        requestHash: requestHashOf({ withdrawNo, amountFen: row.amountFen }),
      },
      {
        userId: row.userId,
        amountFen: row.amountFen,
        at: now,
        ref: { type: "withdrawal", id: withdrawNo },
        memo: rule.memo(decision),
      },
    );
    const reason = decision.kind === "reject" ? decision.reason : "";
    const [decided] = await tx
      .update(withdrawals)
      .set({ status: rule.status, reason, reviewedBy: operatorId, reviewedAt: now })
      .where(eq(withdrawals.id, row.id))
      .returning();
    if (!decided) throw new Error(`withdrawal ${withdrawNo} vanished under its lock`);
    return decided;
  });
}
