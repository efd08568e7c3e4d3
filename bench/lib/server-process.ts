import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Servers the benchmarks load run in their own processes, so the load driver never shares their
 * event loop: the real app (lib/serve.ts), the bare Fastify baseline (lib/bare.ts) and the whole
 * product (apps/server/src/main.ts, with its jobs) for the browser benchmark.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, "../..");
const START_TIMEOUT_MS = 60_000;

/** A started server process and the port it listens on. */
export interface ServerProcess {
  port: number;
  /** Stops it (SIGTERM, SIGKILL after 10 s); answers everything it printed on stdout. */
  stop(): Promise<string>;
}

/** A script of this folder run with tsx (plus `nodeArgs`) and extra environment. */
function spawnScript(script: string, env: Record<string, string>, nodeArgs: string[] = []): ChildProcess {
  return spawn(process.execPath, [...nodeArgs, "--import", "tsx", script], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const killer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/**
 * Runs `script` and waits (60 s at most) until it prints `LISTENING <port>`: the handshake of
 * lib/serve.ts and lib/bare.ts, which listen on a free port the system picks.
 */
export function startListeningScript(
  script: string,
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<ServerProcess> {
  const child = spawnScript(script, env, nodeArgs);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`${path.basename(script)} did not start within 60 s`));
    }, START_TIMEOUT_MS);
    let out = "";
    let started = false;
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = started ? null : /LISTENING (\d+)/.exec(out);
      if (!match) return;
      started = true;
      clearTimeout(timer);
      resolve({ port: Number(match[1]), stop: () => stopChild(child).then(() => out) });
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      if (!started) reject(new Error(`${path.basename(script)} exited early (${code})`));
    });
  });
}

/** What the app server process spent on the calls it served: SQL statements and CPU time (null: not said). */
export interface ServerUsage {
  statements: number | null;
  /** User + system CPU time, ms. */
  cpuMs: number | null;
  /** Of which in user mode (the rest is the kernel's: socket writes and reads, on loopback also delivery). */
  userCpuMs: number | null;
}

/**
 * lib/serve.ts (the real app, no background jobs) on `databaseUrl`. `stop` answers the SQL statements
 * its calls sent (null if it did not say); `stopWithUsage` also its CPU time once it was ready.
 * BENCH_SERVER_PROFILE=<dir> writes its CPU profile there.
 */
export async function startAppServer(
  databaseUrl: string,
): Promise<{ port: number; stop(): Promise<number | null>; stopWithUsage(): Promise<ServerUsage> }> {
  const profileDir = process.env.BENCH_SERVER_PROFILE;
  const profile = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
  const server = await startListeningScript(
    path.join(here, "serve.ts"),
    { BENCH_DATABASE_URL: databaseUrl },
    profile,
  );
  const stopWithUsage = async (): Promise<ServerUsage> => {
    const out = await server.stop();
    const statements = /STATEMENTS (\d+)/.exec(out);
    const cpu = /CPU (\d+) USER (\d+)/.exec(out);
    return {
      statements: statements ? Number(statements[1]) : null,
      cpuMs: cpu ? Number(cpu[1]) / 1000 : null,
      userCpuMs: cpu ? Number(cpu[2]) / 1000 : null,
    };
  };
  return {
    port: server.port,
    stop: async () => (await stopWithUsage()).statements,
    stopWithUsage,
  };
}

/** lib/bare.ts: a minimal Fastify app answering one constant envelope. */
export function startBareServer(): Promise<ServerProcess> {
  return startListeningScript(path.join(here, "bare.ts"), {});
}

/** A TCP port free on 127.0.0.1 right now (for servers that take their port from the environment). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${url} within 60 s`);
}

/**
 * The whole product as `npm start` runs it (apps/server/src/main.ts: migrations, demo seed, jobs,
 * the web build of WEB_DIST) with `env`, on a free port of 127.0.0.1; ready once /health answers.
 */
export async function startProductServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawnScript(path.join(repoRoot, "apps/server/src/main.ts"), {
    LOG_LEVEL: "warn",
    ...env,
    PORT: String(port),
    HOST: "127.0.0.1",
  });
  let out = "";
  child.stdout?.on("data", (chunk: Buffer) => (out += chunk.toString()));
  try {
    await waitForHealth(`http://127.0.0.1:${port}/health`, child);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { port, stop: () => stopChild(child).then(() => out) };
}
