import { sql } from "drizzle-orm";
import type { Db } from "./client.ts";

/**
 * Whether the database keeps what it acknowledged through a power loss (issue 30).
 *
 * The embedded PGlite does not: it starts PostgreSQL with fsync off (`-F`) and its Node file system
 * has no fsync, so a committed transaction may still sit in the operating system's cache (strace of
 * 20 committed inserts on PGlite 0.5.16 shows no fsync or fdatasync call at all). A killed process
 * loses nothing (the cache survives it); a power loss can. It is for trying the product and for
 * development; real money runs on PostgreSQL with fsync and synchronous_commit on.
 */

export const EMBEDDED_WARNING =
  "database: the embedded PGlite does not force writes to disk, so a power loss can drop acknowledged " +
  "transactions; it is for trying the product and development. Real money runs on PostgreSQL " +
  "(DATABASE_URL, with fsync and synchronous_commit on).";

export const EMBEDDED_IN_PRODUCTION =
  "NODE_ENV=production needs DATABASE_URL: the embedded database does not force writes to disk and " +
  "must not hold real money.";

/** The PostgreSQL settings that make a commit durable. */
export interface DurabilitySettings {
  fsync: string;
  synchronousCommit: string;
}

/** What in these settings can lose acknowledged commits (empty when none). */
export function durabilityProblems(settings: DurabilitySettings): string[] {
  const problems: string[] = [];
  if (settings.fsync !== "on") problems.push(`fsync is ${settings.fsync}`);
  if (settings.synchronousCommit === "off")
    problems.push("synchronous_commit is off (a crash can lose the last commits)");
  return problems;
}

export async function readDurabilitySettings(db: Db): Promise<DurabilitySettings> {
  const result = await db.execute(
    sql`select current_setting('fsync') as fsync, current_setting('synchronous_commit') as synchronous_commit`,
  );
  const row = result.rows[0] as { fsync: string; synchronous_commit: string };
  return { fsync: row.fsync, synchronousCommit: row.synchronous_commit };
}

/**
 * Checks the opened database before the server takes money: production refuses the embedded
 * database and a PostgreSQL that can lose acknowledged commits; development only warns.
 */
export async function checkDurability(
  database: { db: Db; kind: "pglite" | "postgres" },
  production: boolean,
  warn: (message: string) => void,
): Promise<void> {
  if (database.kind === "pglite") {
    if (production) throw new Error(EMBEDDED_IN_PRODUCTION);
    warn(EMBEDDED_WARNING);
    return;
  }
  const problems = durabilityProblems(await readDurabilitySettings(database.db));
  if (problems.length === 0) return;
  const message = `database: ${problems.join("; ")}: acknowledged transactions can be lost`;
  if (production) throw new Error(`${message}. Production refuses to start.`);
  warn(message);
}
