import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, pgTable, primaryKey, varchar } from "drizzle-orm/pg-core";
import { at, playerKey, rowId } from "../db/columns.ts";
import { playerId } from "../account/tables.ts";

/**
 * A player's own limits (issue 29), one row per kind (contract saferLimitKinds): money kinds in fen,
 * time kinds in minutes. `value` null = no limit. A looser request waits in `pending_*` until the
 * player confirms it after `pending_from` (packages/rules safer: 24 h). Only the player changes these
 * rows (operators read them), so nobody can loosen a player's limit early.
 */
export const playerLimits = pgTable(
  "player_limits",
  {
    userId: playerId().notNull(),
    kind: varchar("kind", { length: 16 }).notNull(),
    value: bigint("value", { mode: "number" }),
    pending: boolean("pending").notNull().default(false),
    pendingValue: bigint("pending_value", { mode: "number" }),
    pendingFrom: at("pending_from"),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check("player_limits_value_positive", sql`${t.value} is null or ${t.value} > 0`),
    check("player_limits_pending_positive", sql`${t.pendingValue} is null or ${t.pendingValue} > 0`),
  ],
);

/**
 * Time-outs and self-exclusions: append-only (a break cannot be ended early; a longer one is a new
 * row). A player is on a break while any row's `[starts_at, ends_at)` holds now.
 */
export const playerBreaks = pgTable(
  "player_breaks",
  {
    id: rowId(),
    userId: playerId().notNull(),
    /** timeout | exclusion */
    kind: varchar("kind", { length: 10 }).notNull(),
    period: varchar("period", { length: 4 }).notNull(),
    startsAt: at("starts_at").notNull(),
    endsAt: at("ends_at").notNull(),
  },
  (t) => [
    playerKey("player_breaks", t.userId, t.id),
    index("player_breaks_user_idx").on(t.userId, t.endsAt),
    check("player_breaks_kind_known", sql`${t.kind} in ('timeout', 'exclusion')`),
    check("player_breaks_ordered", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** The player's current play session (reality check, session-length limit). */
export const playerPlaySessions = pgTable("player_play_sessions", {
  userId: playerId().primaryKey(),
  startedAt: at("started_at").notNull(),
  lastSeenAt: at("last_seen_at").notNull(),
});
