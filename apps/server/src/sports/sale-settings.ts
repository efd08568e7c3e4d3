import { z } from "zod";
import type { Queryable } from "../db/queryable.ts";
import { readSetting, writeSetting } from "../system/settings-store.ts";

/** Operator-set sale rules of the sports games: minutes before kick-off the sale of a match closes. */
export const sportsSaleSettingsSchema = z.object({
  closeMinutes: z.number().int().min(0).max(720).default(10),
});
export type SportsSaleSettings = z.output<typeof sportsSaleSettingsSchema>;

const SETTING = { key: "sports.sale", schema: sportsSaleSettingsSchema };

/** The sale rules (defaults when never set). */
export function readSportsSaleSettings(db: Queryable): Promise<SportsSaleSettings> {
  return readSetting(db, SETTING);
}

/** Replaces the sale rules. */
export function writeSportsSaleSettings(db: Queryable, value: SportsSaleSettings): Promise<void> {
  return writeSetting(db, SETTING, value);
}
