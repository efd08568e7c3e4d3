import os from "node:os";
import { defineConfig } from "vitest/config";

// One runner for every workspace; `npm test` runs them all, `--project NAME` picks one.
const resultsDir = process.env.TEST_RESULTS_DIR;
// The server files on PGlite (the default) each start their own in-memory database: they run side by
// side, and a worker imports the server's module graph (Fastify, Drizzle, PGlite, every route: seconds)
// once for all the files it runs. On PostgreSQL (DATABASE_URL) they share one server, where some stop
// its connections (faults) or contend for its locks: there they run one at a time, each in a fresh
// worker, as they always have.
const onPostgres = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine, where
    // most of a file's time is its own CPU work. One per core.
    maxWorkers: os.availableParallelism(),
    // CI collects counts from a JSON report beside the usual output.
    ...(resultsDir
      ? { reporters: ["default", "json"], outputFile: { json: `${resultsDir}/unit.json` } }
      : {}),
    projects: [
      {
        // Some rules tests enumerate every outcome (e.g. 132,600 deals) as an independent check.
        test: {
          name: "rules",
          include: ["packages/rules/src/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
        },
      },
      { test: { name: "contract", include: ["packages/contract/src/**/*.test.ts"], environment: "node" } },
      {
        test: {
          name: "server",
          include: ["apps/server/test/**/*.test.ts", "apps/server/src/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: !onPostgres,
          isolate: onPostgres,
        },
      },
      {
        test: {
          name: "web",
          // Tests sit beside the code they test; their support (real-server worker, set-up ops run in
          // it, fixtures) lives in apps/web/test, imported as #test/* and never collected as tests.
          include: ["apps/web/src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["apps/web/test/setup.ts"],
        },
      },
      {
        test: {
          name: "admin",
          include: ["apps/admin/src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
        },
      },
    ],
  },
});
