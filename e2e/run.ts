// Runs the browser journeys: builds the web app and the operator console, starts the real server on a
// fresh embedded database (one per lane, see below), runs e2e/*.test.ts with node's test runner, stops
// the servers. Skips (outside
// CI) without Chromium. Arguments pick files by name: `node --import tsx e2e/run.ts admin-` runs e2e/admin-*.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startServer, waitForHealth } from "./server-process.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium";

if (!fs.existsSync(chrome)) {
  const message = `e2e: no Chromium at ${chrome} (apt-get install -y chromium fonts-noto-cjk)`;
  if (process.env.CI) {
    console.error(message);
    process.exit(1);
  }
  console.log(`${message}; browser tests skipped`);
  process.exit(0);
}

for (const workspace of ["@lottery/web", "@lottery/admin"]) {
  const build = spawnSync("npm", ["run", "build", "-w", workspace], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Lanes: each its own server (own port, own database), so journeys in different lanes never meet. The
// lanes take the files from one queue (name order), each the next when its last one ends, and run each
// with node's test runner: a lane runs one file at a time, as all of them ran before. One lane per core
// by default, at most 2 (E2E_LANES overrides).
const only = process.argv.slice(2);
const files = fs
  .readdirSync(path.join(root, "e2e"))
  .filter((f) => f.endsWith(".test.ts") && (only.length === 0 || only.some((name) => f.includes(name))))
  .sort();
/**
 * Journeys that change the whole server (the test clock moved forward: ALLOW_CLOCK_SHIFT) run alone, each
 * on a server of its own started after the lanes, so no other journey meets the moved clock.
 */
const OWN_SERVER: Record<string, Record<string, string>> = {
  "agents.test.ts": { ALLOW_CLOCK_SHIFT: "1" },
};
const laned = files.filter((f) => !(f in OWN_SERVER));
const alone = files.filter((f) => f in OWN_SERVER);
const laneCount = Math.max(
  1,
  Math.min(laned.length, Number(process.env.E2E_LANES ?? Math.min(2, os.availableParallelism()))),
);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-db-"));
const firstPort = 3900 + Math.floor(Math.random() * 80);
const servers: ReturnType<typeof startServer>[] =
  laned.length === 0
    ? []
    : Array.from({ length: laneCount }, (_, lane) =>
        startServer(firstPort + lane, path.join(dataDir, `db${lane}`)),
      );
const tapFile = (file: string) => path.join(dataDir, `${file}.tap`);

let exitCode = 1;
try {
  // A busy machine (other test runs beside this one) can take a minute or more to migrate and seed.
  await Promise.all(servers.map((server) => waitForHealth(`${server.baseUrl}/health`, 180_000)));
  const queue = [...laned];
  const failed: string[] = [];
  await Promise.all(
    servers.map(async (server, lane) => {
      for (let file = queue.shift(); file; file = queue.shift()) {
        if ((await runFile(lane, file, server.baseUrl)) !== 0) failed.push(file);
      }
    }),
  );
  for (const [i, file] of alone.entries()) {
    const own = startServer(firstPort + laneCount + i, path.join(dataDir, `alone${i}`), OWN_SERVER[file]);
    servers.push(own);
    await waitForHealth(`${own.baseUrl}/health`, 180_000);
    if ((await runFile(0, file, own.baseUrl)) !== 0) failed.push(file);
  }
  if (failed.length > 0) console.log(`e2e: failed in ${failed.sort().join(", ")}`);
  exitCode = failed.length === 0 ? 0 : 1;
  writeCounts(
    files.map((file) => (fs.existsSync(tapFile(file)) ? fs.readFileSync(tapFile(file), "utf8") : "")),
  );
} finally {
  for (const { child } of servers) child.kill("SIGTERM");
  await Promise.all(
    servers.map(({ child }) =>
      child.exitCode !== null || child.signalCode !== null
        ? undefined
        : new Promise((resolve) => child.on("exit", resolve)),
    ),
  );
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);

/** Runs one file with node's test runner against a lane's server; its report lines carry the lane's mark. */
function runFile(lane: number, file: string, baseUrl: string): Promise<number> {
  const mark = laneCount > 1 ? `[lane ${lane + 1}] ` : "";
  console.log(`${mark}${file}`);
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "--test",
      "--test-reporter=spec",
      "--test-reporter-destination=stdout",
      "--test-reporter=tap",
      `--test-reporter-destination=${tapFile(file)}`,
      path.join("e2e", file),
    ],
    {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, BASE_URL: baseUrl, CHROME_PATH: chrome },
    },
  );
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    let rest = "";
    stream.on("data", (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) out.write(`${mark}${line}\n`);
    });
    stream.on("end", () => rest && out.write(`${mark}${rest}\n`));
  }
  return new Promise((resolve) => child.on("close", (code) => resolve(code ?? 1)));
}

/** Records the pass/fail counts (of every file) for CI's summary line. */
function writeCounts(taps: string[]): void {
  const count = (name: string) =>
    taps.reduce((sum, tap) => sum + Number(new RegExp(`^# ${name} (\\d+)$`, "m").exec(tap)?.[1] ?? 0), 0);
  const counts = { passed: count("pass"), failed: count("fail") };
  console.log(`e2e: ${counts.passed} passed, ${counts.failed} failed`);
  const dir = process.env.TEST_RESULTS_DIR;
  if (dir) fs.writeFileSync(path.join(dir, "e2e.json"), JSON.stringify(counts));
}
