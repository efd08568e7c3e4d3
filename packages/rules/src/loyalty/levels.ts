/**
 * Member levels over growth earned in a rolling year (REFERENCE-RULES §4.1). Pure: the server keeps
 * each player's `MemberState` and calls these with its settings and a China date (YYYY-MM-DD).
 */

/** One level's threshold and privileges (an operator setting; six levels 新手 … 钻石 by default). */
export interface LevelRule {
  level: number;
  name: string;
  /** Growth within the cycle that reaches this level. Level 0 starts at 0. */
  minGrowth: number;
  withdrawalsPerDay: number;
  /** Points of the upgrade gift (荣誉礼包), claimed once per level; 0 = none. */
  upgradeGiftPoints: number;
  /** Bet-credit red packet on the birthday, fen; 0 = none. */
  birthdayPacketFen: number;
  /** Points per yuan of settled stake, in percent (100 = 1 point per yuan, 200 = double). */
  pointsPercent: number;
  /** Discount on store prices, percent (0 … 50). */
  storeDiscountPercent: number;
}

export const DEFAULT_LEVELS: readonly LevelRule[] = [
  level(0, "新手", 0, 3, 0, 0, 100, 0),
  level(1, "青铜", 500, 3, 50, 500, 100, 0),
  level(2, "白银", 2_000, 5, 200, 1_000, 110, 5),
  level(3, "黄金", 8_000, 5, 800, 2_800, 120, 10),
  level(4, "铂金", 30_000, 8, 2_000, 5_800, 150, 15),
  level(5, "钻石", 100_000, 10, 5_000, 8_800, 200, 20),
];

function level(
  n: number,
  name: string,
  minGrowth: number,
  withdrawalsPerDay: number,
  upgradeGiftPoints: number,
  birthdayPacketFen: number,
  pointsPercent: number,
  storeDiscountPercent: number,
): LevelRule {
  return {
    level: n,
    name,
    minGrowth,
    withdrawalsPerDay,
    upgradeGiftPoints,
    birthdayPacketFen,
    pointsPercent,
    storeDiscountPercent,
  };
}

/** What is wrong with a level table, or null: levels 0…n-1 in order, thresholds rising from 0. */
export function levelTableProblem(levels: readonly LevelRule[]): string | null {
  if (levels.length < 2) return "至少需要两个等级";
  for (const [i, rule] of levels.entries()) {
    if (rule.level !== i) return `等级编号须从0起连续：第${i + 1}行`;
    if (i === 0 && rule.minGrowth !== 0) return "最低等级的成长值门槛须为0";
    const before = levels[i - 1];
    if (before && rule.minGrowth <= before.minGrowth) return `${rule.name}的门槛须高于${before.name}`;
    if (rule.storeDiscountPercent < 0 || rule.storeDiscountPercent > 50) return "商城折扣须在0至50之间";
    if (rule.pointsPercent < 0 || rule.pointsPercent > 1000) return "积分倍率须在0至1000之间";
  }
  return null;
}

/** The highest level whose threshold `growth` reaches. */
export function levelForGrowth(levels: readonly LevelRule[], growth: number): number {
  let reached = 0;
  for (const rule of levels) if (growth >= rule.minGrowth) reached = rule.level;
  return reached;
}

/** A player's standing: the level, the cycle's first day (China date) and growth earned in it. */
export interface MemberState {
  level: number;
  cycleStart: string;
  growth: number;
}

/** One change of level and why. */
export interface LevelChange {
  from: number;
  to: number;
  reason: "upgrade" | "keep" | "drop";
  day: string;
}

/**
 * Adds growth earned on `day`: when the cycle's growth reaches a higher level the player goes there
 * at once (several levels at a time); the cycle restarts on that day and what lies beyond the new
 * level's threshold carries over.
 */
export function addGrowth(
  levels: readonly LevelRule[],
  state: MemberState,
  delta: number,
  day: string,
): { state: MemberState; change: LevelChange | null } {
  const growth = state.growth + delta;
  const reached = levelForGrowth(levels, growth);
  if (reached <= state.level) return { state: { ...state, growth }, change: null };
  const threshold = levels[reached]?.minGrowth ?? 0;
  return {
    state: { level: reached, cycleStart: day, growth: growth - threshold },
    change: { from: state.level, to: reached, reason: "upgrade", day },
  };
}

/** The last day of a cycle that began on `cycleStart` (one calendar year, the day before the anniversary). */
export function cycleEnd(cycleStart: string): string {
  return addDays(anniversary(cycleStart), -1);
}

/**
 * The cycle ends the player has passed by `today`, applied in order: at each end a player whose
 * cycle growth reached the level's threshold keeps it, else drops one level; either way a new cycle
 * begins the day after with growth 0. Level 0 simply starts again.
 */
export function closeCycles(
  levels: readonly LevelRule[],
  state: MemberState,
  today: string,
): { state: MemberState; changes: LevelChange[] } {
  let current = state;
  const changes: LevelChange[] = [];
  for (let next = anniversary(current.cycleStart); next <= today; next = anniversary(current.cycleStart)) {
    const threshold = levels[current.level]?.minGrowth ?? 0;
    const kept = current.level === 0 || current.growth >= threshold;
    const to = kept ? current.level : current.level - 1;
    if (current.level > 0)
      changes.push({ from: current.level, to, reason: kept ? "keep" : "drop", day: next });
    current = { level: to, cycleStart: next, growth: 0 };
  }
  return { state: current, changes };
}

/** The same date a year later (29 February → 1 March). */
export function anniversary(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y + 1, m - 1, d));
  return iso(date);
}

/** A China date moved by `days`. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return iso(new Date(Date.UTC(y, m - 1, d + days)));
}

function iso(date: Date): string {
  return date.toISOString().slice(0, 10);
}
