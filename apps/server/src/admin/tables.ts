import { bigint, integer, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";

/** Operator (back-office) accounts, separate from players. */
export const operators = pgTable("operators", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  userName: varchar("user_name", { length: 32 }).notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Operator sessions; a separate table, so operator and player tokens can never stand in for each other. */
export const operatorSessions = pgTable("operator_sessions", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  operatorId: integer("operator_id")
    .notNull()
    .references(() => operators.id),
  tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
});
