import { LRUCache } from "lru-cache";
import type { Deps } from "../deps.ts";
import type { ChangeEvent, ChangeTopic, GameEvent } from "./bus.ts";

/**
 * Public reads that answer every player the same, kept in this process until an event says they
 * changed. A read names the events that clear it: a game event's type (opened, closed, drawn, settled,
 * odds, result) or an operator change's topic (`changed:content`, ...). Events come through the bus,
 * so another server process's events (the LISTEN/NOTIFY relay, events/relay.ts) clear this one's
 * answers at once. A game's events clear only the answers about that game.
 *
 * Only what is the same until the next event is cached: what a clock changes (server time, on sale
 * now, countdowns) is computed per request from the cached part, and an answer that goes stale by time
 * alone (the current issue, at its close) says when (`expiresAt`). Checks of the call (signature,
 * maintenance, token, parameters) still run on every request: the cache holds the handler's data.
 */

/** What clears a read: a game event's type or an operator change's topic. */
export type Clearing = GameEvent["type"] | `changed:${ChangeTopic}`;

export interface CachedRead<P, R> {
  /** Unique among cached reads (the keys' prefix). */
  name: string;
  clearOn: readonly Clearing[];
  /** The answer's key among this read's answers (the parameters it depends on). */
  key: (params: P) => string;
  /** The game the answer is about: its game's events clear it (none: every event of `clearOn` does). */
  game?: (params: P) => string;
  /**
   * App-clock instant (ms) from which the answer is wrong by time alone, e.g. its issue's close. Such
   * a timed read is given the request's time (`now`), which its load also gets.
   */
  expiresAt?: (value: R) => number;
  /** Oldest an answer may get without an event (app-clock ms); a timed read as with `expiresAt`. */
  maxAgeMs?: number;
  /** The answer from the database; `now` is the request's time (null for reads that are not timed). */
  load: (params: P, now: Date | null) => Promise<R>;
}

interface Entry {
  read: string;
  game: string | undefined;
  value: Promise<unknown>;
  expiresAtMs: number;
}

/** Answers kept at most; the least recently read go first. */
const MAX_ENTRIES = 20_000;

export class ReadCache {
  private readonly entries = new LRUCache<string, Entry>({ max: MAX_ENTRIES });
  /** Which reads each clearing event clears. */
  private readonly clearedBy = new Map<Clearing, Set<string>>();
  private readonly known = new Set<string>();
  /** Answers served from the cache and loaded (the tests read them). */
  readonly counts = { hits: 0, loads: 0 };

  /**
   * The answer for the parameters, cached or loaded. A timed read (`expiresAt`, `maxAgeMs`) needs the
   * request's time; the cache reads no clock itself (a clock reading is the caller's to make).
   */
  read<P, R>(def: CachedRead<P, R>, params: P, now: Date | null = null): Promise<R> {
    this.learn(def);
    const timed = def.expiresAt !== undefined || def.maxAgeMs !== undefined;
    if (timed && !now) throw new Error(`${def.name}: a timed read needs the request's time`);
    const key = `${def.name}\u0000${def.key(params)}`;
    const nowMs = now?.getTime() ?? 0;
    const hit = this.entries.get(key);
    if (hit && nowMs < hit.expiresAtMs) {
      this.counts.hits++;
      return hit.value as Promise<R>;
    }
    this.counts.loads++;
    const value = def.load(params, now);
    const maxAge = def.maxAgeMs === undefined ? Infinity : nowMs + def.maxAgeMs;
    const entry: Entry = { read: def.name, game: def.game?.(params), value, expiresAtMs: maxAge };
    this.entries.set(key, entry);
    value.then(
      (answer) => {
        if (def.expiresAt) entry.expiresAtMs = Math.min(entry.expiresAtMs, def.expiresAt(answer));
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return value;
  }

  /** Drops the answers the event makes stale: of the reads it clears, about its game (or any game). */
  clear(clearing: Clearing, game?: string): void {
    const reads = this.clearedBy.get(clearing);
    if (!reads) return;
    const stale: string[] = [];
    for (const [key, entry] of this.entries.entries()) {
      if (!reads.has(entry.read)) continue;
      if (game === undefined || entry.game === undefined || entry.game === game) stale.push(key);
    }
    // Deleted after the walk: the walk follows the cache's own order, which a delete rewires.
    for (const key of stale) this.entries.delete(key);
  }

  /** Drops every answer (after events may have been missed). */
  clearAll(): void {
    this.entries.clear();
  }

  private learn(def: { name: string; clearOn: readonly Clearing[] }): void {
    if (this.known.has(def.name)) return;
    this.known.add(def.name);
    for (const clearing of def.clearOn) {
      const reads = this.clearedBy.get(clearing) ?? new Set<string>();
      reads.add(def.name);
      this.clearedBy.set(clearing, reads);
    }
  }
}

const caches = new WeakMap<Deps, ReadCache>();

/** The read cache of one app instance, cleared by its event bus (this process's and the relay's). */
export function readCacheOf(deps: Deps): ReadCache {
  let cache = caches.get(deps);
  if (!cache) {
    const created = new ReadCache();
    deps.events.subscribe("*", (event: GameEvent) => created.clear(event.type, event.game));
    deps.events.subscribeChanges((event: ChangeEvent) => {
      if (event.topic === "missed") created.clearAll();
      else created.clear(`changed:${event.topic}`, event.game);
    });
    caches.set(deps, created);
    cache = created;
  }
  return cache;
}

/** The read's handler: its answer for the parameters, from this app's cache. */
export function cachedRead<P, R>(deps: Deps, def: CachedRead<P, R>): (params: P, now?: Date) => Promise<R> {
  const cache = readCacheOf(deps);
  return (params, now) => cache.read(def, params, now ?? null);
}

/** Announces an operator change to every process's read caches (and this one's). */
export function publishChange(deps: Deps, topic: ChangeTopic, game?: string): void {
  const event: ChangeEvent = { type: "changed", topic, at: deps.clock().toISOString() };
  if (game !== undefined) event.game = game;
  deps.events.publish(event);
}
