// Runs the browser journeys: builds the web app and the operator console, starts the real server on a
// fresh embedded database (one per lane, see below), runs e2e/*.test.ts with node's test runner, stops
// the servers. Skips (outside
// CI) without Chromium. Arguments pick files by name: `node --import tsx e2e/run.ts admin-` runs e2e/admin-*.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

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

// Lanes: each its own server (own port, own database) and its own `node --test` over a share of the
// files, so journeys in different lanes never meet; within a lane the files run one after another, as
// all of them did before. One lane per core by default (E2E_LANES overrides).
const laneCount = Math.max(1, Number(process.env.E2E_LANES ?? Math.min(2, os.availableParallelism())));
const only = process.argv.slice(2);
const files = fs
  .readdirSync(path.join(root, "e2e"))
  .filter((f) => f.endsWith(".test.ts") && (only.length === 0 || only.some((name) => f.includes(name))))
  .sort();
const lanes = shareOut(files, Math.min(laneCount, Math.max(files.length, 1)));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-db-"));
const firstPort = 3900 + Math.floor(Math.random() * 80);
const servers = lanes.map((_, lane) => startServer(firstPort + lane, path.join(dataDir, `db${lane}`)));

let exitCode = 1;
try {
  // A busy machine (other test runs beside this one) can take a minute or more to migrate and seed.
  await Promise.all(servers.map((server) => waitForHealth(`${server.baseUrl}/health`, 180_000)));
  const runs = await Promise.all(
    lanes.map((laneFiles, lane) => runLane(lane, laneFiles, servers[lane]!.baseUrl)),
  );
  exitCode = runs.every((status) => status === 0) ? 0 : 1;
  writeCounts(
    lanes.map((_, lane) => (fs.existsSync(tapFile(lane)) ? fs.readFileSync(tapFile(lane), "utf8") : "")),
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

function tapFile(lane: number): string {
  return path.join(dataDir, `e2e-${lane}.tap`);
}

/** Splits the files into `count` lanes of about equal size (bytes of journey code), keeping name order. */
function shareOut(names: string[], count: number): string[][] {
  const lanes = Array.from({ length: count }, () => ({ names: [] as string[], size: 0 }));
  const size = (name: string) => fs.statSync(path.join(root, "e2e", name)).size;
  for (const name of [...names].sort((a, b) => size(b) - size(a))) {
    const lightest = lanes.reduce((a, b) => (b.size < a.size ? b : a));
    lightest.names.push(name);
    lightest.size += size(name);
  }
  return lanes.map((lane) => lane.names.sort()).filter((lane) => lane.length > 0);
}

function startServer(port: number, pgliteDir: string) {
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PGLITE_DIR: pgliteDir,
      LOG_LEVEL: "warn",
      // The journeys stand in for the draw centre: an operator enters the result of an issue still on sale.
      ALLOW_FORCED_DRAWS: "1",
      // Every journey, player and operator alike, calls from 127.0.0.1; the per-address limits (600 calls
      // and 20 logins a minute, meant for one carrier address) would refuse the journeys after a fast
      // console tour. The limits have their own server tests.
      RATE_LIMIT_PER_MIN: "100000",
      AUTH_RATE_LIMIT_PER_MIN: "1000",
    },
  });
  return { child, baseUrl: `http://127.0.0.1:${port}` };
}

/** Runs one lane's files with node's test runner; its report lines are printed with the lane's mark. */
function runLane(lane: number, laneFiles: string[], baseUrl: string): Promise<number> {
  const mark = lanes.length > 1 ? `[lane ${lane + 1}] ` : "";
  console.log(`${mark}${laneFiles.join(" ")}`);
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "--test",
      "--test-concurrency=1",
      "--test-reporter=spec",
      "--test-reporter-destination=stdout",
      "--test-reporter=tap",
      `--test-reporter-destination=${tapFile(lane)}`,
      ...laneFiles.map((f) => path.join("e2e", f)),
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

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not come up at ${url}`);
}

/** Records the pass/fail counts (of every lane) for CI's summary line. */
function writeCounts(taps: string[]): void {
  const count = (name: string) =>
    taps.reduce((sum, tap) => sum + Number(new RegExp(`^# ${name} (\\d+)$`, "m").exec(tap)?.[1] ?? 0), 0);
  const counts = { passed: count("pass"), failed: count("fail") };
  console.log(`e2e: ${counts.passed} passed, ${counts.failed} failed`);
  const dir = process.env.TEST_RESULTS_DIR;
  if (dir) fs.writeFileSync(path.join(dir, "e2e.json"), JSON.stringify(counts));
}
