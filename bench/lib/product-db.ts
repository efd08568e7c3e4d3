import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../../apps/server/src/config.ts";
import { openDatabase } from "../../apps/server/src/db/client.ts";
import { seed } from "../../apps/server/src/seed.ts";
import { createScratchDatabase, postgresUrl, unreachableReason } from "./postgres.ts";

/** A database for the whole product server: the environment that points it there, and its removal. */
export interface ProductDatabase {
  env: Record<string, string>;
  where: string;
  drop(): Promise<void>;
}

/** A scratch PostgreSQL database, else PGlite in a temporary folder. */
async function emptyDatabase(): Promise<ProductDatabase> {
  const url = postgresUrl();
  if (!(await unreachableReason(url))) {
    const scratch = await createScratchDatabase(url, "web");
    const where = `PostgreSQL database ${scratch.name}`;
    return { env: { DATABASE_URL: scratch.url }, where, drop: scratch.drop };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-web-db-"));
  const drop = async () => fs.rmSync(dir, { recursive: true, force: true });
  // An empty DATABASE_URL overrides one inherited from the environment (the unreachable server).
  const env = { DATABASE_URL: "", PGLITE_DIR: path.join(dir, "pglite") };
  return { env, where: "PGlite (PostgreSQL unreachable)", drop };
}

/**
 * A database migrated and seeded with the product's demo data by the product's own seed (what
 * `npm start` writes at its first start), so the server started on it next finds its data in place;
 * done here so it can run while the web app builds.
 */
export async function seededProductDatabase(): Promise<ProductDatabase> {
  const target = await emptyDatabase();
  try {
    const config = loadConfig(target.env);
    const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
    try {
      await database.migrate();
      await seed(database.db, config, () => undefined);
    } finally {
      await database.close();
    }
    return target;
  } catch (error) {
    await target.drop();
    throw error;
  }
}
