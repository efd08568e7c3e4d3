import { afterEach, describe, expect, it } from "vitest";
import pg from "pg";
import { sql } from "drizzle-orm";
import type { GameEvent } from "../src/events/bus.ts";
import { startEventRelay, type EventRelay } from "../src/events/relay.ts";
import { openDatabase, type Database } from "../src/db/client.ts";
import { makeDeps, type Deps } from "../src/deps.ts";
import { startJobs, type JobLoop } from "../src/jobs/leader.ts";
import { lotteryJob } from "../src/jobs/lottery-job.ts";
import { lotteryIssues } from "../src/lottery/tables.ts";
import { loadConfig } from "../src/config.ts";
import { freshDatabase } from "./helpers.ts";

const onPostgres = Boolean(process.env.DATABASE_URL);

/** Waits until a condition holds (polling every 50 ms) or fails after `ms`. */
async function until(condition: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A second process's view of the same database: its own pool and dependencies. */
async function secondInstance(first: Database): Promise<Database> {
  const url = ((first.db as unknown as { $client: pg.Pool }).$client.options as { connectionString: string })
    .connectionString;
  return openDatabase({ databaseUrl: url, pgliteDir: null });
}

describe("job leader and event relay", () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  });

  // The PostgreSQL variant below covers two processes.
  it.skipIf(onPostgres)(
    "runs the ticks on the only process of a PGlite database and stops cleanly",
    async () => {
      const database = await freshDatabase();
      cleanups.push(() => database.close());
      const deps = makeDeps(database.db, loadConfig({ SEED_DEMO: "0" }));
      const runs: Date[] = [];
      const jobs = startJobs(deps, [{ name: "count", run: async (_d, now) => void runs.push(now) }], 50);
      await until(() => runs.length >= 3);
      expect(jobs.isLeader()).toBe(true);
      await jobs.stop();
      const after = runs.length;
      await new Promise((r) => setTimeout(r, 200));
      expect(runs.length).toBe(after);
      expect(jobs.isLeader()).toBe(false);
    },
  );

  it.skipIf(!onPostgres)(
    "keeps exactly one leader when two instances share a PostgreSQL database",
    async () => {
      const first = await freshDatabase();
      const second = await secondInstance(first);
      cleanups.push(() => first.close());
      cleanups.push(() => second.close());
      const config = loadConfig({ SEED_DEMO: "0" });
      const depsA = makeDeps(first.db, config);
      const depsB = makeDeps(second.db, config);
      const runsA: number[] = [];
      const runsB: number[] = [];
      const loopA = startJobs(
        depsA,
        [{ name: "a", run: async () => void runsA.push(Date.now()) }, lotteryJob],
        100,
      );
      let loopB: JobLoop | null = startJobs(
        depsB,
        [{ name: "b", run: async () => void runsB.push(Date.now()) }, lotteryJob],
        100,
      );
      cleanups.push(async () => {
        await loopA.stop();
        await loopB?.stop();
      });
      await until(() => runsA.length + runsB.length >= 5);
      const leaders = [loopA.isLeader(), loopB.isLeader()];
      expect(leaders.filter(Boolean)).toHaveLength(1);
      // Only the leader ticked, and its lottery tick made the issues once (no duplicate slots or issues).
      expect(runsA.length === 0 || runsB.length === 0).toBe(true);
      await until(async () => {
        const [row] = await first.db.select({ n: sql<number>`count(*)::int` }).from(lotteryIssues);
        return (row?.n ?? 0) > 0;
      });
      // The leader stops: the other instance takes over within a loop or two.
      const [leader, follower, followerRuns] = loopA.isLeader()
        ? [loopA, loopB, runsB]
        : [loopB, loopA, runsA];
      await leader.stop();
      if (leader === loopB) loopB = null;
      const before = followerRuns.length;
      await until(() => follower.isLeader() && followerRuns.length > before);
      expect(follower.isLeader()).toBe(true);
    },
  );

  it.skipIf(!onPostgres)("relays events between instances through LISTEN/NOTIFY", async () => {
    const first = await freshDatabase();
    const second = await secondInstance(first);
    cleanups.push(() => first.close());
    cleanups.push(() => second.close());
    const config = loadConfig({ SEED_DEMO: "0" });
    const depsA: Deps = makeDeps(first.db, config);
    const depsB: Deps = makeDeps(second.db, config);
    const relays: EventRelay[] = [await startEventRelay(depsA), await startEventRelay(depsB)];
    cleanups.push(async () => {
      for (const relay of relays) await relay.stop();
    });
    const seenA: GameEvent[] = [];
    const seenB: GameEvent[] = [];
    depsA.events.subscribe("jlffc", (e) => seenA.push(e));
    depsB.events.subscribe("jlffc", (e) => seenB.push(e));
    const event: GameEvent = {
      type: "drawn",
      game: "jlffc",
      issue: "202611210602",
      at: "2026-11-21T10:01:00+08:00",
      numbers: "1,2,3,4,5",
    };
    depsA.events.publish(event);
    await until(() => seenB.length === 1);
    expect(seenB).toEqual([event]);
    // The publisher got it once (locally), not a second time back through the database.
    await new Promise((r) => setTimeout(r, 200));
    expect(seenA).toEqual([event]);
  });
});
