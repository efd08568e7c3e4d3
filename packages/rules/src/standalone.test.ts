/**
 * The repository stands alone: a fresh clone builds, tests and runs without the design folder beside
 * it. The rules vectors are read from the repository's own copy, and no code, script or configuration
 * file names a path into the shared design folder (markdown may link to it).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ALL_VECTORS, VECTORS_URL } from "./vectors.fixture.ts";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const SKIPPED_DIRS = new Set([".git", "node_modules", "dist", "data", "output", "results", "coverage"]);
const CODE_FILE = /\.(ts|tsx|js|mjs|cjs|json|html|css|sh|ya?ml)$|^run$/;
// Built from parts so that this file does not match itself.
const OUTSIDE = [["..", "shared", ""].join("/"), ["", "work", "shared"].join("/")];

function codeFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) found.push(...codeFiles(full));
    } else if (CODE_FILE.test(entry.name) && entry.name !== "package-lock.json") {
      found.push(full);
    }
  }
  return found;
}

describe("standalone repository", () => {
  it("reads the rules vectors from the copy inside the repository", () => {
    const file = fileURLToPath(VECTORS_URL);
    expect(path.relative(ROOT, file)).toBe(path.join("packages", "rules", "test-vectors", "VECTORS.json"));
    expect(ALL_VECTORS.length).toBeGreaterThan(0);
  });

  it("has no code, script or configuration reading the shared design folder", () => {
    const offenders = codeFiles(ROOT)
      .filter((file) => OUTSIDE.some((text) => readFileSync(file, "utf8").includes(text)))
      .map((file) => path.relative(ROOT, file));
    expect(offenders).toEqual([]);
  });
});
