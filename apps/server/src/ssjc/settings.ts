import { z } from "zod";
import { integerParam, type SsjcSettings } from "@lottery/contract";
import type { Queryable } from "../db/queryable.ts";
import { readSetting, writeSetting, type SettingDef } from "../system/settings-store.ts";

const SSJC_SETTING: SettingDef<z.ZodType<SsjcSettings>> = {
  key: "ssjc",
  schema: z.object({ dailyLimit: integerParam(1, 100).default(5) }),
};

/** Match guessing's operator settings: guesses a player may make per China day (default 5). */
export function ssjcSettings(q: Queryable): Promise<SsjcSettings> {
  return readSetting(q, SSJC_SETTING);
}

export function saveSsjcSettings(q: Queryable, value: SsjcSettings): Promise<void> {
  return writeSetting(q, SSJC_SETTING, value);
}
