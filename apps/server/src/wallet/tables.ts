import { sql } from "drizzle-orm";
import { bigint, check, integer, pgTable, timestamp, unique, varchar } from "drizzle-orm/pg-core";
import { users } from "../account/tables.ts";

/**
 * Ledger accounts: each player has a cash account (and later frozen, game-wallet accounts); house and
 * clearing accounts have no owner. `balance_fen` is kept in step with the entries inside the same
 * transaction; player accounts can never go negative (the CHECK is the last line of defence).
 */
export const ledgerAccounts = pgTable(
  "ledger_accounts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id").references(() => users.id),
    kind: varchar("kind", { length: 24 }).notNull(),
    balanceFen: bigint("balance_fen", { mode: "number" }).notNull().default(0),
    version: integer("version").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("ledger_accounts_owner_kind").on(t.userId, t.kind),
    check("player_balance_not_negative", sql`${t.userId} is null or ${t.balanceFen} >= 0`),
  ],
);
