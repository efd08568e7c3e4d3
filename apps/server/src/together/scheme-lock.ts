import { and, eq } from "drizzle-orm";
import type { Tx } from "../db/queryable.ts";
import { refuse } from "../domain/refusal.ts";
import { lockPlayer } from "../orders/place.ts";
import { togetherJoins, togetherSchemes, type SchemeRow } from "./tables.ts";

/**
 * Lock order of every scheme change: the acting player (or the initiator), then the scheme row
 * FOR UPDATE. Joins, cancels and the deadline resolver all follow it, so they queue and never deadlock.
 */
export async function lockSchemeByNo(tx: Tx, schemeNo: string): Promise<SchemeRow> {
  const [row] = await tx
    .select()
    .from(togetherSchemes)
    .where(eq(togetherSchemes.schemeNo, schemeNo))
    .for("update");
  if (!row) throw refuse("together.schemeNotFound");
  return row;
}

/** Locks the initiator then the scheme (resolver, cancels). Null when the scheme is unknown. */
export async function lockSchemeForResolve(tx: Tx, schemeNo: string): Promise<SchemeRow | null> {
  const [plain] = await tx
    .select({ initiatorId: togetherSchemes.initiatorId })
    .from(togetherSchemes)
    .where(eq(togetherSchemes.schemeNo, schemeNo));
  if (!plain) return null;
  await lockPlayerAnyway(tx, plain.initiatorId);
  return lockSchemeByNo(tx, schemeNo);
}

/** Locks a player's row; a banned initiator is locked all the same (their scheme still resolves). */
async function lockPlayerAnyway(tx: Tx, userId: number): Promise<void> {
  try {
    await lockPlayer(tx, userId);
  } catch {
    // lockPlayer refuses a banned player after taking the lock: the lock is what we need here.
  }
}

/** Whether a player already holds shares of a scheme (for the participant count). */
export async function holdsShares(tx: Tx, schemeId: number, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: togetherJoins.id })
    .from(togetherJoins)
    .where(and(eq(togetherJoins.schemeId, schemeId), eq(togetherJoins.userId, userId)))
    .limit(1);
  return row !== undefined;
}
