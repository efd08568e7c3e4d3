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
    // Web features never import each other: app → features → shared (lib, components), one way.
    files: ["apps/web/src/**/*.{ts,tsx}"],
    plugins: { boundaries },
    settings: {
      "boundaries/elements": [
        { type: "app", pattern: "apps/web/src/app/**" },
        { type: "feature", pattern: "apps/web/src/features/*", capture: ["feature"] },
        { type: "shared", pattern: "apps/web/src/(lib|components|messages|main.tsx)" },
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
  // ── No import cycles (import-x) in the web app, the packages and e2e; apps/server is not held to it
  // yet. The node resolver reads package.json exports/imports (workspace packages, #test/*).
  {
    files: ["apps/web/**/*.{ts,tsx}", "packages/**/*.ts", "e2e/**/*.ts"],
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
  // ── Web function size (TIGER_STYLE's ~70-line ceiling): a warning, so a long function is seen and
  // split (a hook for state and calls, a view for markup) without blocking a build. Tests are exempt:
  // a describe block is as long as its cases.
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "max-lines-per-function": ["warn", { max: 70, skipBlankLines: true, skipComments: true }],
    },
  },
);
