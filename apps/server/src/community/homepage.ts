import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import { fenToYuan, gameNameOf, recordBadges } from "@lottery/rules";
import {
  Msg,
  type ChaseStatus,
  type HomeBadge,
  type HomeChase,
  type HomePageListParams,
  type HomeRelease,
  type HomeScheme,
  type Paged,
  type UserHomePage,
} from "@lottery/contract";
import type { Db } from "../db/client.ts";
import { countWhere, onePage } from "../db/paging.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { refuse } from "../domain/refusal.ts";
import { lotteryChaseIssues, lotteryChases } from "../orders/chase-tables.ts";
import { orders } from "../orders/tables.ts";
import { recordOf, releaserFigures } from "../follow/records.ts";
import { releasePage, releaseVisible, summariesOf } from "../follow/reads.ts";
import { followOrders, followReleases } from "../follow/tables.ts";
import { recordsOf, summaries, ticketsVisible } from "../together/reads.ts";
import { togetherJoins, togetherSchemes } from "../together/tables.ts";
import {
  attentionsOf,
  fansOf,
  followedBy,
  following,
  personOf,
  profileOf,
  wonFiguresOf,
  type WonFigures,
} from "./people.ts";

/** A hit rate counts as a badge over at least this many settled releases. */
const HIT_RATE_MIN_SETTLED = 3;
const EMPTY: Paged<never> = { list: [], total: 0 };

/** The player a homepage call is about: `uid`, else the viewer; without either, login is required. */
function ownerOf(uid: number | undefined, viewerId: number | null): number {
  const owner = uid ?? viewerId;
  if (owner === null) throw refuse("loginRequired");
  return owner;
}

/** Whether the viewer may see the owner's homepage beyond name and avatar. */
async function homeShown(db: Db, owner: number, viewerId: number | null): Promise<boolean> {
  return owner === viewerId || !(await profileOf(db, owner)).homepagePrivate;
}

/** 战绩 badges earned: 连红 ≥ 2, a hit rate over ≥ 3 settled releases, big wins. */
export function badgesOf(record: { settled: number; hitRate: number; streak: number }, won: WonFigures) {
  const badges: HomeBadge[] = [];
  const text = Msg.community.badges;
  if (record.streak >= 2)
    badges.push({ kind: "streak", value: record.streak, text: text.streak(record.streak) });
  if (record.settled >= HIT_RATE_MIN_SETTLED)
    badges.push({ kind: "hitRate", value: record.hitRate, text: text.hitRate(record.hitRate) });
  if (won.bigWins > 0) badges.push({ kind: "bigWin", value: won.bigWins, text: text.bigWin(won.bigWins) });
  return badges;
}

/** order/queryUserHomePage: a player's homepage (uid, default the viewer). */
export async function userHomePage(
  db: Db,
  uid: number | undefined,
  viewerId: number | null,
): Promise<UserHomePage> {
  const owner = ownerOf(uid, viewerId);
  const person = await personOf(db, owner, viewerId);
  const profile = await profileOf(db, owner);
  const mine = owner === viewerId;
  const [iFollow, followsMe] =
    viewerId === null || mine
      ? [new Set<number>(), new Set<number>()]
      : await Promise.all([followedBy(db, viewerId, [owner]), following(db, viewerId, [owner])]);
  const attention = iFollow.has(owner);
  const base = {
    uid: owner,
    nickName: person.nickName,
    avatar: person.avatar,
    attention,
    mutual: attention && followsMe.has(owner),
    private: profile.homepagePrivate,
    mine,
  };
  if (!mine && profile.homepagePrivate)
    return {
      ...base,
      introduction: "",
      badges: [],
      record: recordOf(undefined),
      schemeRecord: { points: 0, ...recordBadges(0) },
      wonCount: 0,
      totalPrize: 0,
      fans: 0,
      attentions: 0,
    };
  const [figures, schemes, won, fans, attentions] = await Promise.all([
    releaserFigures(db, { releaserIds: [owner] }),
    recordsOf(db, [owner]),
    wonFiguresOf(db, [owner]),
    fansOf(db, [owner]),
    attentionsOf(db, [owner]),
  ]);
  const record = recordOf(figures.get(owner));
  const wins = won.get(owner) ?? { wonCount: 0, prizeFen: 0, bigWins: 0 };
  const points = schemes.get(owner)?.points ?? 0;
  return {
    ...base,
    introduction: profile.introduction,
    badges: badgesOf(record, wins),
    record,
    schemeRecord: { points, ...recordBadges(points) },
    wonCount: wins.wonCount,
    totalPrize: fenToYuan(wins.prizeFen),
    fans: fans.get(owner) ?? 0,
    attentions: attentions.get(owner) ?? 0,
  };
}

/** order/QueryUserHomePageOrderList_ZH: a player's chases, newest first; tickets only to the player. */
export async function homeChases(
  db: Db,
  params: HomePageListParams,
  viewerId: number | null,
): Promise<Paged<HomeChase>> {
  const owner = ownerOf(params.uid, viewerId);
  await personOf(db, owner, viewerId);
  if (!(await homeShown(db, owner, viewerId))) return EMPTY;
  const where = eq(lotteryChases.userId, owner);
  const rows = await onePage(
    db.select().from(lotteryChases).where(where).orderBy(desc(lotteryChases.id)).$dynamic(),
    params,
  );
  const ids = rows.map((r) => r.id);
  const issues =
    ids.length === 0
      ? []
      : await db
          .select({
            chaseId: lotteryChaseIssues.chaseId,
            placed: sql<string>`count(*) filter (where ${lotteryChaseIssues.status} = 'placed')`,
            wonFen: sql<string>`coalesce(sum(case when ${orders.status} = 'won' then ${orders.prizeFen} - ${orders.taxFen} else 0 end), 0)`,
          })
          .from(lotteryChaseIssues)
          .leftJoin(orders, eq(orders.id, lotteryChaseIssues.orderId))
          .where(inArray(lotteryChaseIssues.chaseId, ids))
          .groupBy(lotteryChaseIssues.chaseId);
  const byChase = new Map(issues.map((i) => [i.chaseId, i]));
  const list = rows.map((chase) => {
    const status = chase.status as ChaseStatus;
    const sums = byChase.get(chase.id);
    return {
      chaseId: chase.chaseNo,
      gameCode: chase.gameCode,
      gameName: gameNameOf(chase.gameCode),
      tickets: owner === viewerId ? chase.tickets : null,
      bets: chase.bets,
      issueCount: chase.issueCount,
      placedIssues: Number(sums?.placed ?? 0),
      amount: fenToYuan(chase.amountFen),
      prize: fenToYuan(Number(sums?.wonFen ?? 0)),
      status,
      statusName: Msg.lotteryBets.chaseStatusNames[status],
      createdAt: chinaTimeIso(chase.createdAt),
    };
  });
  return { list, total: await countWhere(db, lotteryChases, where) };
}

/**
 * order/QueryUserHomePageOrderList_FD: a player's releases, newest first; `visible` false while a
 * privacy-2 ticket is hidden from this viewer (the legs are never listed here).
 */
export async function homeReleases(
  db: Db,
  params: HomePageListParams,
  viewerId: number | null,
  now: Date,
): Promise<Paged<HomeRelease>> {
  const owner = ownerOf(params.uid, viewerId);
  await personOf(db, owner, viewerId);
  if (!(await homeShown(db, owner, viewerId))) return EMPTY;
  const page = await releasePage(db, eq(followReleases.releaserId, owner), [desc(followReleases.id)], params);
  const releaseIds = page.rows.map((r) => r.release.id);
  const followed =
    viewerId === null || releaseIds.length === 0
      ? new Set<number>()
      : new Set(
          (
            await db
              .select({ id: followOrders.releaseId })
              .from(followOrders)
              .where(and(eq(followOrders.followerId, viewerId), inArray(followOrders.releaseId, releaseIds)))
          ).map((r) => r.id),
        );
  const list = await summariesOf(db, page.rows, viewerId, now);
  return {
    list: list.map((summary, i) => {
      const release = page.rows[i]!.release;
      return { ...summary, visible: releaseVisible(release, viewerId, followed.has(release.id), now) };
    }),
    total: page.total,
  };
}

/**
 * Order/QueryUserHomePageOrderList_HM: the schemes a player started or joined, newest first; tickets
 * only where the scheme's privacy lets this viewer see them.
 */
export async function homeSchemes(
  db: Db,
  params: HomePageListParams,
  viewerId: number | null,
  now: Date,
): Promise<Paged<HomeScheme>> {
  const owner = ownerOf(params.uid, viewerId);
  await personOf(db, owner, viewerId);
  if (!(await homeShown(db, owner, viewerId))) return EMPTY;
  const where = or(
    eq(togetherSchemes.initiatorId, owner),
    sql`${togetherSchemes.id} in (select ${togetherJoins.schemeId} from ${togetherJoins} where ${togetherJoins.userId} = ${owner})`,
  );
  const rows = await onePage(
    db.select().from(togetherSchemes).where(where).orderBy(desc(togetherSchemes.id)).$dynamic(),
    params,
  );
  const ids = rows.map((r) => r.id);
  const held =
    viewerId === null || ids.length === 0
      ? []
      : await db
          .select({ schemeId: togetherJoins.schemeId, shares: sql<string>`sum(${togetherJoins.shares})` })
          .from(togetherJoins)
          .where(and(eq(togetherJoins.userId, viewerId), inArray(togetherJoins.schemeId, ids)))
          .groupBy(togetherJoins.schemeId);
  const myShares = new Map(held.map((h) => [h.schemeId, Number(h.shares)]));
  const list = await summaries(db, rows);
  return {
    list: list.map((summary, i) => {
      const row = rows[i]!;
      const visible = ticketsVisible(row, viewerId, myShares.get(row.id) ?? 0, now);
      return {
        ...summary,
        role: row.initiatorId === owner ? ("initiator" as const) : ("joined" as const),
        visible,
        tickets: visible ? (row.detail as { tickets: string }).tickets : null,
      };
    }),
    total: await countWhere(db, togetherSchemes, where),
  };
}
