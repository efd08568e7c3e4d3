import { sql } from "drizzle-orm";
import { index, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { at, bigId, playerKey, rowId } from "../db/columns.ts";
import { playerId } from "../account/tables.ts";

/** A browser's push subscription of a player (one per endpoint; a player may have several phones). */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: bigId(),
    userId: playerId().notNull(),
    endpoint: varchar("endpoint", { length: 1000 }).notNull().unique(),
    p256dh: varchar("p256dh", { length: 200 }).notNull(),
    auth: varchar("auth", { length: 64 }).notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);

/**
 * Pushes waiting to go out, written in the transaction of what they tell (a prize paid), so none is
 * told of a change that rolled back. The leader claims and sends them (push/deliver.ts); a claimed row
 * is never sent again (at most once: a lost push beats a doubled one).
 */
export const pushOutbox = pgTable(
  "push_outbox",
  {
    id: rowId(),
    userId: playerId().notNull(),
    title: varchar("title", { length: 60 }).notNull(),
    body: text("body").notNull(),
    url: varchar("url", { length: 200 }).notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    sentAt: at("sent_at"),
  },
  (t) => [
    playerKey("push_outbox", t.userId, t.id),
    index("push_outbox_waiting_idx")
      .on(t.id)
      .where(sql`sent_at is null`),
  ],
);
