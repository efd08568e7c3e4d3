import { spawn } from "node:child_process";
import { createScratchDatabase } from "./postgres.ts";

/** pgbench's TPC-B figure, or why it could not run. */
export type PgbenchOutcome = { tps: number; command: string } | { tps: null; reason: string };

/** Runs a command, answering its exit code and output (never throws). */
function exec(command: string, args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("error", (error) => resolve({ code: null, out: error.message }));
    child.on("close", (code) => resolve({ code, out }));
  });
}

/**
 * pgbench TPC-B on the PostgreSQL server of `url`: `pgbench -i -s 1` into a scratch database created
 * for it, then `pgbench -c <clients> -j <threads> -T <seconds>`; the database is dropped after.
 * Answers the TPS without initial connection time.
 */
export async function runPgbench(
  url: string,
  clients: number,
  threads: number,
  seconds: number,
): Promise<PgbenchOutcome> {
  const probe = await exec("pgbench", ["--version"]);
  if (probe.code !== 0) return { tps: null, reason: `pgbench is not installed (${probe.out.trim()})` };
  const scratch = await createScratchDatabase(url, "pgbench");
  try {
    const init = await exec("pgbench", ["-i", "-s", "1", "-q", scratch.url]);
    if (init.code !== 0) return { tps: null, reason: `pgbench -i failed: ${init.out.trim().slice(-300)}` };
    const args = ["-c", String(clients), "-j", String(threads), "-T", String(seconds)];
    const run = await exec("pgbench", [...args, scratch.url]);
    const match = /tps = ([\d.]+) \(without initial connection time\)/.exec(run.out);
    if (run.code !== 0 || !match)
      return { tps: null, reason: `pgbench failed: ${run.out.trim().slice(-300)}` };
    return { tps: Number(match[1]), command: `pgbench ${args.join(" ")} (TPC-B, scale 1)` };
  } finally {
    await scratch.drop();
  }
}
