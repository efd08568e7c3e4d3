import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  unique,
  varchar,
} from "drizzle-orm/pg-core";
import { at, bigId } from "../db/columns.ts";

/** Leagues with the short codes of SPEC 3 (ECL, DAL, EAL, FAL, CAL, OGB, OBB, ozb …). */
export const sportsLeagues = pgTable("sports_leagues", {
  code: varchar("code", { length: 12 }).primaryKey(),
  name: varchar("name", { length: 40 }).notNull(),
  shortName: varchar("short_name", { length: 12 }).notNull(),
  /** football | basketball */
  sport: varchar("sport", { length: 12 }).notNull(),
  /** One of the five big leagues (英超 西甲 德甲 意甲 法甲). */
  topFive: boolean("top_five").notNull().default(false),
  color: varchar("color", { length: 9 }).notNull().default("#999999"),
});

export const sportsTeams = pgTable(
  "sports_teams",
  {
    id: bigId(),
    sport: varchar("sport", { length: 12 }).notNull(),
    name: varchar("name", { length: 40 }).notNull(),
    shortName: varchar("short_name", { length: 12 }).notNull(),
    leagueCode: varchar("league_code", { length: 12 }).references(() => sportsLeagues.code),
  },
  (t) => [unique("sports_teams_sport_name").on(t.sport, t.name)],
);

/**
 * One match as sold by one game (jczq, jclq, bjdc, qwzq, ctzq). `match_id` is global and stable (the
 * id legs carry); `num` is the 竞彩 number shown to players (周一001); `business_date` the 竞彩 business
 * day (YYYY-MM-DD) the number belongs to; `issue` the BJDC or CTZQ issue for pool games.
 *
 * status: `selling` → `closed` (sale over at close_at) → `finished` (result entered) or `cancelled`
 * (SP 1 for every option; singles refunded). `lines` holds each lined play's handicap or total
 * ({"BRQSPF": -1, "RFSF": -5.5, "DXF": 210.5}); `singles` the plays open for single-match (单关) bets.
 * `results` maps play → winning option code; `final_sp` play → SP in millionths (BJDC: the final SP
 * before the 65 % factor, which the rules apply).
 */
export const sportsMatches = pgTable(
  "sports_matches",
  {
    id: bigId(),
    matchId: varchar("match_id", { length: 24 }).notNull().unique(),
    gameCode: varchar("game_code", { length: 8 }).notNull(),
    leagueCode: varchar("league_code", { length: 12 })
      .notNull()
      .references(() => sportsLeagues.code),
    homeTeam: varchar("home_team", { length: 40 }).notNull(),
    awayTeam: varchar("away_team", { length: 40 }).notNull(),
    num: varchar("num", { length: 12 }).notNull(),
    businessDate: varchar("business_date", { length: 10 }).notNull(),
    issue: varchar("issue", { length: 12 }),
    kickoffAt: at("kickoff_at").notNull(),
    closeAt: at("close_at").notNull(),
    /** selling | closed | finished | cancelled */
    status: varchar("status", { length: 10 }).notNull().default("selling"),
    lines: jsonb("lines").$type<Record<string, number>>().notNull().default({}),
    singles: jsonb("singles").$type<string[]>().notNull().default([]),
    /** "1:0"; null until known. */
    halfScore: varchar("half_score", { length: 9 }),
    fullScore: varchar("full_score", { length: 9 }),
    results: jsonb("results").$type<Record<string, string>>(),
    finalSp: jsonb("final_sp").$type<Record<string, number>>(),
    resultAt: at("result_at"),
    settledAt: at("settled_at"),
    /** Who keeps it: the feed adapter's name, or "operator". */
    source: varchar("source", { length: 16 }).notNull().default("operator"),
  },
  (t) => [
    index("sports_matches_game_date_idx").on(t.gameCode, t.businessDate),
    index("sports_matches_status_idx").on(t.status, t.closeAt),
    index("sports_matches_issue_idx").on(t.gameCode, t.issue),
    check("sports_match_status_known", sql`${t.status} in ('selling', 'closed', 'finished', 'cancelled')`),
  ],
);

/** Current odds: SP in millionths per match, play and option. */
export const sportsOdds = pgTable(
  "sports_odds",
  {
    matchId: varchar("match_id", { length: 24 }).notNull(),
    play: varchar("play", { length: 8 }).notNull(),
    option: varchar("option", { length: 8 }).notNull(),
    spMicro: bigint("sp_micro", { mode: "number" }).notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.play, t.option] })],
);

/** Every odds change (the first price included), for the odds-change charts. */
export const sportsOddsHistory = pgTable(
  "sports_odds_history",
  {
    id: bigId(),
    matchId: varchar("match_id", { length: 24 }).notNull(),
    play: varchar("play", { length: 8 }).notNull(),
    option: varchar("option", { length: 8 }).notNull(),
    spMicro: bigint("sp_micro", { mode: "number" }).notNull(),
    at: at("at").notNull(),
  },
  (t) => [index("sports_odds_history_match_idx").on(t.matchId, t.play, t.at)],
);

/**
 * Pool issues: BJDC weekly issues and CTZQ 14-match issues. `prizes` holds CTZQ's floating per-bet
 * amounts (fen) by tier once operators enter them ({"1": …, "2": …, "R9": …}).
 */
export const sportsPoolIssues = pgTable(
  "sports_pool_issues",
  {
    id: bigId(),
    gameCode: varchar("game_code", { length: 8 }).notNull(),
    issue: varchar("issue", { length: 12 }).notNull(),
    startDate: varchar("start_date", { length: 10 }).notNull(),
    endDate: varchar("end_date", { length: 10 }).notNull(),
    closeAt: at("close_at").notNull(),
    /** selling | closed | finished */
    status: varchar("status", { length: 10 }).notNull().default("selling"),
    prizes: jsonb("prizes").$type<Record<string, number>>(),
  },
  (t) => [unique("sports_pool_issues_game_issue").on(t.gameCode, t.issue)],
);
