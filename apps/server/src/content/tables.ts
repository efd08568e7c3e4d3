import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, text, unique, varchar } from "drizzle-orm/pg-core";
import { at } from "../db/columns.ts";
import { playerId } from "../account/tables.ts";

const id = () => integer("id").primaryKey().generatedAlwaysAsIdentity();
const updatedAt = () => at("updated_at").notNull().defaultNow();

/** Carousel images per position (home, recharge, mine, withdraw), shown within their window. */
export const banners = pgTable(
  "content_banners",
  {
    id: id(),
    position: varchar("position", { length: 16 }).notNull(),
    title: varchar("title", { length: 60 }).notNull(),
    image: text("image").notNull(),
    link: text("link").notNull().default(""),
    sort: integer("sort").notNull().default(0),
    startsAt: at("starts_at"),
    endsAt: at("ends_at"),
    enabled: boolean("enabled").notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [index("content_banners_position_idx").on(t.position, t.sort)],
);

/** The scrolling notices of the home page and their detail pages. */
export const notices = pgTable(
  "content_notices",
  {
    id: id(),
    title: varchar("title", { length: 60 }).notNull(),
    content: text("content").notNull(),
    publishedAt: at("published_at").notNull().defaultNow(),
    pinned: boolean("pinned").notNull().default(false),
    enabled: boolean("enabled").notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [index("content_notices_published_idx").on(t.publishedAt)],
);

/** Activity, news and guide articles. */
export const articles = pgTable(
  "content_articles",
  {
    id: id(),
    category: varchar("category", { length: 16 }).notNull(),
    title: varchar("title", { length: 60 }).notNull(),
    summary: varchar("summary", { length: 200 }).notNull().default(""),
    cover: text("cover").notNull().default(""),
    content: text("content").notNull(),
    link: text("link").notNull().default(""),
    publishedAt: at("published_at").notNull().defaultNow(),
    endsAt: at("ends_at"),
    enabled: boolean("enabled").notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [index("content_articles_category_idx").on(t.category, t.publishedAt)],
);

/** Help centre topics, grouped by type (/helpType/{type}, /helpDetail/{type}/{name}). */
export const helpTopics = pgTable(
  "content_help_topics",
  {
    id: id(),
    type: varchar("type", { length: 32 }).notNull(),
    typeTitle: varchar("type_title", { length: 20 }).notNull(),
    name: varchar("name", { length: 48 }).notNull(),
    title: varchar("title", { length: 60 }).notNull(),
    content: text("content").notNull(),
    sort: integer("sort").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [unique("content_help_topics_type_name").on(t.type, t.name)],
);

/** Pop-up dialogs for visitors (guest), players (player) or everyone (all). */
export const dialogs = pgTable("content_dialogs", {
  id: id(),
  title: varchar("title", { length: 60 }).notNull(),
  content: text("content").notNull(),
  image: text("image").notNull().default(""),
  link: text("link").notNull().default(""),
  audience: varchar("audience", { length: 8 }).notNull().default("all"),
  startsAt: at("starts_at"),
  endsAt: at("ends_at"),
  enabled: boolean("enabled").notNull().default(true),
  updatedAt: updatedAt(),
});

/**
 * When each content scope (a banner position, a dialog audience, a kind) last changed, deletions
 * included: what the players' `updatedAt` values are made of.
 */
export const contentChanges = pgTable("content_changes", {
  scope: varchar("scope", { length: 32 }).primaryKey(),
  changedAt: at("changed_at").notNull(),
});

/** Bulletins (userId null: every player registered before it was sent) and personal mail. */
export const mailMessages = pgTable(
  "mail_messages",
  {
    id: id(),
    kind: varchar("kind", { length: 8 }).notNull(),
    userId: playerId(),
    title: varchar("title", { length: 60 }).notNull(),
    content: text("content").notNull(),
    sentAt: at("sent_at").notNull().defaultNow(),
  },
  (t) => [
    index("mail_messages_user_idx")
      .on(t.userId, t.sentAt)
      .where(sql`user_id is not null`),
    index("mail_messages_kind_idx").on(t.kind, t.sentAt),
  ],
);

/** Which player has read which message. */
export const mailReads = pgTable(
  "mail_reads",
  {
    userId: playerId().notNull(),
    mailId: integer("mail_id")
      .notNull()
      .references(() => mailMessages.id, { onDelete: "cascade" }),
    readAt: at("read_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.mailId] })],
);

/** A player's favourite game codes, in their order. */
export const favourites = pgTable("user_favourites", {
  userId: playerId().primaryKey(),
  codes: text("codes").array().notNull(),
  updatedAt: updatedAt(),
});
