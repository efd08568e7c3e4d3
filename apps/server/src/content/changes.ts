import { sql } from "drizzle-orm";
import type { Queryable } from "../db/queryable.ts";
import { contentChanges } from "./tables.ts";

/** A row shown only within its window (either end open when null). */
export interface Windowed {
  startsAt: Date | null;
  endsAt: Date | null;
}

/** Whether a windowed row shows at `now`. */
export function isActive(row: Windowed, now: Date): boolean {
  return (!row.startsAt || row.startsAt <= now) && (!row.endsAt || row.endsAt > now);
}

/** Records that the scopes changed at `at` (same transaction as the change itself). */
export async function bumpScopes(db: Queryable, scopes: Iterable<string>, at: Date): Promise<void> {
  const unique = [...new Set(scopes)];
  if (unique.length === 0) return;
  await db
    .insert(contentChanges)
    .values(unique.map((scope) => ({ scope, changedAt: at })))
    .onConflictDoUpdate({ target: contentChanges.scope, set: { changedAt: sql`excluded.changed_at` } });
}

/** Every scope's last change. */
export async function readChanges(db: Queryable): Promise<Map<string, Date>> {
  const rows = await db.select().from(contentChanges);
  return new Map(rows.map((r) => [r.scope, r.changedAt]));
}

/**
 * When what a reader sees of some scopes last moved: the latest write (deletions included) or the
 * latest window start or end already passed, whichever is later. Epoch when nothing ever changed.
 */
export function lastChange(
  changes: ReadonlyMap<string, Date>,
  scopes: readonly string[],
  rows: readonly Windowed[],
  now: Date,
): Date {
  let latest = 0;
  const consider = (instant: Date | null | undefined) => {
    if (instant && instant <= now && instant.getTime() > latest) latest = instant.getTime();
  };
  for (const scope of scopes) consider(changes.get(scope));
  for (const row of rows) {
    consider(row.startsAt);
    consider(row.endsAt);
  }
  return new Date(latest);
}
