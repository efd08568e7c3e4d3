import { useMemo, useState } from "react";
import type { ZoneSpec } from "@lottery/rules";
import { storage } from "../../../lib/storage.ts";
import { useRecentDraws } from "../api/trend.ts";
import { hotRange, MISS_WINDOW, pickStats, STAT_MODES, type StatMode } from "../logic/pick-stats.ts";

/** A ball's figure under it: the text and, in 冷热, whether it is the zone's hottest or coldest. */
export interface BallStat {
  text: string;
  tone?: "hot" | "cold";
}

export type BallStatOf = (value: number) => BallStat | null;

function storedMode(gameCode: string): StatMode {
  const stored = storage.getPerGame<StatMode>("pickStats", gameCode);
  return stored && STAT_MODES.includes(stored) ? stored : "off";
}

/**
 * The picker's 遗漏/冷热 switch, remembered per game, and per zone the figure under each ball (null
 * when off, still loading or the zone's values are not draw values).
 */
export function usePickStats(gameCode: string, zones: readonly ZoneSpec[] | undefined) {
  const [mode, setModeState] = useState<StatMode>(() => storedMode(gameCode));
  const draws = useRecentDraws(gameCode, MISS_WINDOW, mode !== "off");
  const setMode = (next: StatMode) => {
    storage.setPerGame("pickStats", gameCode, next);
    setModeState(next);
  };
  const stats = useMemo(
    () => (draws.data && zones ? pickStats(gameCode, zones, draws.data.list) : []),
    [draws.data, zones, gameCode],
  );
  const statOf = (zoneIndex: number): BallStatOf | undefined => {
    const zone = stats[zoneIndex];
    if (mode === "off" || !zone) return undefined;
    const range = hotRange(zone);
    return (value) => {
      const stat = zone.get(value);
      if (!stat) return null;
      if (mode === "miss") return { text: String(stat.miss) };
      const tone = stat.hits === range?.hot ? "hot" : stat.hits === range?.cold ? "cold" : undefined;
      return { text: String(stat.hits), tone };
    };
  };
  return { mode, setMode, statOf };
}
