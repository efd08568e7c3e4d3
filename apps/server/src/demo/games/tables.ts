import { sql } from "drizzle-orm";
import { check, integer, pgTable, primaryKey, varchar } from "drizzle-orm/pg-core";
import { at, fen } from "../../db/columns.ts";

/**
 * The demo game provider's own wallets (demo/games/provider.ts): it stands for the outside system,
 * so only the provider writes here, never the ledger.
 */
export const demoGameWallets = pgTable(
  "demo_game_wallets",
  {
    userId: integer("user_id").notNull(),
    company: varchar("company", { length: 19 }).notNull(),
    balanceFen: fen("balance_fen").notNull().default(0),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.company] }),
    check("demo_game_wallet_not_negative", sql`${t.balanceFen} >= 0`),
  ],
);

/** The transfer numbers the demo provider has carried out: a repeat of one does nothing. */
export const demoGameTransfers = pgTable("demo_game_transfers", {
  transferNo: varchar("transfer_no", { length: 32 }).primaryKey(),
  kind: varchar("kind", { length: 8 }).notNull(),
  userId: integer("user_id").notNull(),
  company: varchar("company", { length: 19 }).notNull(),
  amountFen: fen("amount_fen").notNull(),
  createdAt: at("created_at").notNull().defaultNow(),
});
