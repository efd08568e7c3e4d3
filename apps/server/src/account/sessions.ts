import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { prepared } from "../db/prepared.ts";
import { hashToken, newToken } from "../domain/tokens.ts";
import { users, userSessions } from "./tables.ts";
import { refuse } from "../domain/refusal.ts";

export type UserRow = typeof users.$inferSelect;

/** A player authenticated by a live session token. */
export interface Player {
  user: UserRow;
  sessionId: number;
}

const HOUR_MS = 3_600_000;

/** Opens a session for the user and returns its token (shown once, stored hashed). */
export async function openSession(
  db: Db,
  userId: number,
  clientType: number,
  ttlHours: number,
): Promise<string> {
  const token = newToken();
  await db.insert(userSessions).values({
    userId,
    tokenHash: hashToken(token),
    clientType,
    ttlHours,
    expiresAt: new Date(Date.now() + ttlHours * HOUR_MS),
  });
  return token;
}

/**
 * The player holding this token: status 4 when the token is unknown, expired or revoked, status 5
 * when the account is banned. A session past half its life is renewed for another full term (its own
 * term; `defaultTtlHours` for sessions that predate stored terms).
 */
export async function authenticate(db: Db, token: string, defaultTtlHours: number): Promise<Player> {
  const now = new Date();
  const [row] = await liveSession(db, { tokenHash: hashToken(token), now: now.toISOString() });
  if (!row) throw refuse("loginRequired");
  if (row.user.banned) throw refuse("banned");
  const ttlHours = row.session.ttlHours ?? defaultTtlHours;
  if (row.session.expiresAt.getTime() - now.getTime() < (ttlHours * HOUR_MS) / 2) {
    await db
      .update(userSessions)
      .set({ expiresAt: new Date(now.getTime() + ttlHours * HOUR_MS) })
      .where(eq(userSessions.id, row.session.id));
  }
  return { user: row.user, sessionId: row.session.id };
}

/** The user and the session of a token hash, when the session is live at `now` (every call reads it). */
const liveSession = prepared((q) =>
  q
    .select({ user: users, session: userSessions })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(
      and(
        eq(userSessions.tokenHash, sql.placeholder("tokenHash")),
        isNull(userSessions.revokedAt),
        gt(userSessions.expiresAt, sql`${sql.placeholder("now")}::timestamptz`),
      ),
    ),
);

/** Revokes one session (logout). */
export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db
    .update(userSessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(userSessions.id, sessionId));
}

/** Revokes every live session of a user (password reset, operator), except `keepSessionId` when given. */
export async function revokeAllSessions(db: Db, userId: number, keepSessionId?: number): Promise<void> {
  await db
    .update(userSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(userSessions.userId, userId),
        isNull(userSessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(userSessions.id, keepSessionId),
      ),
    );
}
