import { count, eq } from "drizzle-orm";
import { type Paged } from "@lottery/contract";
import type { Db } from "../db/client.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { bumpScopes } from "./changes.ts";
import type { ContentKind, ContentTable } from "./kinds.ts";
import { refuse } from "../domain/refusal.ts";

type Row = Record<string, unknown>;

/** A stored row as operators read it: times in China time. */
function present(row: Row): Row {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? chinaTimeIso(value) : value]),
  );
}

/** One page of a kind's rows in its list order. */
export async function listContent<T extends ContentTable>(
  db: Db,
  kind: ContentKind<T>,
  page: { pageIndex: number; pageSize: number },
): Promise<Paged<Row>> {
  const table = kind.table as ContentTable;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(table)
      .orderBy(...kind.order)
      .limit(page.pageSize)
      .offset((page.pageIndex - 1) * page.pageSize),
    db.select({ n: count() }).from(table),
  ]);
  return { list: rows.map(present), total: totals[0]?.n ?? 0 };
}

/**
 * Creates a row, or replaces the fields of row `id`; bumps updatedAt and the change scopes of the
 * row before and after (a banner moved to another position changes both positions).
 */
export async function saveContent<T extends ContentTable>(
  db: Db,
  kind: ContentKind<T>,
  id: number | undefined,
  fields: Partial<T["$inferInsert"]>,
  now: Date,
): Promise<Row> {
  const table = kind.table as ContentTable;
  const values = { ...fields, updatedAt: now } as T["$inferInsert"];
  try {
    return await db.transaction(async (tx) => {
      const before =
        id === undefined ? [] : await tx.select().from(table).where(eq(table.id, id)).for("update");
      if (id !== undefined && before.length === 0) throw refuse("contentNotFound", kind.label);
      const saved =
        id === undefined
          ? await tx.insert(table).values(values).returning()
          : await tx.update(table).set(values).where(eq(table.id, id)).returning();
      await bumpScopes(tx, scopesOf(kind, [...before, ...saved]), now);
      return present(saved[0] as Row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse("contentDuplicate", kind.label);
    throw error;
  }
}

/** Deletes row `id` and bumps its change scopes. */
export async function deleteContent<T extends ContentTable>(
  db: Db,
  kind: ContentKind<T>,
  id: number,
  now: Date,
): Promise<{ id: number }> {
  const table = kind.table as ContentTable;
  return db.transaction(async (tx) => {
    const deleted = await tx.delete(table).where(eq(table.id, id)).returning();
    if (deleted.length === 0) throw refuse("contentNotFound", kind.label);
    await bumpScopes(tx, scopesOf(kind, deleted), now);
    return { id };
  });
}

function scopesOf<T extends ContentTable>(kind: ContentKind<T>, rows: unknown[]): string[] {
  return [kind.name, ...rows.flatMap((row) => kind.scopes(row as T["$inferSelect"]))];
}

/** PostgreSQL unique_violation, possibly wrapped by the driver or drizzle. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
