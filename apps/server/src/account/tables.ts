import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";

/** Players. `id` is the member id (Mid) the client sees. */
export const users = pgTable("users", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity({ startWith: 100001 }),
  userName: varchar("user_name", { length: 16 }).notNull(),
  userNameKey: varchar("user_name_key", { length: 16 }).notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  nickName: varchar("nick_name", { length: 32 }).notNull(),
  avatar: text("avatar").notNull().default(""),
  level: integer("level").notNull().default(0),
  banned: boolean("banned").notNull().default(false),
  gameTransferPermission: boolean("game_transfer_permission").notNull().default(false),
  realNameBound: boolean("real_name_bound").notNull().default(false),
  phone: varchar("phone", { length: 20 }),
  email: varchar("email", { length: 120 }),
  agentNo: varchar("agent_no", { length: 32 }),
  /** Bumped on every profile change; sent to the client as userInfo.v. */
  version: integer("version").notNull().default(1),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Player login sessions: only the SHA-256 of the token is stored. */
export const userSessions = pgTable(
  "user_sessions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    clientType: integer("client_type").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    index("user_sessions_user_idx")
      .on(t.userId)
      .where(sql`revoked_at is null`),
  ],
);
