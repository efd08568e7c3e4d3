import { sql } from "drizzle-orm";
import { NodePgSession, NodePgTransaction } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Db } from "./client.ts";
import type { Tx } from "./queryable.ts";

/** The drizzle internals a transaction is opened with (those drizzle's own `transaction` uses). */
interface DrizzleInternals {
  $client: unknown;
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  session: { schema: ConstructorParameters<typeof NodePgSession>[2]; options: object };
}

/**
 * A transaction of `db` whose first statements are `first`, plain SQL texts without parameters (the
 * caller makes sure nothing in them comes from outside unchecked, e.g. an integer id): `fn` runs in
 * the transaction with the rows each of them answered, then it commits, or rolls back and rethrows
 * when `fn` (or the commit) throws, as drizzle's `db.transaction` does.
 *
 * On PostgreSQL, BEGIN and `first` go out as ONE simple query: one round trip (one socket write, one
 * read) instead of one each, for the hottest transactions (every order starts by locking its player).
 * The statements run one after the other as if sent apart; in READ COMMITTED each still reads with its
 * own snapshot, taken when it starts (so a read after a lock sees what the lock waited for). It keeps
 * no session state, so it is as PgBouncer-safe as drizzle's own transaction. On PGlite it is drizzle's
 * transaction and then each statement.
 */
export async function transactionStartingWith<T>(
  db: Db,
  first: readonly string[],
  fn: (tx: Tx, rows: Record<string, unknown>[][]) => Promise<T>,
): Promise<T> {
  const internals = db as unknown as DrizzleInternals;
  const pool = internals.$client;
  if (!(pool instanceof pg.Pool))
    return db.transaction(async (tx) => {
      const rows: Record<string, unknown>[][] = [];
      for (const statement of first) rows.push((await tx.execute(sql.raw(statement))).rows);
      return fn(tx, rows);
    });
  const client = await pool.connect();
  try {
    const session = new NodePgSession(
      client,
      internals.dialect,
      internals.session.schema,
      internals.session.options,
    );
    const tx = new NodePgTransaction(internals.dialect, session, internals.session.schema) as unknown as Tx;
    try {
      // A multi-statement simple query answers one result per statement: BEGIN's, then `first`'s.
      const results = (await client.query(["begin", ...first].join("; "))) as unknown as pg.QueryResult[];
      const result = await fn(
        tx,
        first.map((_, i) => results[i + 1]?.rows ?? []),
      );
      await client.query("commit");
      return result;
    } catch (error) {
      await client.query("rollback");
      throw error;
    }
  } finally {
    client.release();
  }
}
