import { sql } from "drizzle-orm";
import { bigint, boolean, check, pgTable, primaryKey, varchar } from "drizzle-orm/pg-core";
import { at } from "../db/columns.ts";

/**
 * An outright market (猜冠军, issue 26): one per tournament (`code`, the league: ozb). `state` open |
 * closed (the operator's switch) → decided (the champion entered, final) | void (every stake refunded).
 * Its orders are sports orders of game `OUTRIGHT_GAME` with issue = the market code; `settled_at` is set
 * by the leader's settlement once none of them is pending.
 */
export const outrightMarkets = pgTable(
  "outright_markets",
  {
    code: varchar("code", { length: 16 }).primaryKey(),
    state: varchar("state", { length: 8 }).notNull().default("closed"),
    champion: varchar("champion", { length: 20 }),
    decidedAt: at("decided_at"),
    settledAt: at("settled_at"),
    createdAt: at("created_at").notNull(),
  },
  (t) => [
    check("outright_market_state", sql`${t.state} in ('open', 'closed', 'decided', 'void')`),
    check("outright_market_champion", sql`(${t.state} = 'decided') = (${t.champion} is not null)`),
  ],
);
export type OutrightMarketRow = typeof outrightMarkets.$inferSelect;

/**
 * One team of a market: its fixed odds in SP millionths (null until the operator sets them) and the
 * operator's switch (`enabled` false: an eliminated team stops selling). Orders keep the odds they were
 * sold at; a change here only affects later bets.
 */
export const outrightTeams = pgTable(
  "outright_teams",
  {
    marketCode: varchar("market_code", { length: 16 })
      .notNull()
      .references(() => outrightMarkets.code),
    team: varchar("team", { length: 20 }).notNull(),
    groupName: varchar("group_name", { length: 4 }),
    spMicro: bigint("sp_micro", { mode: "number" }),
    enabled: boolean("enabled").notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.marketCode, t.team] }),
    check("outright_team_sp", sql`${t.spMicro} is null or ${t.spMicro} > 1000000`),
  ],
);
export type OutrightTeamRow = typeof outrightTeams.$inferSelect;
