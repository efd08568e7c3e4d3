import { gameRules, parseDraw, type DrawZoneSpec, type ParsedDraw } from "@lottery/rules";
import type { DrawResult } from "@lottery/contract";
import { paths } from "../../../lib/paths.ts";

/**
 * The built-in trend chart (走势图): one table per column of the draw, issues × numbers, each cell
 * the number when drawn, else how many draws it has missed so far. The columns follow the server's
 * omission statistics (lotteryresult/Omission): a lotto-style zone (distinct values, or one value)
 * is one column, a digit draw (values may repeat) one column per position.
 */

export interface TrendColumn {
  spec: DrawZoneSpec;
  /** The values this column holds in a draw. */
  valuesOf(draw: ParsedDraw): readonly number[];
}

/** One cell: drawn (hit) or the draws missed up to and including this one. */
export interface TrendCell {
  value: number;
  hit: boolean;
  miss: number;
}

export interface TrendRow {
  issue: string;
  cells: TrendCell[];
}

/** The columns of a game's draw, in the omission answer's order; [] for a game without rules. */
export function trendColumns(gameCode: string): TrendColumn[] {
  const specs = gameRules(gameCode)?.rules.draw ?? [];
  return specs.flatMap((spec, zone): TrendColumn[] => {
    if (spec.distinct || spec.count === 1) return [{ spec, valuesOf: (d) => d[zone] ?? [] }];
    return Array.from({ length: spec.count }, (_, position) => ({
      spec,
      valuesOf: (d: ParsedDraw) => {
        const v = d[zone]?.[position];
        return v === undefined ? [] : [v];
      },
    }));
  });
}

/** Every number a column can show, in order. */
export function columnNumbers(spec: DrawZoneSpec): number[] {
  return Array.from({ length: spec.max - spec.min + 1 }, (_, i) => spec.min + i);
}

/** A number as the draw writes it (two digits for two-digit balls). */
export function trendNumberText(value: number, spec: DrawZoneSpec): string {
  return spec.format === "ball2" ? String(value).padStart(2, "0") : String(value);
}

/**
 * The grid of one column over draws given newest first (as lotteryresult/list answers): rows oldest
 * first, miss counts running from the oldest draw shown. Draws that do not parse are left out.
 */
export function trendRows(
  gameCode: string,
  column: TrendColumn,
  newestFirst: readonly DrawResult[],
): TrendRow[] {
  const numbers = columnNumbers(column.spec);
  const misses = numbers.map(() => 0);
  const rows: TrendRow[] = [];
  for (const draw of [...newestFirst].reverse()) {
    const parsed = parseDraw(gameCode, draw.numbers);
    if (!parsed.ok) continue;
    const drawn = column.valuesOf(parsed.value);
    const cells = numbers.map((value, i) => {
      const hit = drawn.includes(value);
      misses[i] = hit ? 0 : (misses[i] ?? 0) + 1;
      return { value, hit, miss: misses[i] ?? 0 };
    });
    rows.push({ issue: draw.issue, cells });
  }
  return rows;
}

/** The issue as the chart's first column shows it: long fast-draw numbers keep their last 4 digits. */
export function shortIssue(issue: string): string {
  return issue.length > 8 ? issue.slice(-4) : issue;
}

/** /trend/{gameCode}: the built-in trend chart of a game. */
export function trendPath(gameCode: string): string {
  return paths.trend.replace(":gameCode", encodeURIComponent(gameCode));
}
