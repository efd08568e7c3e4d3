/**
 * Benchmark 1: bets per second through POST /api/lottery/bet_szc on real PostgreSQL, beside pgbench
 * TPC-B on the same server in the same run. The real app runs in its own process listening on a local
 * port; 16 players (each registered and recharged through the real sandbox path, each with its own
 * token) send signed bet_szc calls over HTTP, one at a time each, for BENCH_BET_SECONDS (default 10)
 * after a 2 s warm-up (BENCH_BET_CLIENTS changes the 16). Afterwards the ledger audit must be clean and
 * the issue's order count must equal the successful bets. BENCH_SERVER_PROFILE=<dir> writes the
 * server's CPU profile there.
 */
import { and, count, eq } from "drizzle-orm";
import { orders } from "../apps/server/src/orders/tables.ts";
import { auditLedger } from "../apps/server/src/wallet/audit.ts";
import { moneyPlayer, newRequestId } from "../apps/server/test/money-helpers.ts";
import type { TestPlayer } from "../apps/server/test/cards-fixtures.ts";
import { startBenchApp, type BenchApp } from "./lib/app.ts";
import { PlayerClient, startServerProcess, type CallTiming } from "./lib/http-load.ts";
import { issueOnSaleNow, randomSingleTicket, type BetGame } from "./lib/lottery.ts";
import { runPgbench, type PgbenchOutcome } from "./lib/pgbench.ts";
import { postgresUrl, unreachableReason } from "./lib/postgres.ts";
import {
  fail,
  fmt,
  newResult,
  percentile,
  ratioText,
  round,
  skippedResult,
  type Benchmark,
  type BenchResult,
} from "./lib/report.ts";

const CLIENTS = Number(process.env.BENCH_BET_CLIENTS || 16);
const WARMUP_S = 2;
const RECHARGE_YUAN = 50_000;

/** Each client bets in turn until `until`; answers every call's timing. */
async function load(
  client: PlayerClient,
  players: readonly TestPlayer[],
  game: BetGame,
  issue: string,
  until: number,
): Promise<CallTiming[]> {
  const one = async (player: TestPlayer): Promise<CallTiming[]> => {
    const calls: CallTiming[] = [];
    while (performance.now() < until) {
      calls.push(
        await client.post("/api/lottery/bet_szc", player.token, {
          gameCode: game,
          issue,
          tickets: randomSingleTicket(game),
          multiple: 1,
          requestId: newRequestId(),
        }),
      );
    }
    return calls;
  };
  return (await Promise.all(players.map(one))).flat();
}

/** Refusals by status and message, e.g. `1 余额不足 ×3`. */
function refusalSummary(calls: readonly CallTiming[]): string {
  const counts = new Map<string, number>();
  for (const c of calls.filter((c) => c.status !== 0)) {
    const key = `${c.http}/${c.status} ${c.msg}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([k, n]) => `${k} ×${n}`).join("; ");
}

/** What the load produced: the warm-up's and the timed window's calls, and the server's statements. */
interface LoadRun {
  warm: CallTiming[];
  calls: CallTiming[];
  measuredMs: number;
  /** SQL statements the server sent for all calls (warm-up included), or null. */
  statements: number | null;
}

/** Starts the server process on the database and runs the warm-up, then the timed window. */
async function loadOverHttp(
  databaseUrl: string,
  players: readonly TestPlayer[],
  issue: { gameCode: BetGame; issue: string },
  seconds: number,
): Promise<LoadRun> {
  const server = await startServerProcess(databaseUrl);
  const client = new PlayerClient(server.port, players.length);
  try {
    const bet = (until: number) => load(client, players, issue.gameCode, issue.issue, until);
    const warm = await bet(performance.now() + WARMUP_S * 1000);
    const t0 = performance.now();
    const calls = await bet(t0 + seconds * 1000);
    const measuredMs = performance.now() - t0;
    client.close();
    return { warm, calls, measuredMs, statements: await server.stop() };
  } catch (error) {
    client.close();
    await server.stop();
    throw error;
  }
}

/** Checks: no bet refused, one order per successful bet, a clean ledger. Answers the stored count. */
async function verify(
  bench: BenchApp,
  issue: { gameCode: string; issue: string },
  run: LoadRun,
  result: BenchResult,
): Promise<{ stored: number; placed: number; auditOk: boolean }> {
  const all = [...run.warm, ...run.calls];
  const refused = all.filter((c) => c.status !== 0);
  if (refused.length > 0) fail(result, `${refused.length} bets refused: ${refusalSummary(refused)}`);
  const placed = all.length - refused.length;
  const [row] = await bench.database.db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.gameCode, issue.gameCode), eq(orders.issue, issue.issue)));
  const stored = Number(row?.n ?? 0);
  if (stored !== placed) fail(result, `${stored} orders stored for ${placed} successful bets`);
  const audit = await auditLedger(bench.database.db);
  if (!audit.ok) fail(result, `ledger audit: ${audit.problems.slice(0, 5).join("; ")}`);
  return { stored, placed, auditOk: audit.ok };
}

/** Prints the figures and the baseline; records them in the result. */
function report(run: LoadRun, seconds: number, pg: PgbenchOutcome, result: BenchResult): void {
  const ok = run.calls.filter((c) => c.status === 0).length;
  const latencies = run.calls.map((c) => c.ms).sort((a, b) => a - b);
  const betsPerSecond = ok / (run.measuredMs / 1000);
  const p50 = percentile(latencies, 50);
  const p99 = percentile(latencies, 99);
  const ratio = pg.tps === null ? Number.NaN : betsPerSecond / pg.tps;
  const perBet = run.statements === null ? null : run.statements / (run.warm.length + run.calls.length);
  console.log(
    `bet_szc over HTTP (${CLIENTS} clients, ${seconds} s): ${fmt(betsPerSecond)} bets/s, ` +
      `p50 ${fmt(p50, 2)} ms, p99 ${fmt(p99, 2)} ms, ratio ${ratioText(ratio)} baseline (bets/s ÷ pgbench TPS)`,
  );
  if (pg.tps === null) console.log(`  baseline: not measured: ${pg.reason}`);
  else console.log(`  baseline (${pg.command}, same server): ${fmt(pg.tps)} TPS`);
  Object.assign(result.figures, {
    betsPerSecond: round(betsPerSecond, 1),
    p50Ms: round(p50, 2),
    p99Ms: round(p99, 2),
    bets: ok,
    pgbenchTps: pg.tps === null ? null : round(pg.tps, 1),
    ratio: Number.isFinite(ratio) ? round(ratio, 4) : null,
    statementsPerBet: perBet === null ? null : round(perBet, 2),
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
    report(traffic, seconds, await runPgbench(url, CLIENTS, 2, seconds), result);
    const perBet = result.figures.statementsPerBet;
    console.log(
      `  checks: ${traffic.calls.length} calls in the timed window (+${traffic.warm.length} warm-up), ` +
        `${checked.stored} orders stored for ${checked.placed} successful bets, ledger audit ` +
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
