import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { systemSettings } from "./tables.ts";

export interface MaintenanceSetting {
  on: boolean;
  message: string;
}

const MAINTENANCE_KEY = "maintenance";
const CACHE_MS = 2000;

/**
 * Operator switches read on every player call, cached for 2 s so a switch reaches every server
 * process within that time without a query per request.
 */
export class SettingsCache {
  private cached: { value: MaintenanceSetting; atMs: number } | null = null;

  constructor(private readonly db: Db) {}

  /** The maintenance switch (off when never set). */
  async maintenance(nowMs = Date.now()): Promise<MaintenanceSetting> {
    if (this.cached && nowMs - this.cached.atMs < CACHE_MS) return this.cached.value;
    const rows = await this.db.select().from(systemSettings).where(eq(systemSettings.key, MAINTENANCE_KEY));
    const value = (rows[0]?.value as MaintenanceSetting | undefined) ?? { on: false, message: "" };
    this.cached = { value, atMs: nowMs };
    return value;
  }

  /** Turns maintenance on or off (operator call); takes effect at once in this process. */
  async setMaintenance(value: MaintenanceSetting): Promise<void> {
    await this.db
      .insert(systemSettings)
      .values({ key: MAINTENANCE_KEY, value })
      .onConflictDoUpdate({ target: systemSettings.key, set: { value, updatedAt: sql`now()` } });
    this.cached = null;
  }
}
