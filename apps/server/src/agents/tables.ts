import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  varchar,
} from "drizzle-orm/pg-core";
import { at, bigId, fen } from "../db/columns.ts";
import { playerId, users } from "../account/tables.ts";

/** Rates per game family in whole tenths of a percent (per mille of the stake): 5.5 % is 55. */
export type RatesPermille = { lottery: number; sports: number };

/**
 * A player's place in the agent system (代理): bound by an agent's code (`member`), applied
 * (`pending`), an approved agent (`active`), `rejected` or `suspended`. The tree itself is agent_tree
 * (account/tables.ts); `parent_id` is the agent whose code bound this player, null for an agent the
 * operator approved at the top. Only `active` agents earn rebates; `rates` is what this account is
 * given (its parent earns the difference on its team's stakes).
 */
export const agentMembers = pgTable(
  "agent_members",
  {
    userId: playerId().primaryKey(),
    parentId: integer("parent_id").references(() => users.id),
    /** agent | player (player-type accounts may only bet); null when the player applied on their own. */
    type: varchar("type", { length: 8 }),
    status: varchar("status", { length: 10 }).notNull(),
    rates: jsonb("rates").$type<RatesPermille>().notNull(),
    /** Agent level (1 = top), set at approval. */
    level: integer("level"),
    /** The code that bound this player, if any. */
    code: varchar("code", { length: 7 }),
    appliedAt: at("applied_at"),
    decidedAt: at("decided_at"),
    decidedBy: varchar("decided_by", { length: 32 }),
    createdAt: at("created_at").notNull(),
  },
  (t) => [
    index("agent_members_parent_idx").on(t.parentId),
    index("agent_members_status_idx").on(t.status),
    check(
      "agent_members_status_known",
      sql`${t.status} in ('member', 'pending', 'active', 'rejected', 'suspended')`,
    ),
  ],
);

/** An agent's invite code (7 characters; personal codes have 8): the account type and rates it gives. */
export const agentCodes = pgTable(
  "agent_codes",
  {
    code: varchar("code", { length: 7 }).primaryKey(),
    agentId: integer("agent_id")
      .notNull()
      .references(() => users.id),
    type: varchar("type", { length: 8 }).notNull(),
    rates: jsonb("rates").$type<RatesPermille>().notNull(),
    disabled: boolean("disabled").notNull().default(false),
    registrations: integer("registrations").notNull().default(0),
    createdAt: at("created_at").notNull(),
  },
  (t) => [index("agent_codes_agent_idx").on(t.agentId, t.createdAt)],
);

/**
 * One agent's rebate for one China day, written once in the transaction that posts it (journal key
 * `agent-rebate:<agent>:<day>`): a second pass finds the row and pays nothing.
 */
export const agentRebateDays = pgTable(
  "agent_rebate_days",
  {
    agentId: integer("agent_id")
      .notNull()
      .references(() => users.id),
    day: varchar("day", { length: 10 }).notNull(),
    amountFen: fen("amount_fen").notNull(),
    journalId: bigint("journal_id", { mode: "number" }),
    computedAt: at("computed_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.day] }), index("agent_rebate_days_day_idx").on(t.day)],
);

/** A line of a rebate day: one direct member's team stakes in one family and what the agent earned. */
export const agentRebateLines = pgTable(
  "agent_rebate_lines",
  {
    id: bigId(),
    agentId: integer("agent_id")
      .notNull()
      .references(() => users.id),
    day: varchar("day", { length: 10 }).notNull(),
    childId: integer("child_id")
      .notNull()
      .references(() => users.id),
    family: varchar("family", { length: 8 }).notNull(),
    teamStakeFen: fen("team_stake_fen").notNull(),
    ownRate: integer("own_rate").notNull(),
    childRate: integer("child_rate").notNull(),
    amountFen: fen("amount_fen").notNull(),
  },
  (t) => [
    index("agent_rebate_lines_agent_idx").on(t.agentId, t.day),
    check("agent_rebate_lines_amount", sql`${t.amountFen} >= 0 and ${t.teamStakeFen} >= 0`),
  ],
);
