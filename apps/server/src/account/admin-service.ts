import { desc, eq, like, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { replacePassword } from "./credentials.ts";
import { maskPhone } from "../domain/masking.ts";
import { revokeAllSessions } from "./sessions.ts";
import { users } from "./tables.ts";
import { refuse } from "../domain/refusal.ts";

export interface PlayerSummary {
  mid: number;
  userName: string;
  nickName: string;
  /** Masked: operators identify players without reading their numbers. */
  phone: string;
  banned: boolean;
  createdAt: string;
  lastLoginAt: string | null;
}

const SEARCH_LIMIT = 50;

/** Players whose name starts with `query` (any case), whose Mid or phone is `query`; newest first. */
export async function searchPlayers(db: Db, query: string): Promise<PlayerSummary[]> {
  const text = query.trim();
  const prefix = `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const conditions = [like(users.userNameKey, prefix), eq(users.phone, text)];
  if (/^\d{1,9}$/.test(text)) conditions.push(eq(users.id, Number(text)));
  const rows = await db
    .select()
    .from(users)
    .where(text === "" ? undefined : or(...conditions))
    .orderBy(desc(users.id))
    .limit(SEARCH_LIMIT);
  return rows.map((user) => ({
    mid: user.id,
    userName: user.userName,
    nickName: user.nickName,
    phone: user.phone ? maskPhone(user.phone) : "",
    banned: user.banned,
    createdAt: chinaTimeIso(user.createdAt),
    lastLoginAt: user.lastLoginAt ? chinaTimeIso(user.lastLoginAt) : null,
  }));
}

async function assertPlayer(db: Db, mid: number): Promise<void> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, mid));
  if (rows.length === 0) throw refuse("playerNotFound");
}

/** Bans or unbans: a banned player's every call answers status 5 (the client logs out). */
export async function setBanned(
  db: Db,
  mid: number,
  banned: boolean,
): Promise<{ mid: number; banned: boolean }> {
  const rows = await db
    .update(users)
    .set({ banned, version: sql`${users.version} + 1` })
    .where(eq(users.id, mid))
    .returning({ id: users.id });
  if (rows.length === 0) throw refuse("playerNotFound");
  return { mid, banned };
}

/** Sets a player's password for them: lifts any lockout and ends every session. */
export async function resetPlayerPassword(
  db: Db,
  mid: number,
  password: string,
  now: Date,
): Promise<{ mid: number }> {
  await assertPlayer(db, mid);
  await replacePassword(db, mid, password, now);
  return { mid };
}

/** Logs a player out everywhere. */
export async function revokePlayerSessions(db: Db, mid: number): Promise<{ mid: number }> {
  await assertPlayer(db, mid);
  await revokeAllSessions(db, mid);
  return { mid };
}
