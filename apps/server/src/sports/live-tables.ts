import { sql } from "drizzle-orm";
import { check, integer, pgTable, primaryKey, smallint, varchar } from "drizzle-orm/pg-core";
import { at } from "../db/columns.ts";

/**
 * The live state of a match as its feed last reported it (REFERENCE-RULES §6), one row per match id:
 * status (NS 1H HT 2H ET PEN FT PST CANC), minute, score, half-time score, cards and corners per side.
 * Written by the sports tick (live.ts) only when something changed.
 */
export const sportsLive = pgTable(
  "sports_live",
  {
    matchId: varchar("match_id", { length: 24 }).primaryKey(),
    status: varchar("status", { length: 4 }).notNull(),
    minute: smallint("minute"),
    homeScore: smallint("home_score").notNull().default(0),
    awayScore: smallint("away_score").notNull().default(0),
    halfScore: varchar("half_score", { length: 9 }),
    homeRed: smallint("home_red").notNull().default(0),
    awayRed: smallint("away_red").notNull().default(0),
    homeYellow: smallint("home_yellow").notNull().default(0),
    awayYellow: smallint("away_yellow").notNull().default(0),
    homeCorners: smallint("home_corners").notNull().default(0),
    awayCorners: smallint("away_corners").notNull().default(0),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [
    check(
      "sports_live_status_known",
      sql`${t.status} in ('NS', '1H', 'HT', '2H', 'ET', 'PEN', 'FT', 'PST', 'CANC')`,
    ),
  ],
);

/** The events of a match in the order they happened (`seq` from 1): goals, cards, substitutions. */
export const sportsLiveEvents = pgTable(
  "sports_live_events",
  {
    matchId: varchar("match_id", { length: 24 }).notNull(),
    seq: integer("seq").notNull(),
    minute: smallint("minute").notNull(),
    /** goal | ownGoal | penalty | yellow | red | sub */
    type: varchar("type", { length: 8 }).notNull(),
    /** home | away */
    side: varchar("side", { length: 4 }).notNull(),
    player: varchar("player", { length: 40 }).notNull(),
    playerIn: varchar("player_in", { length: 40 }),
    at: at("at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.seq] })],
);
