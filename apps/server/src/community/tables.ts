import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, primaryKey, varchar } from "drizzle-orm/pg-core";
import { at, bigId } from "../db/columns.ts";
import { playerId, users } from "../account/tables.ts";

/**
 * Attention (关注, issue 24): `follower_id` follows `target_id`. `last_notice_at` is when the follower
 * last heard of the target's release or scheme (关注动态), at most once per ten minutes.
 */
export const attentions = pgTable(
  "attentions",
  {
    followerId: integer("follower_id")
      .notNull()
      .references(() => users.id),
    targetId: integer("target_id")
      .notNull()
      .references(() => users.id),
    createdAt: at("created_at").notNull(),
    lastNoticeAt: at("last_notice_at"),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.targetId] }),
    index("attentions_target_idx").on(t.targetId, t.createdAt),
    index("attentions_follower_idx").on(t.followerId, t.createdAt),
    check("attentions_not_self", sql`${t.followerId} <> ${t.targetId}`),
  ],
);

/**
 * A player's community switches: a private homepage, the homepage introduction, the 关注动态 notice
 * and an operator's comment ban. No row: public, no introduction, notices on, not banned.
 */
export const communityProfiles = pgTable("community_profiles", {
  userId: playerId().primaryKey(),
  homepagePrivate: boolean("homepage_private").notNull().default(false),
  introduction: varchar("introduction", { length: 60 }).notNull().default(""),
  attentionNotice: boolean("attention_notice").notNull().default(true),
  commentBanned: boolean("comment_banned").notNull().default(false),
  banReason: varchar("ban_reason", { length: 100 }).notNull().default(""),
  bannedAt: at("banned_at"),
  updatedAt: at("updated_at").notNull(),
});

export type CommunityProfileRow = typeof communityProfiles.$inferSelect;

/** Per commented release or scheme: the last floor number given (floors count from 1). */
export const commentTargets = pgTable(
  "comment_targets",
  {
    targetType: varchar("target_type", { length: 10 }).notNull(),
    targetId: varchar("target_id", { length: 32 }).notNull(),
    floors: integer("floors").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.targetType, t.targetId] })],
);

/**
 * Comments on releases and schemes. A floor (楼) has `root_id` null and a `floor`; a reply names its
 * floor (`root_id`), the comment it answers (`reply_id`, the floor or another reply) and that author
 * (`reply_uid`). status pending (only its author sees it) → approved | hidden (by an operator).
 * `content` is plain text as written (≤ 200 characters).
 */
export const comments = pgTable(
  "comments",
  {
    id: bigId(),
    targetType: varchar("target_type", { length: 10 }).notNull(),
    targetId: varchar("target_id", { length: 32 }).notNull(),
    /** The writer. Not `user_id`: comments belong to their thread (sharded by target, not by player). */
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id),
    rootId: bigint("root_id", { mode: "number" }),
    replyId: bigint("reply_id", { mode: "number" }),
    replyUid: integer("reply_uid"),
    floor: integer("floor"),
    content: varchar("content", { length: 200 }).notNull(),
    status: varchar("status", { length: 10 }).notNull(),
    likes: integer("likes").notNull().default(0),
    createdAt: at("created_at").notNull(),
    moderatedAt: at("moderated_at"),
    moderatorId: integer("moderator_id"),
  },
  (t) => [
    index("comments_target_idx").on(t.targetType, t.targetId, t.floor),
    index("comments_root_idx").on(t.rootId, t.id),
    index("comments_status_idx").on(t.status, t.id),
    index("comments_author_idx").on(t.authorId, t.createdAt),
    check("comments_status_known", sql`${t.status} in ('pending', 'approved', 'hidden')`),
    check("comments_target_known", sql`${t.targetType} in ('release', 'scheme')`),
    check("comments_likes", sql`${t.likes} >= 0`),
  ],
);

export type CommentRow = typeof comments.$inferSelect;

/** Who liked which comment (once each). */
export const commentLikes = pgTable(
  "comment_likes",
  {
    commentId: bigint("comment_id", { mode: "number" })
      .notNull()
      .references(() => comments.id),
    userId: playerId().notNull(),
    createdAt: at("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);
