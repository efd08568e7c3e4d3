import { gameRules, parseDraw, type ParsedDraw, type ZoneSpec } from "@lottery/rules";
import type { DrawResult } from "@lottery/contract";
import { trendColumns } from "./trend.ts";

/**
 * 遗漏 and 冷热 under the picker's balls, from the game's recent draws (the draws the trend chart
 * reads). Each picker zone reads some part of a draw:
 * - one zone per draw column (SSQ red/blue, 3D 直选 positions, 七星彩's seven) → that column;
 * - a single zone (组选, 任选, 二不同号 …) → the value anywhere in the draw;
 * - a few positions of a longer draw (11选5 前二直选, PK10 定位胆, 时时彩 后三直选) → those positions:
 *   时时彩's fewer-star plays read the last positions, the others the first; 快3's dice have no
 *   order, so its zones read any die.
 * A zone whose values are not draw values (和值, 大小单双, 龙虎) gets no figures.
 */

export type StatMode = "off" | "miss" | "hot";
export const STAT_MODES: readonly StatMode[] = ["off", "miss", "hot"];

/** Draws read for 遗漏 (the list call's largest page) and the shorter window counted for 冷热. */
export const MISS_WINDOW = 100;
export const HOT_WINDOW = 30;

type Reader = (draw: ParsedDraw) => readonly number[];

export interface ValueStat {
  /** Draws since the value last came (the window when it never came). */
  miss: number;
  /** Draws holding it among the last HOT_WINDOW. */
  hits: number;
}

const fits = (spec: ZoneSpec, range: { min: number; max: number }) =>
  spec.format !== "token" && spec.min >= range.min && spec.max <= range.max;

function readersOf(gameCode: string, zones: readonly ZoneSpec[]): (Reader | null)[] {
  const game = gameRules(gameCode);
  const draw = game?.rules.draw ?? [];
  const columns = trendColumns(gameCode);
  if (zones.length === columns.length) {
    return zones.map((spec, i) => {
      const column = columns[i];
      return column && fits(spec, column.spec) ? column.valuesOf : null;
    });
  }
  const anywhere: Reader = (d) => d.flat();
  const first = draw[0];
  if (zones.length === 1 || draw.length !== 1 || !first || game?.game.family === "k3") {
    return zones.map((spec) => (draw.every((z) => fits(spec, z)) ? anywhere : null));
  }
  const offset = game?.game.family === "ssc" ? first.count - zones.length : 0;
  return zones.map((spec, i) => {
    const position = offset + i;
    if (!fits(spec, first) || position >= first.count) return null;
    return (d: ParsedDraw) => {
      const v = d[0]?.[position];
      return v === undefined ? [] : [v];
    };
  });
}

/** Per picker zone: value → its figures, or null when the zone's values are not draw values. */
export function pickStats(
  gameCode: string,
  zones: readonly ZoneSpec[],
  newestFirst: readonly DrawResult[],
): (Map<number, ValueStat> | null)[] {
  const draws: ParsedDraw[] = [];
  for (const result of newestFirst) {
    const parsed = parseDraw(gameCode, result.numbers);
    if (parsed.ok) draws.push(parsed.value);
  }
  return readersOf(gameCode, zones).map((read, z) => {
    const spec = zones[z];
    if (!read || !spec) return null;
    const stats = new Map<number, ValueStat>();
    for (let value = spec.min; value <= spec.max; value += 1) {
      const missAt = draws.findIndex((d) => read(d).includes(value));
      const hits = draws.slice(0, HOT_WINDOW).filter((d) => read(d).includes(value)).length;
      stats.set(value, { miss: missAt === -1 ? draws.length : missAt, hits });
    }
    return stats;
  });
}

/** The hottest and coldest hit counts of a zone (to colour the extremes), or null when all equal. */
export function hotRange(stats: Map<number, ValueStat>): { hot: number; cold: number } | null {
  const hits = [...stats.values()].map((s) => s.hits);
  const hot = Math.max(...hits);
  const cold = Math.min(...hits);
  return hot === cold ? null : { hot, cold };
}
