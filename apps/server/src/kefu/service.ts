import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import { Msg, type KefuMessage, type KefuMessagesModels, type KefuSendParams } from "@lottery/contract";
import type { Db } from "../db/client.ts";
import type { Queryable } from "../db/queryable.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { refuse } from "../domain/refusal.ts";
import { recordOf } from "../orders/records.ts";
import { orders } from "../orders/tables.ts";
import { kefuConversations, kefuMessages } from "./tables.ts";

/** At most this many messages in one answer (the client asks again from the last id). */
export const KEFU_PAGE = 200;
const TEXT_MAX = 500;
const IMAGE_PATTERN = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

type MessageRow = typeof kefuMessages.$inferSelect;
export type ConversationRow = typeof kefuConversations.$inferSelect;

export function messageOf(row: MessageRow): KefuMessage {
  return {
    id: row.id,
    sender: row.sender as KefuMessage["sender"],
    kind: row.kind as KefuMessage["kind"],
    body: row.body,
    time: chinaTimeIso(row.createdAt),
  };
}

export async function conversationOfPlayer(db: Queryable, userId: number): Promise<ConversationRow | null> {
  const [row] = await db.select().from(kefuConversations).where(eq(kefuConversations.userId, userId));
  return row ?? null;
}

/** Messages of a conversation after message id `after`, oldest first. */
export async function messagesAfter(
  db: Queryable,
  conversationId: number,
  after: number,
): Promise<KefuMessage[]> {
  const rows = await db
    .select()
    .from(kefuMessages)
    .where(and(eq(kefuMessages.conversationId, conversationId), gt(kefuMessages.id, after)))
    .orderBy(asc(kefuMessages.id))
    .limit(KEFU_PAGE);
  return rows.map(messageOf);
}

/** GET Kefu/Messages: the player's own conversation only. */
export async function playerMessages(db: Db, userId: number, after: number): Promise<KefuMessagesModels> {
  const conversation = await conversationOfPlayer(db, userId);
  if (!conversation) return { status: "none", messages: [] };
  return {
    status: conversation.status as KefuMessagesModels["status"],
    messages: await messagesAfter(db, conversation.id, after),
  };
}

/** The stored body of a player's message, checked; an order becomes its summary line (own orders only). */
async function bodyOf(db: Queryable, userId: number, params: KefuSendParams): Promise<string> {
  if (params.kind === "text") {
    const text = params.body.trim();
    if (!text) throw refuse("badParam", "body");
    if (text.length > TEXT_MAX) throw refuse("kefu.textTooLong");
    return text;
  }
  if (params.kind === "image") {
    if (!IMAGE_PATTERN.test(params.body)) throw refuse("kefu.imageInvalid");
    return params.body;
  }
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, params.body.trim()), eq(orders.userId, userId)));
  if (!order) throw refuse("kefu.orderNotFound");
  const record = recordOf(order, null);
  return Msg.kefu.orderSummary(record.orderId, record.gameName, record.amount.toFixed(2), record.statusName);
}

/** A message added and its conversation as it stands after it (what kefu/live-routes.ts publishes). */
export interface Said {
  message: KefuMessage;
  conversation: ConversationRow;
}

/** POST Kefu/Send: opens (or reopens) the player's conversation and adds the message. */
export async function playerSend(db: Db, userId: number, params: KefuSendParams, now: Date): Promise<Said> {
  const body = await bodyOf(db, userId, params);
  return db.transaction(async (tx) => {
    const [conversation] = await tx
      .insert(kefuConversations)
      .values({ userId, lastMessageAt: now })
      .onConflictDoUpdate({
        target: kefuConversations.userId,
        set: {
          lastMessageAt: now,
          status: sql`case when ${kefuConversations.status} = 'closed' then 'waiting' else ${kefuConversations.status} end`,
          operatorId: sql`case when ${kefuConversations.status} = 'closed' then null else ${kefuConversations.operatorId} end`,
        },
      })
      .returning();
    const [row] = await tx
      .insert(kefuMessages)
      .values({
        userId,
        conversationId: conversation!.id,
        sender: "player",
        kind: params.kind,
        body,
        createdAt: now,
      })
      .returning();
    const [updated] = await tx
      .update(kefuConversations)
      .set({ lastPlayerMessageId: row!.id })
      .where(eq(kefuConversations.id, conversation!.id))
      .returning();
    return { message: messageOf(row!), conversation: updated! };
  });
}

/** The newest message of each conversation in `ids`, for the operator queue. */
export async function lastMessages(db: Db, ids: number[]): Promise<Map<number, KefuMessage>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([kefuMessages.conversationId])
    .from(kefuMessages)
    .where(sql`${kefuMessages.conversationId} in ${ids}`)
    .orderBy(kefuMessages.conversationId, desc(kefuMessages.id));
  return new Map(rows.map((row) => [row.conversationId, messageOf(row)]));
}
