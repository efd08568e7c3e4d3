import { randomBytes } from "node:crypto";
import pg from "pg";

/** Where server benchmarks find PostgreSQL when DATABASE_URL is not set (CI does not export it). */
export const DEFAULT_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/test";

/** The PostgreSQL server the benchmarks use: DATABASE_URL, else the local default. */
export function postgresUrl(): string {
  return process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
}

/** The URL with its password hidden, for printing. */
export function shownUrl(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = "***";
  return u.toString();
}

/** Runs `fn` with one client on `url`, closing it after. */
export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Null when PostgreSQL answers at `url`, else why not (a benchmark then skips with this reason). */
export async function unreachableReason(url: string): Promise<string | null> {
  try {
    await withClient(url, (client) => client.query("select 1"));
    return null;
  } catch (error) {
    return `PostgreSQL at ${shownUrl(url)} is unreachable (${(error as Error).message}); set DATABASE_URL`;
  }
}

/** A database created for one benchmark on the server of `url`; `drop` removes it. */
export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** Creates an empty database `bench_<label>_<random>` next to the one `url` names. */
export async function createScratchDatabase(url: string, label: string): Promise<ScratchDatabase> {
  const name = `bench_${label}_${randomBytes(4).toString("hex")}`;
  await withClient(url, (client) => client.query(`CREATE DATABASE ${name}`));
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    name,
    url: scratch.toString(),
    drop: async () => {
      await withClient(url, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
