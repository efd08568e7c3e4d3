import { jsonb, pgTable, varchar } from "drizzle-orm/pg-core";
import { at } from "../db/columns.ts";

/** Operator-set switches (maintenance, …) as key → JSON value. */
export const systemSettings = pgTable("system_settings", {
  key: varchar("key", { length: 64 }).primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: at("updated_at").notNull().defaultNow(),
});
