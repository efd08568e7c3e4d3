import pg from "pg";

/**
 * A streaming replica replays the primary's changes a little later. Reads that may lag go there
 * (db/read-routing.ts), but the read cache reloads them right after an event says they changed
 * (events/cached-read.ts): read from a replica that has not yet replayed that change, the stale
 * answer would stay cached until the next event. So every event raises a fence: the primary's WAL
 * position at that moment. The next replica query first waits until the replica has replayed up to
 * it (polling every few milliseconds), and reads the primary instead when it has not within
 * `MAX_WAIT_MS` (and for the next second, without waiting). Between events the fence is down and
 * replica queries cost nothing extra. Only promise queries pass the fence (drizzle's); a transaction
 * on the replica pool (`connect`) does not, and no read path opens one.
 */

export const MAX_WAIT_MS = 2000;
const POLL_MS = 5;
/** How long a replica found behind is skipped before it is asked again. */
const BEHIND_RETRY_MS = 1000;

export class ReplicaFence {
  /** The primary's WAL position when the fence was last raised (null: could not be read). */
  private target: Promise<string | null> | null = null;
  /** After a wait ran out: until then replica queries go to the primary without waiting again. */
  private behindUntil = 0;

  constructor(
    private readonly replicaQuery: (text: string, values: unknown[]) => Promise<pg.QueryResult>,
    private readonly primary: pg.Pool,
  ) {}

  /** After an event: replica reads wait for what the primary has committed until now. */
  raise(): void {
    this.target = this.primary
      .query<{ lsn: string }>("select pg_current_wal_lsn()::text as lsn")
      .then((result) => result.rows[0]?.lsn ?? null)
      .catch(() => null);
  }

  /** Whether the replica may answer now: true once it has replayed up to the fence. */
  async pass(): Promise<boolean> {
    const raised = this.target;
    if (!raised) return true;
    if (Date.now() < this.behindUntil) return false;
    const lsn = await raised;
    if (!lsn) return false;
    const deadline = Date.now() + MAX_WAIT_MS;
    for (;;) {
      const result = await this.replicaQuery(
        "select not pg_is_in_recovery() or pg_last_wal_replay_lsn() >= $1::pg_lsn as ok",
        [lsn],
      );
      if ((result.rows[0] as { ok?: boolean } | undefined)?.ok) {
        if (this.target === raised) this.target = null; // no newer fence: down until the next event
        return true;
      }
      if (Date.now() >= deadline) {
        this.behindUntil = Date.now() + BEHIND_RETRY_MS;
        return false;
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}

/** A replica pool whose promise queries pass the fence first (and go to the primary when it holds). */
export class FencedPool extends pg.Pool {
  readonly fence: ReplicaFence;

  constructor(config: pg.PoolConfig, primary: pg.Pool) {
    super(config);
    const direct = (text: string, values: unknown[]) =>
      (pg.Pool.prototype.query as (...a: unknown[]) => Promise<pg.QueryResult>).call(this, text, values);
    this.fence = new ReplicaFence(direct, primary);
    const query = (...args: unknown[]): unknown => {
      // Callback-style calls (not used by drizzle) go straight through.
      if (typeof args[args.length - 1] === "function")
        return (pg.Pool.prototype.query as (...a: unknown[]) => unknown).apply(this, args);
      return this.fence
        .pass()
        .then((ok) =>
          ok
            ? (pg.Pool.prototype.query as (...a: unknown[]) => unknown).apply(this, args)
            : (primary.query as (...a: unknown[]) => unknown).apply(primary, args),
        );
    };
    this.query = query as pg.Pool["query"];
  }
}
