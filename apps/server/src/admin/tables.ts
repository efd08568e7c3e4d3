import { integer, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { at, bigId } from "../db/columns.ts";

/** Operator (back-office) accounts, separate from players. */
export const operators = pgTable("operators", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  userName: varchar("user_name", { length: 32 }).notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  createdAt: at("created_at").notNull().defaultNow(),
});

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
