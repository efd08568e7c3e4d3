import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Queryable } from "../db/queryable.ts";
import { systemSettings } from "./tables.ts";

/**
 * An operator-set group of values stored as one JSON row of system_settings, read through its zod
 * schema (so a row written by an older version gets the defaults of fields it lacks).
 */
export interface SettingDef<S extends z.ZodType> {
  key: string;
  schema: S;
}

/** The stored value of a setting, or the schema's defaults when never set. */
export async function readSetting<S extends z.ZodType>(
  db: Queryable,
  def: SettingDef<S>,
): Promise<z.output<S>> {
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.key, def.key));
  return def.schema.parse(row?.value ?? {});
}

/** A setting's stored JSON (null when never set) as a scalar subquery, to read it with another row. */
export function storedSetting<S extends z.ZodType>(def: SettingDef<S>) {
  return sql<unknown>`(select ${systemSettings.value} from ${systemSettings} where ${systemSettings.key} = ${def.key})`;
}

/** Replaces a setting with a checked value. */
export async function writeSetting<S extends z.ZodType>(
  db: Queryable,
  def: SettingDef<S>,
  value: z.output<S>,
): Promise<void> {
  const checked = def.schema.parse(value) as object;
  await db
    .insert(systemSettings)
    .values({ key: def.key, value: checked })
    .onConflictDoUpdate({ target: systemSettings.key, set: { value: checked, updatedAt: sql`now()` } });
}
