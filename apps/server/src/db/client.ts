import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { FencedPool } from "./replica-fence.ts";

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../drizzle");

/** The drizzle database both drivers give: queries and transactions are written once against it. */
export type Db = ReturnType<typeof drizzlePglite>;

export interface Database {
  /** The request pool (DATABASE_URL): writes and every read that must be current. */
  db: Db;
  /**
   * Where reads that may lag go (DATABASE_REPLICA_URL; db/read-routing.ts decides which): a streaming
   * replica behind a fence, or `db` itself when there is none.
   */
  replica: Db;
  /**
   * Direct connections to the primary for what needs a session (DATABASE_DIRECT_URL): the job
   * leader's advisory lock, LISTEN, the start-up lock. Null on PGlite (one process, one session).
   */
  sessionPool: pg.Pool | null;
  kind: "pglite" | "postgres";
  /** Applies the generated SQL migrations. */
  migrate(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball, to open copies of it later (`pgliteImage`). */
  image?(): Promise<Blob>;
  close(): Promise<void>;
}

/**
 * Opens the PostgreSQL of DATABASE_URL when given, else an embedded PGlite (in memory when dir is null).
 * On PostgreSQL, `directUrl` and `replicaUrl` default to `databaseUrl` (one server, no pooler).
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  directUrl?: string;
  replicaUrl?: string;
  pgliteDir: string | null;
  /** An in-memory PGlite starts as a copy of this image (see `Database.image`) instead of empty. */
  pgliteImage?: Blob;
}): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.directUrl, opts.replicaUrl);
  return openPglite(opts.pgliteDir, opts.pgliteImage);
}

/**
 * A node-postgres pool. Nothing on it keeps session state, so DATABASE_URL may be PgBouncer in
 * transaction pooling: queries are unnamed extended-protocol statements (drizzle names none, and the
 * statements built once in db/prepared.ts are prepared with an empty name), the transactions of
 * db/transaction.ts send BEGIN with their first statements as one simple query, advisory locks on it
 * are transaction-scoped (`pg_advisory_xact_lock`), and session locks and LISTEN use `sessionPool`.
 */
function poolOf(url: string, max: number, replicaOf?: pg.Pool): pg.Pool {
  const config = { connectionString: url, max };
  const pool = replicaOf ? new FencedPool(config, replicaOf) : new pg.Pool(config);
  // An idle connection that fails (server restart, dropped database) is discarded by the pool and
  // replaced on the next query; without a listener the error would crash the process.
  pool.on("error", (error) => console.error(`database: idle connection lost: ${error.message}`));
  // A connection lost while checked out (a transaction between statements, or ending just after its
  // statement failed) emits 'error' on its client, where the pool has no listener: unhandled, it
  // would crash the process. The statement in flight already fails with the error (and the request
  // answers the fault envelope); the pool discards the broken client on release. Nothing to add here.
  pool.on("connect", (client) => client.on("error", () => undefined));
  return pool;
}

function openPostgres(url: string, directUrl = url, replicaUrl = directUrl): Database {
  const pool = poolOf(url, 10);
  const db = drizzlePg(pool) as unknown as Db;
  // One pool per distinct URL: without a pooler or a replica the three are one pool.
  const sessionPool = directUrl === url ? pool : poolOf(directUrl, 4);
  // A replica URL naming the primary (the default) reads through the request pool.
  const replicaPool = replicaUrl === url || replicaUrl === directUrl ? null : poolOf(replicaUrl, 10, pool);
  const replica = replicaPool ? (drizzlePg(replicaPool) as unknown as Db) : db;
  const pools = [...new Set([pool, sessionPool, replicaPool].filter((p): p is pg.Pool => p !== null))];
  return {
    db,
    replica,
    sessionPool,
    kind: "postgres",
    // Migrations run on a direct connection (DDL and its transaction do not belong on a pooler).
    migrate: () => migratePg(drizzlePg(sessionPool), { migrationsFolder }),
    close: async () => {
      await Promise.all(pools.map((p) => p.end()));
    },
  };
}

async function openPglite(dir: string | null, image?: Blob): Promise<Database> {
  const release = dir ? lockDataDir(dir) : () => undefined;
  try {
    const client = dir ? new PGlite(dir) : new PGlite(image ? { loadDataDir: image } : {});
    await client.waitReady;
    const db = drizzlePglite(client);
    return {
      db,
      replica: db,
      sessionPool: null,
      kind: "pglite",
      migrate: () => migratePglite(db, { migrationsFolder }),
      image: () => client.dumpDataDir("none"),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** The PGlite data folder is held by another live process (a running server, or a command using it). */
export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly holder: number,
  ) {
    super(`database folder ${dir} is in use by process ${holder}; stop it first`);
    this.name = "DataDirInUseError";
  }
}

/**
 * Only one process may open a PGlite folder (a second one silently loses writes): take a lock file
 * holding our pid, and refuse to start while a live process holds it.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockFile = path.join(path.dirname(dir), `${path.basename(dir)}.lock`);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: "wx" });
      return () => {
        if (readLockHolder(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readLockHolder(lockFile);
      if (holder !== null && isAlive(holder)) {
        throw new DataDirInUseError(dir, holder);
      }
      fs.rmSync(lockFile, { force: true }); // stale lock of a process that died
    }
  }
  throw new Error(`could not lock database folder ${dir}`);
}

function readLockHolder(lockFile: string): number | null {
  try {
    const pid = Number(fs.readFileSync(lockFile, "utf8").trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
