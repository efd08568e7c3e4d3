import { jsonb, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";

/** Operator-set switches (maintenance, …) as key → JSON value. */
export const systemSettings = pgTable("system_settings", {
  key: varchar("key", { length: 64 }).primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
