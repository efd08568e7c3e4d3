import { eq } from "drizzle-orm";
import { fenToYuan, formatSp, gameNameOf } from "@lottery/rules";
import { Msg, type BetJcFollowModels, type BetJcFollowParams, type SportsLegParam } from "@lottery/contract";
import type { UserRow } from "../account/sessions.ts";
import type { Deps } from "../deps.ts";
import type { Queryable, Tx } from "../db/queryable.ts";
import type { Db } from "../db/client.ts";
import { requestHashOf } from "../domain/request-hash.ts";
import { refuse } from "../domain/refusal.ts";
import { orderByRequest, replayOrder } from "../orders/place.ts";
import { orders, type OrderRow } from "../orders/tables.ts";
import {
  isStoredSportsDetail,
  oddsBookOf,
  parlayRulesOf,
  placeSportsBet,
  type StoredParlayDetail,
} from "../sports/follow-ticket.ts";
import { accountsOf } from "../wallet/accounts.ts";
import { followOrders, followReleases, type ReleaseRow } from "./tables.ts";

/** A release and the releaser's order, by release number (status 1 when unknown). */
export async function releaseByNo(
  q: Queryable,
  releaseNo: string,
): Promise<{ release: ReleaseRow; order: OrderRow }> {
  const [row] = await q
    .select({ release: followReleases, order: orders })
    .from(followReleases)
    .innerJoin(orders, eq(orders.id, followReleases.orderId))
    .where(eq(followReleases.releaseNo, releaseNo));
  if (!row) throw refuse("follow.releaseNotFound");
  return row;
}

/** The stored parlay of a released order (only parlays are released). */
export function parlayOf(order: OrderRow): StoredParlayDetail {
  const detail = order.detail;
  if (!isStoredSportsDetail(detail) || detail.kind !== "parlay")
    throw new Error(`release order ${order.orderNo} is not a parlay`);
  return detail;
}

/**
 * The legs a follow buys: the release's matches, plays and options with the SPs the releaser's order
 * accepted, or with `acceptOdds` the current SPs (an option without current odds keeps its SP and is
 * refused by the sale check).
 */
async function legsToFollow(
  q: Queryable,
  detail: StoredParlayDetail,
  acceptOdds: boolean,
): Promise<SportsLegParam[]> {
  const rules = parlayRulesOf(detail.game);
  const book =
    acceptOdds && rules ? await oddsBookOf(q, rules, [...new Set(detail.legs.map((l) => l.matchId))]) : null;
  return detail.legs.map((leg) => ({
    matchId: leg.matchId,
    play: leg.play,
    banker: leg.banker,
    options: leg.options.map((o) => {
      const current = book?.get(leg.matchId)?.get(leg.play)?.get(o.code);
      return { code: o.code, sp: current === undefined ? o.sp : Number(formatSp(current)) };
    }),
  }));
}

/** What a custom follow rule adds to a follow, in its transaction (follow/rules.ts). */
export interface FollowExtra {
  /** Under the follower's lock, before the stake. */
  check?: (tx: Tx, now: Date) => Promise<void>;
  /** After the follow's order and row were written. */
  placed?: (tx: Tx, order: OrderRow, now: Date) => Promise<void>;
}

/** What a repeated follow must match: the release and the multiple (acceptOdds changes nothing bought). */
const followHashOf = (params: BetJcFollowParams): string =>
  requestHashOf({ kind: "follow", releaseId: params.releaseId, multiple: params.multiple });

async function answerOf(
  q: Db,
  userId: number,
  order: OrderRow,
  releaseNo: string,
): Promise<BetJcFollowModels> {
  return {
    orderId: order.orderNo,
    bets: order.bets,
    amount: fenToYuan(order.amountFen),
    balance: fenToYuan((await accountsOf(q, userId)).cashFen),
    releaseId: releaseNo,
  };
}

/**
 * Lottery/Bet_JC_Follow (API.md §9): the follower's own order of the release's legs and pass types at
 * their multiple, through the one sports placement path (orders/place.ts), at the current odds: if an
 * SP moved since the release, status 8 with the current odds and nothing placed, unless `acceptOdds=1`.
 * Refused (status 1) for an unknown or void release, one's own, and once the release's first match
 * closed (re-checked under the follower's lock). A repeated requestId answers the first follow (status
 * 9 for another release or multiple) before anything is re-checked.
 */
export async function followRelease(
  deps: Deps,
  user: UserRow,
  params: BetJcFollowParams,
  extra: FollowExtra = {},
): Promise<BetJcFollowModels> {
  const db = deps.db;
  const requestHash = followHashOf(params);
  const earlier = await orderByRequest(db, user.id, params.requestId);
  if (earlier) return answerOf(db, user.id, replayOrder(earlier, requestHash), params.releaseId);
  const { release, order: released } = await releaseByNo(db, params.releaseId);
  if (release.releaserId === user.id) throw refuse("follow.ownRelease");
  if (released.status === "cancelled") throw refuse("follow.releaseCancelled");
  const closed = (now: Date) => now.getTime() >= release.deadline.getTime();
  if (closed(deps.clock())) throw refuse("follow.followClosed");
  const detail = parlayOf(released);
  const legs = await legsToFollow(db, detail, params.acceptOdds === "1");
  const placed = await placeSportsBet(
    deps,
    user,
    "bet",
    params.requestId,
    { gameCode: detail.game, passTypes: detail.passTypes.join(","), legs, multiple: params.multiple },
    {
      requestHash,
      memo: Msg.follow.followMemo(gameNameOf(detail.game)),
      check: async (tx, now) => {
        if (closed(now)) throw refuse("follow.followClosed");
        await extra.check?.(tx, now);
      },
      placed: async (tx, order, _prepared, now) => {
        await tx.insert(followOrders).values({
          releaseUserId: release.releaserId,
          releaseId: release.id,
          followerId: user.id,
          orderId: order.id,
          multiple: order.multiple,
          amountFen: order.amountFen,
          createdAt: now,
        });
        await extra.placed?.(tx, order, now);
      },
    },
  );
  return {
    orderId: placed.orderId,
    bets: placed.bets,
    amount: placed.amount,
    balance: placed.balance,
    releaseId: release.releaseNo,
  };
}
