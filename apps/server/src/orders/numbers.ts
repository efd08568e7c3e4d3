import { and, eq } from "drizzle-orm";
import type { Tx } from "../db/queryable.ts";
import { numberOwners, type NumberKind } from "./number-tables.ts";

/**
 * Claims a public number for its owner in the caller's transaction: false when another row (of any
 * player) holds it already, then the caller draws another. The claim is undone by `releaseNumber`
 * when the numbered row is not inserted after all (a concurrent twin of the request won).
 */
export async function claimNumber(
  tx: Tx,
  kind: NumberKind,
  number: string,
  userId: number,
): Promise<boolean> {
  const claimed = await tx
    .insert(numberOwners)
    .values({ kind, number, userId })
    .onConflictDoNothing()
    .returning({ number: numberOwners.number });
  return claimed.length > 0;
}

/** Gives back a number claimed in this transaction whose row was not inserted. */
export async function releaseNumber(tx: Tx, kind: NumberKind, number: string): Promise<void> {
  await tx.delete(numberOwners).where(and(eq(numberOwners.kind, kind), eq(numberOwners.number, number)));
}
