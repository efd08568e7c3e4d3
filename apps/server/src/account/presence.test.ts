import { describe, expect, it } from "vitest";
import { afterHeartbeat, offlineRewardPoints, type PresenceState } from "./presence.ts";

const MIN = 60_000;
// 2026-06-15 10:00 China time.
const start = new Date("2026-06-15T02:00:00Z");
const at = (minutes: number) => new Date(start.getTime() + minutes * MIN);

function beats(...minutes: number[]): PresenceState {
  let state: PresenceState | null = null;
  for (const m of minutes) state = afterHeartbeat(state, at(m));
  return state!;
}

describe("afterHeartbeat", () => {
  it("starts the day's counters with the first heartbeat", () => {
    expect(beats(0)).toEqual({
      lastBeatAt: start,
      day: "2026-06-15",
      countToday: 1,
      onlineSecondsToday: 0,
      pendingOfflineMinutes: 0,
    });
  });

  it("adds gaps of at most 2 minutes to the online time", () => {
    const state = beats(0, 1, 2, 4);
    expect(state.countToday).toBe(4);
    expect(state.onlineSecondsToday).toBe(4 * 60);
  });

  it("counts a gap between 2 and 30 minutes as neither online nor offline", () => {
    const state = beats(0, 10);
    expect(state.onlineSecondsToday).toBe(0);
    expect(state.pendingOfflineMinutes).toBe(0);
  });

  it("adds gaps of 30 minutes or more to the pending offline minutes, at most a day each", () => {
    expect(beats(0, 30).pendingOfflineMinutes).toBe(30);
    expect(beats(0, 90, 91).pendingOfflineMinutes).toBe(90);
    expect(beats(0, 3 * 24 * 60).pendingOfflineMinutes).toBe(24 * 60);
  });

  it("restarts the day counters on a new China day but keeps pending minutes", () => {
    // 23:59 China time, then 00:31 the next day.
    const late = new Date("2026-06-15T15:59:00Z");
    const first = afterHeartbeat(null, late);
    const next = afterHeartbeat(first, new Date(late.getTime() + 32 * MIN));
    expect(next.day).toBe("2026-06-16");
    expect(next.countToday).toBe(1);
    expect(next.pendingOfflineMinutes).toBe(32);
  });
});

describe("offlineRewardPoints", () => {
  it("pays 10 points per full hour, counting at most 8 hours", () => {
    expect(offlineRewardPoints(59)).toEqual({ minutes: 59, points: 0 });
    expect(offlineRewardPoints(119)).toEqual({ minutes: 119, points: 10 });
    expect(offlineRewardPoints(8 * 60)).toEqual({ minutes: 480, points: 80 });
    expect(offlineRewardPoints(24 * 60)).toEqual({ minutes: 480, points: 80 });
  });
});
