/**
 * The check-in calendar (REFERENCE-RULES §4.3): one check-in per China day; a streak counts
 * consecutive signed days of the current month ending today (or yesterday, before today's check-in);
 * a missed day breaks it unless made up with a card (only days of the current month before today).
 */

export interface CheckinRules {
  /** Points for each day's check-in. */
  dailyPoints: number;
  /** Streak length → bonus points, paid once per month when the streak first reaches it. */
  streakRewards: readonly { days: number; points: number }[];
  /** Make-up cards usable per month. */
  makeUpPerMonth: number;
}

export const DEFAULT_CHECKIN: CheckinRules = {
  dailyPoints: 5,
  streakRewards: [
    { days: 3, points: 10 },
    { days: 7, points: 30 },
    { days: 15, points: 80 },
    { days: 30, points: 200 },
  ],
  makeUpPerMonth: 2,
};

/** What is wrong with check-in settings, or null. */
export function checkinRulesProblem(rules: CheckinRules): string | null {
  if (rules.dailyPoints < 0) return "每日签到积分不能为负";
  if (rules.makeUpPerMonth < 0 || rules.makeUpPerMonth > 31) return "每月补签次数须在0至31之间";
  const days = rules.streakRewards.map((r) => r.days);
  if (days.some((d, i) => d < 2 || d > 31 || (i > 0 && d <= (days[i - 1] ?? 0))))
    return "连续签到天数须在2至31之间且递增";
  if (rules.streakRewards.some((r) => r.points < 1)) return "连续签到奖励须至少1积分";
  return null;
}

/** The month of a China date, YYYY-MM. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** Days in the month `YYYY-MM`. */
export function daysInMonth(month: string): number {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/**
 * The current streak: consecutive signed days (`signed` holds this month's China dates) ending today,
 * or ending yesterday when today is not signed yet; never reaching into the previous month.
 */
export function streakOf(signed: ReadonlySet<string>, today: string): number {
  const month = monthOf(today);
  let dayOfMonth = Number(today.slice(8, 10));
  if (!signed.has(today)) dayOfMonth -= 1;
  let streak = 0;
  for (; dayOfMonth >= 1; dayOfMonth -= 1) {
    if (!signed.has(`${month}-${String(dayOfMonth).padStart(2, "0")}`)) break;
    streak += 1;
  }
  return streak;
}

/** The streak rewards a streak has reached that are not yet paid this month. */
export function dueStreakRewards(
  rules: CheckinRules,
  streak: number,
  paid: ReadonlySet<number>,
): { days: number; points: number }[] {
  return rules.streakRewards.filter((r) => r.days <= streak && !paid.has(r.days));
}

/** Why `day` cannot be made up today, or null: it must be an unsigned day of this month before today. */
export function makeUpProblem(
  day: string,
  today: string,
  signed: ReadonlySet<string>,
  usedThisMonth: number,
  rules: CheckinRules,
): "notThisMonth" | "notPast" | "alreadySigned" | "monthLimit" | null {
  if (monthOf(day) !== monthOf(today)) return "notThisMonth";
  if (day >= today) return "notPast";
  if (signed.has(day)) return "alreadySigned";
  if (usedThisMonth >= rules.makeUpPerMonth) return "monthLimit";
  return null;
}
