import { and, asc, eq, inArray, isNull, like, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { prepared, type Statement } from "../db/prepared.ts";
import type { Tx } from "../db/queryable.ts";
import { accountKey, type AccountRef, type HouseAccountBase } from "./posting.ts";
import { ledgerAccounts } from "./tables.ts";

/** An account row as a posting sees it, locked for the rest of the transaction. */
export interface LockedAccount {
  id: number;
  ref: AccountRef;
  balanceFen: number;
  version: number;
}

/** A player's balances in fen (accounts not yet used read as zero). */
export interface PlayerBalances {
  cashFen: number;
  frozenFen: number;
  yuebaoFen: number;
}

/** The cash, frozen and yuebao balances of a player, in fen. */
export async function accountsOf(db: Db | Tx, userId: number): Promise<PlayerBalances> {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, balanceFen: ledgerAccounts.balanceFen })
    .from(ledgerAccounts)
    .where(
      and(eq(ledgerAccounts.userId, userId), inArray(ledgerAccounts.kind, ["cash", "frozen", "yuebao"])),
    );
  const balanceOf = (kind: string) => rows.find((row) => row.kind === kind)?.balanceFen ?? 0;
  return { cashFen: balanceOf("cash"), frozenFen: balanceOf("frozen"), yuebaoFen: balanceOf("yuebao") };
}

/** The balance of a house account in fen: the sum of its shards and its unsharded row. */
export async function houseBalanceFen(db: Db | Tx, kind: HouseAccountBase): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerAccounts.balanceFen}), 0)` })
    .from(ledgerAccounts)
    .where(
      and(
        isNull(ledgerAccounts.userId),
        or(eq(ledgerAccounts.kind, kind), like(ledgerAccounts.kind, `${kind}:%`)),
      ),
    );
  return Number(row?.total ?? 0);
}

/**
 * Locks the accounts named by `refs` (creating any that do not exist yet) in ascending id order, so
 * two postings over the same accounts can never deadlock, and answers them in the order of `refs`.
 */
export async function lockAccounts(tx: Tx, refs: readonly AccountRef[]): Promise<LockedAccount[]> {
  // Usually every account exists: one locking read. Otherwise create the missing ones and read again.
  let rows = await lockedRows(tx, refs);
  if (rows.length < new Set(refs.map(accountKey)).size) {
    await createMissing(tx, refs);
    rows = await lockedRows(tx, refs);
  }
  const byKey = new Map(
    rows.map((row) => [accountKey({ userId: row.userId, kind: row.kind } as AccountRef), row]),
  );
  return refs.map((ref) => {
    const row = byKey.get(accountKey(ref));
    if (!row) throw new Error(`ledger account ${accountKey(ref)} is missing`);
    return { id: row.id, ref, balanceFen: row.balanceFen, version: row.version };
  });
}

function lockedRows(tx: Tx, refs: readonly AccountRef[]): Promise<AccountRow[]> {
  if (refs.length > PREPARED_LOCK_REFS)
    return tx
      .select()
      .from(ledgerAccounts)
      .where(matching(refs))
      .orderBy(asc(ledgerAccounts.id))
      .for("update");
  // A posting's few accounts (a bet: the player's cash and a house shard): one statement per shape.
  const shape = refs.map((ref) => (ref.userId === null ? "h" : "p")).join("");
  let statement = accountLocks.get(shape);
  if (!statement) {
    const placeholders = refs.map((ref, i) => ({
      userId: ref.userId === null ? null : sql.placeholder(`u${i}`),
      kind: sql.placeholder(`k${i}`),
    }));
    const where = matching(placeholders);
    statement = prepared((q) =>
      q.select().from(ledgerAccounts).where(where).orderBy(asc(ledgerAccounts.id)).for("update"),
    );
    accountLocks.set(shape, statement);
  }
  return statement(
    tx,
    Object.fromEntries(
      refs.flatMap((ref, i) => [
        [`u${i}`, ref.userId],
        [`k${i}`, ref.kind],
      ]),
    ),
  );
}

type AccountRow = typeof ledgerAccounts.$inferSelect;

/** Postings of at most this many accounts lock them with a statement built once per shape. */
const PREPARED_LOCK_REFS = 4;
const accountLocks = new Map<string, Statement<AccountRow[]>>();

/** Inserts the accounts not there yet; a concurrent insert of the same account is no conflict. */
async function createMissing(tx: Tx, refs: readonly AccountRef[]): Promise<void> {
  const existing = await tx
    .select({ userId: ledgerAccounts.userId, kind: ledgerAccounts.kind })
    .from(ledgerAccounts)
    .where(matching(refs));
  const present = new Set(existing.map((row) => accountKey(row as AccountRef)));
  const missing = refs.filter((ref) => !present.has(accountKey(ref)));
  if (missing.length === 0) return;
  await tx
    .insert(ledgerAccounts)
    .values(missing.map((ref) => ({ userId: ref.userId, kind: ref.kind })))
    .onConflictDoNothing();
}

/** Accounts by reference; the values may be placeholders of a statement built once. */
function matching(
  refs: readonly { userId: number | null | SQLWrapper; kind: string | SQLWrapper }[],
): SQL | undefined {
  return or(
    ...refs.map((ref) =>
      ref.userId === null
        ? and(isNull(ledgerAccounts.userId), eq(ledgerAccounts.kind, ref.kind))
        : and(eq(ledgerAccounts.userId, ref.userId), eq(ledgerAccounts.kind, ref.kind)),
    ),
  );
}
