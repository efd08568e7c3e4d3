import { sql } from "drizzle-orm";
import { fenToYuanText } from "@lottery/rules";
import { Msg } from "@lottery/contract";
import { mailMessages } from "../content/tables.ts";
import type { Tx } from "../db/queryable.ts";
import { unnestRows } from "../db/arrays.ts";
import { enqueuePushes } from "../push/outbox.ts";
import type { Payout } from "../wallet/movements.ts";

/**
 * The 中奖通知 of a settlement chunk: one personal message per prize payout (a group purchase's
 * holders each get their own part), inserted in the settlement's own transaction (one statement), and the same notice
 * queued as a Web Push for players who allowed pushes (opening the order). settleOrders only pays
 * orders it moved out of `pending` itself, so each prize leaves exactly one message and one push,
 * however often or concurrently the settlement runs, and none when the chunk rolls back.
 */
export async function insertWinMails(tx: Tx, payouts: readonly Payout[]): Promise<void> {
  const rows = payouts
    .filter((payout) => payout.kind === "prize")
    .map(({ movement }) => ({
      userId: movement.userId,
      title: Msg.winMail.title,
      content: Msg.winMail.content(movement.memo ?? "", fenToYuanText(movement.amountFen)),
      sentAt: movement.at,
      orderNo: movement.ref?.type === "order" ? movement.ref.id : null,
    }));
  if (rows.length > 0)
    await tx.execute(sql`
      insert into ${mailMessages} (kind, user_id, title, content, sent_at)
      select 'mail', user_id, title, content, sent_at
        from ${unnestRows(rows, {
          user_id: [(row) => row.userId, "bigint[]"],
          title: [(row) => row.title, "varchar[]"],
          content: [(row) => row.content, "text[]"],
          sent_at: [(row) => row.sentAt, "timestamptz[]"],
        })}`);
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
