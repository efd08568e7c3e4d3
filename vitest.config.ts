import os from "node:os";
import { defineConfig } from "vitest/config";

// One runner for every workspace; `npm test` runs them all, `--project NAME` picks one.
const resultsDir = process.env.TEST_RESULTS_DIR;
// On PostgreSQL (DATABASE_URL) the server files share one server, and some (faults, leader election)
// stop its connections or hold cluster-wide locks: they run one at a time there. On PGlite each file
// has its own in-memory database and they run side by side.
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
          // The server's module graph (Fastify, Drizzle, PGlite, every route) takes seconds to import;
          // a worker imports it once and runs file after file on it. Each file still starts its own
          // server on its own database (no server state lives in modules).
          isolate: false,
          ...(onPostgres ? { sequence: { groupOrder: 1 } } : {}),
        },
      },
      {
        test: {
          name: "web",
          // Tests sit beside the code they test; their support (real-server worker, set-up ops run in
          // it, fixtures) lives in apps/web/test, imported as #test/* and never collected as tests.
          include: ["apps/web/src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
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
