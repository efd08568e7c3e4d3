import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { fenToYuan, gameNameOf, type ReleaseRecordFigures } from "@lottery/rules";
import {
  FOLLOW_EXPERT,
  FOLLOW_RANK_SIZE,
  Msg,
  type FdUser,
  type FollowOrderListParams,
  type FollowOrderRecord,
  type FollowRankModels,
  type FollowRankParams,
  type FollowRankRow,
  type OrderFollowInfo,
  type OrderStatus,
  type Paged,
  type ReleaseFollowListParams,
  type ReleaseFollower,
} from "@lottery/contract";
import { attentions } from "../community/tables.ts";
import type { Db } from "../db/client.ts";
import { countWhere, type PageParams } from "../db/paging.ts";
import type { Queryable } from "../db/queryable.ts";
import { chinaDayStart, chinaTimeIso } from "../domain/china-time.ts";
import { orders, type OrderRow } from "../orders/tables.ts";
import { payableFen } from "../orders/payable.ts";
import { releaseByNo } from "./follow.ts";
import { recordOf, releaserFigures } from "./records.ts";
import { namesOf } from "../account/names.ts";
import { openRelease } from "./reads.ts";
import { followOrders, followReleases } from "./tables.ts";

const statusOf = (order: OrderRow) => order.status as OrderStatus;
const prizeOf = (order: OrderRow) => (order.status === "won" ? fenToYuan(payableFen(order)) : 0);

/** order/QueryFollowOrderList: my follows, newest first, optional order status. */
export async function myFollows(
  db: Db,
  userId: number,
  params: FollowOrderListParams,
): Promise<Paged<FollowOrderRecord>> {
  const where = and(
    eq(followOrders.followerId, userId),
    params.status ? eq(orders.status, params.status) : undefined,
  );
  const rows = await db
    .select({ follow: followOrders, order: orders, release: followReleases })
    .from(followOrders)
    .innerJoin(orders, eq(orders.id, followOrders.orderId))
    .innerJoin(followReleases, eq(followReleases.id, followOrders.releaseId))
    .where(where)
    .orderBy(desc(followOrders.id))
    .limit(params.pageSize)
    .offset((params.pageIndex - 1) * params.pageSize);
  const names = await namesOf(
    db,
    rows.map((r) => r.release.releaserId),
    userId,
  );
  const [counted] = await db
    .select({ n: sql<string>`count(*)` })
    .from(followOrders)
    .innerJoin(orders, eq(orders.id, followOrders.orderId))
    .where(where);
  const list = rows.map(({ follow, order, release }) => ({
    releaseId: release.releaseNo,
    orderId: order.orderNo,
    gameCode: order.gameCode,
    gameName: gameNameOf(order.gameCode),
    releaser: { Mid: release.releaserId, NickName: names.get(release.releaserId) ?? "" },
    commissionPercent: release.commissionPercent,
    multiple: follow.multiple,
    amount: fenToYuan(follow.amountFen),
    status: statusOf(order),
    statusName: Msg.follow.followStatusNames[statusOf(order)],
    prize: prizeOf(order),
    commission: fenToYuan(follow.commissionFen),
    followedAt: chinaTimeIso(follow.createdAt),
    settledAt: order.settledAt ? chinaTimeIso(order.settledAt) : null,
  }));
  return { list, total: Number(counted?.n ?? 0) };
}

/**
 * Order/QueryReleaseFollowList: the follows of a release, newest first, with their results; names
 * masked but the viewer's own, and no order numbers (another player's order is never shown).
 */
export async function releaseFollowers(
  db: Db,
  params: ReleaseFollowListParams,
  viewerId: number,
): Promise<Paged<ReleaseFollower>> {
  const { rows, total } = await releaseFollowPage(db, params.releaseId, params);
  const names = await namesOf(
    db,
    rows.map((r) => r.follow.followerId),
    viewerId,
  );
  const list = rows.map(({ follow, order }) => ({
    Mid: follow.followerId,
    NickName: names.get(follow.followerId) ?? "",
    multiple: follow.multiple,
    amount: fenToYuan(follow.amountFen),
    status: statusOf(order),
    statusName: Msg.follow.followStatusNames[statusOf(order)],
    prize: prizeOf(order),
    commission: fenToYuan(follow.commissionFen),
    followedAt: chinaTimeIso(follow.createdAt),
    mine: follow.followerId === viewerId,
  }));
  return { list, total };
}

/** One page of a release's follows with their orders, newest first (players' and the console's list). */
export async function releaseFollowPage(db: Db, releaseNo: string, page: PageParams) {
  const { release } = await releaseByNo(db, releaseNo);
  const where = eq(followOrders.releaseId, release.id);
  const rows = await db
    .select({ follow: followOrders, order: orders })
    .from(followOrders)
    .innerJoin(orders, eq(orders.id, followOrders.orderId))
    .where(where)
    .orderBy(desc(followOrders.id))
    .limit(page.pageSize)
    .offset((page.pageIndex - 1) * page.pageSize);
  const [counted] = await db
    .select({ n: sql<string>`count(*)` })
    .from(followOrders)
    .where(where);
  return { rows, total: Number(counted?.n ?? 0) };
}

/**
 * Attention/QueryFDUserList: the players I follow (关注, issue 24), newest followed first, with their
 * records, open releases and how many of their releases I followed.
 */
export async function myReleasers(
  db: Db,
  userId: number,
  page: PageParams,
  now: Date,
): Promise<Paged<FdUser>> {
  const where = eq(attentions.followerId, userId);
  const mine = await db
    .select({ releaserId: attentions.targetId })
    .from(attentions)
    .where(where)
    .orderBy(desc(attentions.createdAt), desc(attentions.targetId))
    .limit(page.pageSize)
    .offset((page.pageIndex - 1) * page.pageSize);
  const ids = mine.map((r) => r.releaserId);
  const [names, figures, open, follows] = await Promise.all([
    namesOf(db, ids, userId),
    releaserFigures(db, { releaserIds: ids }),
    openCounts(db, ids, now),
    followCounts(db, userId, ids),
  ]);
  const list = mine.map((r) => ({
    Mid: r.releaserId,
    NickName: names.get(r.releaserId) ?? "",
    record: recordOf(figures.get(r.releaserId)),
    openReleases: open.get(r.releaserId) ?? 0,
    myFollows: follows.get(r.releaserId) ?? 0,
  }));
  return { list, total: await countWhere(db, attentions, where) };
}

/** How many releases of each releaser the player followed. */
async function followCounts(db: Db, userId: number, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ releaserId: followReleases.releaserId, n: sql<string>`count(*)` })
    .from(followOrders)
    .innerJoin(followReleases, eq(followReleases.id, followOrders.releaseId))
    .where(and(eq(followOrders.followerId, userId), inArray(followReleases.releaserId, [...ids])))
    .groupBy(followReleases.releaserId);
  return new Map(rows.map((r) => [r.releaserId, Number(r.n)]));
}

async function openCounts(db: Db, ids: readonly number[], now: Date): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ releaserId: followReleases.releaserId, n: sql<string>`count(*)` })
    .from(followReleases)
    .innerJoin(orders, eq(orders.id, followReleases.orderId))
    .where(and(openRelease(now), inArray(followReleases.releaserId, [...ids])))
    .groupBy(followReleases.releaserId);
  return new Map(rows.map((r) => [r.releaserId, Number(r.n)]));
}

const DAY_MS = 86_400_000;

/** The start of a rank's window: today, the last 7 or 30 China days; the streak board counts all time. */
export function rankWindowStart(type: FollowRankParams["type"], now: Date): Date | null {
  const today = chinaDayStart(now);
  if (type === "day") return today;
  if (type === "week") return new Date(today.getTime() - 6 * DAY_MS);
  if (type === "month") return new Date(today.getTime() - 29 * DAY_MS);
  return null;
}

const byReturn = (a: ReleaseRecordFigures, b: ReleaseRecordFigures) =>
  b.returnRate - a.returnRate || b.hitRate - a.hitRate || b.won - a.won;
const byStreak = (a: ReleaseRecordFigures, b: ReleaseRecordFigures) =>
  b.streak - a.streak || b.hitRate - a.hitRate || b.won - a.won;

/**
 * order/QueryFollowOrderRank: releasers by their settled releases in the window (day, week, month:
 * by return rate, then hit rate, then wins; streak: all time, by current 连红 then hit rate), top 50.
 */
export async function followRank(
  db: Db,
  params: FollowRankParams,
  viewerId: number,
  now: Date,
): Promise<FollowRankModels> {
  const since = rankWindowStart(params.type, now);
  const figures = await releaserFigures(db, { since, gameCode: params.gameCode });
  const ranked = [...figures]
    .filter(([, f]) => f.settled > 0 && (params.type !== "streak" || f.streak > 0))
    .sort(([ia, a], [ib, b]) => (params.type === "streak" ? byStreak(a, b) : byReturn(a, b)) || ia - ib)
    .slice(0, FOLLOW_RANK_SIZE);
  const names = await namesOf(
    db,
    ranked.map(([id]) => id),
    viewerId,
  );
  const list: FollowRankRow[] = ranked.map(([id, f], i) => ({
    rank: i + 1,
    Mid: id,
    NickName: names.get(id) ?? "",
    ...recordOf(f),
    prize: fenToYuan(f.prizeFen),
    stake: fenToYuan(f.stakeFen),
  }));
  return { type: params.type, from: since ? chinaTimeIso(since) : null, to: chinaTimeIso(now), list };
}

/** The releasers who count as experts (大神) now (FOLLOW_EXPERT). */
export async function expertIds(db: Db, now: Date): Promise<Set<number>> {
  const since = new Date(chinaDayStart(now).getTime() - (FOLLOW_EXPERT.days - 1) * DAY_MS);
  const figures = await releaserFigures(db, { since });
  return new Set(
    [...figures]
      .filter(([, f]) => f.settled >= FOLLOW_EXPERT.minSettled && f.returnRate >= FOLLOW_EXPERT.minReturnRate)
      .map(([id]) => id),
  );
}

/** `follow` of order/detail (API.md §9): a follower's order once settled, else nothing. */
export async function followInfoOf(q: Queryable, order: OrderRow): Promise<{ follow?: OrderFollowInfo }> {
  const [row] = await q
    .select({ follow: followOrders, releaseNo: followReleases.releaseNo })
    .from(followOrders)
    .innerJoin(followReleases, eq(followReleases.id, followOrders.releaseId))
    .where(eq(followOrders.orderId, order.id));
  if (!row || row.follow.settledAt === null) return {};
  return {
    follow: {
      releaseId: row.releaseNo,
      commission: fenToYuan(row.follow.commissionFen),
      houseCut: fenToYuan(row.follow.houseCutFen),
    },
  };
}
