import { and, count, desc, eq, gte, isNull, or, sql, type SQL } from "drizzle-orm";
import {
  mailKinds,
  type MailKind,
  type MailListModels,
  type MailReadModels,
  type MailRow,
} from "@lottery/contract";
import { users } from "../account/tables.ts";
import type { Db } from "../db/client.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { mailMessages, mailReads } from "./tables.ts";
import { refuse } from "../domain/refusal.ts";

/** A newcomer also sees the bulletins of the month before they registered (still-relevant news). */
const BULLETIN_LOOKBACK = sql`interval '30 days'`;

/**
 * Bulletins sent since 30 days before the player registered, and the player's own mail. The
 * registration time is compared inside the database, at its full (microsecond) precision.
 */
function visibleTo(userId: number, kind?: MailKind): SQL | undefined {
  const visibleFrom = sql`(select ${users.createdAt} - ${BULLETIN_LOOKBACK} from ${users} where ${users.id} = ${userId})`;
  const bulletins = and(
    eq(mailMessages.kind, "bulletin"),
    isNull(mailMessages.userId),
    gte(mailMessages.sentAt, visibleFrom),
  );
  const own = and(eq(mailMessages.kind, "mail"), eq(mailMessages.userId, userId));
  if (kind === "bulletin") return bulletins;
  if (kind === "mail") return own;
  return or(bulletins, own);
}

const readByUser = (userId: number) =>
  and(eq(mailReads.mailId, mailMessages.id), eq(mailReads.userId, userId));

/** Unread messages of each kind. */
export async function unreadCounts(db: Db, userId: number): Promise<Record<MailKind, number>> {
  const rows = await db
    .select({ kind: mailMessages.kind, n: count() })
    .from(mailMessages)
    .leftJoin(mailReads, readByUser(userId))
    .where(and(visibleTo(userId), isNull(mailReads.mailId)))
    .groupBy(mailMessages.kind);
  const unread = Object.fromEntries(mailKinds.map((k) => [k, 0])) as Record<MailKind, number>;
  for (const row of rows) unread[row.kind as MailKind] = row.n;
  return unread;
}

/** One page of a kind's messages, newest first, with read flags and both unread counts. */
export async function mailList(
  db: Db,
  userId: number,
  query: { kind: MailKind; pageIndex: number; pageSize: number },
): Promise<MailListModels> {
  const where = visibleTo(userId, query.kind);
  const [rows, totals, unread] = await Promise.all([
    db
      .select({
        id: mailMessages.id,
        kind: mailMessages.kind,
        title: mailMessages.title,
        content: mailMessages.content,
        sentAt: mailMessages.sentAt,
        readAt: mailReads.readAt,
      })
      .from(mailMessages)
      .leftJoin(mailReads, readByUser(userId))
      .where(where)
      .orderBy(desc(mailMessages.sentAt), desc(mailMessages.id))
      .limit(query.pageSize)
      .offset((query.pageIndex - 1) * query.pageSize),
    db.select({ n: count() }).from(mailMessages).where(where),
    unreadCounts(db, userId),
  ]);
  const list: MailRow[] = rows.map(({ readAt, ...row }) => ({
    ...row,
    kind: row.kind as MailKind,
    sentAt: chinaTimeIso(row.sentAt),
    read: readAt !== null,
  }));
  return { list, total: totals[0]?.n ?? 0, unread };
}

export interface MailReadRequest {
  id?: number | undefined;
  kind?: MailKind | undefined;
  all?: "0" | "1" | undefined;
}

/**
 * Marks one message (only one this player can see; status 1 otherwise) or, with all=1, every
 * message of the kind (both kinds when none is given) read. Answers the unread counts after.
 */
export async function markRead(db: Db, userId: number, request: MailReadRequest): Promise<MailReadModels> {
  const target =
    request.id !== undefined
      ? and(eq(mailMessages.id, request.id), visibleTo(userId))
      : request.all === "1"
        ? visibleTo(userId, request.kind)
        : null;
  if (!target) throw refuse("missingParam", "id");
  const marked = await db
    .insert(mailReads)
    .select(
      db
        .select({
          userId: sql<number>`${userId}::integer`.as("user_id"),
          mailId: mailMessages.id,
          readAt: sql<Date>`now()`.as("read_at"),
        })
        .from(mailMessages)
        .where(target),
    )
    .onConflictDoNothing()
    .returning({ mailId: mailReads.mailId });
  if (request.id !== undefined && marked.length === 0) await refuseUnlessVisible(db, userId, request.id);
  return { unread: await unreadCounts(db, userId) };
}

/** A repeat of an already-read message is fine; a message the player cannot see is not. */
async function refuseUnlessVisible(db: Db, userId: number, id: number): Promise<void> {
  const rows = await db
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(and(eq(mailMessages.id, id), visibleTo(userId)));
  if (rows.length === 0) throw refuse("mailNotFound");
}

/** Sends a bulletin (every player registered by now) or a mail to one player. */
export async function sendMail(
  db: Db,
  message: { kind: MailKind; userId: number | null; title: string; content: string },
): Promise<{ id: number }> {
  const rows = await db.insert(mailMessages).values(message).returning({ id: mailMessages.id });
  return { id: rows[0]?.id ?? 0 };
}
