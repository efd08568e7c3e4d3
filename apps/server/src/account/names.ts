import { inArray } from "drizzle-orm";
import type { Queryable } from "../db/queryable.ts";
import { maskUserName } from "../domain/masking.ts";
import { users } from "./tables.ts";

/** How a player appears to other players: the nickname (masked for all but the viewer) and avatar. */
export interface Person {
  nickName: string;
  avatar: string;
}

/** Players that exist, as `viewerId` sees them (null: a visitor, or a list shown to everyone). */
export async function peopleOf(
  q: Queryable,
  ids: readonly number[],
  viewerId: number | null,
): Promise<Map<number, Person>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await q
    .select({ id: users.id, nickName: users.nickName, avatar: users.avatar })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(
    rows.map((r) => [
      r.id,
      { nickName: r.id === viewerId ? r.nickName : maskUserName(r.nickName), avatar: r.avatar },
    ]),
  );
}

/** Just the names of peopleOf: in full for the viewer, masked for everyone else. */
export async function namesOf(
  q: Queryable,
  ids: readonly number[],
  viewerId: number | null,
): Promise<Map<number, string>> {
  const people = await peopleOf(q, ids, viewerId);
  return new Map([...people].map(([id, person]) => [id, person.nickName]));
}

/** Full user names, for the operator console (never shown to players). */
export async function userNamesOf(q: Queryable, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await q
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r.userName]));
}
