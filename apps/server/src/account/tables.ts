import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  varchar,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { at, bigId } from "../db/columns.ts";

/** Players. `id` is the member id (Mid) the client sees. */
export const users = pgTable("users", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity({ startWith: 100001 }),
  userName: varchar("user_name", { length: 16 }).notNull(),
  userNameKey: varchar("user_name_key", { length: 16 }).notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  nickName: varchar("nick_name", { length: 32 }).notNull(),
  /** Lower-cased nickname: nicknames are unique ignoring case (the default nickname is the user name). */
  nickNameKey: varchar("nick_name_key", { length: 32 }).notNull().unique(),
  avatar: text("avatar").notNull().default(""),
  level: integer("level").notNull().default(0),
  /** Growth points (offline rewards, later activities). */
  growth: integer("growth").notNull().default(0),
  banned: boolean("banned").notNull().default(false),
  gameTransferPermission: boolean("game_transfer_permission").notNull().default(false),
  realNameBound: boolean("real_name_bound").notNull().default(false),
  realName: varchar("real_name", { length: 20 }),
  /** SHA-256 of the upper-cased ID number: one ID per account without storing the number. */
  idCardHash: varchar("id_card_hash", { length: 64 }).unique(),
  idCardMasked: varchar("id_card_masked", { length: 18 }),
  /** MM-DD of the birth date read from the ID number at real-name verification (birthday packets). */
  birthMonthDay: varchar("birth_month_day", { length: 5 }),
  phone: varchar("phone", { length: 20 }).unique(),
  /** Stored lower-cased. */
  email: varchar("email", { length: 120 }).unique(),
  gender: varchar("gender", { length: 1 }).notNull().default("0"),
  qq: varchar("qq", { length: 12 }).notNull().default(""),
  intro: varchar("intro", { length: 30 }).notNull().default(""),
  withdrawPasswordHash: text("withdraw_password_hash"),
  /** This player's own code for promotion links (8 unambiguous upper-case characters). */
  inviteCode: varchar("invite_code", { length: 8 }).notNull().unique(),
  /** The player whose promotion brought this one (agent tree in agent_tree). */
  inviterId: integer("inviter_id").references((): AnyPgColumn => users.id),
  /** The inviter's invite code as it was when this player registered. */
  agentNo: varchar("agent_no", { length: 32 }),
  /** Password failures before this instant no longer count towards a lockout. */
  failuresClearedAt: at("failures_cleared_at"),
  lockedUntil: at("locked_until"),
  lastLoginAt: at("last_login_at"),
  /** Bumped on every profile change; sent to the client as userInfo.v. */
  version: integer("version").notNull().default(1),
  createdAt: at("created_at").notNull().defaultNow(),
});

/** A `user_id` column referencing the player; chain `.notNull()` or `.primaryKey()` where the table needs it. */
export const playerId = () => integer("user_id").references(() => users.id);

/** Player login sessions: only the SHA-256 of the token is stored. */
export const userSessions = pgTable(
  "user_sessions",
  {
    id: bigId(),
    userId: playerId().notNull(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    clientType: integer("client_type").notNull().default(1),
    /** The session's term (short without auto-login); renewals extend by the same term. */
    ttlHours: integer("ttl_hours"),
    createdAt: at("created_at").notNull().defaultNow(),
    expiresAt: at("expires_at").notNull(),
    revokedAt: at("revoked_at"),
  },
  (t) => [
    index("user_sessions_user_idx")
      .on(t.userId)
      .where(sql`revoked_at is null`),
  ],
);

/** Closure table of the agent tree: every (ancestor, descendant) pair, a self row at depth 0. */
export const agentTree = pgTable(
  "agent_tree",
  {
    ancestorId: integer("ancestor_id")
      .notNull()
      .references(() => users.id),
    descendantId: integer("descendant_id")
      .notNull()
      .references(() => users.id),
    depth: integer("depth").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.descendantId] }),
    index("agent_tree_descendant_idx").on(t.descendantId),
  ],
);

/** Every login and registration attempt; `user_id` is null when no account matched. */
export const loginHistory = pgTable(
  "login_history",
  {
    id: bigId(),
    userId: playerId(),
    at: at("at").notNull(),
    ip: varchar("ip", { length: 64 }).notNull(),
    clientType: integer("client_type").notNull(),
    /** password | code | register */
    method: varchar("method", { length: 16 }).notNull(),
    success: boolean("success").notNull(),
  },
  (t) => [index("login_history_user_idx").on(t.userId, t.at)],
);

/**
 * Verification codes, stored as SHA-256 of a per-row salt and the code. A row is written for every
 * send, also when no account matches a login/reset target (then `user_id` is null and nothing is sent),
 * so limits and answers are the same either way.
 */
export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: bigId(),
    purpose: varchar("purpose", { length: 16 }).notNull(),
    /** A phone number or a lower-cased e-mail address. */
    target: varchar("target", { length: 120 }).notNull(),
    userId: playerId(),
    salt: varchar("salt", { length: 32 }).notNull(),
    codeHash: varchar("code_hash", { length: 64 }).notNull(),
    createdAt: at("created_at").notNull(),
    expiresAt: at("expires_at").notNull(),
    attempts: integer("attempts").notNull().default(0),
    usedAt: at("used_at"),
  },
  (t) => [index("verification_codes_target_idx").on(t.target, t.createdAt)],
);

/** A player's heartbeat counters (China day) and unclaimed offline minutes. */
export const presence = pgTable("presence", {
  userId: playerId().primaryKey(),
  lastBeatAt: at("last_beat_at").notNull(),
  /** China date YYYY-MM-DD the day counters belong to. */
  day: varchar("day", { length: 10 }).notNull(),
  countToday: integer("count_today").notNull().default(0),
  onlineSecondsToday: integer("online_seconds_today").notNull().default(0),
  pendingOfflineMinutes: integer("pending_offline_minutes").notNull().default(0),
  /** The minutes the last claim took (written by the claiming UPDATE itself, so it can return them). */
  claimedMinutes: integer("claimed_minutes").notNull().default(0),
});

/** The promotion (inviter) a device fingerprint arrived through. */
export const deviceAttributions = pgTable("device_attributions", {
  fingerprint: varchar("fingerprint", { length: 64 }).primaryKey(),
  agentId: integer("agent_id")
    .notNull()
    .references(() => users.id),
  agentNo: varchar("agent_no", { length: 8 }).notNull(),
  updatedAt: at("updated_at").notNull(),
});
