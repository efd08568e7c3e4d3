/**
 * Benchmark 1: bets per second through POST /api/lottery/bet_szc on real PostgreSQL, beside pgbench
 * TPC-B on the same server in the same run. The real app runs in its own process listening on a local
 * port; 16 players (each registered and recharged through the real sandbox path, each with its own
 * token) send signed bet_szc calls over HTTP through the load driver (lib/load.ts: one keep-alive
 * connection per player, one call at a time each) for BENCH_BET_SECONDS (default 10) after a 2 s
 * warm-up (BENCH_BET_CLIENTS changes the 16). Afterwards the ledger audit must be clean and the
 * issue's order count must equal the successful bets plus those of the requests still in flight when
 * the load stopped that the server finished. It also prints the server process's CPU time per bet
 * (milliseconds, warm-up included), steadier than the ratio on a busy machine. BENCH_SERVER_PROFILE=<dir>
 * writes the server's CPU profile there.
 */
import { and, count, eq, inArray } from "drizzle-orm";
import { orders } from "../apps/server/src/orders/tables.ts";
import { auditLedger } from "../apps/server/src/wallet/audit.ts";
import { moneyPlayer, newRequestId } from "../apps/server/test/money-helpers.ts";
import type { TestPlayer } from "../apps/server/test/cards-fixtures.ts";
import { startBenchApp, type BenchApp } from "./lib/app.ts";
import { runLoad, type LoadCall, type LoadOutcome } from "./lib/load.ts";
import { issueOnSaleNow, randomSingleTicket, type BetGame } from "./lib/lottery.ts";
import { runPgbench, type PgbenchOutcome } from "./lib/pgbench.ts";
import { postgresUrl, unreachableReason } from "./lib/postgres.ts";
import { startAppServer } from "./lib/server-process.ts";
import {
  fail,
  fmt,
  newResult,
  ratioText,
  round,
  skippedResult,
  type Benchmark,
  type BenchResult,
} from "./lib/report.ts";

const CLIENTS = Number(process.env.BENCH_BET_CLIENTS || 16);
const WARMUP_S = 2;
const RECHARGE_YUAN = 50_000;

/** bet_szc of a fresh random single ticket; connection n bets as player n. */
function betCall(players: readonly TestPlayer[], game: BetGame, issue: string): LoadCall {
  return {
    method: "POST",
    path: "/api/lottery/bet_szc",
    params: (n) => ({
      tk: players[n % players.length]?.token ?? "",
      gameCode: game,
      issue,
      tickets: randomSingleTicket(game),
      multiple: 1,
      requestId: newRequestId(),
    }),
  };
}

/** What the load produced: the warm-up's and the timed window's answers, and the server's statements. */
interface LoadRun {
  warm: LoadOutcome;
  timed: LoadOutcome;
  /** SQL statements the server sent for all calls (warm-up included), or null. */
  statements: number | null;
  /** CPU time (ms) the server spent on all calls (warm-up included), or null; and in user mode. */
  cpuMs: number | null;
  userCpuMs: number | null;
}

/** Starts the server process on the database and runs the warm-up, then the timed window. */
async function loadOverHttp(
  databaseUrl: string,
  players: readonly TestPlayer[],
  issue: { gameCode: BetGame; issue: string },
  seconds: number,
): Promise<LoadRun> {
  const server = await startAppServer(databaseUrl);
  try {
    const call = betCall(players, issue.gameCode, issue.issue);
    const warm = await runLoad(server.port, call, { connections: players.length, seconds: WARMUP_S });
    const timed = await runLoad(server.port, call, { connections: players.length, seconds });
    return { warm, timed, ...(await server.stopWithUsage()) };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** Orders of the issue: all of them, and those of the given request ids. */
async function storedOrders(
  bench: BenchApp,
  issue: { gameCode: string; issue: string },
  requestIds: string[],
): Promise<{ all: number; ofRequests: number }> {
  const ofIssue = and(eq(orders.gameCode, issue.gameCode), eq(orders.issue, issue.issue));
  const db = bench.database.db;
  const [all] = await db.select({ n: count() }).from(orders).where(ofIssue);
  const [some] =
    requestIds.length === 0
      ? [{ n: 0 }]
      : await db
          .select({ n: count() })
          .from(orders)
          .where(and(ofIssue, inArray(orders.requestId, requestIds)));
  return { all: Number(all?.n ?? 0), ofRequests: Number(some?.n ?? 0) };
}

/**
 * Checks: no bet refused, no connection error, one order per successful bet (plus those the server
 * finished for requests still in flight when the load stopped), a clean ledger.
 */
async function verify(
  bench: BenchApp,
  issue: { gameCode: string; issue: string },
  run: LoadRun,
  result: BenchResult,
): Promise<{ stored: number; placed: number; lateStored: number; auditOk: boolean }> {
  const { warm, timed } = run;
  const refused = warm.refused + timed.refused;
  if (refused > 0) fail(result, `${refused} bets refused: ${[warm.refusals, timed.refusals].join("; ")}`);
  const errors = warm.errors + timed.errors;
  if (errors > 0) fail(result, `${errors} connection errors or timeouts`);
  const placed = warm.ok + timed.ok;
  const late = [...warm.unanswered, ...timed.unanswered].map((p) => String(p.requestId));
  const stored = await storedOrders(bench, issue, late);
  if (stored.all !== placed + stored.ofRequests)
    fail(
      result,
      `${stored.all} orders stored for ${placed} successful bets (+${stored.ofRequests} in flight)`,
    );
  const audit = await auditLedger(bench.database.db);
  if (!audit.ok) fail(result, `ledger audit: ${audit.problems.slice(0, 5).join("; ")}`);
  return { stored: stored.all, placed, lateStored: stored.ofRequests, auditOk: audit.ok };
}

/** Prints the figures and the baseline; records them in the result. */
function report(run: LoadRun, pg: PgbenchOutcome, result: BenchResult): void {
  const { timed } = run;
  const betsPerSecond = timed.ok / timed.seconds;
  const ratio = pg.tps === null ? Number.NaN : betsPerSecond / pg.tps;
  const sent = run.warm.answered + run.warm.unanswered.length + timed.answered + timed.unanswered.length;
  const perBet = run.statements === null ? null : run.statements / sent;
  const cpuPerBet = run.cpuMs === null ? null : run.cpuMs / sent;
  console.log(
    `bet_szc over HTTP (${CLIENTS} clients, ${fmt(timed.seconds)} s): ${fmt(betsPerSecond)} bets/s, ` +
      `p50 ${fmt(timed.p50Ms, 2)} ms, p99 ${fmt(timed.p99Ms, 2)} ms, ratio ${ratioText(ratio)} baseline ` +
      `(bets/s ÷ pgbench TPS)`,
  );
  const userPerBet = run.userCpuMs === null ? null : run.userCpuMs / sent;
  if (cpuPerBet !== null && userPerBet !== null)
    console.log(
      `  server CPU per bet: ${fmt(cpuPerBet, 3)} ms (user ${fmt(userPerBet, 3)} ms, system ` +
        `${fmt(cpuPerBet - userPerBet, 3)} ms; warm-up included)`,
    );
  if (pg.tps === null) console.log(`  baseline: not measured: ${pg.reason}`);
  else console.log(`  baseline (${pg.command}, same server): ${fmt(pg.tps)} TPS`);
  Object.assign(result.figures, {
    betsPerSecond: round(betsPerSecond, 1),
    p50Ms: round(timed.p50Ms, 2),
    p99Ms: round(timed.p99Ms, 2),
    bets: timed.ok,
    pgbenchTps: pg.tps === null ? null : round(pg.tps, 1),
    ratio: Number.isFinite(ratio) ? round(ratio, 4) : null,
    statementsPerBet: perBet === null ? null : round(perBet, 2),
    serverCpuMsPerBet: cpuPerBet === null ? null : round(cpuPerBet, 3),
  });
}

async function run(): Promise<BenchResult> {
  const url = postgresUrl();
  const unreachable = await unreachableReason(url);
  if (unreachable) return skippedResult(unreachable);
  const seconds = Number(process.env.BENCH_BET_SECONDS || 10);
  const result = newResult();
  const bench = await startBenchApp(url, "bets");
  try {
    const issue = await issueOnSaleNow(bench.app.deps, 2);
    if (!issue) return skippedResult("neither SSQ nor DLT has an issue on sale for the next 2 minutes");
    if (!bench.databaseUrl) throw new Error("the bet benchmark needs PostgreSQL");
    const players: TestPlayer[] = [];
    for (let i = 0; i < CLIENTS; i += 1)
      players.push(await moneyPlayer(bench.app, `benchbet${String(i).padStart(2, "0")}`, RECHARGE_YUAN));

    const traffic = await loadOverHttp(bench.databaseUrl, players, issue, seconds);
    const checked = await verify(bench, issue, traffic, result);
    console.log(
      `  ${bench.where}; ${issue.gameCode} issue ${issue.issue}; ${CLIENTS} players over HTTP (keep-alive)`,
    );
    report(traffic, await runPgbench(url, CLIENTS, 2, seconds), result);
    const perBet = result.figures.statementsPerBet;
    console.log(
      `  checks: ${traffic.timed.answered} calls in the timed window (+${traffic.warm.answered} warm-up), ` +
        `${checked.stored} orders stored for ${checked.placed} successful bets ` +
        `(+${checked.lateStored} finished after the load stopped), ledger audit ` +
        `${checked.auditOk ? "clean" : "NOT clean"}${perBet === null ? "" : `; ${perBet} SQL statements per bet`}`,
    );
    Object.assign(result.figures, { game: issue.gameCode, auditClean: checked.auditOk });
    return result;
  } finally {
    await bench.close();
  }
}

/** bet_szc throughput beside pgbench. */
export const betsBenchmark: Benchmark = { name: "bets", run };
