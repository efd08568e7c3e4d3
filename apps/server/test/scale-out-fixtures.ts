import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { Database } from "../src/db/client.ts";
import { LEADER_LOCK_KEY } from "../src/jobs/leader.ts";
import { SERVER_ENV } from "./fault-fixtures.ts";

/**
 * What the scale-out test (scale-out.test.ts) shares: the cluster of deploy/local-cluster.sh on its
 * own ports and folder, the processes it started, the job leader among them, and an SSE client.
 */

const run = promisify(execFile);
const script = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../deploy/local-cluster.sh");

/** Why the test cannot run here (null: it runs): it needs SCALE_OUT=1, root and PostgreSQL 15's binaries. */
export function scaleOutSkipReason(): string | null {
  if (process.env.SCALE_OUT !== "1") return "set SCALE_OUT=1 (starts PostgreSQL, PgBouncer, HAProxy)";
  if (!fs.existsSync("/usr/lib/postgresql/15/bin/initdb")) return "needs PostgreSQL 15 binaries";
  if (process.getuid?.() !== 0) return "needs root (runs PostgreSQL as the postgres user, apt-get)";
  return null;
}

export const CLUSTER = {
  dir: "/tmp/lottery-scale-out-test",
  servers: 3,
  primaryPort: 15532,
  replicaPort: 15533,
  bouncerPort: 16532,
  balancerPort: 18180,
  serverBasePort: 13101,
};

export const primaryUrl = `postgres://postgres@127.0.0.1:${CLUSTER.primaryPort}/lottery`;
export const replicaUrl = `postgres://postgres@127.0.0.1:${CLUSTER.replicaPort}/lottery`;
export const serverPort = (i: number) => CLUSTER.serverBasePort + i - 1;

function clusterEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...SERVER_ENV };
  delete env.DATABASE_URL; // the script sets each server's URLs
  return {
    ...env,
    ALLOW_FORCED_DRAWS: "1",
    CLUSTER_DIR: CLUSTER.dir,
    SERVERS: String(CLUSTER.servers),
    PRIMARY_PORT: String(CLUSTER.primaryPort),
    REPLICA_PORT: String(CLUSTER.replicaPort),
    BOUNCER_PORT: String(CLUSTER.bouncerPort),
    BALANCER_PORT: String(CLUSTER.balancerPort),
    SERVER_BASE_PORT: String(CLUSTER.serverBasePort),
  };
}

/** Runs `deploy/local-cluster.sh <command>`; answers its output. */
export async function cluster(command: "start" | "stop" | "status"): Promise<string> {
  const { stdout, stderr } = await run("bash", [script, command], {
    env: clusterEnv(),
    maxBuffer: 10_000_000,
  });
  return stdout + stderr;
}

/** Every process the cluster started, by name, from its pid files (read before `stop`). */
export function clusterPids(): Map<string, number> {
  const files: [string, string][] = [
    ["primary", "primary/postmaster.pid"],
    ["replica", "replica/postmaster.pid"],
    ["pgbouncer", "pgbouncer.pid"],
    ["haproxy", "haproxy.pid"],
  ];
  for (let i = 1; i <= CLUSTER.servers; i += 1) files.push([`server-${i}`, `server-${i}.pid`]);
  const pids = new Map<string, number>();
  for (const [name, file] of files) {
    try {
      pids.set(name, Number(fs.readFileSync(path.join(CLUSTER.dir, file), "utf8").split("\n")[0]));
    } catch {
      // not started
    }
  }
  return pids;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The server (1..3) holding the job leader's advisory lock (its direct connection's application_name). */
export async function leaderServer(database: Database): Promise<number | null> {
  const classid = Number(LEADER_LOCK_KEY >> 32n);
  const objid = Number(LEADER_LOCK_KEY & 0xffffffffn);
  const result = await database.db.execute(sql`
    select a.application_name as name from pg_locks l join pg_stat_activity a on a.pid = l.pid
     where l.locktype = 'advisory' and l.granted and l.classid = ${classid} and l.objid = ${objid}`);
  const name = (result.rows[0] as { name?: string } | undefined)?.name ?? "";
  const match = /lottery-server-(\d+)/.exec(name);
  return match ? Number(match[1]) : null;
}

/** One received Server-Sent Event and when it arrived (Date.now()). */
export interface SseMessage {
  type: string;
  data: Record<string, unknown>;
  receivedAt: number;
}

/** An SSE client reading `url` until closed. */
export function sseClient(url: string): { messages: SseMessage[]; opened: Promise<void>; close(): void } {
  const controller = new AbortController();
  const messages: SseMessage[] = [];
  let markOpen: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (markOpen = resolve));
  void (async () => {
    const response = await fetch(url, { signal: controller.signal });
    if (!response.body) return;
    markOpen();
    const decoder = new TextDecoder();
    let buffer = "";
    for await (const chunk of response.body) {
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const type = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (type && data)
          messages.push({ type, data: JSON.parse(data) as Record<string, unknown>, receivedAt: Date.now() });
      }
    }
  })().catch(() => undefined);
  return { messages, opened, close: () => controller.abort() };
}

/** Per order of the issue: still pending, or won/lost with other than one/no prize journal. */
export async function settlementProblems(database: Database, game: string, issue: string): Promise<string[]> {
  const result = await database.db.execute(sql`
    select o.order_no, o.status,
           (select count(*) from ledger_journals j where j.key = 'prize:' || o.order_no)::int as prizes
      from orders o where o.game_code = ${game} and o.issue = ${issue}`);
  const problems: string[] = [];
  for (const row of result.rows as { order_no: string; status: string; prizes: number }[]) {
    const want = row.status === "won" ? 1 : 0;
    if (row.status === "pending" || row.prizes !== want)
      problems.push(`${row.order_no}: ${row.status} with ${row.prizes} prize journals`);
  }
  return problems;
}
