import { and, eq, inArray, sql } from "drizzle-orm";
import { gameNameOf } from "@lottery/rules";
import { Msg } from "@lottery/contract";
import type { Tx } from "../db/queryable.ts";
import { orders } from "../orders/tables.ts";
import { enqueuePushes } from "../push/outbox.ts";
import { scheduledGame } from "./games.ts";
import type { IssueRow } from "./tables.ts";

/** How a draw reads in a push: balls separated by spaces, zones by " + ". */
export function drawForReading(numbers: string): string {
  return numbers
    .split("|")
    .map((zone) => zone.split(",").join(" "))
    .join(" + ");
}

/**
 * The 开奖通知 push of an official draw (issue 29): once per player who holds an order on the issue
 * and allowed pushes, queued in the draw's own transaction, so a draw recorded once pushes once. Only
 * the daily and weekly number lotteries: fast draws (official or house) come every few minutes and
 * the open game page shows their result, so they push wins only.
 */
export async function enqueueResultPushes(tx: Tx, issue: IssueRow): Promise<void> {
  const game = scheduledGame(issue.gameCode);
  if (game?.game.kind !== "number" || !issue.numbers) return;
  const players = await tx
    .selectDistinct({ userId: orders.userId })
    .from(orders)
    .where(
      and(
        eq(orders.gameCode, issue.gameCode),
        eq(orders.issue, issue.issue),
        inArray(orders.status, ["pending", "won", "lost"]),
        sql`exists (select 1 from push_subscriptions s where s.user_id = ${orders.userId})`,
      ),
    );
  const title = Msg.resultPush.title;
  const body = Msg.resultPush.content(gameNameOf(issue.gameCode), issue.issue, drawForReading(issue.numbers));
  const url = `/resultDetail/${encodeURIComponent(issue.gameCode)}/${encodeURIComponent(issue.issue)}`;
  await enqueuePushes(
    tx,
    players.map(({ userId }) => ({ userId, title, body, url })),
  );
}
