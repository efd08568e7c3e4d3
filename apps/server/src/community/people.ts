import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { holderPrize } from "@lottery/rules";
import { peopleOf, type Person } from "../account/names.ts";
import type { Queryable } from "../db/queryable.ts";
import { refuse } from "../domain/refusal.ts";
import { orders } from "../orders/tables.ts";
import { togetherJoins, togetherSchemes } from "../together/tables.ts";
import { attentions, communityProfiles, type CommunityProfileRow } from "./tables.ts";

/** What a player with no profile row has: public, no introduction, notices on, not banned. */
export const NO_PROFILE: Omit<CommunityProfileRow, "userId" | "updatedAt"> = {
  homepagePrivate: false,
  introduction: "",
  attentionNotice: true,
  commentBanned: false,
  banReason: "",
  bannedAt: null,
};

export type Profile = typeof NO_PROFILE;

/** The community profiles of players, defaults for those without a row. */
export async function profilesOf(q: Queryable, ids: readonly number[]): Promise<Map<number, Profile>> {
  const unique = [...new Set(ids)];
  const answer = new Map<number, Profile>(unique.map((id) => [id, NO_PROFILE]));
  if (unique.length === 0) return answer;
  const rows = await q.select().from(communityProfiles).where(inArray(communityProfiles.userId, unique));
  for (const { userId: id, updatedAt: _, ...profile } of rows) answer.set(id, profile);
  return answer;
}

export async function profileOf(q: Queryable, id: number): Promise<Profile> {
  return (await profilesOf(q, [id])).get(id) ?? NO_PROFILE;
}

/** The player, or status 1 玩家不存在. */
export async function personOf(q: Queryable, id: number, viewerId: number | null): Promise<Person> {
  const person = (await peopleOf(q, [id], viewerId)).get(id);
  if (!person) throw refuse("community.playerNotFound");
  return person;
}

/** Fans (followers) per player. */
export async function fansOf(q: Queryable, ids: readonly number[]): Promise<Map<number, number>> {
  return countBy(q, attentions.targetId, ids);
}

/** Players each follows. */
export async function attentionsOf(q: Queryable, ids: readonly number[]): Promise<Map<number, number>> {
  return countBy(q, attentions.followerId, ids);
}

async function countBy(
  q: Queryable,
  column: typeof attentions.targetId | typeof attentions.followerId,
  ids: readonly number[],
): Promise<Map<number, number>> {
  const unique = [...new Set(ids)];
  const answer = new Map<number, number>(unique.map((id) => [id, 0]));
  if (unique.length === 0) return answer;
  const rows = await q
    .select({ id: column, n: sql<string>`count(*)` })
    .from(attentions)
    .where(inArray(column, unique))
    .groupBy(column);
  for (const r of rows) answer.set(r.id, Number(r.n));
  return answer;
}

/** Of `ids`, those `from` follows. */
export async function followedBy(q: Queryable, from: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await q
    .select({ id: attentions.targetId })
    .from(attentions)
    .where(and(eq(attentions.followerId, from), inArray(attentions.targetId, [...new Set(ids)])));
  return new Set(rows.map((r) => r.id));
}

/** Of `ids`, those who follow `to`. */
export async function following(q: Queryable, to: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await q
    .select({ id: attentions.followerId })
    .from(attentions)
    .where(and(eq(attentions.targetId, to), inArray(attentions.followerId, [...new Set(ids)])));
  return new Set(rows.map((r) => r.id));
}

export interface WonFigures {
  wonCount: number;
  /** Prizes after tax, fen: own orders, and the player's part of won group purchases. */
  prizeFen: number;
  /** Wins of at least BIG_WIN_FEN. */
  bigWins: number;
}

/** A big win (大奖): a prize after tax of at least 10 000 yuan. */
export const BIG_WIN_FEN = 10_000 * 100;

/**
 * Wins per player: their own won orders (a group purchase's order is the scheme's, not the
 * initiator's, so it is left out) and each won scheme they held shares of, with their part of it.
 */
export async function wonFiguresOf(q: Queryable, ids: readonly number[]): Promise<Map<number, WonFigures>> {
  const unique = [...new Set(ids)];
  const answer = new Map<number, WonFigures>(
    unique.map((id) => [id, { wonCount: 0, prizeFen: 0, bigWins: 0 }]),
  );
  if (unique.length === 0) return answer;
  const add = (id: number, fen: number) => {
    const f = answer.get(id);
    if (!f) return;
    f.wonCount += 1;
    f.prizeFen += fen;
    if (fen >= BIG_WIN_FEN) f.bigWins += 1;
  };
  const own = await q
    .select({ userId: orders.userId, fen: sql<string>`${orders.prizeFen} - ${orders.taxFen}` })
    .from(orders)
    .where(
      and(
        inArray(orders.userId, unique),
        eq(orders.status, "won"),
        sql`not exists (select 1 from ${togetherSchemes} where ${togetherSchemes.initiatorId} = ${orders.userId} and ${togetherSchemes.orderId} = ${orders.id})`,
      ),
    );
  for (const r of own) add(r.userId, Number(r.fen));
  const held = await q
    .select({
      userId: togetherJoins.userId,
      scheme: togetherSchemes,
      shares: sql<string>`sum(${togetherJoins.shares})`,
    })
    .from(togetherJoins)
    .innerJoin(
      togetherSchemes,
      and(
        eq(togetherSchemes.initiatorId, togetherJoins.schemeUserId),
        eq(togetherSchemes.id, togetherJoins.schemeId),
      ),
    )
    .where(
      and(
        isNotNull(togetherJoins.userId),
        inArray(togetherJoins.userId, unique),
        eq(togetherSchemes.status, "won"),
      ),
    )
    .groupBy(togetherJoins.userId, togetherSchemes.initiatorId, togetherSchemes.id); // the scheme's key
  for (const { userId, scheme, shares } of held) {
    if (userId === null) continue;
    const split = {
      commissionFen: scheme.commissionFen,
      perShareFen: scheme.perShareFen,
      dustFen: scheme.prizeFen - scheme.commissionFen - scheme.perShareFen * scheme.totalShares,
    };
    add(userId, holderPrize(split, Number(shares), userId === scheme.initiatorId));
  }
  return answer;
}
