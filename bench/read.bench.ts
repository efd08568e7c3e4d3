/**
 * Benchmark 5: the read path over HTTP at fixed concurrency, beside a bare Fastify route measured in
 * the same run. The real app runs in its own process (lib/serve.ts) on a scratch PostgreSQL database
 * holding the demo draw history, the issues of one scheduler tick and a player with 30 orders; the
 * load driver (lib/load.ts) sends signed calls on BENCH_READ_CONNECTIONS (default 16) keep-alive
 * connections for BENCH_READ_SECONDS (default 5) each after a 1 s warm-up: GET
 * sitemsg/AppLotteryPageInfo, GET lotteryresult/list (a page of 20 draws), GET sitemsg/AppHomePageInfo
 * and the logged-in player's GET order/list (a page of 20), each on a fresh server process so the SQL
 * statements per call it prints are that call's own. The public reads are served from the read cache
 * (apps/server/src/events/cached-read.ts) once the warm-up has loaded them: no event clears it here
 * (the served process runs no scheduler), so their figures are the cached path's. The baseline is lib/bare.ts: a minimal Fastify 5 app in its own process
 * answering a small constant envelope, loaded the same way. Checked: one answer of each call holds
 * what the data says, and no call of the load failed (HTTP, envelope status, connection).
 */
import type {
  AppHomePageInfoModels,
  DrawResult,
  LotteryPageInfo,
  OrderRecord,
  Paged,
} from "@lottery/contract";
import { seedLotteryHistory } from "../apps/server/src/demo/lottery/history.ts";
import { startBenchApp } from "./lib/app.ts";
import { runLoad, signedQuery, type LoadCall, type LoadOutcome } from "./lib/load.ts";
import { postgresUrl, unreachableReason } from "./lib/postgres.ts";
import { fail, fmt, newResult, ratioText, round, skippedResult } from "./lib/report.ts";
import type { Benchmark, BenchResult } from "./lib/report.ts";
import { placeOrders, type ReadData } from "./lib/read-data.ts";
import { issueOnSaleNow } from "./lib/lottery.ts";
import { startAppServer, startBareServer } from "./lib/server-process.ts";

const CONNECTIONS = Number(process.env.BENCH_READ_CONNECTIONS || 16);
const SECONDS = Number(process.env.BENCH_READ_SECONDS || 5);
const WARMUP_S = 1;
const PAGE = 20;

interface ReadCase {
  /** Figure prefix in results/latest.json. */
  name: string;
  label: string;
  call: LoadCall;
  /** What one answer's models must hold (null: fine). */
  check: (models: unknown) => string | null;
}

function readCases(data: ReadData): ReadCase[] {
  const page = { pageIndex: 1, pageSize: PAGE };
  return [
    {
      name: "pageInfo",
      label: "GET sitemsg/AppLotteryPageInfo",
      call: {
        method: "GET",
        path: "/api/sitemsg/AppLotteryPageInfo",
        params: () => ({ gameCode: data.game }),
      },
      check: (m) => ((m as LotteryPageInfo).current ? null : "no current issue"),
    },
    {
      name: "resultList",
      label: `GET lotteryresult/list (${PAGE} draws)`,
      call: {
        method: "GET",
        path: "/api/lotteryresult/list",
        params: () => ({ gameCode: data.game, ...page }),
      },
      check: (m) => ((m as Paged<DrawResult>).list.length === PAGE ? null : "not a full page of draws"),
    },
    {
      name: "homeInfo",
      label: "GET sitemsg/AppHomePageInfo",
      call: { method: "GET", path: "/api/sitemsg/AppHomePageInfo", params: () => ({}) },
      check: (m) => ((m as AppHomePageInfoModels).games.length > 0 ? null : "no games"),
    },
    {
      name: "orderList",
      label: `GET order/list (logged in, ${PAGE} of ${data.orders} orders)`,
      call: { method: "GET", path: "/api/order/list", params: () => ({ tk: data.token, ...page }) },
      check: (m) => {
        const { list, total } = m as Paged<OrderRecord>;
        return total === data.orders && list.length === PAGE ? null : `total ${total}, ${list.length} rows`;
      },
    },
  ];
}

const BARE: LoadCall = { method: "GET", path: "/api/bare", params: () => ({}) };

/** The timed load and how many calls were sent in all (warm-up included). */
interface Measured {
  out: LoadOutcome;
  sent: number;
}

/** Warm-up, then the timed load; every failed call is a failed check. */
async function measure(port: number, label: string, call: LoadCall, result: BenchResult): Promise<Measured> {
  const warm = await runLoad(port, call, { connections: CONNECTIONS, seconds: WARMUP_S });
  const out = await runLoad(port, call, { connections: CONNECTIONS, seconds: SECONDS });
  const failed = out.non2xx + out.refused + out.errors;
  if (failed > 0) {
    const counts = `${out.non2xx} non-2xx, ${out.refused} refused, ${out.errors} errors`;
    fail(result, `${label}: ${counts} ${out.refusals}`);
  }
  const sent = warm.answered + warm.unanswered.length + out.answered + out.unanswered.length;
  return { out, sent };
}

/** One real answer of the call, checked against the data. */
async function checkAnswer(port: number, c: ReadCase, result: BenchResult): Promise<void> {
  const params = c.call.params(0);
  const response = await fetch(`http://127.0.0.1:${port}${c.call.path}?${signedQuery(params)}`);
  const body = (await response.json()) as { status: number; msg: string; models: unknown };
  const problem = body.status !== 0 ? `status ${body.status} ${body.msg}` : c.check(body.models);
  if (problem) fail(result, `${c.label}: ${problem}`);
}

const figuresText = (out: LoadOutcome) =>
  `${fmt(out.perSecond)} req/s, p50 ${fmt(out.p50Ms, 2)} ms, p99 ${fmt(out.p99Ms, 2)} ms`;

function record(result: BenchResult, name: string, out: LoadOutcome): void {
  Object.assign(result.figures, {
    [`${name}PerSecond`]: round(out.perSecond, 1),
    [`${name}P50Ms`]: round(out.p50Ms, 3),
    [`${name}P99Ms`]: round(out.p99Ms, 3),
  });
}

async function measureBare(result: BenchResult): Promise<LoadOutcome> {
  const bare = await startBareServer();
  try {
    const { out } = await measure(bare.port, "bare", BARE, result);
    record(result, "bare", out);
    return out;
  } finally {
    await bare.stop();
  }
}

/**
 * One read call on a fresh server process (so its SQL statement count is its own): checked once,
 * loaded, printed against the baseline.
 */
async function measureCase(
  databaseUrl: string,
  c: ReadCase,
  bare: LoadOutcome,
  result: BenchResult,
): Promise<void> {
  const app = await startAppServer(databaseUrl);
  let measured: Measured;
  try {
    await checkAnswer(app.port, c, result);
    measured = await measure(app.port, c.label, c.call, result);
  } catch (error) {
    await app.stop();
    throw error;
  }
  const statements = await app.stop();
  const { out, sent } = measured;
  const perCall = statements === null ? null : statements / (sent + 1);
  const ratio = out.perSecond / bare.perSecond;
  console.log(
    `${c.label} (${CONNECTIONS} connections, ${fmt(out.seconds)} s): ${figuresText(out)}, ` +
      `ratio ${ratioText(ratio)} baseline (req/s ÷ bare Fastify req/s)` +
      (perCall === null ? "" : `; ${fmt(perCall, 2)} SQL statements per call`),
  );
  record(result, c.name, out);
  result.figures[`${c.name}Ratio`] = round(ratio, 4);
  result.figures[`${c.name}StatementsPerCall`] = perCall === null ? null : round(perCall, 2);
}

async function loadAll(databaseUrl: string, data: ReadData, result: BenchResult): Promise<void> {
  const bare = await measureBare(result);
  for (const c of readCases(data)) await measureCase(databaseUrl, c, bare, result);
  console.log(`  baseline (bare Fastify 5 route, own process, same driver): ${figuresText(bare)}`);
}

async function run(): Promise<BenchResult> {
  const url = postgresUrl();
  const unreachable = await unreachableReason(url);
  if (unreachable) return skippedResult(unreachable);
  const result = newResult();
  const bench = await startBenchApp(url, "read");
  try {
    // The history goes into an empty issue table, so before the tick opens the current issues.
    const drawn = await seedLotteryHistory(bench.database.db, bench.app.deps.clock());
    const issue = await issueOnSaleNow(bench.app.deps, 2);
    if (!issue) return skippedResult("neither SSQ nor DLT has an issue on sale for the next 2 minutes");
    if (!bench.databaseUrl) throw new Error("the read benchmark needs PostgreSQL");
    const data = await placeOrders(bench.app, issue);
    console.log(
      `  ${bench.where}; ${drawn} drawn issues; ${issue.gameCode} issue ${issue.issue} on sale; ` +
        `player with ${data.orders} orders`,
    );
    await loadAll(bench.databaseUrl, data, result);
    return result;
  } finally {
    await bench.close();
  }
}

/** Read calls against a bare Fastify route. */
export const readBenchmark: Benchmark = { name: "read", run };
