import { and, desc, eq, gte, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  RECORD_TIERS,
  SHARE_FEN,
  fenToYuan,
  gameNameOf,
  holderPrize,
  initiatorMayCancel,
  progressPercent,
  recordBadges,
  recordPoints,
} from "@lottery/rules";
import {
  Msg,
  type HmJoinListParams,
  type HmListParams,
  type HmMineParams,
  type Paged,
  type SchemeDetail,
  type SchemeJoin,
  type SchemeRank,
  type SchemeRecord,
  type SchemeStatus,
  type SchemeSummary,
} from "@lottery/contract";
import { namesOf } from "../account/names.ts";
import type { Db } from "../db/client.ts";
import { countWhere, onePage } from "../db/paging.ts";
import { refuse } from "../domain/refusal.ts";
import { orders } from "../orders/tables.ts";
import { togetherJoins, togetherSchemes, type SchemeRow } from "./tables.ts";

/** Points of an initiator: Σ recordPoints(profit) over their winning schemes (all games or one). */
export async function recordsOf(db: Db, initiatorIds: readonly number[], gameCode?: string) {
  const ids = [...new Set(initiatorIds)];
  const map = new Map<number, { points: number; schemes: number; wins: number; prizeFen: number }>();
  if (ids.length === 0) return map;
  const rows = await db
    .select({
      initiatorId: togetherSchemes.initiatorId,
      status: togetherSchemes.status,
      prizeFen: togetherSchemes.prizeFen,
      totalShares: togetherSchemes.totalShares,
    })
    .from(togetherSchemes)
    .where(
      and(
        inArray(togetherSchemes.initiatorId, ids),
        gameCode ? eq(togetherSchemes.gameCode, gameCode) : undefined,
      ),
    );
  for (const row of rows) {
    const entry = map.get(row.initiatorId) ?? { points: 0, schemes: 0, wins: 0, prizeFen: 0 };
    entry.schemes += 1;
    if (row.status === "won") {
      entry.wins += 1;
      entry.prizeFen += row.prizeFen;
      entry.points += recordPoints(row.prizeFen - row.totalShares * SHARE_FEN);
    }
    map.set(row.initiatorId, entry);
  }
  return map;
}

const recordOf = (points: number): SchemeRecord => ({ points, ...recordBadges(points) });

/** The hall rows of schemes, initiators masked, with their 战绩. */
export async function summaries(db: Db, rows: readonly SchemeRow[]): Promise<SchemeSummary[]> {
  const ids = rows.map((r) => r.initiatorId);
  const [names, records] = await Promise.all([namesOf(db, ids, null), recordsOf(db, ids)]);
  return rows.map((row) =>
    summaryOf(row, names.get(row.initiatorId) ?? "", records.get(row.initiatorId)?.points ?? 0),
  );
}

function summaryOf(row: SchemeRow, nickName: string, points: number): SchemeSummary {
  const status = row.status as SchemeStatus;
  return {
    schemeId: row.schemeNo,
    gameCode: row.gameCode,
    gameName: gameNameOf(row.gameCode),
    issue: row.issue,
    status,
    statusName: Msg.together.statusNames[status],
    totalShares: row.totalShares,
    soldShares: row.soldShares + row.guaranteeUsed + row.siteShares,
    guaranteeShares: row.guaranteeShares,
    siteShares: row.siteShares,
    progress: progressPercent(row.soldShares + row.guaranteeUsed + row.siteShares, row.totalShares),
    commissionPercent: row.commissionPercent,
    privacy: row.privacy,
    deadline: row.deadline.toISOString(),
    initiator: { Mid: row.initiatorId, NickName: nickName, record: recordOf(points) },
    participants: row.participants,
    pitch: row.pitch || Msg.together.defaultPitch,
    pinned: row.pinned,
  };
}

/** The initiator's 战绩 points in SQL (RECORD_TIERS over their won schemes), for the `record` sort. */
const won = alias(togetherSchemes, "won");
const profit = sql`${won.prizeFen} - ${won.totalShares} * ${sql.raw(String(SHARE_FEN))}`;
const pointsCase = sql.join(
  [
    sql`case`,
    ...RECORD_TIERS.map(
      (t) => sql`when ${profit} >= ${sql.raw(String(t.minProfitFen))} then ${sql.raw(String(t.points))}`,
    ),
    sql`else 0 end`,
  ],
  sql` `,
);
const initiatorPoints = sql`(select coalesce(sum(${pointsCase}), 0) from ${togetherSchemes} as "won"
  where ${won.initiatorId} = ${togetherSchemes.initiatorId} and ${won.status} = 'won')`;

const SORTS: Record<HmListParams["sort"], SQL[]> = {
  progress: [
    desc(
      sql`(${togetherSchemes.soldShares} + ${togetherSchemes.guaranteeShares})::float / ${togetherSchemes.totalShares}`,
    ),
  ],
  popularity: [desc(togetherSchemes.participants)],
  amount: [desc(togetherSchemes.totalShares)],
  record: [desc(initiatorPoints)],
};

/** GET hm/list: selling schemes (pinned first), by the chosen sort; `record` ranks initiators' 战绩. */
export async function listSchemes(db: Db, params: HmListParams, now: Date): Promise<Paged<SchemeSummary>> {
  const where = and(
    eq(togetherSchemes.status, "selling"),
    sql`${togetherSchemes.deadline} > ${now.toISOString()}::timestamptz`,
    params.gameCode ? eq(togetherSchemes.gameCode, params.gameCode) : undefined,
  );
  const rows = await onePage(
    db
      .select()
      .from(togetherSchemes)
      .where(where)
      .orderBy(desc(togetherSchemes.pinned), ...SORTS[params.sort], desc(togetherSchemes.id))
      .$dynamic(),
    params,
  );
  const list = await summaries(db, rows);
  return { list, total: await countWhere(db, togetherSchemes, where) };
}

async function schemeByNo(db: Db, schemeNo: string): Promise<SchemeRow> {
  const [row] = await db.select().from(togetherSchemes).where(eq(togetherSchemes.schemeNo, schemeNo));
  if (!row) throw refuse("together.schemeNotFound");
  return row;
}

async function sharesOf(db: Db, schemeId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${togetherJoins.shares}), 0)` })
    .from(togetherJoins)
    .where(and(eq(togetherJoins.schemeId, schemeId), eq(togetherJoins.userId, userId)));
  return Number(row?.n ?? 0);
}

/** Whether a viewer may see the tickets: public, a holder (privacy 1), or after sale closed (privacy 2). */
export function ticketsVisible(
  row: SchemeRow,
  viewerId: number | null,
  myShares: number,
  now: Date,
): boolean {
  if (row.privacy === 0 || viewerId === row.initiatorId) return true;
  if (row.privacy === 1) return myShares > 0;
  return row.status !== "selling" || now.getTime() >= row.deadline.getTime();
}

/** GET hm/detail: a scheme with my shares, the ticket when privacy allows and the prize split once settled. */
export async function schemeDetail(
  db: Db,
  schemeNo: string,
  viewerId: number | null,
  now: Date,
): Promise<SchemeDetail> {
  const row = await schemeByNo(db, schemeNo);
  const [summary] = await summaries(db, [row]);
  if (!summary) throw refuse("together.schemeNotFound");
  const myShares = viewerId === null ? 0 : await sharesOf(db, row.id, viewerId);
  const [order] = row.orderId
    ? await db.select({ orderNo: orders.orderNo }).from(orders).where(eq(orders.id, row.orderId))
    : [];
  const detail = row.detail as { tickets: string };
  const split = { commissionFen: row.commissionFen, perShareFen: row.perShareFen, dustFen: 0 };
  split.dustFen = row.prizeFen - row.commissionFen - row.perShareFen * row.totalShares;
  const settled = row.status === "won" || row.status === "lost";
  return {
    ...summary,
    myShares,
    orderId: order?.orderNo ?? null,
    prize: settled
      ? {
          total: fenToYuan(row.prizeFen),
          commission: fenToYuan(row.commissionFen),
          perShare: fenToYuan(row.perShareFen),
          myPrize: fenToYuan(myShares > 0 ? holderPrize(split, myShares, viewerId === row.initiatorId) : 0),
        }
      : null,
    tickets: ticketsVisible(row, viewerId, myShares, now) ? detail.tickets : null,
    multiple: row.multiple,
    amount: fenToYuan(row.totalShares * SHARE_FEN),
    mayCancel:
      viewerId === row.initiatorId &&
      row.status === "selling" &&
      initiatorMayCancel(row.soldShares, row.guaranteeShares, row.totalShares),
  };
}

/** GET hm/joinlist: who holds shares (the site shown as 网站保底), newest first. */
export async function joinList(db: Db, params: HmJoinListParams): Promise<Paged<SchemeJoin>> {
  const row = await schemeByNo(db, params.schemeId);
  const where = eq(togetherJoins.schemeId, row.id);
  const joins = await onePage(
    db.select().from(togetherJoins).where(where).orderBy(desc(togetherJoins.id)).$dynamic(),
    params,
  );
  const names = await namesOf(
    db,
    joins.flatMap((j) => (j.userId === null ? [] : [j.userId])),
    null,
  );
  const list = joins.map((j) => ({
    Mid: j.userId ?? 0,
    NickName: j.userId === null ? Msg.together.siteName : (names.get(j.userId) ?? ""),
    shares: j.shares,
    amount: fenToYuan(j.amountFen),
    kind: j.kind as SchemeJoin["kind"],
    at: j.createdAt.toISOString(),
  }));
  return { list, total: await countWhere(db, togetherJoins, where) };
}

/** GET hm/QueryTogetherList: the schemes I started or joined, newest first. */
export async function mySchemes(db: Db, userId: number, params: HmMineParams): Promise<Paged<SchemeDetail>> {
  const mine = sql`${togetherSchemes.id} in (select ${togetherJoins.schemeId} from ${togetherJoins} where ${togetherJoins.userId} = ${userId})`;
  const where = and(mine, params.status ? eq(togetherSchemes.status, params.status) : undefined);
  const rows = await onePage(
    db.select().from(togetherSchemes).where(where).orderBy(desc(togetherSchemes.id)).$dynamic(),
    params,
  );
  const now = new Date();
  const list = await Promise.all(rows.map((r) => schemeDetail(db, r.schemeNo, userId, now)));
  return { list, total: await countWhere(db, togetherSchemes, where) };
}

/** How many 合买红人 the hall shows, and over how many days an initiator must have started a scheme. */
export const HOT_INITIATORS = { count: 14, days: 7 } as const;

/**
 * GET hm/ranking: initiators by 战绩 points (then prize), top 50; optionally one game. With `since`
 * (hm/QueryTotherRank, 合买红人): only initiators who started a scheme since then, top 14.
 */
export async function ranking(db: Db, gameCode?: string, since?: Date): Promise<SchemeRank[]> {
  const initiators = await db
    .selectDistinct({ id: togetherSchemes.initiatorId })
    .from(togetherSchemes)
    .where(
      and(
        since ? gte(togetherSchemes.createdAt, since) : isNotNull(togetherSchemes.orderId),
        gameCode ? eq(togetherSchemes.gameCode, gameCode) : undefined,
      ),
    );
  const ids = initiators.map((r) => r.id);
  const [names, records] = await Promise.all([namesOf(db, ids, null), recordsOf(db, ids, gameCode)]);
  return ids
    .map((id) => {
      const r = records.get(id) ?? { points: 0, schemes: 0, wins: 0, prizeFen: 0 };
      return {
        Mid: id,
        NickName: names.get(id) ?? "",
        record: recordOf(r.points),
        schemes: r.schemes,
        wins: r.wins,
        prize: fenToYuan(r.prizeFen),
      };
    })
    .filter((rank) => !since || rank.wins > 0)
    .sort((a, b) => b.record.points - a.record.points || b.prize - a.prize || a.Mid - b.Mid)
    .slice(0, since ? HOT_INITIATORS.count : 50);
}

/** GET hm/QueryTotherRank: the 合买红人 — winners by 战绩 who started a scheme in the last 7 days, top 14. */
export function hotInitiators(db: Db, now: Date, gameCode?: string): Promise<SchemeRank[]> {
  return ranking(db, gameCode, new Date(now.getTime() - HOT_INITIATORS.days * 86_400_000));
}
