import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { fileURLToPath } from "node:url";

/**
 * deploy/local-cluster.sh driven from Node (the scale-out test and `npm run bench -- scale`): its
 * folder, ports and number of servers, and the processes it started.
 */

const run = promisify(execFile);
const script = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../deploy/local-cluster.sh");

export interface ClusterLayout {
  dir: string;
  servers: number;
  primaryPort: number;
  replicaPort: number;
  bouncerPort: number;
  balancerPort: number;
  serverBasePort: number;
}

/**
 * The layout with its ports moved to start at SCALE_PORT_BASE when that is set (primary +0, replica +1,
 * PgBouncer +2, balancer +3, servers +10..) and its folder beside them, so that two runs on one
 * machine (or a run beside a developer's own cluster) do not meet.
 */
export function withPortBase(layout: ClusterLayout, offset = 0): ClusterLayout {
  const base = Number(process.env.SCALE_PORT_BASE || 0);
  if (!base) return layout;
  const at = base + offset;
  return {
    ...layout,
    dir: `${layout.dir}-${at}`,
    primaryPort: at,
    replicaPort: at + 1,
    bouncerPort: at + 2,
    balancerPort: at + 3,
    serverBasePort: at + 10,
  };
}

/** Why the cluster cannot start here (null: it can): root and PostgreSQL 15's binaries. */
export function clusterUnavailable(): string | null {
  if (!fs.existsSync("/usr/lib/postgresql/15/bin/initdb")) return "needs PostgreSQL 15 binaries";
  if (process.getuid?.() !== 0) return "needs root (runs PostgreSQL as the postgres user, apt-get)";
  return null;
}

export const primaryUrlOf = (layout: ClusterLayout) =>
  `postgres://postgres@127.0.0.1:${layout.primaryPort}/lottery`;
export const replicaUrlOf = (layout: ClusterLayout) =>
  `postgres://postgres@127.0.0.1:${layout.replicaPort}/lottery`;

/** Runs `deploy/local-cluster.sh <command>` with the layout and the servers' extra environment. */
export async function clusterCommand(
  layout: ClusterLayout,
  command: "start" | "stop" | "status",
  serverEnv: Record<string, string> = {},
): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...serverEnv };
  delete env.DATABASE_URL; // the script sets each server's URLs
  Object.assign(env, {
    CLUSTER_DIR: layout.dir,
    SERVERS: String(layout.servers),
    PRIMARY_PORT: String(layout.primaryPort),
    REPLICA_PORT: String(layout.replicaPort),
    BOUNCER_PORT: String(layout.bouncerPort),
    BALANCER_PORT: String(layout.balancerPort),
    SERVER_BASE_PORT: String(layout.serverBasePort),
  });
  const { stdout, stderr } = await run("bash", [script, command], { env, maxBuffer: 10_000_000 });
  return stdout + stderr;
}

/** Every process the cluster started, by name, from its pid files (read them before `stop`). */
export function clusterPids(layout: ClusterLayout): Map<string, number> {
  const files: [string, string][] = [
    ["primary", "primary/postmaster.pid"],
    ["replica", "replica/postmaster.pid"],
    ["pgbouncer", "pgbouncer.pid"],
    ["haproxy", "haproxy.pid"],
  ];
  for (let i = 1; i <= layout.servers; i += 1) files.push([`server-${i}`, `server-${i}.pid`]);
  const pids = new Map<string, number>();
  for (const [name, file] of files) {
    try {
      pids.set(name, Number(fs.readFileSync(path.join(layout.dir, file), "utf8").split("\n")[0]));
    } catch {
      // not started
    }
  }
  return pids;
}
