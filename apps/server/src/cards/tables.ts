import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { at, playerKey } from "../db/columns.ts";
import { playerId } from "../account/tables.ts";

/**
 * A player's withdrawal destinations: bank cards (kind `bank`, the client's "wallets") and Alipay
 * accounts (kind `alipay`). The full number is kept for withdrawals but never leaves the server
 * unmasked. A deleted row stays (withdrawals keep pointing at it) with `deleted_at` set; the unique
 * indexes cover live rows only, so a deleted card may be bound again.
 */
export const payoutAccounts = pgTable(
  "payout_accounts",
  {
    id: integer("id").notNull().generatedAlwaysAsIdentity(),
    userId: playerId().notNull(),
    /** bank | alipay */
    kind: varchar("kind", { length: 8 }).notNull(),
    /** The bank's code (contract BANKS) for cards, null for Alipay. */
    bankCode: varchar("bank_code", { length: 8 }),
    /** Card number, or Alipay phone / lower-cased e-mail. */
    accountNo: varchar("account_no", { length: 120 }).notNull(),
    /** The player's verified real name when the account was bound. */
    holder: varchar("holder", { length: 20 }).notNull(),
    branch: varchar("branch", { length: 40 }).notNull().default(""),
    province: varchar("province", { length: 20 }).notNull().default(""),
    city: varchar("city", { length: 20 }).notNull().default(""),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: at("created_at").notNull(),
    deletedAt: at("deleted_at"),
  },
  (t) => [
    playerKey("payout_accounts", t.userId, t.id),
    index("payout_accounts_id_idx").on(t.id), // the console and the default switch name an account by id
    uniqueIndex("payout_accounts_live_number")
      .on(t.kind, t.accountNo)
      .where(sql`deleted_at is null`),
    uniqueIndex("payout_accounts_one_default")
      .on(t.userId, t.kind)
      .where(sql`is_default and deleted_at is null`),
    index("payout_accounts_owner_idx")
      .on(t.userId, t.kind)
      .where(sql`deleted_at is null`),
  ],
);
