import { defineConfig } from "vitest/config";

// One runner for every workspace; `npm test` runs them all, `--project NAME` picks one.
export default defineConfig({
  test: {
    projects: [
      { test: { name: "rules", include: ["packages/rules/src/**/*.test.ts"], environment: "node" } },
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
          include: ["apps/web/src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
        },
      },
    ],
  },
});
