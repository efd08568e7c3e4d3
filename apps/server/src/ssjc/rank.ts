import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { SsjcRankModels, SsjcRankPeriod } from "@lottery/contract";
import { chinaDateOf } from "@lottery/rules";
import { users } from "../account/tables.ts";
import type { Db } from "../db/client.ts";
import { chinaDayStart } from "../domain/china-time.ts";
import { maskUserName } from "../domain/masking.ts";
import { ssjcGuesses } from "./tables.ts";

const DAY_MS = 86_400_000;
const TOP = 20;

/** When a ranking period began: the China week (from Monday), the China month, or never (all time). */
export function periodStart(period: SsjcRankPeriod, now: Date): Date | null {
  const today = chinaDayStart(now);
  if (period === "week") {
    const weekday = new Date(today.getTime() + 8 * 3_600_000).getUTCDay();
    return new Date(today.getTime() - ((weekday + 6) % 7) * DAY_MS);
  }
  if (period === "month") return new Date(today.getTime() - (chinaDateOf(now).day - 1) * DAY_MS);
  return null;
}

/**
 * GET Activity/SSJCRank: the players with most right answers settled in the period (ties: fewer
 * guesses first, then who got there first), names masked; and the caller's own line.
 */
export async function ssjcRank(
  db: Db,
  userId: number,
  period: SsjcRankPeriod,
  now: Date,
): Promise<SsjcRankModels> {
  const start = periodStart(period, now);
  const inPeriod = and(
    eq(ssjcGuesses.eventId, 0),
    start ? gte(ssjcGuesses.settledAt, start) : sql`${ssjcGuesses.settledAt} is not null`,
  );
  const wins = sql<number>`count(*) filter (where ${ssjcGuesses.status} = 'won')`.mapWith(Number);
  const guesses = sql<number>`count(*)`.mapWith(Number);
  const lastWin = sql`max(${ssjcGuesses.settledAt}) filter (where ${ssjcGuesses.status} = 'won')`;
  const rows = await db
    .select({ userId: ssjcGuesses.userId, userName: users.userName, wins, guesses })
    .from(ssjcGuesses)
    .innerJoin(users, eq(users.id, ssjcGuesses.userId))
    .where(inPeriod)
    .groupBy(ssjcGuesses.userId, users.userName)
    .having(sql`count(*) filter (where ${ssjcGuesses.status} = 'won') > 0`)
    .orderBy(desc(wins), guesses, lastWin, ssjcGuesses.userId);
  const list = rows.slice(0, TOP).map((row, i) => ({
    rank: i + 1,
    name: maskUserName(row.userName),
    wins: row.wins,
    guesses: row.guesses,
  }));
  const index = rows.findIndex((row) => row.userId === userId);
  const own = index >= 0 ? rows[index] : undefined;
  if (own) return { period, list, mine: { rank: index + 1, wins: own.wins, guesses: own.guesses } };
  const [mine] = await db
    .select({ guesses })
    .from(ssjcGuesses)
    .where(and(eq(ssjcGuesses.userId, userId), inPeriod));
  return { period, list, mine: { rank: null, wins: 0, guesses: mine?.guesses ?? 0 } };
}
