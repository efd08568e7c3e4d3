import { desc, eq, ne, sql } from "drizzle-orm";
import { fenToYuan } from "@lottery/rules";
import type { KefuMessage } from "@lottery/contract";
import { users } from "../account/tables.ts";
import type { Db } from "../db/client.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { refuse } from "../domain/refusal.ts";
import { accountsOf } from "../wallet/accounts.ts";
import { clientInfoOf } from "./client-info.ts";
import { lastMessages, messageOf, messagesAfter, type ConversationRow, type Said } from "./service.ts";
import { kefuConversations, kefuMessages } from "./tables.ts";

export interface QueueEntry {
  conversationId: number;
  userId: number;
  userName: string;
  status: string;
  operatorId: number | null;
  /** The player wrote after the operators last read the conversation. */
  unread: boolean;
  lastMessage: KefuMessage | null;
  lastMessageAt: string;
}

/** The operator queue: open conversations (or `closed` ones), the most recent first. */
export async function kefuQueue(db: Db, status: "open" | "closed"): Promise<{ list: QueueEntry[] }> {
  const rows = await db
    .select({ conversation: kefuConversations, userName: users.userName })
    .from(kefuConversations)
    .innerJoin(users, eq(users.id, kefuConversations.userId))
    .where(
      status === "open" ? ne(kefuConversations.status, "closed") : eq(kefuConversations.status, "closed"),
    )
    .orderBy(desc(kefuConversations.lastMessageAt))
    .limit(100);
  const last = await lastMessages(
    db,
    rows.map((row) => row.conversation.id),
  );
  return {
    list: rows.map(({ conversation, userName }) => ({
      conversationId: conversation.id,
      userId: conversation.userId,
      userName,
      status: conversation.status,
      operatorId: conversation.operatorId,
      unread: conversation.lastPlayerMessageId > conversation.operatorSeenId,
      lastMessage: last.get(conversation.id) ?? null,
      lastMessageAt: chinaTimeIso(conversation.lastMessageAt),
    })),
  };
}

async function conversationById(db: Db, id: number): Promise<ConversationRow> {
  const [row] = await db.select().from(kefuConversations).where(eq(kefuConversations.id, id));
  if (!row) throw refuse("kefu.conversationNotFound");
  return row;
}

/**
 * One conversation for the console: its messages after `after`, the player beside it, and what their app
 * last said of itself (GetKFUrl's ClientInfo). Marks it read.
 */
export async function kefuConversation(db: Db, id: number, after: number) {
  const conversation = await conversationById(db, id);
  const messages = await messagesAfter(db, id, after);
  const newest = messages.at(-1)?.id ?? 0;
  if (newest > conversation.operatorSeenId)
    await db
      .update(kefuConversations)
      .set({ operatorSeenId: sql`greatest(${kefuConversations.operatorSeenId}, ${newest})` })
      .where(eq(kefuConversations.id, id));
  const [player] = await db.select().from(users).where(eq(users.id, conversation.userId));
  const balances = await accountsOf(db, conversation.userId);
  const client = await clientInfoOf(db, conversation.userId);
  return {
    conversationId: id,
    status: conversation.status,
    operatorId: conversation.operatorId,
    messages,
    player: {
      mid: conversation.userId,
      userName: player?.userName ?? "",
      nickName: player?.nickName ?? "",
      level: player?.level ?? 0,
      realNameBound: player?.realNameBound ?? false,
      banned: player?.banned ?? false,
      registeredAt: player ? chinaTimeIso(player.createdAt) : "",
      lastLoginAt: player?.lastLoginAt ? chinaTimeIso(player.lastLoginAt) : null,
      balance: fenToYuan(balances.cashFen),
      frozen: fenToYuan(balances.frozenFen),
    },
    client,
  };
}

/** An operator's reply: takes the conversation (active, assigned to them) and adds the text. */
export async function kefuReply(
  db: Db,
  id: number,
  operatorId: number,
  text: string,
  now: Date,
): Promise<Said> {
  const { userId } = await conversationById(db, id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(kefuMessages)
      .values({
        userId,
        conversationId: id,
        sender: "operator",
        operatorId,
        kind: "text",
        body: text,
        createdAt: now,
      })
      .returning();
    const [conversation] = await tx
      .update(kefuConversations)
      .set({
        status: "active",
        operatorId,
        lastMessageAt: now,
        operatorSeenId: sql`${kefuConversations.lastPlayerMessageId}`,
      })
      .where(eq(kefuConversations.id, id))
      .returning();
    return { message: messageOf(row!), conversation: conversation! };
  });
}

/** Takes a conversation (assigned to `operatorId`) or closes it; answers the conversation as it now is. */
export async function kefuSetState(
  db: Db,
  id: number,
  change: { status: "active"; operatorId: number } | { status: "closed" },
): Promise<ConversationRow> {
  const set =
    change.status === "active" ? { status: "active", operatorId: change.operatorId } : { status: "closed" };
  const [row] = await db.update(kefuConversations).set(set).where(eq(kefuConversations.id, id)).returning();
  if (!row) throw refuse("kefu.conversationNotFound");
  return row;
}
