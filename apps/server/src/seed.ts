import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import { ensureOperator } from "./admin/service.ts";
import { makeDeps } from "./deps.ts";
import { seedDemo } from "./demo/seed.ts";

/**
 * What a start writes once (each step checks before it writes): the first operator (from
 * OPERATOR_PASSWORD), then, unless SEED_DEMO=0, the demo data of the embedded setup (demo/seed.ts).
 */
export async function seed(db: Db, config: Config, log: (msg: string) => void): Promise<void> {
  if (config.operatorPassword) {
    if (await ensureOperator(db, "admin", config.operatorPassword)) log("created operator 'admin'");
  } else {
    log("OPERATOR_PASSWORD not set: no operator created (use npm run operator:create)");
  }
  if (config.seedDemo) await seedDemo(makeDeps(db, config), log);
}
