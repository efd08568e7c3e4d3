import { and, asc, gte, inArray, sql } from "drizzle-orm";
import { releaseRecord, type ReleaseRecordFigures } from "@lottery/rules";
import type { ReleaserRecord } from "@lottery/contract";
import type { Queryable } from "../db/queryable.ts";
import { orders } from "../orders/tables.ts";
import { followReleases } from "./tables.ts";

/** Settled releases only (void ones are left out): the releaser's order won or lost. */
export const settledRelease = sql`${orders.status} in ('won', 'lost')`;

/**
 * The record of releasers over their settled releases, oldest first (by settlement): hit rate, return
 * rate, streak, prizes after tax and stakes; optionally only releases settled since `since` and of one
 * game; every releaser asked for, or (no ids) every releaser with a settled release.
 */
export async function releaserFigures(
  q: Queryable,
  filter: { releaserIds?: readonly number[]; since?: Date | null; gameCode?: string },
): Promise<Map<number, ReleaseRecordFigures>> {
  const ids = filter.releaserIds ? [...new Set(filter.releaserIds)] : null;
  const answer = new Map<number, ReleaseRecordFigures>();
  if (ids && ids.length === 0) return answer;
  const rows = await q
    .select({
      releaserId: followReleases.releaserId,
      status: orders.status,
      prizeFen: orders.prizeFen,
      taxFen: orders.taxFen,
      amountFen: orders.amountFen,
    })
    .from(followReleases)
    .innerJoin(orders, sql`${orders.id} = ${followReleases.orderId}`)
    .where(
      and(
        settledRelease,
        ids ? inArray(followReleases.releaserId, ids) : undefined,
        filter.since ? gte(orders.settledAt, filter.since) : undefined,
        filter.gameCode ? sql`${followReleases.gameCode} = ${filter.gameCode}` : undefined,
      ),
    )
    .orderBy(asc(orders.settledAt), asc(orders.id));
  const grouped = new Map<number, { won: boolean; prizeFen: number; stakeFen: number }[]>();
  for (const row of rows) {
    const list = grouped.get(row.releaserId) ?? [];
    const won = row.status === "won";
    list.push({ won, prizeFen: won ? row.prizeFen - row.taxFen : 0, stakeFen: row.amountFen });
    grouped.set(row.releaserId, list);
  }
  for (const [id, list] of grouped) answer.set(id, releaseRecord(list));
  for (const id of ids ?? []) if (!answer.has(id)) answer.set(id, releaseRecord([]));
  return answer;
}

/** The player-facing part of the figures. */
export function recordOf(figures: ReleaseRecordFigures | undefined): ReleaserRecord {
  const f = figures ?? releaseRecord([]);
  return { settled: f.settled, won: f.won, hitRate: f.hitRate, returnRate: f.returnRate, streak: f.streak };
}
