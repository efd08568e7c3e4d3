import pg from "pg";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import type { Deps } from "../deps.ts";

/**
 * Background ticks run by exactly one process: the holder of a PostgreSQL advisory lock. On
 * PostgreSQL the lock is a session lock held on a dedicated connection taken from the direct pool, so it lasts
 * exactly as long as that connection (a crashed leader's lock goes with its connection, and another
 * process takes over within a second). PGlite is single-process: the same call succeeds at once.
 */

/** A job the leader runs every loop, with the loop's time. */
export interface JobTick {
  name: string;
  run(deps: Deps, now: Date): Promise<unknown>;
}

/** A tick that runs at most once every `everyMs` of the loop's clock (the loop itself runs every second). */
export function throttled(tick: JobTick, everyMs: number): JobTick {
  let lastMs = Number.NEGATIVE_INFINITY;
  return {
    name: tick.name,
    run: async (deps, now) => {
      if (now.getTime() - lastMs < everyMs) return null;
      lastMs = now.getTime();
      return tick.run(deps, now);
    },
  };
}

/** The running job loop of this process. */
export interface JobLoop {
  /** Whether this process holds the lock (runs the ticks). */
  isLeader(): boolean;
  /** Stops the loop, waits for a tick in progress and releases the lock. */
  stop(): Promise<void>;
}

/** The advisory lock key of the job leader (any fixed 64-bit number; "LOTTJOBS" in ASCII). */
export const LEADER_LOCK_KEY = 0x4c4f54544a4f4253n;
/** The loop runs every second. */
export const JOB_LOOP_MS = 1000;
/**
 * How often a process that does not lead asks for the lock (a leader holding it asks nothing): a
 * killed leader's house draws resume within about this much (issue 30: another process draws the
 * next house issue within two seconds).
 */
export const TAKEOVER_POLL_MS = 250;

interface LockHolder {
  tryAcquire(): Promise<boolean>;
  release(): Promise<void>;
}

function pgLockHolder(pool: pg.Pool, log: Deps["log"]): LockHolder {
  let client: pg.PoolClient | null = null;
  const drop = (broken: boolean) => {
    const c = client;
    client = null;
    c?.release(broken);
  };
  return {
    async tryAcquire() {
      if (client) return true;
      const c = await pool.connect();
      try {
        const result = await c.query<{ ok: boolean }>("select pg_try_advisory_lock($1::bigint) as ok", [
          LEADER_LOCK_KEY.toString(),
        ]);
        if (!result.rows[0]?.ok) {
          c.release();
          return false;
        }
        client = c;
        // A lost connection loses the lock: stop leading until it is taken again.
        c.on("error", (error) => {
          log.error({ err: error }, "job leader connection lost");
          if (client === c) drop(true);
        });
        return true;
      } catch (error) {
        c.release(true);
        throw error;
      }
    },
    async release() {
      const c = client;
      if (!c) return;
      try {
        await c.query("select pg_advisory_unlock($1::bigint)", [LEADER_LOCK_KEY.toString()]);
        drop(false);
      } catch {
        drop(true);
      }
    },
  };
}

function pgliteLockHolder(db: Db): LockHolder {
  let held = false;
  return {
    async tryAcquire() {
      if (held) return true;
      const result = await db.execute(
        sql`select pg_try_advisory_lock(${LEADER_LOCK_KEY.toString()}::bigint) as ok`,
      );
      held = Boolean((result.rows[0] as { ok?: boolean } | undefined)?.ok);
      return held;
    },
    async release() {
      if (!held) return;
      held = false;
      await db.execute(sql`select pg_advisory_unlock(${LEADER_LOCK_KEY.toString()}::bigint)`);
    },
  };
}

/**
 * The lock holder for the app's database: a dedicated direct connection on PostgreSQL (the session
 * pool, never the transaction pooler, where a session lock would stay on a server connection that
 * other clients then use), else PGlite's session.
 */
export function leaderLockFor(deps: Deps): LockHolder {
  return deps.sessionPool ? pgLockHolder(deps.sessionPool, deps.log) : pgliteLockHolder(deps.db);
}

/**
 * Starts this process's job loop: every TAKEOVER_POLL_MS it tries to become (or stay) the leader and,
 * while leading, runs each tick in turn with `deps.clock()` every `everyMs` (at once on taking over).
 * A failing tick is logged and the others still run; loops never overlap.
 */
export function startJobs(deps: Deps, ticks: readonly JobTick[], everyMs = JOB_LOOP_MS): JobLoop {
  const lock = leaderLockFor(deps);
  let leader = false;
  let stopped = false;
  let running: Promise<void> | null = null;
  let lastRunAt = Number.NEGATIVE_INFINITY;
  const loop = async () => {
    const wasLeader = leader;
    try {
      leader = await lock.tryAcquire();
    } catch (error) {
      leader = false;
      deps.log.error({ err: error }, "job leader lock failed");
      return;
    }
    if (!leader) return;
    // A new leader runs the ticks at once (a draw due while the old one died is late already).
    if (wasLeader && Date.now() - lastRunAt < everyMs) return;
    lastRunAt = Date.now();
    for (const tick of ticks) {
      if (stopped) return;
      try {
        await tick.run(deps, deps.clock());
      } catch (error) {
        deps.log.error({ err: error, job: tick.name }, "job tick failed");
      }
    }
  };
  const timer = setInterval(
    () => {
      if (running || stopped) return;
      running = loop().finally(() => {
        running = null;
      });
    },
    Math.min(everyMs, TAKEOVER_POLL_MS),
  );
  timer.unref();
  return {
    isLeader: () => leader && !stopped,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
      leader = false;
      await lock
        .release()
        .catch((error: unknown) => deps.log.error({ err: error }, "job leader unlock failed"));
    },
  };
}
