import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, unique, varchar } from "drizzle-orm/pg-core";
import { playerId } from "../account/tables.ts";
import { at, playerKey, rowId } from "../db/columns.ts";

/**
 * A fixture the operator selected for match guessing (赛事竞猜, issue 26): the prize of a right answer
 * (`prize_kind` points → `prize_amount` points; packet → a red packet of `prize_amount` yuan). Guesses
 * close with the match's sale; `settled_at` is set once every guess on it is settled.
 */
export const ssjcMatches = pgTable(
  "ssjc_matches",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    matchId: varchar("match_id", { length: 24 }).notNull().unique(),
    prizeKind: varchar("prize_kind", { length: 8 }).notNull(),
    prizeAmount: integer("prize_amount").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    createdAt: at("created_at").notNull(),
    settledAt: at("settled_at"),
  },
  (t) => [check("ssjc_match_prize", sql`${t.prizeKind} in ('points', 'packet') and ${t.prizeAmount} > 0`)],
);
export type SsjcMatchRow = typeof ssjcMatches.$inferSelect;

/**
 * One free guess: exactly one per player and match, and one per player's requestId. The prize is the
 * match's at the time of the guess. `status` pending → won | lost | void, once, in the transaction
 * that pays a won guess (ledger key `ssjc:prize:<guess>`, or the bag's source ref `guess:<guess>`).
 */
export const ssjcGuesses = pgTable(
  "ssjc_guesses",
  {
    id: rowId(),
    userId: playerId().notNull(),
    matchId: varchar("match_id", { length: 24 }).notNull(),
    pick: varchar("pick", { length: 1 }).notNull(),
    requestId: varchar("request_id", { length: 64 }).notNull(),
    requestHash: varchar("request_hash", { length: 64 }).notNull(),
    prizeKind: varchar("prize_kind", { length: 8 }).notNull(),
    prizeAmount: integer("prize_amount").notNull(),
    /** The China day the guess counts against the daily limit. */
    day: varchar("day", { length: 10 }).notNull(),
    status: varchar("status", { length: 8 }).notNull().default("pending"),
    itemId: integer("item_id"),
    at: at("at").notNull(),
    settledAt: at("settled_at"),
  },
  (t) => [
    playerKey("ssjc_guesses", t.userId, t.id),
    unique("ssjc_guess_match").on(t.userId, t.matchId),
    unique("ssjc_guess_request").on(t.userId, t.requestId),
    index("ssjc_guess_day").on(t.userId, t.day),
    index("ssjc_guess_pending").on(t.matchId, t.status),
    index("ssjc_guess_rank").on(t.status, t.settledAt),
    check("ssjc_guess_pick", sql`${t.pick} in ('3', '1', '0')`),
    check("ssjc_guess_status", sql`${t.status} in ('pending', 'won', 'lost', 'void')`),
  ],
);
export type SsjcGuessRow = typeof ssjcGuesses.$inferSelect;
