import type pg from "pg";

/** The advisory lock key of start-up ("LOTTINIT" in ASCII). */
export const START_LOCK_KEY = 0x4c4f5454494e4954n;

/**
 * Runs the start-up work (migrations, seed) holding a session advisory lock on a direct connection,
 * so several processes started together do it one after another: the first migrates and seeds, the
 * others find it done. Without a session pool (PGlite: one process) it just runs the work.
 */
export async function whileStarting<T>(sessionPool: pg.Pool | null, work: () => Promise<T>): Promise<T> {
  if (!sessionPool) return work();
  const client = await sessionPool.connect();
  try {
    await client.query("select pg_advisory_lock($1::bigint)", [START_LOCK_KEY.toString()]);
    try {
      return await work();
    } finally {
      await client.query("select pg_advisory_unlock($1::bigint)", [START_LOCK_KEY.toString()]);
    }
  } finally {
    client.release();
  }
}
