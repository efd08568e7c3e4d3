import js from "@eslint/js";
import tseslint from "typescript-eslint";
import boundaries from "eslint-plugin-boundaries";
import reactHooks from "eslint-plugin-react-hooks";
import { createNodeResolver, importX } from "eslint-plugin-import-x";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "data/**",
      "e2e/output/**",
      "bench/output/**",
      "apps/server/drizzle/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Plain Node scripts (the TypeScript compiler checks globals in .ts files).
    files: ["**/*.{js,mjs}"],
    languageOptions: {
      globals: { process: "readonly", console: "readonly", URL: "readonly", setTimeout: "readonly" },
    },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Web and console features never import each other: app → features → shared (lib, components), one way.
    files: ["apps/web/src/**/*.{ts,tsx}", "apps/admin/src/**/*.{ts,tsx}"],
    plugins: { boundaries },
    settings: {
      "boundaries/elements": [
        { type: "app", pattern: "apps/web/src/app/**" },
        { type: "feature", pattern: "apps/web/src/features/*", capture: ["feature"] },
        { type: "shared", pattern: "apps/web/src/(lib|components|messages|main.tsx)" },
        { type: "admin-app", pattern: "apps/admin/src/app/**" },
        { type: "admin-feature", pattern: "apps/admin/src/features/*", capture: ["feature"] },
        { type: "admin-shared", pattern: "apps/admin/src/(lib|components|main.tsx)" },
      ],
      "import/resolver": { node: { extensions: [".ts", ".tsx", ".js"] } },
    },
    rules: {
      "boundaries/element-types": [
        "error",
        {
          default: "disallow",
          rules: [
            { from: "app", allow: ["app", "feature", "shared"] },
            { from: "feature", allow: ["shared", ["feature", { feature: "${from.feature}" }]] },
            { from: "shared", allow: ["shared"] },
            { from: "admin-app", allow: ["admin-app", "admin-feature", "admin-shared"] },
            {
              from: "admin-feature",
              allow: ["admin-shared", ["admin-feature", { feature: "${from.feature}" }]],
            },
            { from: "admin-shared", allow: ["admin-shared"] },
          ],
        },
      ],
    },
  },

  // ── Web hooks (react-hooks): hooks run in the same order on every render, and an effect, memo or
  // callback lists every value it reads, so none runs on stale state. Only the two classic rules:
  // the React Compiler rules of v7 judge code written for the compiler, which this app does not use.
  {
    files: ["apps/web/src/**/*.{ts,tsx}", "apps/web/test/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    // Test set-up helpers named use… (useRealServer, useSportsServer, the server's useTestClock)
    // register vitest hooks at a file's top level; they are not React hooks.
    files: ["apps/web/src/**/*.test.{ts,tsx}", "apps/web/test/**/*.{ts,tsx}"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  // ── No import cycles (import-x) anywhere: web, console, server, packages, e2e (runtime imports;
  // `import type` has no runtime effect and is not followed). The node resolver reads package.json
  // exports/imports (workspace packages, #test/*).
  {
    files: ["apps/**/*.{ts,tsx}", "packages/**/*.ts", "e2e/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js"] })],
      // follow imports into our TypeScript files (by default only .js files are parsed); libraries'
      // bundles are never parsed: no cycle of ours runs through them
      "import-x/extensions": [".ts", ".tsx"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/ignore": ["node_modules"],
      // workspace packages are ours: a cycle through them counts
      "import-x/internal-regex": "^@lottery/",
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // Server layers. Bottom: the kernel (db/, domain/, config.ts), importable by all and importing no
    // module. Modules (src/<module>/) import their own files, the kernel, and other modules' public
    // files only (serverPublicElements, at the end). Only route files (*routes.ts) and the top import the HTTP plumbing
    // (http/, admin/admin-route.ts). demo/ stands beside the top: only the top imports it. The top
    // (app.ts, main.ts, seed.ts, deps.ts, schema.ts, cli/, jobs/) composes everything. Deps, the
    // bag every service takes, is imported as a type only.
    files: ["apps/server/src/**/*.ts"],
    ignores: ["apps/server/src/**/*.test.ts"],
    plugins: { boundaries },
    settings: {
      "boundaries/elements": [
        {
          type: "server-kernel",
          mode: "full",
          pattern: ["apps/server/src/(db|domain)/**", "apps/server/src/config.ts"],
        },
        {
          type: "server-http",
          mode: "full",
          // The operator route helper and its checks (permission, strict JSON, the audit record) are the
          // operator calls' HTTP plumbing.
          pattern: [
            "apps/server/src/http/**",
            "apps/server/src/admin/(admin-route|audit-call|route-checks|strict-json).ts",
          ],
        },
        { type: "server-deps", mode: "full", pattern: "apps/server/src/deps.ts" },
        {
          type: "server-top",
          mode: "full",
          pattern: ["apps/server/src/(app|main|seed|schema).ts", "apps/server/src/(cli|jobs)/**"],
        },
        { type: "server-demo", mode: "full", pattern: "apps/server/src/demo/**" },
        {
          type: "server-routes",
          mode: "full",
          pattern: "apps/server/src/*/**/*routes.ts",
          capture: ["module"],
        },
        ...serverPublicElements(),
        { type: "server-module", mode: "full", pattern: "apps/server/src/*/**", capture: ["module"] },
      ],
      "import/resolver": { node: { extensions: [".ts", ".js"] } },
    },
    rules: {
      "boundaries/element-types": [
        "error",
        {
          default: "disallow",
          rules: [
            { from: "server-kernel", allow: ["server-kernel"] },
            { from: "server-http", allow: ["server-kernel", "server-http", "server-public"] },
            {
              from: ["server-module", "server-public"],
              allow: ["server-kernel", "server-public", ["server-module", { module: "${from.module}" }]],
            },
            {
              from: "server-routes",
              allow: [
                "server-kernel",
                "server-http",
                "server-public",
                ["server-module", { module: "${from.module}" }],
                ["server-routes", { module: "${from.module}" }],
              ],
            },
            {
              from: "server-demo",
              allow: ["server-kernel", "server-http", "server-demo", "server-module", "server-public"],
            },
            { from: ["server-top", "server-deps"], allow: ["*"] },
            { from: "*", allow: ["server-deps"], importKind: "type" },
          ],
        },
      ],
    },
  },
  // ── Function size (TIGER_STYLE's ~70-line ceiling): a warning, so a long function is seen and split
  // (web: a hook for state and calls, a view for markup) without blocking a build. Tests are exempt (a
  // describe block is as long as its cases), and so are server route files (declarative lists).
  {
    files: ["apps/web/src/**/*.{ts,tsx}", "apps/server/src/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}", "apps/server/src/**/*routes.ts"],
    rules: {
      "max-lines-per-function": ["warn", { max: 70, skipBlankLines: true, skipComments: true }],
    },
  },
  // ── Texts: a screen imports the messages files of its feature (messages/home.ts, …), never the
  // aggregate messages/index.ts, so each chunk carries only its own texts (issue 21: a light home page).
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "apps/web/src/messages/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^|/)messages/index\\.ts$",
              message: "Import the feature's messages file (messages/<feature>.ts), not the aggregate.",
            },
          ],
        },
      ],
    },
  },
);

// ---- Server module surfaces (read by the server layers block above) --------------------------------

/**
 * Boundaries elements for the public files of each server module: besides its tables (tables.ts,
 * *-tables.ts: the schema, for joins and foreign keys), the files named here are what other modules
 * may import; everything else in a module is its own. Each captures `module` like the private files.
 */
function serverPublicElements() {
  const publicFiles = {
    // names.ts: how players appear to each other, and their names in the console.
    account: ["sessions.ts", "lockout.ts", "presence.ts", "names.ts"],
    agents: ["binding.ts"],
    admin: ["service.ts", "audit.ts", "audit-json.ts"],
    cards: ["payout-accounts.ts", "withdraw-proof.ts"],
    // 关注动态 in the release's and the scheme's transaction; the players one follows (follow lists).
    community: ["notices.ts", "attention.ts"],
    events: ["bus.ts", "cached-read.ts"],
    // records.ts and reads.ts: the release records and rows a player's homepage shows (community).
    follow: ["commission.ts", "release.ts", "rules-on-break.ts", "records.ts", "reads.ts"],
    lottery: ["games.ts", "bet-plan.ts", "bet-issue.ts"],
    loyalty: ["packets.ts", "points.ts", "inventory.ts"],
    // numbers.ts: a public number's claim across players (number_owners: orders, chases, schemes,
    // releases, recharge orders, withdrawals).
    orders: ["place.ts", "settle.ts", "records.ts", "payable.ts", "numbers.ts"],
    push: ["outbox.ts"],
    safety: ["gate.ts"],
    sports: ["scheme-ticket.ts", "follow-ticket.ts"],
    system: ["settings-store.ts"],
    // reads.ts: the scheme rows and 战绩 a player's homepage shows (community).
    together: ["payees.ts", "resolve.ts", "join.ts", "publish.ts", "reads.ts"],
    wallet: [
      "accounts.ts",
      "account-records.ts",
      "fund-records.ts",
      "ledger.ts",
      "money-settings.ts",
      "movements.ts",
      "posting.ts",
      "turnover.ts",
    ],
  };
  const named = Object.entries(publicFiles).flatMap(([module, files]) =>
    files.map((file) => `apps/server/src/(${module})/${file}`),
  );
  const tables = ["apps/server/src/*/tables.ts", "apps/server/src/*/*-tables.ts"];
  return [{ type: "server-public", mode: "full", pattern: [...tables, ...named], capture: ["module"] }];
}
