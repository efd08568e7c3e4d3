import { eq } from "drizzle-orm";
import type { Deps } from "../deps.ts";
import type { Db } from "../db/client.ts";
import { readChanges } from "./changes.ts";
import { readContentSettings, type ContentSettings } from "./settings.ts";
import { banners, dialogs } from "./tables.ts";

export type BannerRow = typeof banners.$inferSelect;
export type DialogRow = typeof dialogs.$inferSelect;

/** What the home calls read on every visit: enabled banners and dialogs, change times, settings. */
export interface ContentSnapshot {
  banners: BannerRow[];
  dialogs: DialogRow[];
  changes: Map<string, Date>;
  settings: ContentSettings;
}

const CACHE_MS = 2000;

/**
 * The snapshot, reloaded at most every 2 s (as the maintenance switch): the home calls are the
 * busiest, and their time-dependent parts (windows, next draws) are computed per request from it.
 * Operator writes in this process drop it at once; other processes see them within 2 s.
 */
export class ContentCache {
  private cached: { value: Promise<ContentSnapshot>; atMs: number } | null = null;

  constructor(private readonly db: Db) {}

  /** The snapshot as of nowMs (the app clock's time). */
  snapshot(nowMs: number): Promise<ContentSnapshot> {
    if (this.cached && nowMs - this.cached.atMs < CACHE_MS) return this.cached.value;
    const value = this.load();
    this.cached = { value, atMs: nowMs };
    value.catch(() => {
      if (this.cached?.value === value) this.cached = null;
    });
    return value;
  }

  invalidate(): void {
    this.cached = null;
  }

  private async load(): Promise<ContentSnapshot> {
    const [bannerRows, dialogRows, changes, settings] = await Promise.all([
      this.db.select().from(banners).where(eq(banners.enabled, true)),
      this.db.select().from(dialogs).where(eq(dialogs.enabled, true)),
      readChanges(this.db),
      readContentSettings(this.db),
    ]);
    bannerRows.sort((a, b) => a.sort - b.sort || a.id - b.id);
    dialogRows.sort((a, b) => a.id - b.id);
    return { banners: bannerRows, dialogs: dialogRows, changes, settings };
  }
}

const caches = new WeakMap<Deps, ContentCache>();

/** The content cache of one app instance (player and operator routes share it through deps). */
export function contentCacheOf(deps: Deps): ContentCache {
  let cache = caches.get(deps);
  if (!cache) {
    cache = new ContentCache(deps.db);
    caches.set(deps, cache);
  }
  return cache;
}
