import { sql } from "drizzle-orm";
import { bigint, check, foreignKey, index, integer, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { at, playerKey, rowId } from "../db/columns.ts";
import { playerId } from "../account/tables.ts";

/**
 * Customer-service conversations (在线客服): one per player, `waiting` until an operator takes it,
 * `active` while assigned, `closed` when done (the player's next message opens it again).
 */
export const kefuConversations = pgTable(
  "kefu_conversations",
  {
    id: rowId(),
    userId: playerId().notNull().unique(),
    status: varchar("status", { length: 8 }).notNull().default("waiting"),
    /** The operator who took it (operators.id), or null. */
    operatorId: integer("operator_id"),
    lastMessageAt: at("last_message_at").notNull().defaultNow(),
    /** The last message the player sent; an operator has answered when operator_seen_id reaches it. */
    lastPlayerMessageId: bigint("last_player_message_id", { mode: "number" }).notNull().default(0),
    operatorSeenId: bigint("operator_seen_id", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    playerKey("kefu_conversations", t.userId, t.id),
    index("kefu_conversations_id_idx").on(t.id), // the console opens a conversation by its id
    index("kefu_conversations_queue_idx").on(t.status, t.lastMessageAt),
    check("kefu_conversation_status", sql`${t.status} in ('waiting', 'active', 'closed')`),
  ],
);

/**
 * Messages of a conversation, in id order. `kind` text (body: the text), image (body: a data: URL of a
 * picture) or order (body: the order's summary line, built by the server from the player's own order).
 */
export const kefuMessages = pgTable(
  "kefu_messages",
  {
    id: rowId(),
    /** The conversation's player (its distribution column, DESIGN.md §4). */
    userId: playerId().notNull(),
    conversationId: bigint("conversation_id", { mode: "number" }).notNull(),
    sender: varchar("sender", { length: 8 }).notNull(),
    operatorId: integer("operator_id"),
    kind: varchar("kind", { length: 8 }).notNull(),
    body: text("body").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    playerKey("kefu_messages", t.userId, t.id),
    foreignKey({
      name: "kefu_messages_conversation_fk",
      columns: [t.userId, t.conversationId],
      foreignColumns: [kefuConversations.userId, kefuConversations.id],
    }),
    index("kefu_messages_conversation_idx").on(t.conversationId, t.id),
    check("kefu_message_sender", sql`${t.sender} in ('player', 'operator')`),
    check("kefu_message_kind", sql`${t.kind} in ('text', 'image', 'order')`),
  ],
);

/**
 * What the player's app said about itself when it last asked for the chat's address (GetKFUrl's
 * ClientInfo, SPEC 7.3: base64 of RDUID, account, time and IP), with the address the server saw; shown
 * to the operator beside the conversation. Informational: the player is known by the token.
 */
export const kefuClientInfo = pgTable("kefu_client_info", {
  userId: playerId().primaryKey(),
  rduid: varchar("rduid", { length: 200 }).notNull(),
  account: varchar("account", { length: 64 }).notNull(),
  /** The device's clock when it asked (its `time`), or null when it sent none. */
  clientTime: at("client_time"),
  clientIp: varchar("client_ip", { length: 64 }).notNull(),
  requestIp: varchar("request_ip", { length: 64 }).notNull(),
  page: varchar("page", { length: 200 }).notNull(),
  receivedAt: at("received_at").notNull().defaultNow(),
});
