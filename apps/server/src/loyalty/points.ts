import { and, eq } from "drizzle-orm";
import type { JournalKind } from "@lottery/contract";
import type { Queryable, Tx } from "../db/queryable.ts";
import { requestHashOf } from "../domain/request-hash.ts";
import { balanceAfter, postJournal } from "../wallet/ledger.ts";
import { houseAccount, playerAccount, SYSTEM_SCOPE } from "../wallet/posting.ts";
import { ledgerAccounts } from "../wallet/tables.ts";

/** A points movement: `delta` points to (positive) or from (negative) the player, under a unique key. */
export interface PointsMove {
  userId: number;
  delta: number;
  kind: Extract<JournalKind, `points_${string}`>;
  /** Unique within the system scope: `loyalty:<what>:<player>:…`. */
  key: string;
  memo: string;
  ref?: { type: string; id: string };
  at: Date;
}

/**
 * Moves points between the player's `points` account and the programme's house `points` account (its
 * shard of the player): a journal of points only, never mixed with fen. A spend below zero is refused
 * (余额不足 from the ledger; callers check first to answer 积分不足). Answers the player's points after.
 */
export async function postPoints(tx: Tx, move: PointsMove): Promise<number> {
  const posted = await postJournal(tx, {
    scope: SYSTEM_SCOPE,
    key: move.key,
    requestHash: requestHashOf({ userId: move.userId, delta: move.delta, kind: move.kind }),
    kind: move.kind,
    lines: [
      { account: playerAccount(move.userId, "points"), amountFen: move.delta },
      { account: houseAccount("points", move.userId), amountFen: -move.delta },
    ],
    ref: move.ref,
    memo: move.memo,
    at: move.at,
  });
  return balanceAfter(posted, 0);
}

/** A player account's balance (points or fen of credit), zero before first use. */
export async function playerBalance(
  q: Queryable,
  userId: number,
  kind: "points" | "credit",
): Promise<number> {
  const [row] = await q
    .select({ balance: ledgerAccounts.balanceFen })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, kind)));
  return row?.balance ?? 0;
}
