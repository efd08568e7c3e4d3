import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The real server on its own port and embedded database, set for the journeys; `extraEnv` on top. */
export function startServer(port: number, pgliteDir: string, extraEnv: Record<string, string> = {}) {
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
      ...extraEnv,
    },
  });
  return { child, baseUrl: `http://127.0.0.1:${port}` };
}

/** Resolves once the server answers its health check; throws after `timeoutMs`. */
export async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
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
