import { and, between, eq } from "drizzle-orm";
import {
  daysInMonth,
  dueStreakRewards,
  makeUpProblem,
  monthOf,
  streakOf,
  type CheckinRules,
} from "@lottery/rules";
import {
  Msg,
  type CheckinDayState,
  type CheckinModels,
  type CheckinRecordModels,
  type CheckinRecordParams,
} from "@lottery/contract";
import type { Db } from "../db/client.ts";
import type { Queryable, Tx } from "../db/queryable.ts";
import { chinaDay } from "../domain/china-time.ts";
import { refuse } from "../domain/refusal.ts";
import { lockPlayer } from "../orders/place.ts";
import { consumeCard, usableCards } from "./inventory.ts";
import { grantLoginGrowth, lockMember } from "./member.ts";
import { playerBalance, postPoints } from "./points.ts";
import { loyaltySettings } from "./settings.ts";
import { checkins, streakRewards } from "./tables.ts";

/**
 * Today's check-in: one row per player and China day (the primary key refuses a second, however it
 * races), the day's points and any streak milestone reached this month (each paid once a month), all
 * in one transaction under the member's lock. No deposit or turnover condition.
 */
export async function checkIn(db: Db, userId: number, now: Date): Promise<CheckinModels> {
  const settings = await loyaltySettings(db);
  return db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const member = await lockMember(tx, userId, now, settings);
    await grantLoginGrowth(tx, member, now, settings);
    const day = chinaDay(now);
    const [row] = await tx
      .insert(checkins)
      .values({ userId, day, madeUp: false, at: now })
      .onConflictDoNothing()
      .returning({ day: checkins.day });
    if (!row) throw refuse("loyalty.alreadyCheckedIn");
    let balance = await playerBalance(tx, userId, "points");
    if (settings.checkin.dailyPoints > 0)
      balance = await postPoints(tx, {
        userId,
        delta: settings.checkin.dailyPoints,
        kind: "points_checkin",
        key: `loyalty:checkin:${userId}:${day}`,
        memo: Msg.loyalty.checkinMemo(day),
        at: now,
      });
    const { streak, rewards, balance: after } = await payStreak(tx, userId, day, settings.checkin, now);
    return { day, points: settings.checkin.dailyPoints, streak, rewards, balance: after ?? balance };
  });
}

/** Signs a missed day of this month with a make-up card (one of the month's allowance), then pays milestones. */
export async function makeUpCheckin(db: Db, userId: number, day: string, now: Date): Promise<CheckinModels> {
  const settings = await loyaltySettings(db);
  return db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    await lockMember(tx, userId, now, settings);
    const today = chinaDay(now);
    const signed = await signedDays(tx, userId, monthOf(today));
    const used = [...signed.values()].filter((madeUp) => madeUp).length;
    const problem = makeUpProblem(day, today, new Set(signed.keys()), used, settings.checkin);
    if (problem) throw refuse(MAKE_UP_REFUSALS[problem]);
    await consumeCard(tx, userId, now);
    await tx.insert(checkins).values({ userId, day, madeUp: true, at: now });
    const { streak, rewards, balance } = await payStreak(tx, userId, today, settings.checkin, now);
    return {
      day,
      points: 0,
      streak,
      rewards,
      balance: balance ?? (await playerBalance(tx, userId, "points")),
    };
  });
}

const MAKE_UP_REFUSALS = {
  notThisMonth: "loyalty.makeUpNotThisMonth",
  notPast: "loyalty.makeUpNotPast",
  alreadySigned: "loyalty.makeUpAlreadySigned",
  monthLimit: "loyalty.makeUpMonthLimit",
} as const;

/** Pays the streak milestones reached and not yet paid this month; the points balance after, if any paid. */
async function payStreak(tx: Tx, userId: number, today: string, rules: CheckinRules, now: Date) {
  const month = monthOf(today);
  const streak = streakOf(new Set((await signedDays(tx, userId, month)).keys()), today);
  const paidRows = await tx
    .select({ days: streakRewards.days })
    .from(streakRewards)
    .where(and(eq(streakRewards.userId, userId), eq(streakRewards.month, month)));
  const due = dueStreakRewards(rules, streak, new Set(paidRows.map((r) => r.days)));
  let balance: number | undefined;
  for (const reward of due) {
    await tx
      .insert(streakRewards)
      .values({ userId, month, days: reward.days, points: reward.points, at: now });
    balance = await postPoints(tx, {
      userId,
      delta: reward.points,
      kind: "points_checkin",
      key: `loyalty:streak:${userId}:${month}:${reward.days}`,
      memo: Msg.loyalty.streakMemo(reward.days),
      at: now,
    });
  }
  return { streak, rewards: due, balance };
}

/** The month's signed days: day → made up with a card. */
async function signedDays(q: Queryable, userId: number, month: string): Promise<Map<string, boolean>> {
  const rows = await q
    .select({ day: checkins.day, madeUp: checkins.madeUp })
    .from(checkins)
    .where(
      and(
        eq(checkins.userId, userId),
        between(checkins.day, `${month}-01`, `${month}-${String(daysInMonth(month)).padStart(2, "0")}`),
      ),
    );
  return new Map(rows.map((row) => [row.day, row.madeUp]));
}

/** The month's grid (signed, made up, missed, today, future), the streak, milestones and make-ups left. */
export async function checkinRecord(
  db: Db,
  userId: number,
  params: CheckinRecordParams,
  now: Date,
): Promise<CheckinRecordModels> {
  const settings = await loyaltySettings(db);
  const today = chinaDay(now);
  const month = params.month ?? monthOf(today);
  const signed = await signedDays(db, userId, month);
  const thisMonth = await signedDays(db, userId, monthOf(today));
  const paid = await db
    .select({ days: streakRewards.days })
    .from(streakRewards)
    .where(and(eq(streakRewards.userId, userId), eq(streakRewards.month, monthOf(today))));
  const used = [...thisMonth.values()].filter(Boolean).length;
  const days = Array.from({ length: daysInMonth(month) }, (_, i) => {
    const day = `${month}-${String(i + 1).padStart(2, "0")}`;
    return { day, state: dayState(day, today, signed.get(day)) };
  });
  return {
    month,
    today,
    days,
    streak: streakOf(new Set(thisMonth.keys()), today),
    signedToday: thisMonth.has(today),
    dailyPoints: settings.checkin.dailyPoints,
    makeUpLeft: Math.max(0, settings.checkin.makeUpPerMonth - used),
    makeUpCards: await usableCards(db, userId, now),
    rewards: settings.checkin.streakRewards.map((r) => ({ ...r, paid: paid.some((p) => p.days === r.days) })),
  };
}

function dayState(day: string, today: string, madeUp: boolean | undefined): CheckinDayState {
  if (madeUp !== undefined) return madeUp ? "madeUp" : "signed";
  if (day === today) return "today";
  return day > today ? "future" : "missed";
}
