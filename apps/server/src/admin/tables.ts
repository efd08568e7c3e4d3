import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { at, bigId } from "../db/columns.ts";

/**
 * Operator (back-office) accounts, separate from players. `role` is one of the contract's ROLES (what
 * each may do is ROLE_PERMISSIONS); a disabled operator's sessions stop working at once. Password
 * failures lock the account the way player logins do (account/lockout.ts): failures are counted in
 * operator_logins since `failures_cleared_at`, and `locked_until` holds the lock.
 */
export const operators = pgTable(
  "operators",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userName: varchar("user_name", { length: 32 }).notNull().unique(),
    passwordHash: text("password_hash").notNull(),
    role: varchar("role", { length: 16 }).notNull(),
    disabled: boolean("disabled").notNull().default(false),
    /** Set for new accounts and after a reset: every call but /me and /me/password refuses until changed. */
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    failuresClearedAt: at("failures_cleared_at"),
    lockedUntil: at("locked_until"),
    lastLoginAt: at("last_login_at"),
    lastLoginIp: varchar("last_login_ip", { length: 64 }),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    check("operators_role_known", sql`${t.role} in ('super', 'finance', 'risk', 'content', 'support')`),
  ],
);

export type OperatorRecord = typeof operators.$inferSelect;

/** Operator sessions; a separate table, so operator and player tokens can never stand in for each other. */
export const operatorSessions = pgTable("operator_sessions", {
  id: bigId(),
  operatorId: integer("operator_id")
    .notNull()
    .references(() => operators.id),
  tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
  createdAt: at("created_at").notNull().defaultNow(),
  expiresAt: at("expires_at").notNull(),
  revokedAt: at("revoked_at"),
});

/** Every operator login attempt; `operator_id` null when no operator has the name typed. */
export const operatorLogins = pgTable(
  "operator_logins",
  {
    id: bigId(),
    operatorId: integer("operator_id").references(() => operators.id),
    userName: varchar("user_name", { length: 32 }).notNull(),
    at: at("at").notNull(),
    ip: varchar("ip", { length: 64 }).notNull(),
    success: boolean("success").notNull(),
  },
  (t) => [index("operator_logins_operator_idx").on(t.operatorId, t.at)],
);
