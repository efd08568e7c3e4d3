import { chinaDay } from "../domain/china-time.ts";

/** A player's heartbeat counters as stored. */
export interface PresenceState {
  lastBeatAt: Date;
  /** China date YYYY-MM-DD of the day counters. */
  day: string;
  countToday: number;
  onlineSecondsToday: number;
  pendingOfflineMinutes: number;
}

/** Heartbeats at most this far apart count as time online. */
export const ONLINE_GAP_MS = 2 * 60_000;
/** A gap this long counts as time away (claimable offline minutes). */
export const OFFLINE_GAP_MS = 30 * 60_000;
/** One absence counts for at most a day. */
export const MAX_OFFLINE_MINUTES_PER_GAP = 24 * 60;
/** Pending offline minutes needed before a reward can be claimed. */
export const REWARD_MIN_MINUTES = 60;

/**
 * The counters after a heartbeat at `now`: day counters restart on a new China day; a short gap adds
 * to today's online time, a long one (≥ 30 min) to the pending offline minutes (≤ 24 h per gap).
 */
export function afterHeartbeat(previous: PresenceState | null, now: Date): PresenceState {
  const day = chinaDay(now);
  if (!previous) {
    return { lastBeatAt: now, day, countToday: 1, onlineSecondsToday: 0, pendingOfflineMinutes: 0 };
  }
  const sameDay = previous.day === day;
  const gapMs = Math.max(now.getTime() - previous.lastBeatAt.getTime(), 0);
  const onlineSeconds = gapMs <= ONLINE_GAP_MS ? Math.floor(gapMs / 1000) : 0;
  const offlineMinutes =
    gapMs >= OFFLINE_GAP_MS ? Math.min(Math.floor(gapMs / 60_000), MAX_OFFLINE_MINUTES_PER_GAP) : 0;
  return {
    lastBeatAt: now,
    day,
    countToday: (sameDay ? previous.countToday : 0) + 1,
    onlineSecondsToday: (sameDay ? previous.onlineSecondsToday : 0) + onlineSeconds,
    pendingOfflineMinutes: previous.pendingOfflineMinutes + offlineMinutes,
  };
}

/** Offline minutes a claim counts (at most 8 hours) and the growth points they pay: 10 per full hour. */
export const MAX_REWARD_MINUTES = 8 * 60;
export const POINTS_PER_HOUR = 10;

export function offlineRewardPoints(pendingMinutes: number): { minutes: number; points: number } {
  const minutes = Math.min(pendingMinutes, MAX_REWARD_MINUTES);
  return { minutes, points: Math.floor(minutes / 60) * POINTS_PER_HOUR };
}
