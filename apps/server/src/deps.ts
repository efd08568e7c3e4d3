import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import { SettingsCache } from "./system/service.ts";

/** What services and routes need: the database, the configuration and the cached switches. */
export interface Deps {
  db: Db;
  config: Config;
  settings: SettingsCache;
}

/** Builds the dependencies of one app instance. */
export function makeDeps(db: Db, config: Config): Deps {
  return { db, config, settings: new SettingsCache(db) };
}
