/**
 * The command-line tools as an operator runs them (npm run audit:ledger, operator:create, verify:draw):
 * spawned as child processes, answering by exit code and plain text.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { lockDataDir } from "../src/db/client.ts";

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

const STACK_LINE = /^\s+at /m;

describe("database commands while the embedded database is held", () => {
  it("say what to do and exit 3 (not 1, which means ledger problems), leaving the lock alone", async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cli-held-")), "pglite");
    const release = lockDataDir(dir); // this test process holds it, as a running npm start would
    try {
      const audit = await runScript("apps/server/src/cli/audit-ledger.ts", [], dir);
      expect(audit.code).toBe(3);
      expect(audit.stderr).toContain(`in use by process ${process.pid}`);
      expect(audit.stderr).toContain("GET /admin/api/ledger/audit");
      expect(audit.stderr).toContain("stop the server");
      expect(audit.stderr).not.toMatch(STACK_LINE);
      expect(audit.stdout).not.toContain("ledger audit");

      const operator = await runScript(
        "apps/server/src/cli/create-operator.ts",
        ["boss", "secret-pass"],
        dir,
      );
      expect(operator.code).toBe(3);
      expect(operator.stderr).toContain("Stop the server");
      expect(operator.stderr).not.toMatch(STACK_LINE);
      expect(operator.stdout).not.toContain("is ready");

      expect(fs.readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    } finally {
      release();
    }
  }, 60_000);
});

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

describe("npm run verify:play", () => {
  const seed = "ab".repeat(32);
  const hash = "3b0c4a2f"; // not the commitment: the check must say so

  it("recomputes a slot spin and a scratch card, and says when the commitment does not match", async () => {
    const { playRandom, slotSpin, pickScratchCard, seedHash } = await import("@lottery/rules");
    const stops = slotSpin(playRandom(seed, "lucky", 7)).join(",");
    const slot = await runScript("scripts/verify-play.ts", [
      ...["--game", "slot", "--seed", seed, "--client", "lucky", "--nonce", "7"],
      ...["--hash", seedHash(seed), "--outcome", stops],
    ]);
    expect(slot.code).toBe(0);
    expect(slot.stdout).toContain(`outcome   ${stops}`);
    expect(slot.stdout).toContain("hash      matches");
    expect(slot.stdout).toMatch(/OK\n$/);
    const tier = pickScratchCard([1, 2], 5, playRandom(seed, "lucky", 0));
    const scratch = await runScript("scripts/verify-play.ts", [
      ...["--game", "scratch", "--seed", seed, "--client", "lucky", "--nonce", "0"],
      ...["--remaining", "1,2", "--losing", "5", "--hash", hash, `--outcome=${tier}`],
    ]);
    expect(scratch.code).toBe(1);
    expect(scratch.stdout).toContain("hash      DOES NOT MATCH");
    expect(scratch.stdout).toContain("published matches");
  });

  it("recomputes a golden egg and names the prize it holds", async () => {
    const { playRandom, eggSmash, eggPrizeOf } = await import("@lottery/rules");
    const outcome = eggSmash(playRandom(seed, "lucky", 4));
    const egg = await runScript("scripts/verify-play.ts", [
      ...["--game", "egg", "--seed", seed, "--client", "lucky", "--nonce", "4", "--outcome", String(outcome)],
    ]);
    expect(egg.code).toBe(0);
    expect(egg.stdout).toContain(`outcome   ${outcome[0]} (${eggPrizeOf(outcome)?.code ?? "no prize"})`);
    expect(egg.stdout).toContain("published matches");
  });

  it("answers missing or malformed input with the usage and exit 2", async () => {
    const run = await runScript("scripts/verify-play.ts", ["--game", "slot", "--seed", "xyz"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("usage: npm run verify:play");
  });
});
