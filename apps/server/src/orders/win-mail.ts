import { fenToYuanText } from "@lottery/rules";
import { Msg } from "@lottery/contract";
import { mailMessages } from "../content/tables.ts";
import type { Tx } from "../db/queryable.ts";
import type { Payout } from "../wallet/movements.ts";

/** Rows per INSERT, well inside PostgreSQL's 65,535 bind parameters (a group purchase pays many). */
const ROWS_PER_INSERT = 1000;

/**
 * The 中奖通知 of a settlement chunk: one personal message per prize payout (a group purchase's
 * holders each get their own part), inserted in the settlement's own transaction. settleOrders only
 * pays orders it moved out of `pending` itself, so each prize leaves exactly one message, however
 * often or concurrently the settlement runs, and none when the chunk rolls back.
 */
export async function insertWinMails(tx: Tx, payouts: readonly Payout[]): Promise<void> {
  const rows = payouts
    .filter((payout) => payout.kind === "prize")
    .map(({ movement }) => ({
      kind: "mail",
      userId: movement.userId,
      title: Msg.winMail.title,
      content: Msg.winMail.content(movement.memo ?? "", fenToYuanText(movement.amountFen)),
      sentAt: movement.at,
    }));
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT)
    await tx.insert(mailMessages).values(rows.slice(start, start + ROWS_PER_INSERT));
}
