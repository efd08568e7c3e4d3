import { and, desc, eq, inArray } from "drizzle-orm";
import { familyRules, parseDraw, type DrawZoneSpec, type ParsedDraw } from "@lottery/rules";
import { Msg, type OmissionModels, type OmissionNumber } from "@lottery/contract";
import type { Queryable } from "../db/queryable.ts";
import type { ScheduledGame } from "./games.ts";
import { DRAWN_STATUSES } from "./results.ts";
import { lotteryIssues } from "./tables.ts";

/**
 * 遗漏 (omission) statistics over a game's last `count` draws. Lotto-style zones (values distinct
 * within the zone: SSQ red, 11x5, PK10) count a number as hit when the zone holds it; digit draws
 * (values may repeat: SSC, 3D, K3) are read per position. For each number: hits; current miss = draws
 * since it last came (the window size if it never came); maximum miss = the longest run of draws
 * without it (the runs before the first and after the last hit included); average miss = misses per
 * miss run = (draws − hits) / (hits + 1), rounded to 2 decimals.
 */

/** One column of the table: a label and, per draw, the values it holds. */
interface Column {
  label: string;
  spec: DrawZoneSpec;
  valuesOf(draw: ParsedDraw): readonly number[];
}

function columnsOf(specs: readonly DrawZoneSpec[]): Column[] {
  const columns: Column[] = [];
  specs.forEach((spec, zone) => {
    if (spec.distinct || spec.count === 1) {
      columns.push({ label: Msg.lotteryDraws.zoneLabel(zone + 1), spec, valuesOf: (d) => d[zone] ?? [] });
      return;
    }
    for (let position = 0; position < spec.count; position += 1) {
      columns.push({
        label: Msg.lotteryDraws.positionLabel(position + 1),
        spec,
        valuesOf: (d) => {
          const v = d[zone]?.[position];
          return v === undefined ? [] : [v];
        },
      });
    }
  });
  return columns;
}

/** Statistics of one number from its hit flags, oldest draw first. */
export function omissionOf(hitsOldestFirst: readonly boolean[]): Omit<OmissionNumber, "number"> {
  const draws = hitsOldestFirst.length;
  let hits = 0;
  let run = 0;
  let max = 0;
  for (const hit of hitsOldestFirst) {
    if (hit) {
      hits += 1;
      run = 0;
    } else {
      run += 1;
      max = Math.max(max, run);
    }
  }
  const average = Math.round(((draws - hits) / (hits + 1)) * 100) / 100;
  return { current: run, average, max, hits };
}

const written = (value: number, spec: DrawZoneSpec) =>
  spec.format === "ball2" ? String(value).padStart(2, "0") : String(value);

/** GET lotteryresult/Omission: statistics per zone (or position) and number over the last draws. */
export async function omissionTable(
  db: Queryable,
  game: ScheduledGame,
  count: number,
): Promise<OmissionModels> {
  const rules = familyRules(game.game.family);
  const rows = await db
    .select({ numbers: lotteryIssues.numbers })
    .from(lotteryIssues)
    .where(
      and(eq(lotteryIssues.gameCode, game.game.code), inArray(lotteryIssues.status, [...DRAWN_STATUSES])),
    )
    .orderBy(desc(lotteryIssues.drawAt))
    .limit(count);
  const draws: ParsedDraw[] = [];
  for (const row of rows.reverse()) {
    const parsed = row.numbers ? parseDraw(game.game.code, row.numbers) : null;
    if (parsed?.ok) draws.push(parsed.value);
  }
  const zones = columnsOf(rules?.draw ?? []).map((column) => {
    const numbers: OmissionNumber[] = [];
    for (let value = column.spec.min; value <= column.spec.max; value += 1) {
      const flags = draws.map((d) => column.valuesOf(d).includes(value));
      numbers.push({ number: written(value, column.spec), ...omissionOf(flags) });
    }
    return { label: column.label, numbers };
  });
  return { gameCode: game.game.code, count: draws.length, zones };
}
