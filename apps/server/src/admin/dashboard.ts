import { and, count, eq, gt, gte, lte, ne, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { fenToYuan, GAME_NAMES } from "@lottery/rules";
import type { Dashboard, DashboardDay, DashboardGame, DashboardHour } from "@lottery/contract";
import { chinaDay, chinaDayStart } from "../domain/china-time.ts";
import { ONLINE_GAP_MS } from "../account/presence.ts";
import { presence, users } from "../account/tables.ts";
import type { Db } from "../db/client.ts";
import { lotteryIssues } from "../lottery/tables.ts";
import { orders } from "../orders/tables.ts";
import { rechargeOrders } from "../wallet/tables.ts";
import { withdrawals } from "../withdrawal/tables.ts";

/**
 * GET /dashboard: today's figures and the series of the last `days` China days and of today's hours.
 * Stakes are orders placed (cancelled ones left out), prizes are prizes of orders settled as won, both
 * by the day they happened; recharges are paid recharges by paid time, withdrawals approved ones by
 * review time. Gross gaming revenue = stakes − prizes.
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** A China calendar bucket of an instant column: the day (YYYY-MM-DD) or the hour (0–23). */
const chinaDayOf = (column: PgColumn) =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;
const chinaHourOf = (column: PgColumn) =>
  sql<string>`extract(hour from (${column} at time zone 'UTC') + interval '8 hours')::int`;

type Bucketed = Map<string, number>;

interface Measure {
  /** The instant column the figure is bucketed by. */
  at: PgColumn;
  /** The amount summed (fen), or null to count rows. */
  amount: PgColumn | null;
  where: SQL | undefined;
  table: Parameters<ReturnType<Db["select"]>["from"]>[0];
}

function measures(): Record<"stakes" | "prizes" | "recharges" | "withdrawals" | "newPlayers", Measure> {
  return {
    stakes: {
      table: orders,
      at: orders.placedAt,
      amount: orders.amountFen,
      where: ne(orders.status, "cancelled"),
    },
    prizes: { table: orders, at: orders.settledAt, amount: orders.prizeFen, where: eq(orders.status, "won") },
    recharges: {
      table: rechargeOrders,
      at: rechargeOrders.paidAt,
      amount: rechargeOrders.amountFen,
      where: eq(rechargeOrders.status, "paid"),
    },
    withdrawals: {
      table: withdrawals,
      at: withdrawals.reviewedAt,
      amount: withdrawals.amountFen,
      where: eq(withdrawals.status, "approved"),
    },
    newPlayers: { table: users, at: users.createdAt, amount: null, where: undefined },
  };
}

/** A figure summed (or counted) per bucket of its instant column, from `since` to `now`. */
async function bucketed(db: Db, m: Measure, bucket: typeof chinaDayOf, since: Date, now: Date) {
  const total = m.amount ? sql<string>`coalesce(sum(${m.amount}), 0)` : sql<string>`count(*)`;
  const rows = await db
    .select({ key: bucket(m.at), total })
    .from(m.table)
    .where(and(m.where, gte(m.at, since), lte(m.at, now)))
    .groupBy(sql`1`);
  return new Map(rows.map((row) => [String(row.key), Number(row.total)])) as Bucketed;
}

export async function dashboard(db: Db, days: number, now: Date): Promise<Dashboard> {
  const today = chinaDay(now);
  const todayStart = chinaDayStart(now);
  const firstDayStart = new Date(todayStart.getTime() - (days - 1) * DAY_MS);
  const m = measures();
  const perDay = {
    stakes: await bucketed(db, m.stakes, chinaDayOf, firstDayStart, now),
    prizes: await bucketed(db, m.prizes, chinaDayOf, firstDayStart, now),
    recharges: await bucketed(db, m.recharges, chinaDayOf, firstDayStart, now),
    withdrawals: await bucketed(db, m.withdrawals, chinaDayOf, firstDayStart, now),
    newPlayers: await bucketed(db, m.newPlayers, chinaDayOf, firstDayStart, now),
  };
  const series: DashboardDay[] = [];
  for (let i = 0; i < days; i += 1) {
    const day = chinaDay(new Date(firstDayStart.getTime() + i * DAY_MS + HOUR_MS));
    const fen = (figure: Bucketed) => figure.get(day) ?? 0;
    series.push({
      day,
      ...ggrOf(fen(perDay.stakes), fen(perDay.prizes)),
      recharges: fenToYuan(fen(perDay.recharges)),
      withdrawals: fenToYuan(fen(perDay.withdrawals)),
      newPlayers: fen(perDay.newPlayers),
    });
  }
  const todayRow = series.at(-1) ?? {
    day: today,
    ...ggrOf(0, 0),
    recharges: 0,
    withdrawals: 0,
    newPlayers: 0,
  };
  return {
    today: {
      ...todayRow,
      withdrawalsWaiting: await waitingWithdrawals(db),
      openIssues: await openIssues(db, now),
      playersOnline: await playersOnline(db, now),
      byGame: await byGame(db, todayStart, now),
    },
    days: series,
    hours: await hours(db, m, todayStart, now),
  };
}

function ggrOf(stakesFen: number, prizesFen: number) {
  return {
    stakes: fenToYuan(stakesFen),
    prizes: fenToYuan(prizesFen),
    ggr: fenToYuan(stakesFen - prizesFen),
  };
}

async function hours(db: Db, m: ReturnType<typeof measures>, since: Date, now: Date) {
  const stakes = await bucketed(db, m.stakes, chinaHourOf, since, now);
  const prizes = await bucketed(db, m.prizes, chinaHourOf, since, now);
  const list: DashboardHour[] = [];
  for (let hour = 0; hour < 24; hour += 1) {
    const key = String(hour);
    list.push({ hour, stakes: fenToYuan(stakes.get(key) ?? 0), prizes: fenToYuan(prizes.get(key) ?? 0) });
  }
  return list;
}

/** Today's stakes and prizes per game, largest stakes first. */
async function byGame(db: Db, since: Date, now: Date): Promise<DashboardGame[]> {
  const sumBy = async (m: Measure) => {
    const rows = await db
      .select({ gameCode: orders.gameCode, total: sql<string>`coalesce(sum(${m.amount}), 0)` })
      .from(orders)
      .where(and(m.where, gte(m.at, since), lte(m.at, now)))
      .groupBy(orders.gameCode);
    return new Map(rows.map((row) => [row.gameCode, Number(row.total)]));
  };
  const m = measures();
  const stakes = await sumBy(m.stakes);
  const prizes = await sumBy(m.prizes);
  const codes = [...new Set([...stakes.keys(), ...prizes.keys()])];
  return codes
    .map((gameCode) => ({
      gameCode,
      gameName: GAME_NAMES[gameCode] ?? gameCode,
      ...ggrOf(stakes.get(gameCode) ?? 0, prizes.get(gameCode) ?? 0),
    }))
    .sort((a, b) => b.stakes - a.stakes || a.gameCode.localeCompare(b.gameCode));
}

async function waitingWithdrawals(db: Db) {
  const [row] = await db
    .select({ n: count(), total: sql<string>`coalesce(sum(${withdrawals.amountFen}), 0)` })
    .from(withdrawals)
    .where(eq(withdrawals.status, "pending"));
  return { count: row?.n ?? 0, amount: fenToYuan(Number(row?.total ?? 0)) };
}

/** Issues on sale now: open, sale started and not yet closed. */
async function openIssues(db: Db, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(lotteryIssues)
    .where(
      and(eq(lotteryIssues.status, "open"), lte(lotteryIssues.openAt, now), gt(lotteryIssues.closeAt, now)),
    );
  return row?.n ?? 0;
}

/** Players whose last heartbeat is recent enough to count as online (account/presence.ts). */
async function playersOnline(db: Db, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(presence)
    .where(gt(presence.lastBeatAt, new Date(now.getTime() - ONLINE_GAP_MS)));
  return row?.n ?? 0;
}
