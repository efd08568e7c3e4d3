import { sql } from "drizzle-orm";
import { check, foreignKey, index, integer, pgTable, primaryKey, unique, varchar } from "drizzle-orm/pg-core";
import { at, fen, playerKey, rowId } from "../db/columns.ts";
import { playerId } from "../account/tables.ts";
import { operators } from "../admin/tables.ts";
import { payoutAccounts } from "../cards/tables.ts";

/**
 * Withdrawal requests. The amount is frozen (cash → frozen) in the transaction that inserts the row;
 * an operator then approves (frozen → clearing) or rejects (frozen → cash) it once. `(user_id,
 * request_id)` is the client's idempotency key, `request_hash` the hash of what it asked for. The
 * payout account is snapshotted (kind, bank, masked number, holder) so the record reads the same
 * after the account is deleted; `payout_account_id` still points at the row (kept, soft-deleted).
 * The journals of a withdrawal carry the ref (withdrawal, withdraw_no).
 */
export const withdrawals = pgTable(
  "withdrawals",
  {
    id: rowId(),
    /** Unique across players through number_owners (orders/numbers.ts), per player here. */
    withdrawNo: varchar("withdraw_no", { length: 32 }).notNull(),
    userId: playerId().notNull(),
    requestId: varchar("request_id", { length: 64 }).notNull(),
    requestHash: varchar("request_hash", { length: 64 }).notNull(),
    amountFen: fen("amount_fen").notNull(),
    /** pending | approved | rejected */
    status: varchar("status", { length: 12 }).notNull().default("pending"),
    /** The player's own payout account. */
    payoutAccountId: integer("payout_account_id").notNull(),
    /** bank | alipay */
    accountKind: varchar("account_kind", { length: 8 }).notNull(),
    bankCode: varchar("bank_code", { length: 8 }).notNull().default(""),
    bankName: varchar("bank_name", { length: 20 }).notNull().default(""),
    /** 6222 **** **** 1234, or 138****5678 / ab***@qq.com. */
    accountMasked: varchar("account_masked", { length: 120 }).notNull(),
    /** The verified real name the account is held in. */
    holder: varchar("holder", { length: 20 }).notNull(),
    reason: varchar("reason", { length: 100 }).notNull().default(""),
    reviewedBy: integer("reviewed_by").references(() => operators.id),
    createdAt: at("created_at").notNull(),
    reviewedAt: at("reviewed_at"),
  },
  (t) => [
    playerKey("withdrawals", t.userId, t.id),
    unique("withdrawals_user_withdraw_no").on(t.userId, t.withdrawNo),
    index("withdrawals_withdraw_no_idx").on(t.withdrawNo), // the console reviews by number
    foreignKey({
      name: "withdrawals_payout_account_fk",
      columns: [t.userId, t.payoutAccountId],
      foreignColumns: [payoutAccounts.userId, payoutAccounts.id],
    }),
    unique("withdrawals_user_request").on(t.userId, t.requestId),
    index("withdrawals_user_idx").on(t.userId, t.createdAt),
    index("withdrawals_status_idx").on(t.status, t.createdAt),
    check("withdrawal_amount_positive", sql`${t.amountFen} > 0`),
    check("withdrawal_status_known", sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/**
 * Wrong withdrawal passwords per player and China day: at the fifth the player may not withdraw again
 * until the next China day (the account module has no limit of its own for this password).
 */
export const withdrawPasswordFailures = pgTable(
  "withdraw_password_failures",
  {
    userId: playerId().notNull(),
    /** The China date, YYYY-MM-DD. */
    day: varchar("day", { length: 10 }).notNull(),
    failures: integer("failures").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
