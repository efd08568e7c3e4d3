// Runs the browser journeys: builds the web app and the operator console, starts the real server on a
// fresh embedded database (one per lane, see below), runs e2e/*.test.ts with node's test runner, stops
// the servers. Skips (outside
// CI) without Chromium. Arguments pick files by name: `node --import tsx e2e/run.ts admin-` runs e2e/admin-*.
import { spawn } from "node:child_process";
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

// Lanes: each its own server (own port, own database), so journeys in different lanes never meet. The
// lanes take the files from one queue, each the next when its last one ends, and run each with node's
// test runner: a lane runs one file at a time, as all of them ran before. One lane per core by default,
// at most 2 (E2E_LANES overrides).
const only = process.argv.slice(2);
const files = fs
  .readdirSync(path.join(root, "e2e"))
  .filter((f) => f.endsWith(".test.ts") && (only.length === 0 || only.some((name) => f.includes(name))))
  .sort();
/**
 * Journeys that change the whole server (the test clock moved forward: ALLOW_CLOCK_SHIFT) run on a
 * server of their own, so no other journey meets the moved clock; they take their turn in a lane like
 * the others (their server is started with the lanes' ones, and waits idle until then).
 */
const OWN_SERVER: Record<string, Record<string, string>> = {
  "agents.test.ts": { ALLOW_CLOCK_SHIFT: "1" },
};
/**
 * The longest journeys (the runner's printed times, one run on a loaded 2-core machine: 109 to 193 s
 * there, the rest 17 to 92 s) start first, so the lanes end together rather than one running a long
 * journey alone at the end; the rest follow in name order.
 */
const LONGEST_FIRST = [
  "live-results.test.ts",
  "agents.test.ts",
  "pwa.test.ts",
  "follow.test.ts",
  "home.test.ts",
];
const queue = [
  ...LONGEST_FIRST.filter((f) => files.includes(f)),
  ...files.filter((f) => !LONGEST_FIRST.includes(f)),
];
const own = files.filter((f) => f in OWN_SERVER);
const laneCount = Math.max(
  1,
  Math.min(files.length, Number(process.env.E2E_LANES ?? Math.min(2, os.availableParallelism()))),
);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-db-"));
const firstPort = 3900 + Math.floor(Math.random() * 80);
const tapFile = (file: string) => path.join(dataDir, `${file}.tap`);
const servers: ReturnType<typeof startServer>[] = [];

let exitCode = 1;
try {
  // The database every server starts from is migrated and seeded once, while the apps build (the
  // server serves the builds it finds when it starts, so the lanes' servers start after them); each
  // server then opens its own copy of it.
  const template = path.join(dataDir, "template");
  const [built] = await Promise.all([
    Promise.all(["@lottery/web", "@lottery/admin"].map((w) => run("npm", ["run", "build", "-w", w]))),
    files.length > 0 && prepareDatabase(template, firstPort + laneCount + own.length),
  ]);
  const failedBuild = built.find((code) => code !== 0);
  if (failedBuild !== undefined) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(failedBuild);
  }

  const start = (port: number, name: string, env?: Record<string, string>) => {
    fs.cpSync(template, path.join(dataDir, name), { recursive: true });
    const server = startServer(port, path.join(dataDir, name), env);
    servers.push(server);
    return server;
  };
  const laneServers = Array.from({ length: laneCount }, (_, lane) => start(firstPort + lane, `db${lane}`));
  const ownServers = Object.fromEntries(
    own.map((file, i) => [file, start(firstPort + laneCount + i, `own${i}`, OWN_SERVER[file])]),
  );
  // A busy machine (other test runs beside this one) can take a minute or more to start.
  await Promise.all(servers.map((server) => waitForHealth(`${server.baseUrl}/health`, 180_000)));
  const failed: string[] = [];
  const times: [string, number][] = [];
  await Promise.all(
    laneServers.map(async (server, lane) => {
      for (let file = queue.shift(); file; file = queue.shift()) {
        const started = Date.now();
        if ((await runFile(lane, file, (ownServers[file] ?? server).baseUrl)) !== 0) failed.push(file);
        times.push([file, (Date.now() - started) / 1000]);
      }
    }),
  );
  console.log("\ne2e journey times:");
  for (const [file, seconds] of times.sort((a, b) => b[1] - a[1]))
    console.log(`  ${file.padEnd(32)} ${seconds.toFixed(0).padStart(5)} s`);
  if (failed.length > 0) console.log(`e2e: failed in ${failed.sort().join(", ")}`);
  exitCode = failed.length === 0 ? 0 : 1;
  writeCounts(
    files.map((file) => (fs.existsSync(tapFile(file)) ? fs.readFileSync(tapFile(file), "utf8") : "")),
  );
} finally {
  await Promise.all(servers.map(stop));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);

/** Runs a command with the terminal's output; resolves to its exit code. */
function run(command: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    spawn(command, args, { cwd: root, stdio: "inherit" }).on("close", (code) => resolve(code ?? 1));
  });
}

/** Migrates and seeds a database folder: the server started on it once, and stopped when it answers. */
async function prepareDatabase(dir: string, port: number): Promise<void> {
  const server = startServer(port, dir);
  try {
    await waitForHealth(`${server.baseUrl}/health`, 180_000);
  } finally {
    await stop(server);
  }
}

/** Stops a server and waits until it has exited (its database folder closed). */
function stop({ child }: ReturnType<typeof startServer>): Promise<unknown> | undefined {
  if (child.exitCode !== null || child.signalCode !== null) return undefined;
  const exited = new Promise((resolve) => child.on("exit", resolve));
  child.kill("SIGTERM");
  return exited;
}

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
