import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { lockDataDir } from "../src/db/client.ts";

describe("PGlite folder lock", () => {
  it("refuses a folder held by a live process and takes over a stale lock", async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "pglock-")), "db");
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(`${dir}.lock`, String(holder.pid));
      expect(() => lockDataDir(dir)).toThrow(/in use by process/);
    } finally {
      holder.kill();
      await new Promise((resolve) => holder.on("exit", resolve));
    }
    const release = lockDataDir(dir); // the holder is gone: its lock is stale
    expect(fs.readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });
});
