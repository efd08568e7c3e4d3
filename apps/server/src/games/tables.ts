import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { users } from "../account/tables.ts";

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Every transfer between a player's cash and a game company (转账中心), with its status: pending
 * while the company is being asked, then success or failed (`fail_reason` is the refusal the player
 * saw). `request_id` is the player's idempotency key (sub-keys `<requestId>:<company>` for 一键回收).
 * At most one transfer per player and company is pending at a time, so a company's wallet is never
 * reconciled while money is on its way. `settled_fen` is the game win/loss posted (kind game_settle)
 * just before a 转出; null until then.
 */
export const gameTransfers = pgTable(
  "game_transfers",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    transferNo: varchar("transfer_no", { length: 32 }).notNull().unique(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    requestId: varchar("request_id", { length: 90 }).notNull(),
    requestHash: varchar("request_hash", { length: 64 }).notNull(),
    direction: varchar("direction", { length: 4 }).notNull(),
    company: varchar("company", { length: 19 }).notNull(),
    amountFen: bigint("amount_fen", { mode: "number" }).notNull(),
    status: varchar("status", { length: 8 }).notNull().default("pending"),
    settledFen: bigint("settled_fen", { mode: "number" }),
    failReason: varchar("fail_reason", { length: 100 }).notNull().default(""),
    createdAt: at("created_at").notNull(),
    finishedAt: at("finished_at"),
  },
  (t) => [
    unique("game_transfers_user_request").on(t.userId, t.requestId),
    uniqueIndex("game_transfers_one_pending")
      .on(t.userId, t.company)
      .where(sql`status = 'pending'`),
    index("game_transfers_user_idx").on(t.userId, t.id),
    check("game_transfer_amount_positive", sql`${t.amountFen} > 0`),
  ],
);

/**
 * The demo game provider's own wallets (games/demo-provider.ts): it stands for the outside system,
 * so only the provider writes here, never the ledger.
 */
export const demoGameWallets = pgTable(
  "demo_game_wallets",
  {
    userId: integer("user_id").notNull(),
    company: varchar("company", { length: 19 }).notNull(),
    balanceFen: bigint("balance_fen", { mode: "number" }).notNull().default(0),
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
  amountFen: bigint("amount_fen", { mode: "number" }).notNull(),
  createdAt: at("created_at").notNull().defaultNow(),
});
