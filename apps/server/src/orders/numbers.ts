import { and, eq, sql } from "drizzle-orm";
import { prepared } from "../db/prepared.ts";
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
  const claimed = await claim(tx, { kind, number, userId });
  return claimed.length > 0;
}

/** Built once: every order, recharge and withdrawal claims its number (db/prepared.ts). */
const claim = prepared((q) =>
  q
    .insert(numberOwners)
    .values({
      kind: sql.placeholder("kind"),
      number: sql.placeholder("number"),
      userId: sql.placeholder("userId"),
    })
    .onConflictDoNothing()
    .returning({ number: numberOwners.number }),
);

/** Gives back a number claimed in this transaction whose row was not inserted. */
export async function releaseNumber(tx: Tx, kind: NumberKind, number: string): Promise<void> {
  await tx.delete(numberOwners).where(and(eq(numberOwners.kind, kind), eq(numberOwners.number, number)));
}
