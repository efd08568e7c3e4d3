import { bigint, primaryKey, timestamp, type PgColumn } from "drizzle-orm/pg-core";

/** Column builders every module's tables.ts uses (the player reference is account/tables.ts `playerId`). */

/** An instant: `timestamp with time zone`. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** A generated 64-bit primary key `id`. */
export const bigId = () => bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity();

/**
 * A generated 64-bit row id `id` of a player-keyed table, whose primary key is (user_id, id)
 * (`playerKey`): on a distributed PostgreSQL (Citus) the player's rows live on one shard, and a
 * distributed table's keys must contain its distribution column (DESIGN.md §4).
 */
export const rowId = () => bigint("id", { mode: "number" }).notNull().generatedAlwaysAsIdentity();

/** The primary key (user_id, <row key>) of a player-keyed table, named `<table>_pkey` as a single-column one was. */
export const playerKey = (table: string, userId: PgColumn, rowKey: PgColumn) =>
  primaryKey({ name: `${table}_pkey`, columns: [userId, rowKey] });

/** An amount of money in whole fen (64-bit, read as a JS number). */
export const fen = (name: string) => bigint(name, { mode: "number" });
