import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { fenToYuan, gameNameOf } from "@lottery/rules";
import {
  Msg,
  type FdGameListParams,
  type FdListParams,
  type Paged,
  type ReleaseDetail,
  type ReleaseStatus,
  type ReleaseSummary,
} from "@lottery/contract";
import { namesOf } from "../account/names.ts";
import type { Queryable } from "../db/queryable.ts";
import type { PageParams } from "../db/paging.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { orders, type OrderRow } from "../orders/tables.ts";
import { sportsOrderDetail } from "../sports/follow-ticket.ts";
import { attendedBy } from "../community/attention.ts";
import type { Db } from "../db/client.ts";
import { parlayOf, releaseByNo } from "./follow.ts";
import { recordOf, releaserFigures } from "./records.ts";
import { followOrders, followReleases, type ReleaseRow } from "./tables.ts";

export interface ReleaseWithOrder {
  release: ReleaseRow;
  order: OrderRow;
}

/** selling until the first match closes, then closed until the releaser's order settles. */
export function releaseStatusOf(release: ReleaseRow, order: OrderRow, now: Date): ReleaseStatus {
  if (order.status !== "pending") return order.status as ReleaseStatus;
  return now.getTime() < release.deadline.getTime() ? "selling" : "closed";
}

interface FollowTotals {
  followers: number;
  followFen: number;
  commissionFen: number;
  houseCutFen: number;
}

/** Followers (distinct players), their stakes and the commissions settled so far, per release id. */
export async function followTotals(
  q: Queryable,
  releaseIds: readonly number[],
): Promise<Map<number, FollowTotals>> {
  if (releaseIds.length === 0) return new Map();
  const rows = await q
    .select({
      releaseId: followOrders.releaseId,
      followers: sql<string>`count(distinct ${followOrders.followerId})`,
      followFen: sql<string>`coalesce(sum(${followOrders.amountFen}), 0)`,
      commissionFen: sql<string>`coalesce(sum(${followOrders.commissionFen}), 0)`,
      houseCutFen: sql<string>`coalesce(sum(${followOrders.houseCutFen}), 0)`,
    })
    .from(followOrders)
    .where(inArray(followOrders.releaseId, [...releaseIds]))
    .groupBy(followOrders.releaseId);
  return new Map(
    rows.map((r) => [
      r.releaseId,
      {
        followers: Number(r.followers),
        followFen: Number(r.followFen),
        commissionFen: Number(r.commissionFen),
        houseCutFen: Number(r.houseCutFen),
      },
    ]),
  );
}

const NO_TOTALS: FollowTotals = { followers: 0, followFen: 0, commissionFen: 0, houseCutFen: 0 };

/** The lobby rows of releases, with releaser records and follow totals. */
export async function summariesOf(
  q: Queryable,
  rows: readonly ReleaseWithOrder[],
  viewerId: number | null,
  now: Date,
): Promise<ReleaseSummary[]> {
  const releaserIds = rows.map((r) => r.release.releaserId);
  const [names, figures, totals] = await Promise.all([
    namesOf(q, releaserIds, viewerId),
    releaserFigures(q, { releaserIds }),
    followTotals(
      q,
      rows.map((r) => r.release.id),
    ),
  ]);
  return rows.map(({ release, order }) => {
    const detail = parlayOf(order);
    const status = releaseStatusOf(release, order, now);
    const sums = totals.get(release.id) ?? NO_TOTALS;
    return {
      releaseId: release.releaseNo,
      orderId: release.releaserId === viewerId ? order.orderNo : null,
      gameCode: release.gameCode,
      gameName: gameNameOf(release.gameCode),
      releaser: {
        Mid: release.releaserId,
        NickName: names.get(release.releaserId) ?? "",
        record: recordOf(figures.get(release.releaserId)),
      },
      commissionPercent: release.commissionPercent,
      privacy: release.privacy,
      pitch: release.pitch || Msg.follow.defaultPitch,
      status,
      statusName: Msg.follow.statusNames[status],
      deadline: chinaTimeIso(release.deadline),
      createdAt: chinaTimeIso(release.createdAt),
      passTypes: detail.passTypes,
      matches: new Set(detail.legs.map((l) => l.matchId)).size,
      bets: order.bets,
      multiple: order.multiple,
      amount: fenToYuan(order.amountFen),
      unitAmount: fenToYuan(Math.round(order.amountFen / order.multiple)),
      followers: sums.followers,
      followAmount: fenToYuan(sums.followFen),
      prize: order.status === "won" ? fenToYuan(order.prizeFen - order.taxFen) : 0,
    };
  });
}

/**
 * Whether a viewer sees a release's legs: a privacy-2 ticket stays hidden from everyone but the
 * releaser and its followers until following closes.
 */
export function releaseVisible(release: ReleaseRow, viewerId: number | null, followed: boolean, now: Date) {
  return (
    release.privacy === 0 ||
    release.releaserId === viewerId ||
    followed ||
    now.getTime() >= release.deadline.getTime()
  );
}

/** Whether the viewer has followed the release. */
async function hasFollowed(q: Queryable, releaseId: number, viewerId: number): Promise<boolean> {
  const [row] = await q
    .select({ id: followOrders.id })
    .from(followOrders)
    .where(and(eq(followOrders.releaseId, releaseId), eq(followOrders.followerId, viewerId)))
    .limit(1);
  return row !== undefined;
}

/**
 * order/queryReleaseDetailInfo: a release with its ticket. A privacy-2 ticket stays hidden (legs null)
 * from everyone but the releaser and its followers until following closes.
 */
export async function releaseDetail(
  db: Db,
  releaseNo: string,
  viewerId: number,
  now: Date,
): Promise<ReleaseDetail> {
  const row = await releaseByNo(db, releaseNo);
  const [summary] = await summariesOf(db, [row], viewerId, now);
  if (!summary) throw new Error("a release summary is missing");
  const { release, order } = row;
  const mine = release.releaserId === viewerId;
  const followed = !mine && (await hasFollowed(db, release.id, viewerId));
  const visible = releaseVisible(release, viewerId, followed, now);
  const detail = parlayOf(order);
  const legs = visible ? (await sportsOrderDetail(db, order)).legs : null;
  const totals = (await followTotals(db, [release.id])).get(release.id) ?? NO_TOTALS;
  return {
    ...summary,
    legs,
    unitMaxPrize:
      visible && detail.maxPrizeFen !== null
        ? fenToYuan(Math.floor(detail.maxPrizeFen / order.multiple))
        : null,
    commissionPaid: fenToYuan(totals.commissionFen - totals.houseCutFen),
    mine,
    followed,
    mayFollow: !mine && summary.status === "selling",
  };
}

/** Open releases: the releaser's order still pending and following not yet closed. */
export const openRelease = (now: Date): SQL =>
  sql`${orders.status} = 'pending' and ${followReleases.deadline} > ${now.toISOString()}::timestamptz`;

const followersOf = sql`(select count(distinct ${followOrders.followerId}) from ${followOrders} where ${followOrders.releaseId} = ${followReleases.id})`;
const followFenOf = sql`(select coalesce(sum(${followOrders.amountFen}), 0) from ${followOrders} where ${followOrders.releaseId} = ${followReleases.id})`;

const LIST_SORTS: Record<FdListParams["sort"], SQL[]> = {
  time: [desc(followReleases.id)],
  followers: [desc(followersOf), desc(followReleases.id)],
  amount: [desc(followFenOf), desc(followReleases.id)],
  commission: [desc(followReleases.commissionPercent), desc(followReleases.id)],
};

/** One page of releases (with their orders) matching `where`, and the total. */
export async function releasePage(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  page: PageParams,
): Promise<{ rows: ReleaseWithOrder[]; total: number }> {
  const rows = await db
    .select({ release: followReleases, order: orders })
    .from(followReleases)
    .innerJoin(orders, eq(orders.id, followReleases.orderId))
    .where(where)
    .orderBy(...order)
    .limit(page.pageSize)
    .offset((page.pageIndex - 1) * page.pageSize);
  const [counted] = await db
    .select({ n: sql<string>`count(*)` })
    .from(followReleases)
    .innerJoin(orders, eq(orders.id, followReleases.orderId))
    .where(where);
  return { rows, total: Number(counted?.n ?? 0) };
}

const gameIs = (gameCode?: string) => (gameCode ? eq(followReleases.gameCode, gameCode) : undefined);

/** order/queryFDList: open releases, optional game, by newest, followers, follow amount or commission. */
export async function fdList(
  db: Db,
  params: FdListParams,
  viewerId: number,
  now: Date,
): Promise<Paged<ReleaseSummary>> {
  const page = await releasePage(
    db,
    and(openRelease(now), gameIs(params.gameCode)),
    LIST_SORTS[params.sort],
    params,
  );
  return { list: await summariesOf(db, page.rows, viewerId, now), total: page.total };
}

/** How many open releases the recommendation and expert lists rank in memory (the newest). */
const CANDIDATES = 500;

/**
 * Open releases ranked by their releasers' records, optionally only releasers `eligible` by their
 * figures, paged in memory over the newest CANDIDATES open releases.
 */
async function rankedOpen(
  db: Db,
  params: FdGameListParams,
  viewerId: number,
  now: Date,
  eligible?: Set<number>,
): Promise<Paged<ReleaseSummary>> {
  if (eligible && eligible.size === 0) return { list: [], total: 0 };
  const where = and(
    openRelease(now),
    gameIs(params.gameCode),
    eligible ? inArray(followReleases.releaserId, [...eligible]) : undefined,
  );
  const { rows } = await releasePage(db, where, [desc(followReleases.id)], {
    pageIndex: 1,
    pageSize: CANDIDATES,
  });
  const all = await summariesOf(db, rows, viewerId, now);
  all.sort(
    (a, b) =>
      b.releaser.record.streak - a.releaser.record.streak ||
      b.releaser.record.hitRate - a.releaser.record.hitRate ||
      b.followers - a.followers ||
      (a.releaseId < b.releaseId ? 1 : -1),
  );
  const start = (params.pageIndex - 1) * params.pageSize;
  return { list: all.slice(start, start + params.pageSize), total: all.length };
}

/** order/queryFDRecommend: open releases, the releasers on the longest winning streaks first. */
export function fdRecommend(db: Db, params: FdGameListParams, viewerId: number, now: Date) {
  return rankedOpen(db, params, viewerId, now);
}

/** order/QueryOKamiReleaseOrderList: open releases of experts (FOLLOW_EXPERT), ranked as recommended. */
export async function expertReleases(
  db: Db,
  params: FdGameListParams,
  viewerId: number,
  now: Date,
  expertIds: Set<number>,
) {
  return rankedOpen(db, params, viewerId, now, expertIds);
}

/** order/QueryAttentionUserFollowOrderList: open releases of the players I follow (关注), newest first. */
export async function attentionReleases(
  db: Db,
  page: PageParams,
  viewerId: number,
  now: Date,
): Promise<Paged<ReleaseSummary>> {
  const where = and(openRelease(now), inArray(followReleases.releaserId, attendedBy(viewerId)));
  const found = await releasePage(db, where, [desc(followReleases.id)], page);
  return { list: await summariesOf(db, found.rows, viewerId, now), total: found.total };
}
