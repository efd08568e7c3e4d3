import { defineConfig } from "vitest/config";

// One runner for every workspace; `npm test` runs them all, `--project NAME` picks one.
const resultsDir = process.env.TEST_RESULTS_DIR;

export default defineConfig({
  test: {
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
          fileParallelism: false,
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
