import type { Db } from "./client.ts";

/**
 * THE rule of where a read goes (DESIGN.md §4; README "Scale out"). With DATABASE_REPLICA_URL set,
 * reads that may lag go to the streaming replica; everything else reads the primary through the
 * request pool (DATABASE_URL):
 *
 * - may lag (replica): what is the same for every player and changes by events — lottery results and
 *   draw lists, betting page info, match lists and odds, ranks, site content. These are cached reads
 *   (events/cached-read.ts); after an event the replica fence (db/replica-fence.ts) holds their
 *   reload until the replica has replayed the change, so a cache never keeps an answer older than
 *   the event that cleared it.
 * - never lags (primary): a player's own money (balances, ledger, recharges, withdrawals), their
 *   orders and bets, sessions and anything read right after a write (inside or after a transaction
 *   of the same request), every operator read, and every read that decides a write.
 *
 * A read that is not named here reads the primary: new lagging reads are added to `MAY_LAG`.
 */
export type ReadKind =
  "results" | "page-info" | "match-list" | "ranks" | "content" | "own-money" | "own-orders" | "after-write";

const MAY_LAG: Readonly<Record<ReadKind, boolean>> = {
  results: true,
  "page-info": true,
  "match-list": true,
  ranks: true,
  content: true,
  "own-money": false,
  "own-orders": false,
  "after-write": false,
};

/** The database a read of this kind uses. */
export function readDb(databases: { db: Db; replica: Db }, kind: ReadKind): Db {
  return MAY_LAG[kind] ? databases.replica : databases.db;
}

/** Whether reads of this kind may go to the replica (tests and docs read it). */
export function mayLag(kind: ReadKind): boolean {
  return MAY_LAG[kind];
}
