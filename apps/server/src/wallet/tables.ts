import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  unique,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { at, bigId, fen, playerKey, rowId } from "../db/columns.ts";
import { playerId } from "../account/tables.ts";

/**
 * Ledger accounts: each player has a cash account (created at registration) and, created on first
 * use, frozen, yuebao and `game:<company>` accounts; house accounts (house, clearing, promotions,
 * interest, game-clearing) have no owner and may go negative. `balance_fen` and `version` are kept in
 * step with the entries inside the same transaction (wallet/ledger.ts is the only writer); player
 * accounts can never go negative (checked under a row lock; the CHECK is the last line of defence).
 */
export const ledgerAccounts = pgTable(
  "ledger_accounts",
  {
    id: bigId(),
    userId: playerId(),
    kind: varchar("kind", { length: 24 }).notNull(),
    balanceFen: fen("balance_fen").notNull().default(0),
    version: integer("version").notNull().default(0),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    unique("ledger_accounts_owner_kind").on(t.userId, t.kind),
    // NULLs are distinct in the unique above, so house accounts need their own.
    uniqueIndex("ledger_accounts_house_kind")
      .on(t.kind)
      .where(sql`user_id is null`),
    check("player_balance_not_negative", sql`${t.userId} is null or ${t.balanceFen} >= 0`),
  ],
);

/**
 * One money movement, immutable (corrected by another journal). `(scope, key)` is the idempotency
 * key: `p:<mid>` for calls a player started, `sys` for jobs and provider callbacks; `request_hash`
 * is the SHA-256 of the request that made it, so a reused key with another request is refused.
 */
export const ledgerJournals = pgTable(
  "ledger_journals",
  {
    id: bigId(),
    kind: varchar("kind", { length: 24 }).notNull(),
    scope: varchar("scope", { length: 32 }).notNull(),
    key: varchar("key", { length: 100 }).notNull(),
    requestHash: varchar("request_hash", { length: 64 }).notNull(),
    /** What the movement belongs to (a recharge order, a bet order, …), for replies and look-ups. */
    refType: varchar("ref_type", { length: 24 }),
    refId: varchar("ref_id", { length: 64 }),
    memo: varchar("memo", { length: 200 }).notNull().default(""),
    createdAt: at("created_at").notNull(),
  },
  (t) => [
    unique("ledger_journals_scope_key").on(t.scope, t.key),
    index("ledger_journals_ref_idx").on(t.refType, t.refId),
  ],
);

/**
 * The legs of a journal (they sum to zero). Each records the account's balance before and after and
 * the account version it produced, so an account's entries form a chain the audit can walk.
 */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigId(),
    journalId: bigint("journal_id", { mode: "number" })
      .notNull()
      .references(() => ledgerJournals.id),
    accountId: bigint("account_id", { mode: "number" })
      .notNull()
      .references(() => ledgerAccounts.id),
    amountFen: fen("amount_fen").notNull(),
    balanceBeforeFen: fen("balance_before_fen").notNull(),
    balanceAfterFen: fen("balance_after_fen").notNull(),
    accountVersion: integer("account_version").notNull(),
  },
  (t) => [
    unique("ledger_entries_account_version").on(t.accountId, t.accountVersion),
    index("ledger_entries_journal_idx").on(t.journalId),
    check("ledger_entry_not_zero", sql`${t.amountFen} <> 0`),
    check("ledger_entry_adds_up", sql`${t.balanceAfterFen} = ${t.balanceBeforeFen} + ${t.amountFen}`),
  ],
);

/** Operator-configured ways to recharge, each served by a payment provider (wallet/payment). */
export const rechargeChannels = pgTable("recharge_channels", {
  code: varchar("code", { length: 32 }).primaryKey(),
  name: varchar("name", { length: 32 }).notNull(),
  provider: varchar("provider", { length: 24 }).notNull(),
  minFen: fen("min_fen").notNull(),
  maxFen: fen("max_fen").notNull(),
  presetsFen: jsonb("presets_fen").$type<number[]>().notNull().default([]),
  enabled: boolean("enabled").notNull().default(true),
  sort: integer("sort").notNull().default(0),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

/**
 * Recharge orders: pending until the provider confirms payment, then paid with the journal that
 * credited it. "Expired" is only how an old pending order reads (wallet/recharge/orders.ts).
 */
export const rechargeOrders = pgTable(
  "recharge_orders",
  {
    id: rowId(),
    /** Unique across players through number_owners (orders/numbers.ts), per player here. */
    orderNo: varchar("order_no", { length: 32 }).notNull(),
    userId: playerId().notNull(),
    channelCode: varchar("channel_code", { length: 32 })
      .notNull()
      .references(() => rechargeChannels.code),
    provider: varchar("provider", { length: 24 }).notNull(),
    amountFen: fen("amount_fen").notNull(),
    status: varchar("status", { length: 12 }).notNull().default("pending"),
    journalId: bigint("journal_id", { mode: "number" }).references(() => ledgerJournals.id),
    createdAt: at("created_at").notNull(),
    paidAt: at("paid_at"),
  },
  (t) => [
    playerKey("recharge_orders", t.userId, t.id),
    unique("recharge_orders_user_order_no").on(t.userId, t.orderNo),
    index("recharge_orders_order_no_idx").on(t.orderNo), // the provider's callback names only the number
    index("recharge_orders_user_idx").on(t.userId, t.createdAt),
    check("recharge_amount_positive", sql`${t.amountFen} > 0`),
  ],
);

/**
 * The wagering (流水) a player still owes before cash can be withdrawn (wallet/turnover.ts): raised by
 * each paid recharge (× the operator's recharge multiple) and each claimed bonus (× its promotion's
 * multiple), lowered by settled stakes. Never below zero.
 */
export const playerTurnover = pgTable(
  "player_turnover",
  {
    userId: playerId().primaryKey(),
    owedFen: fen("owed_fen").notNull().default(0),
    /** Everything ever required and ever counted, for the player's progress display. */
    requiredTotalFen: fen("required_total_fen").notNull().default(0),
    wageredTotalFen: fen("wagered_total_fen").notNull().default(0),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [check("turnover_owed_not_negative", sql`${t.owedFen} >= 0`)],
);
