// Runs the browser journeys: builds the web app and the operator console, starts the real server on a
// fresh embedded database, runs e2e/*.test.ts with node's test runner, stops the server. Skips (outside
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

const port = 3900 + Math.floor(Math.random() * 90);
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-db-"));
const server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    PGLITE_DIR: path.join(dataDir, "db"),
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

let exitCode = 1;
try {
  // A busy machine (other test runs beside this one) can take a minute or more to migrate and seed.
  await waitForHealth(`${baseUrl}/health`, 180_000);
  const tapFile = path.join(dataDir, "e2e.tap");
  const only = process.argv.slice(2);
  const files = fs
    .readdirSync(path.join(root, "e2e"))
    .filter((f) => f.endsWith(".test.ts") && (only.length === 0 || only.some((name) => f.includes(name))));
  const run = spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "--test",
      "--test-concurrency=1",
      "--test-reporter=spec",
      "--test-reporter-destination=stdout",
      "--test-reporter=tap",
      `--test-reporter-destination=${tapFile}`,
      ...files.map((f) => path.join("e2e", f)),
    ],
    { cwd: root, stdio: "inherit", env: { ...process.env, BASE_URL: baseUrl, CHROME_PATH: chrome } },
  );
  exitCode = run.status ?? 1;
  writeCounts(fs.readFileSync(tapFile, "utf8"));
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.on("exit", resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);

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

/** Records the pass/fail counts for CI's summary line. */
function writeCounts(tap: string): void {
  const count = (name: string) => Number(new RegExp(`^# ${name} (\\d+)$`, "m").exec(tap)?.[1] ?? 0);
  const counts = { passed: count("pass"), failed: count("fail") };
  console.log(`e2e: ${counts.passed} passed, ${counts.failed} failed`);
  const dir = process.env.TEST_RESULTS_DIR;
  if (dir) fs.writeFileSync(path.join(dir, "e2e.json"), JSON.stringify(counts));
}
