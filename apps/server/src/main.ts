import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { checkDurability, EMBEDDED_IN_PRODUCTION } from "./db/durability.ts";
import { buildApp } from "./app.ts";
import { seed } from "./seed.ts";
import { startInterestJob } from "./yuebao/job.ts";
import { startJobs } from "./jobs/leader.ts";
import { togetherJob } from "./jobs/together-job.ts";
import { followJob } from "./jobs/follow-job.ts";
import { lotteryJob } from "./jobs/lottery-job.ts";
import { sportsJobs } from "./jobs/sports-job.ts";
import { loyaltyJob } from "./jobs/loyalty-job.ts";
import { agentJob } from "./jobs/agent-job.ts";
import { pushJob } from "./jobs/push-job.ts";
import { instantJob } from "./jobs/instant-job.ts";
import { ssjcJob } from "./jobs/ssjc-job.ts";
import { outrightJob } from "./jobs/outright-job.ts";
import { startEventRelay } from "./events/relay.ts";
import { whileStarting } from "./db/start-lock.ts";

/** Opens the database, migrates, seeds, listens; closes cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.production && !config.databaseUrl) throw new Error(EMBEDDED_IN_PRODUCTION);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    directUrl: config.databaseDirectUrl,
    replicaUrl: config.databaseReplicaUrl,
    pgliteDir: config.pgliteDir,
  });
  await checkDurability(database, config.production, (message) => console.warn(message));
  const { db, replica, sessionPool } = database;
  // Processes starting together migrate and seed one after another.
  const app = await whileStarting(sessionPool, async () => {
    await database.migrate();
    const built = await buildApp({ config, db, connections: { replica, sessionPool } });
    await seed(db, config, (msg) => built.log.info(msg));
    return built;
  });
  // Background work of this process, stopped when the app closes.
  const interestJob = startInterestJob(app.deps);
  app.addHook("onClose", () => interestJob.stop());
  // Events reach players connected to any process; one leader process runs the schedulers.
  const relay = await startEventRelay(app.deps);
  // The lottery job first: its house draws are due to the second.
  const jobs = startJobs(app.deps, [
    lotteryJob,
    togetherJob,
    ...sportsJobs,
    followJob,
    loyaltyJob,
    agentJob,
    pushJob,
    instantJob,
    ssjcJob,
    outrightJob,
  ]);
  app.addHook("onClose", async () => {
    await jobs.stop();
    await relay.stop();
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await database.close();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`database: ${database.kind}${database.kind === "pglite" ? ` in ${config.pgliteDir}` : ""}`);
  if (replica !== db) app.log.info("database: reads that may lag go to DATABASE_REPLICA_URL");
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
