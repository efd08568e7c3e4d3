import { bigint, timestamp } from "drizzle-orm/pg-core";

/** Column builders every module's tables.ts uses (the player reference is account/tables.ts `playerId`). */

/** An instant: `timestamp with time zone`. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** A generated 64-bit primary key `id`. */
export const bigId = () => bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity();

/** An amount of money in whole fen (64-bit, read as a JS number). */
export const fen = (name: string) => bigint(name, { mode: "number" });
