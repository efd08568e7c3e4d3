/**
 * The command-line tools as an operator runs them (npm run audit:ledger, operator:create, verify:draw):
 * spawned as child processes, answering by exit code and plain text.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `node --import tsx <script> ...args` from the repository root, on the given PGlite folder. */
function runScript(script: string, args: string[], pgliteDir?: string): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env, PGLITE_DIR: pgliteDir, LOG_LEVEL: "warn" };
  delete env.DATABASE_URL; // the embedded database, whatever the test run uses
  if (!pgliteDir) delete env.PGLITE_DIR;
  const child = spawn(process.execPath, ["--import", "tsx", script, ...args], { cwd: ROOT, env });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("npm run verify:draw", () => {
  it("prints its usage for --help and -h and exits 0", async () => {
    for (const flag of ["--help", "-h"]) {
      const run = await runScript("scripts/verify-draw.ts", [flag]);
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/^usage: npm run verify:draw -- --game CODE --issue ISSUE/);
      expect(run.stdout).toContain("--seed HEX");
      expect(run.stdout).toContain("Exit status");
      expect(run.stderr).toBe("");
    }
  });

  it("answers an unknown option with the usage and exit 2", async () => {
    const run = await runScript("scripts/verify-draw.ts", ["--game", "jlffc", "--bogus"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("Unknown option '--bogus'");
    expect(run.stderr).toContain("usage: npm run verify:draw");
    expect(run.stdout).toBe("");
  });
});
