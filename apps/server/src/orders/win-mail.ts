import { fenToYuanText } from "@lottery/rules";
import { Msg } from "@lottery/contract";
import { mailMessages } from "../content/tables.ts";
import type { Tx } from "../db/queryable.ts";
import { enqueuePushes } from "../push/outbox.ts";
import type { Payout } from "../wallet/movements.ts";

/** Rows per INSERT, well inside PostgreSQL's 65,535 bind parameters (a group purchase pays many). */
const ROWS_PER_INSERT = 1000;

/**
 * The 中奖通知 of a settlement chunk: one personal message per prize payout (a group purchase's
 * holders each get their own part), inserted in the settlement's own transaction, and the same notice
 * queued as a Web Push for players who allowed pushes (opening the order). settleOrders only pays
 * orders it moved out of `pending` itself, so each prize leaves exactly one message and one push,
 * however often or concurrently the settlement runs, and none when the chunk rolls back.
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
      orderNo: movement.ref?.type === "order" ? movement.ref.id : null,
    }));
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT)
    await tx
      .insert(mailMessages)
      .values(rows.slice(start, start + ROWS_PER_INSERT).map(({ orderNo: _, ...mail }) => mail));
  await enqueuePushes(
    tx,
    rows.map((row) => ({
      userId: row.userId,
      title: row.title,
      body: row.content,
      url: row.orderNo ? `/orderDetails?orderId=${encodeURIComponent(row.orderNo)}` : "/MsgCenter",
    })),
  );
}
