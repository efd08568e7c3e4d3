import { eq } from "drizzle-orm";
import type { Deps } from "../deps.ts";
import type { Db } from "../db/client.ts";
import { readDb } from "../db/read-routing.ts";
import { cachedRead, publishChange, type CachedRead } from "../events/cached-read.ts";
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

/**
 * The snapshot, kept in the read cache (events/cached-read.ts) until an operator changes content
 * (`changed:content`, in any process): the home calls are the busiest, and their time-dependent parts
 * (windows, next draws) are computed per request from it.
 */
const snapshotRead = (db: Db): CachedRead<void, ContentSnapshot> => ({
  name: "content.snapshot",
  clearOn: ["changed:content"],
  key: () => "",
  load: () => loadSnapshot(db),
});

export class ContentCache {
  private readonly read: () => Promise<ContentSnapshot>;

  constructor(private readonly deps: Deps) {
    this.read = cachedRead(deps, snapshotRead(readDb(deps, "content")));
  }

  snapshot(): Promise<ContentSnapshot> {
    return this.read();
  }

  /** After an operator's change: every process reloads the snapshot. */
  invalidate(): void {
    publishChange(this.deps, "content");
  }
}

async function loadSnapshot(db: Db): Promise<ContentSnapshot> {
  const [bannerRows, dialogRows, changes, settings] = await Promise.all([
    db.select().from(banners).where(eq(banners.enabled, true)),
    db.select().from(dialogs).where(eq(dialogs.enabled, true)),
    readChanges(db),
    readContentSettings(db),
  ]);
  bannerRows.sort((a, b) => a.sort - b.sort || a.id - b.id);
  dialogRows.sort((a, b) => a.id - b.id);
  return { banners: bannerRows, dialogs: dialogRows, changes, settings };
}

const caches = new WeakMap<Deps, ContentCache>();

/** The content cache of one app instance (player and operator routes share it through deps). */
export function contentCacheOf(deps: Deps): ContentCache {
  let cache = caches.get(deps);
  if (!cache) {
    cache = new ContentCache(deps);
    caches.set(deps, cache);
  }
  return cache;
}
