import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/client.ts";
import {
  EMBEDDED_IN_PRODUCTION,
  EMBEDDED_WARNING,
  checkDurability,
  durabilityProblems,
  readDurabilitySettings,
} from "../src/db/durability.ts";

/**
 * The embedded database never forces writes to disk (issue 30): the server says so when it starts on
 * it, production refuses it, and on PostgreSQL production refuses settings that lose commits.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

describe("durability of acknowledged transactions", () => {
  it("names the settings that lose commits", () => {
    expect(durabilityProblems({ fsync: "on", synchronousCommit: "on" })).toEqual([]);
    expect(durabilityProblems({ fsync: "on", synchronousCommit: "remote_apply" })).toEqual([]);
    expect(durabilityProblems({ fsync: "off", synchronousCommit: "off" })).toEqual([
      "fsync is off",
      "synchronous_commit is off (a crash can lose the last commits)",
    ]);
  });

  it("warns on the embedded database in development and refuses it in production", async () => {
    const database = await openDatabase({ pgliteDir: null });
    try {
      const warnings: string[] = [];
      await checkDurability(database, false, (m) => warnings.push(m));
      expect(warnings).toEqual([EMBEDDED_WARNING]);
      await expect(checkDurability(database, true, () => undefined)).rejects.toThrow(EMBEDDED_IN_PRODUCTION);
      // PGlite runs with fsync off: the setting itself says so.
      expect((await readDurabilitySettings(database.db)).fsync).toBe("off");
    } finally {
      await database.close();
    }
  });

  it("the server in production without DATABASE_URL exits with the reason before opening anything", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", "src/main.ts"], {
      cwd: serverDir,
      env: {
        ...process.env,
        NODE_ENV: "production",
        CODE_SENDER: "dev",
        OPERATOR_PASSWORD: "operator-pass",
        DATABASE_URL: "",
        PGLITE_DIR: "/nonexistent/never",
      },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(EMBEDDED_IN_PRODUCTION);
  });

  it.runIf(process.env.DATABASE_URL)(
    "accepts this PostgreSQL's settings (fsync and synchronous_commit on)",
    async () => {
      const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: null });
      try {
        const warnings: string[] = [];
        await checkDurability(database, true, (m) => warnings.push(m));
        expect(warnings).toEqual([]);
      } finally {
        await database.close();
      }
    },
  );
});
