import fs from "node:fs";
import { sql } from "drizzle-orm";
import {
  clusterCommand,
  clusterPids as pidsOf,
  clusterUnavailable,
  primaryUrlOf,
  replicaUrlOf,
  withPortBase,
  type ClusterLayout,
} from "../../../bench/lib/cluster.ts";
import type { Database } from "../src/db/client.ts";
import { LEADER_LOCK_KEY } from "../src/jobs/leader.ts";
import { SERVER_ENV } from "./fault-fixtures.ts";

/**
 * What the scale-out test (scale-out.test.ts) shares: the cluster of deploy/local-cluster.sh on its
 * own ports and folder, the processes it started, the job leader among them, and an SSE client.
 */

/** Why the test cannot run here (null: it runs): it needs SCALE_OUT=1, root and PostgreSQL 15's binaries. */
export function scaleOutSkipReason(): string | null {
  if (process.env.SCALE_OUT !== "1") return "set SCALE_OUT=1 (starts PostgreSQL, PgBouncer, HAProxy)";
  return clusterUnavailable();
}

export const CLUSTER: ClusterLayout = withPortBase({
  dir: "/tmp/lottery-scale-out-test",
  servers: 3,
  primaryPort: 15532,
  replicaPort: 15533,
  bouncerPort: 16532,
  balancerPort: 18180,
  serverBasePort: 13101,
});

export const primaryUrl = primaryUrlOf(CLUSTER);
export const replicaUrl = replicaUrlOf(CLUSTER);
export const serverPort = (i: number) => CLUSTER.serverBasePort + i - 1;

/** Runs `deploy/local-cluster.sh <command>` on the test's layout, servers configured for the test. */
export function cluster(command: "start" | "stop" | "status"): Promise<string> {
  return clusterCommand(CLUSTER, command, { ...SERVER_ENV, ALLOW_FORCED_DRAWS: "1" });
}

/** Every process the cluster started, by name (read before `stop`). */
export const clusterPids = () => pidsOf(CLUSTER);

/** Whether the process runs: one that has exited but is not yet collected by its parent (a zombie) is gone. */
export function isAlive(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
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

/** `promise`, or a rejection naming `what` when it has not settled within `ms`. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: nothing within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** One received Server-Sent Event and when it arrived (Date.now()). */
export interface SseMessage {
  type: string;
  data: Record<string, unknown>;
  receivedAt: number;
}

/**
 * An SSE client reading `url` until closed. Like a browser's EventSource it connects again when a
 * connection fails before the stream opens (every 250 ms; `opened` rejects after `openWithinMs`, with
 * each failure and its cause); `failures` keeps them for the report.
 */
export function sseClient(
  url: string,
  openWithinMs = 10_000,
): { messages: SseMessage[]; failures: string[]; opened: Promise<void>; close(): void } {
  const controller = new AbortController();
  const messages: SseMessage[] = [];
  const failures: string[] = [];
  let markOpen: () => void = () => undefined;
  let markFailed: (error: Error) => void = () => undefined;
  const opened = new Promise<void>((resolve, reject) => {
    markOpen = resolve;
    markFailed = reject;
  });
  opened.catch(() => undefined); // a caller that never awaits it leaves no unhandled rejection
  const connect = async (): Promise<Response> => {
    const until = Date.now() + openWithinMs;
    for (;;) {
      try {
        const response = await fetch(url, { signal: controller.signal });
        if (response.status === 200 && response.body) return response;
        failures.push(`HTTP ${response.status}`);
      } catch (error) {
        if (controller.signal.aborted) throw error;
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        failures.push(`${(error as Error).message} (${cause?.code ?? cause?.message ?? "no cause"})`);
      }
      if (Date.now() > until) throw new Error(failures.join("; "));
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  void (async () => {
    const response = await connect();
    markOpen();
    const decoder = new TextDecoder();
    let buffer = "";
    for await (const chunk of response.body!) {
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
  })().catch((error: Error) => markFailed(new Error(`event stream ${url}: ${error.message}`)));
  return { messages, failures, opened, close: () => controller.abort() };
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
