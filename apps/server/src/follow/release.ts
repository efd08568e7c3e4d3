import { randomInt } from "node:crypto";
import { eq, min, inArray } from "drizzle-orm";
import {
  Msg,
  releaseGames,
  type BetJcCreateReleaseParams,
  type BetJcModels,
  type BetJcReleaseModels,
} from "@lottery/contract";
import type { UserRow } from "../account/sessions.ts";
import type { Deps } from "../deps.ts";
import type { Queryable, Tx } from "../db/queryable.ts";
import { chinaDay } from "../domain/china-time.ts";
import { refuse } from "../domain/refusal.ts";
import { claimNumber } from "../orders/numbers.ts";
import { orders, type OrderRow } from "../orders/tables.ts";
import { placeSportsBet, type PreparedOrder } from "../sports/follow-ticket.ts";
import { sportsMatches } from "../sports/tables.ts";
import { noticeFollowers } from "../community/notices.ts";
import { readFollowRules } from "./settings.ts";
import { followReleases } from "./tables.ts";

/** `F`, the China date, 10 random digits: e.g. F202611270123456789. */
export function newReleaseNo(now: Date): string {
  return `F${chinaDay(now).replaceAll("-", "")}${String(randomInt(10 ** 10)).padStart(10, "0")}`;
}

const RELEASE_NO_TRIES = 5;

/** A fresh release number, claimed for the releaser across players (number_owners). */
async function claimReleaseNo(tx: Tx, userId: number, now: Date): Promise<string> {
  for (let attempt = 0; attempt < RELEASE_NO_TRIES; attempt += 1) {
    const releaseNo = newReleaseNo(now);
    if (await claimNumber(tx, "release", releaseNo, userId)) return releaseNo;
  }
  throw new Error("could not draw a free release number");
}

const isReleaseGame = (gameCode: string): boolean => (releaseGames as readonly string[]).includes(gameCode);

/** The earliest sale close of these matches: when following a ticket on them closes. */
export async function firstCloseOf(q: Queryable, matchIds: readonly string[]): Promise<Date> {
  const [row] = await q
    .select({ closeAt: min(sportsMatches.closeAt) })
    .from(sportsMatches)
    .where(inArray(sportsMatches.matchId, [...matchIds]));
  if (!row?.closeAt) throw new Error("a released ticket has no matches");
  return new Date(row.closeAt);
}

/** The release of an order, if it was released. */
export async function releaseOfOrder(q: Queryable, orderId: number) {
  const [row] = await q.select().from(followReleases).where(eq(followReleases.orderId, orderId));
  return row;
}

/**
 * bet_jc_create with `release=1` (API.md §9): the releaser's own order through the one sports placement
 * path, and in its transaction the release (commission within the operator's cap, privacy, pitch, the
 * house cut of now, following open until the first match closes) and the 关注动态 of the releaser's
 * fans. Only jczq / jclq tickets may be released (status 1 otherwise). A repeated requestId answers the first order and its release.
 */
export async function releaseSportsBet(
  deps: Deps,
  user: UserRow,
  params: BetJcCreateReleaseParams,
): Promise<BetJcReleaseModels> {
  if (!isReleaseGame(params.gameCode)) throw refuse("follow.gameNotReleasable");
  const rules = await readFollowRules(deps.db);
  if (params.commissionPercent > rules.maxCommissionPercent)
    throw refuse("follow.commissionOverCap", rules.maxCommissionPercent);
  const terms = {
    release: 1,
    commissionPercent: params.commissionPercent,
    privacy: Number(params.privacy),
    pitch: params.pitch ?? "",
  };
  const placed: BetJcModels = await placeSportsBet(deps, user, "bet", params.requestId, params, {
    terms,
    placed: (tx, order, prepared, now) =>
      insertRelease(tx, order, prepared, { ...terms, houseCutPercent: rules.houseCutPercent }, now),
  });
  const [row] = await deps.db
    .select({ releaseNo: followReleases.releaseNo })
    .from(followReleases)
    .innerJoin(orders, eq(orders.id, followReleases.orderId))
    .where(eq(orders.orderNo, placed.orderId));
  if (!row) throw refuse("follow.releaseNotFound");
  return { ...placed, releaseId: row.releaseNo };
}

async function insertRelease(
  tx: Tx,
  order: OrderRow,
  prepared: PreparedOrder,
  terms: { commissionPercent: number; privacy: number; pitch: string; houseCutPercent: number },
  now: Date,
): Promise<void> {
  const deadline = await firstCloseOf(tx, prepared.matchIds);
  const releaseNo = await claimReleaseNo(tx, order.userId, now);
  await tx.insert(followReleases).values({
    releaseNo,
    releaserId: order.userId,
    orderId: order.id,
    gameCode: order.gameCode,
    commissionPercent: terms.commissionPercent,
    houseCutPercent: terms.houseCutPercent,
    privacy: terms.privacy,
    pitch: terms.pitch || Msg.follow.defaultPitch,
    deadline,
    createdAt: now,
  });
  await noticeFollowers(
    tx,
    order.userId,
    { kind: "release", gameCode: order.gameCode, url: `/followOrderDetail?releaseId=${releaseNo}` },
    now,
  );
}
