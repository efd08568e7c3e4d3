/**
 * Benchmark 7 (`npm run bench -- scale`, issue 30): the scaled-out arrangement of
 * deploy/local-cluster.sh (PostgreSQL primary and streaming replica, PgBouncer in transaction pooling,
 * HAProxy) started with 1, 2 and 3 server processes in turn. Through the balancer it measures bet_szc
 * per second (BENCH_SCALE_CLIENTS players, default 16, each on its own keep-alive connection) and
 * read requests per second (GET lotteryresult/list, cached per process), for BENCH_SCALE_SECONDS each
 * (default 5) after a warm-up; the ratios are to one process in the same run. On this two-core
 * machine the processes share two cores with PostgreSQL, PgBouncer, HAProxy and the load driver, so
 * a ratio near or below 1 shows the overhead of the arrangement, not a limit of the design. With
 * three processes it then opens BENCH_SCALE_STREAMS event streams (default 10,000) spread evenly over
 * the processes, waits for the next house draw of 极速分分彩 and measures the time from the draw
 * (the issue's `drawn_at`) to the last stream receiving it (goal: under 2 s), and the servers' memory
 * per open stream (the goal is reported, not a check). Checked: no bet or read failed, every stream
 * received the draw, the ledger audit.
 * Needs root and PostgreSQL 15's binaries (the script installs PgBouncer and HAProxy when missing).
 */
import http from "node:http";
import fs from "node:fs";
import { sql } from "drizzle-orm";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { openDatabase, type Database } from "../apps/server/src/db/client.ts";
import { seedRechargeChannels } from "../apps/server/src/demo/wallet/seed.ts";
import { auditLedger } from "../apps/server/src/wallet/audit.ts";
import type { TestPlayer } from "../apps/server/test/cards-fixtures.ts";
import { moneyPlayer, newRequestId } from "../apps/server/test/money-helpers.ts";
import {
  clusterCommand,
  clusterPids,
  clusterUnavailable,
  primaryUrlOf,
  withPortBase,
  type ClusterLayout,
} from "./lib/cluster.ts";
import { runLoad, type LoadCall, type LoadOutcome } from "./lib/load.ts";
import { randomSingleTicket } from "./lib/lottery.ts";
import {
  fail,
  fmt,
  newResult,
  round,
  skippedResult,
  type Benchmark,
  type BenchResult,
} from "./lib/report.ts";

const CLIENTS = Number(process.env.BENCH_SCALE_CLIENTS || 16);
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS || 5);
const STREAMS = Number(process.env.BENCH_SCALE_STREAMS || 10_000);
const WARMUP_S = 1;
const SERVER_ENV = {
  SEED_DEMO: "0",
  SPORTS_FEED: "none",
  RESULT_FEED: "none",
  LOG_LEVEL: "warn",
  RATE_LIMIT_PER_MIN: "100000000",
  AUTH_RATE_LIMIT_PER_MIN: "100000000",
  PUBLIC_RATE_LIMIT_PER_MIN: "100000000",
};

const layoutOf = (servers: number): ClusterLayout =>
  withPortBase(
    {
      dir: "/tmp/lottery-bench-scale",
      servers,
      primaryPort: 15632,
      replicaPort: 15633,
      bouncerPort: 16632,
      balancerPort: 18280,
      serverBasePort: 13201,
    },
    50,
  );

/** An SSQ issue on sale for 10 more minutes (the leader's tick makes them soon after start). */
async function ssqIssueOnSale(db: Database): Promise<string> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const rows = await db.db.execute(sql`
      select issue from lottery_issues where game_code = 'ssq' and status = 'open'
         and open_at <= now() and close_at > now() + interval '10 minutes' order by close_at limit 1`);
    const issue = (rows.rows[0] as { issue?: string } | undefined)?.issue;
    if (issue) return issue;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("no SSQ issue on sale");
}

async function fundedPlayers(db: Database, url: string, count: number): Promise<TestPlayer[]> {
  await seedRechargeChannels(db.db);
  const app = await buildApp({
    config: loadConfig({ ...SERVER_ENV, DATABASE_URL: url }),
    db: db.db,
    logger: false,
  });
  try {
    const players: TestPlayer[] = [];
    for (let i = 0; i < count; i += 1) players.push(await moneyPlayer(app, `scalebench${i}`, 50_000));
    return players;
  } finally {
    await app.close();
  }
}

function betCall(players: readonly TestPlayer[], issue: string): LoadCall {
  return {
    method: "POST",
    path: "/api/lottery/bet_szc",
    params: (n) => ({
      tk: players[n % players.length]?.token ?? "",
      gameCode: "ssq",
      issue,
      tickets: randomSingleTicket("ssq"),
      multiple: 1,
      requestId: newRequestId(),
    }),
  };
}

const readCall: LoadCall = {
  method: "GET",
  path: "/api/lotteryresult/list",
  params: () => ({ gameCode: "ssq", pageIndex: 1, pageSize: 20 }),
};

async function timedLoad(port: number, call: LoadCall): Promise<LoadOutcome> {
  await runLoad(port, call, { connections: CLIENTS, seconds: WARMUP_S });
  return runLoad(port, call, { connections: CLIENTS, seconds: SECONDS });
}

/** Resident memory of a process (kB), from /proc. */
function rssKb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/** Opens `count` event streams of jlffc spread over the servers; resolves once all are open. */
async function openStreams(layout: ClusterLayout, count: number) {
  const received: number[] = new Array<number>(count).fill(0);
  const requests: http.ClientRequest[] = [];
  let wanted = "";
  const opened: Promise<void>[] = [];
  for (let i = 0; i < count; i += 1) {
    const port = layout.serverBasePort + (i % layout.servers);
    opened.push(
      new Promise<void>((resolve, reject) => {
        const request = http.get(
          { host: "127.0.0.1", port, path: "/api/events?games=jlffc", agent: false },
          (response) => {
            resolve();
            response.setEncoding("utf8");
            response.on("data", (chunk: string) => {
              if (
                wanted &&
                received[i] === 0 &&
                chunk.includes(`"issue":"${wanted}"`) &&
                chunk.includes("event: drawn")
              )
                received[i] = Date.now();
            });
            response.on("error", () => undefined);
          },
        );
        request.on("error", reject);
        requests.push(request);
      }),
    );
    if (i % 500 === 499) await Promise.all(opened.slice(-500));
  }
  await Promise.all(opened);
  return {
    received,
    expect: (issue: string) => {
      wanted = issue;
    },
    close: () => requests.forEach((request) => request.destroy()),
  };
}

async function fanOut(layout: ClusterLayout, db: Database, result: BenchResult): Promise<void> {
  const pids = [...clusterPids(layout)].filter(([name]) => name.startsWith("server-")).map(([, pid]) => pid);
  const before = pids.reduce((sum, pid) => sum + rssKb(pid), 0);
  const streams = await openStreams(layout, STREAMS);
  try {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const after = pids.reduce((sum, pid) => sum + rssKb(pid), 0);
    const rows = await db.db.execute(sql`
      select issue from lottery_issues where game_code = 'jlffc' and draw_at > now() + interval '2 seconds'
       order by draw_at limit 1`);
    const issue = (rows.rows[0] as { issue: string }).issue;
    streams.expect(issue);
    const until = Date.now() + 90_000;
    while (streams.received.some((at) => at === 0) && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 200));
    const drawn = await db.db.execute(
      sql`select extract(epoch from drawn_at) * 1000 as ms from lottery_issues where game_code = 'jlffc' and issue = ${issue}`,
    );
    const drawnMs = Number((drawn.rows[0] as { ms: string }).ms);
    const missing = streams.received.filter((at) => at === 0).length;
    const lastMs = Math.max(...streams.received) - drawnMs;
    result.figures.streams = STREAMS;
    result.figures.drawToLastStreamMs = Math.round(lastMs);
    result.figures.memoryPerStreamKb = round((after - before) / STREAMS, 1);
    console.log(
      `  fan-out: ${STREAMS} streams over ${layout.servers} processes, house draw → last stream ${fmt(lastMs, 0)} ms` +
        ` (goal < 2000), ${fmt((after - before) / STREAMS, 1)} kB per open stream`,
    );
    if (missing > 0) fail(result, `${missing} of ${STREAMS} streams did not receive the draw`);
    // The 2 s goal is reported, not checked: on a shared two-core machine it measures the neighbours too.
    result.figures.fanOutWithinGoal = lastMs < 2000;
  } finally {
    streams.close();
  }
}

/** One arrangement with `servers` processes: bets/s and reads/s through the balancer. */
async function measure(servers: number, result: BenchResult, withFanOut: boolean) {
  const layout = layoutOf(servers);
  await clusterCommand(layout, "stop");
  await clusterCommand(layout, "start", SERVER_ENV);
  const db = await openDatabase({ databaseUrl: primaryUrlOf(layout), pgliteDir: null });
  try {
    const issue = await ssqIssueOnSale(db);
    const players = await fundedPlayers(db, primaryUrlOf(layout), CLIENTS);
    const bets = await timedLoad(layout.balancerPort, betCall(players, issue));
    const reads = await timedLoad(layout.balancerPort, readCall);
    for (const [what, outcome] of [
      ["bets", bets],
      ["reads", reads],
    ] as const)
      if (outcome.ok !== outcome.answered || outcome.errors > 0)
        fail(result, `${servers} processes, ${what}: ${outcome.refusals || `${outcome.errors} errors`}`);
    if (withFanOut) await fanOut(layout, db, result);
    const audit = await auditLedger(db.db);
    if (audit.problems.length > 0) fail(result, `ledger audit: ${audit.problems.slice(0, 3).join("; ")}`);
    return { bets: bets.perSecond, reads: reads.perSecond };
  } finally {
    await db.close();
    await clusterCommand(layout, "stop");
  }
}

export const scaleBenchmark: Benchmark = {
  name: "scale",
  async run() {
    const reason = clusterUnavailable();
    if (reason) return skippedResult(reason);
    const result = newResult();
    const rates: { bets: number; reads: number }[] = [];
    for (const servers of [1, 2, 3]) {
      const rate = await measure(servers, result, servers === 3);
      rates.push(rate);
      const one = rates[0]!;
      result.figures[`betsPerSecond${servers}`] = round(rate.bets, 1);
      result.figures[`readsPerSecond${servers}`] = round(rate.reads, 1);
      result.figures[`betsRatio${servers}`] = round(rate.bets / one.bets, 2);
      result.figures[`readsRatio${servers}`] = round(rate.reads / one.reads, 2);
      console.log(
        `  ${servers} process${servers > 1 ? "es" : ""}: ${fmt(rate.bets)} bets/s (${fmt(rate.bets / one.bets, 2)}× one),` +
          ` ${fmt(rate.reads)} reads/s (${fmt(rate.reads / one.reads, 2)}× one)`,
      );
    }
    console.log(
      "  (two cores shared by PostgreSQL ×2, PgBouncer, HAProxy, the load driver and the servers: the ratios show the arrangement's overhead here)",
    );
    return result;
  },
};
