import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DEV_SIGN_KEY, signParams } from "@lottery/contract";

/** A server process started from lib/serve.ts and the port it listens on. */
export interface ServerProcess {
  port: number;
  /** Stops the server; answers the SQL statements its calls sent (null if it did not say). */
  stop(): Promise<number | null>;
}

const serveScript = path.join(path.dirname(fileURLToPath(import.meta.url)), "serve.ts");

/**
 * Starts lib/serve.ts on `databaseUrl` and waits until it listens (60 s at most). With
 * BENCH_SERVER_PROFILE=<dir> the server writes a V8 CPU profile there when stopped.
 */
export function startServerProcess(databaseUrl: string): Promise<ServerProcess> {
  const profileDir = process.env.BENCH_SERVER_PROFILE;
  const profile = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(process.execPath, [...profile, "--import", "tsx", serveScript], {
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error("the benchmark server did not start within 60 s"));
    }, 60_000);
    let out = "";
    let started = false;
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (started) return;
      const match = /LISTENING (\d+)/.exec(out);
      if (!match) return;
      started = true;
      clearTimeout(timer);
      resolve({
        port: Number(match[1]),
        stop: async () => {
          await stopChild(child);
          const statements = /STATEMENTS (\d+)/.exec(out);
          return statements ? Number(statements[1]) : null;
        },
      });
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      if (!started) reject(new Error(`the benchmark server exited early (${code})`));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    const killer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/** The answer of one call: HTTP status, envelope status and message, and the round-trip time. */
export interface CallTiming {
  http: number;
  status: number;
  msg: string;
  ms: number;
}

/**
 * A keep-alive HTTP client of player calls: common parameters, the MD5 signature of API.md §2 and a
 * form body, as the H5 client sends them.
 */
export class PlayerClient {
  private readonly agent: http.Agent;

  constructor(
    private readonly port: number,
    sockets: number,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  }

  /** POSTs a signed player call and times it. */
  post(pathName: string, token: string, params: Record<string, string | number>): Promise<CallTiming> {
    const all: Record<string, string> = { c: "1", v: "1", t: String(Math.floor(Date.now() / 1000)), p: "5" };
    all.tk = token;
    for (const [k, v] of Object.entries(params)) all[k] = String(v);
    const body = new URLSearchParams({ ...all, s: signParams(all, DEV_SIGN_KEY) }).toString();
    const t0 = performance.now();
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: "127.0.0.1",
          port: this.port,
          method: "POST",
          path: pathName,
          agent: this.agent,
          headers: {
            "content-type": "application/x-www-form-urlencoded; charset=utf-8",
            "content-length": Buffer.byteLength(body),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => {
            const ms = performance.now() - t0;
            const text = Buffer.concat(chunks).toString();
            let envelope: { status?: number; msg?: string } = {};
            try {
              envelope = JSON.parse(text) as typeof envelope;
            } catch {
              envelope = { status: -1, msg: text.slice(0, 120) };
            }
            resolve({
              http: response.statusCode ?? 0,
              status: envelope.status ?? -1,
              msg: envelope.msg ?? "",
              ms,
            });
          });
          response.on("error", reject);
        },
      );
      request.on("error", reject);
      request.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
