import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, unique, varchar } from "drizzle-orm/pg-core";
import { playerId } from "../account/tables.ts";
import { at, bigId, playerKey, rowId } from "../db/columns.ts";

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
 * One free guess: exactly one per player, match and event (`event_id` 0: plain match guessing; else a
 * prediction of that event, ssjc_events), and one per player's requestId. The prize is the
 * match's at the time of the guess (an event's prediction has none: `prize_kind` none; it scores
 * `points` of the event, an exact `score` guess a bonus). `status` pending → won | lost | void, once, in the transaction
 * that pays a won guess (ledger key `ssjc:prize:<guess>`, or the bag's source ref `guess:<guess>`).
 */
export const ssjcGuesses = pgTable(
  "ssjc_guesses",
  {
    id: rowId(),
    userId: playerId().notNull(),
    matchId: varchar("match_id", { length: 24 }).notNull(),
    eventId: integer("event_id").notNull().default(0),
    pick: varchar("pick", { length: 1 }).notNull(),
    /** An event prediction's exact-score guess "2:1". */
    score: varchar("score", { length: 5 }),
    /** The event points it scored once settled. */
    points: integer("points").notNull().default(0),
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
    unique("ssjc_guess_match").on(t.userId, t.matchId, t.eventId),
    unique("ssjc_guess_request").on(t.userId, t.requestId),
    index("ssjc_guess_day").on(t.userId, t.day),
    index("ssjc_guess_pending").on(t.matchId, t.status),
    index("ssjc_guess_rank").on(t.status, t.settledAt),
    index("ssjc_guess_event").on(t.eventId, t.userId),
    check("ssjc_guess_pick", sql`${t.pick} in ('3', '1', '0')`),
    check("ssjc_guess_status", sql`${t.status} in ('pending', 'won', 'lost', 'void')`),
  ],
);
export type SsjcGuessRow = typeof ssjcGuesses.$inferSelect;

/**
 * An operator-defined prediction event (issue 26): `kind` ogb | ozb | five picks its page; its matches
 * are its `leagues`' fixtures kicking off in [start_at, end_at) less `excluded`; `prizes` is the rank
 * table. `payout_state` open → paying (standings frozen into ssjc_event_payouts) → paid.
 */
export const ssjcEvents = pgTable(
  "ssjc_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar("kind", { length: 8 }).notNull(),
    title: varchar("title", { length: 40 }).notNull(),
    rules: text("rules").notNull().default(""),
    startAt: at("start_at").notNull(),
    endAt: at("end_at").notNull(),
    leagues: jsonb("leagues").$type<string[]>().notNull(),
    excluded: jsonb("excluded").$type<string[]>().notNull().default([]),
    prizes: jsonb("prizes").$type<{ from: number; to: number; points: number; packet: number }[]>().notNull(),
    hash: varchar("hash", { length: 32 }).notNull().unique(),
    enabled: boolean("enabled").notNull().default(true),
    payoutState: varchar("payout_state", { length: 8 }).notNull().default("open"),
    createdAt: at("created_at").notNull(),
    paidAt: at("paid_at"),
  },
  (t) => [
    index("ssjc_event_by_kind").on(t.kind, t.startAt),
    check("ssjc_event_kind", sql`${t.kind} in ('ogb', 'ozb', 'five')`),
    check("ssjc_event_payout", sql`${t.payoutState} in ('open', 'paying', 'paid')`),
    check("ssjc_event_window", sql`${t.startAt} < ${t.endAt}`),
  ],
);
export type SsjcEventRow = typeof ssjcEvents.$inferSelect;

/**
 * One rank prize of an ended event, frozen with the final standings (one row per rank that wins
 * something). pending → paid once, in the transaction that posts it (ledger key
 * `event:prize:<event>:<rank>`, the bag's source ref `event:<event>:<rank>`).
 */
export const ssjcEventPayouts = pgTable(
  "ssjc_event_payouts",
  {
    id: bigId(),
    eventId: integer("event_id").notNull(),
    rank: integer("rank").notNull(),
    userId: playerId().notNull(),
    points: integer("points").notNull(),
    prizePoints: integer("prize_points").notNull(),
    prizePacket: integer("prize_packet").notNull(),
    status: varchar("status", { length: 8 }).notNull().default("pending"),
    itemId: integer("item_id"),
    paidAt: at("paid_at"),
  },
  (t) => [
    unique("ssjc_event_payout_rank").on(t.eventId, t.rank),
    check("ssjc_event_payout_status", sql`${t.status} in ('pending', 'paid')`),
  ],
);
