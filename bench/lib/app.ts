import type { FastifyInstance } from "fastify";
import { buildApp } from "../../apps/server/src/app.ts";
import { loadConfig, type Config } from "../../apps/server/src/config.ts";
import { openDatabase, type Database } from "../../apps/server/src/db/client.ts";
import { seed } from "../../apps/server/src/seed.ts";
import { seedRechargeChannels } from "../../apps/server/src/demo/wallet/seed.ts";
import { createScratchDatabase } from "./postgres.ts";

/**
 * Configuration of the benchmarked app: the seeded operator, no demo data, and per-IP limits raised
 * out of the way (every benchmark client calls from 127.0.0.1, where a real deployment sees one IP
 * per player).
 */
export const BENCH_ENV: Record<string, string> = {
  OPERATOR_PASSWORD: "operator-pass",
  SEED_DEMO: "0",
  RATE_LIMIT_PER_MIN: "100000000",
  AUTH_RATE_LIMIT_PER_MIN: "100000000",
  // One benchmark player may need a hundred recharge orders in a minute (per-player limit; 0 = off).
  RECHARGE_RATE_LIMIT_PER_MIN: "0",
  RECHARGE_IP_RATE_LIMIT_PER_MIN: "100000000",
  LOG_LEVEL: "warn",
};

/** The real app (routes, plugins, no background jobs) on its own freshly migrated database. */
export interface BenchApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Where the database lives, for printing. */
  where: string;
  /** The scratch PostgreSQL database's URL (null on PGlite). */
  databaseUrl: string | null;
  close(): Promise<void>;
}

/**
 * Creates a scratch database on the PostgreSQL server of `url` (null: in-memory PGlite), migrates
 * and seeds it (operator, sandbox recharge channel) and builds the app on it; `close` drops it all.
 */
export async function startBenchApp(url: string | null, label: string): Promise<BenchApp> {
  const scratch = url ? await createScratchDatabase(url, label) : null;
  try {
    const database = await openDatabase({ databaseUrl: scratch?.url, pgliteDir: null });
    await database.migrate();
    const config = loadConfig({ ...BENCH_ENV, ...(scratch ? { DATABASE_URL: scratch.url } : {}) });
    await seed(database.db, config, () => undefined);
    await seedRechargeChannels(database.db);
    const app = await buildApp({ config, db: database.db, logger: false });
    await app.ready();
    return {
      app,
      database,
      config,
      where: scratch ? `PostgreSQL database ${scratch.name}` : "PGlite (in memory)",
      databaseUrl: scratch?.url ?? null,
      close: async () => {
        await app.close();
        await database.close();
        await scratch?.drop();
      },
    };
  } catch (error) {
    await scratch?.drop();
    throw error;
  }
}
