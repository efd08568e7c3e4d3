import type { SQL } from "drizzle-orm";
import type { Db } from "./client.ts";
import type { Tx } from "./queryable.ts";

/**
 * Hot statements built once. Drizzle builds a query's SQL text anew on every call (walking its column
 * and condition objects), which costs more server CPU than sending it; a statement written here with
 * placeholders (`sql.placeholder(name)`) is built on its first call per driver (node-postgres, PGlite)
 * and then only bound to the caller's connection (the database or a transaction) and run with its
 * values, through drizzle's own result mapping.
 *
 * The statements stay UNNAMED on the server (drizzle's `prepare` gets an empty name, node-postgres then
 * sends an unnamed Parse with each call): nothing is left in the connection's session, so
 * DATABASE_URL may still be PgBouncer in transaction pooling (db/client.ts).
 *
 * A placeholder compared with a column is sent as given, without the column's encoder: pass the driver
 * value (an ISO string for a timestamp). Placeholders in `.values(...)` of an insert are encoded.
 */

/** What drizzle's `prepare` answers, on either driver. */
interface Runnable<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

/** A query builder (select, insert, …) with placeholders. */
interface Preparable<R> {
  prepare(name: string): Runnable<R>;
}

/** The internals a statement is bound with: the session's connection (pool, client or transaction). */
interface SessionOf {
  session: {
    client: unknown;
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      isResponseInArrayMode: boolean,
    ): Runnable<unknown>;
  };
  dialect: { sqlToQuery(sql: SQL): { sql: string; params: unknown[] } };
}

/** A statement built once: run it on the database or a transaction with its placeholders' values. */
export type Statement<R> = (q: Db | Tx, values: Record<string, unknown>) => Promise<R>;

/** The empty name: an unnamed statement (see above). */
const UNNAMED = "";

function statementOf<R>(build: (q: Db | Tx) => Runnable<R>): Statement<R> {
  // One build per driver: the session classes of node-postgres and PGlite differ, a pool's and its
  // transactions' sessions are one class.
  const built = new Map<unknown, Runnable<R>>();
  return (q, values) => {
    const { session } = q as unknown as SessionOf;
    let base = built.get(session.constructor);
    if (!base) {
      base = build(q);
      built.set(session.constructor, base);
    }
    // The built query with this call's connection: drizzle's prepared queries send through `client`.
    const bound = Object.create(base) as Runnable<R> & { client: unknown };
    bound.client = session.client;
    return bound.execute(values);
  };
}

/** A select, insert, update or delete built by `build` (with placeholders) once. */
export function prepared<R>(build: (q: Db | Tx) => Preparable<R>): Statement<R> {
  return statementOf((q) => build(q).prepare(UNNAMED));
}

/** The driver's raw result of a plain SQL statement, as `execute` answers it: its rows. */
export interface RawResult {
  rows: Record<string, unknown>[];
}

/** A plain SQL statement (what `tx.execute(sql\`…\`)` would run) with placeholders, built once. */
export function preparedSql(text: SQL): Statement<RawResult> {
  return statementOf((q) => {
    const { session, dialect } = q as unknown as SessionOf;
    return session.prepareQuery(dialect.sqlToQuery(text), undefined, UNNAMED, false) as Runnable<RawResult>;
  });
}
