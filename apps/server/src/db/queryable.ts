import type { Db } from "./client.ts";

/** A transaction of the app's database. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The database or one of its transactions: what read and write helpers take. */
export type Queryable = Pick<Tx, "select" | "insert" | "update" | "delete">;
