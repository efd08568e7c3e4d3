import type { PushPayload } from "@lottery/contract";
import type { Queryable } from "../db/queryable.ts";
import { anyOf } from "../db/arrays.ts";
import { pushOutbox, pushSubscriptions } from "./tables.ts";

/** Rows per INSERT, well inside PostgreSQL's bind-parameter limit. */
const ROWS_PER_INSERT = 1000;

/** A push for one player. */
export interface PushFor extends PushPayload {
  userId: number;
}

/**
 * Queues pushes in the caller's transaction, for the players who allowed them (have a subscription):
 * what is not committed is never pushed; the leader sends them (push/deliver.ts).
 */
export async function enqueuePushes(tx: Queryable, pushes: readonly PushFor[]): Promise<void> {
  if (pushes.length === 0) return;
  const userIds = [...new Set(pushes.map((p) => p.userId))];
  const found = await tx
    .select({ userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(anyOf(pushSubscriptions.userId, userIds, "bigint[]"));
  const subscribed = new Set(found.map((row) => row.userId));
  const rows = pushes.filter((p) => subscribed.has(p.userId));
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT)
    await tx.insert(pushOutbox).values(rows.slice(start, start + ROWS_PER_INSERT));
}
